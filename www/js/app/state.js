//! The shape of the page's one state, the shell's part (what every puzzle's page shares:
//! the language, the puzzle shown, the stepper slices, the view keys, presentation, the
//! error), and the predicates derived from it (written once here, read everywhere). Each
//! puzzle's page adds its own slice when it is built (puzzles/contract.js `PuzzlePage`).
//! Pure: no DOM, unit-tested in tests/unit/state.test.js.

import { PASS_MARK_DEFAULT } from '../lms/report.js';

/**
 * A fresh state for the page. `limits` is the wasm `limits()` object (sliderMaxN,
 * defaultN, …); `lang` the page's starting language ('en' | 'zh'); `puzzle` the id of the
 * puzzle shown first (the registry's default).
 */
export function initialState(limits, lang, puzzle) {
  return {
    limits, lang,
    /** A language, a puzzle asked for whose code is still being fetched (the switches show it), else null. */
    langPending: null, puzzlePending: null,
    /** The puzzle shown: a registry id (puzzles/registry.js); each puzzle's page adds its own slice. */
    puzzle,
    /** A Rust panic: the wasm is unusable until a reload; a new version waits for one (app/offline.js, dist/ only). */
    panicked: false, updateReady: false,
    /**
     * Every puzzle's stepper slice by puzzle id, one shape for all (idleStepper): the
     * search as its search loop reports it (engine/search-loop.js). A puzzle's page adds
     * its own.
     */
    steppers: {},
    /** Index into SPEEDS (engine/search-loop.js): the speed of the search's Play. */
    speed: 3,
    /** How the tree is drawn: 'strips' (compact) or 'nodes' (node-link, small trees); every puzzle. */
    treeStyle: 'strips',
    /** The procedures' form, 'recursive' or 'iterative' (the link's `tmpl=`); every puzzle. */
    template: 'recursive',
    /** The tab shown beside the board: one of the shown page's `tabs` (views/tabs.js), the lesson first. */
    tab: 'lesson',
    /** An embedded page (`embed=` links, app/view-route.js) `{ code, from, to, autoplay, loop }`, or null; */
    /** `embedWithCode`: the Share menu's `<iframe>` code shows the procedure too (`embed=code`). */
    embed: null, embedWithCode: false,
    /** Presentation mode: the lesson alone, scaled to the screen (app/page-actions.js). */
    presenting: false,
    /**
     * What presentation mode shows besides the lesson, by part name: the parts the shown
     * puzzle's page offers (PuzzlePage.presentParts, e.g. its tree in the code's place).
     */
    presentParts: {},
    /** Feedback of the last Copy / Share. */
    copyStatus: '',
    /**
     * The Share menu's package for an LMS (app/lms-actions.js): the pass mark as typed (in
     * percent), what the last download said, and whether one is being built.
     */
    lms: { passMark: String(PASS_MARK_DEFAULT), status: '', busy: false },
    /**
     * The Parsons problem shown over the puzzle's page (`ex=parsons`, app/parsons-actions.js),
     * or null: `{ puzzle, template, seed, placed: [{ id, indent }], checked, grabbed, live,
     * notice, copyStatus, startedAt, finishedAt, replayed, linkTime }` (its time, as an
     * exercise's: exercise/student.js `exerciseSeconds`).
     */
    parsons: null,
    /**
     * The class view (`view=class`, app/class-link.js `blankClassView`) over every puzzle's
     * page, or null while it is closed.
     */
    classView: null,
    /**
     * The Compare view (`compare=`, app/compare.js) over the shown puzzle's page, or null
     * while it is closed.
     */
    compare: null,
    /**
     * The student's name for the exercises' links (`who=`, exercise/student.js), typed in an
     * exercise's name field (views/exercise-name.js) or read from an exercise's link.
     */
    who: '',
    /** Message of the last bad input (e.g. a bad link), shown until the next user action. */
    error: '',
  };
}

/**
 * A stepper slice before its search's first report: `{ snapshot, playing, hunting, hunt,
 * seekTarget, seekEta, seekAsk, total, totalPending, recent }` (engine/search-loop.js
 * `onChange`), step 0 of
 * nothing, not running.
 */
export function idleStepper() {
  return {
    snapshot: null, playing: false, hunting: false, hunt: null, seekTarget: null, seekEta: null, seekAsk: null,
    total: null, totalPending: true, recent: [],
  };
}

/** The stepper slice `search` is moving by itself: playing, seeking or running to the next solution. */
export function isBusy(search) {
  return search.playing || search.hunting || search.seekTarget !== null;
}
