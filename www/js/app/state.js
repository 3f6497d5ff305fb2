//! The shape of the page's one state, and the predicates derived from it (written once
//! here, read everywhere). Pure: no DOM, unit-tested in tests/unit/state.test.js.
//!
//! The board has one **view** at a time: `solution` (a solution of N: the first, a gallery
//! pick, a `q=`/`i=` link, or for N above the slider the explicit construction), `stepper`
//! (the search at a step) or `play` (the visitor's own placement). The search keeps its
//! place while another view is shown.

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
    /** The puzzle shown: a registry id (puzzles/registry.js); a puzzle's page may add its own slice. */
    puzzle,
    /** A Rust panic: the wasm is unusable until a reload; a new version waits for one (app/offline.js, dist/ only). */
    panicked: false, updateReady: false,
    n: limits.defaultN,
    /** The board's view: 'solution' | 'stepper' | 'play'. */
    view: 'solution',
    /** Uint32Array of 1-based columns, row 1 first; null when N has no solution. */
    solution: null,
    /** 1-based place of `solution` in lexicographic order, once known. */
    solutionIndex: null,
    /** Number of solutions of N (bigint), or null until counted. */
    total: null,
    /** N > sliderMaxN: `solution` is the explicit construction (else a link's placement). */
    constructed: false,
    /** The O(N) is_solution check of the constructed solution passed (null: still to run). */
    checked: false,
    /** How the link names the shown solution: 'tuple' (`q=`) or 'index' (`i=`). */
    linkForm: 'tuple',
    /** The N field: the text typed and whether it was refused. */
    nField: { text: null, invalid: false },
    /**
     * Every puzzle's stepper slice by puzzle id, one shape for all (idleStepper): the
     * search as its search loop reports it (engine/search-loop.js). A puzzle's page adds
     * its own.
     */
    steppers: {},
    /** The search's mode (all solutions or the first) and checking method ('flags' | 'scan'). */
    allSolutions: true, method: 'flags',
    /** Index into SPEEDS (engine/search-loop.js), and whether Play stops at each solution. */
    speed: 3, pauseAtSolution: false,
    /** Shade the squares the placed queens attack. */
    shadeAttacks: false,
    /** The solution-space tree was asked for (N = 7, 8; smaller N show it anyway). */
    treeWanted: false,
    /** How the tree is drawn: 'strips' (compact) or 'nodes' (node-link, small trees); both puzzles. */
    treeStyle: 'strips',
    /** The procedures' form, 'recursive' or 'iterative' (the link's `tmpl=`); every puzzle. */
    template: 'recursive',
    /**
     * Counts the visitor's Step, Back, Reset and Next solution: the announcer reads out the
     * step the search settles on after each (puzzles/queens/announcer.js).
     */
    announce: 0,
    /**
     * The counting pool's snapshot (puzzles/queens/count-pool.js); a count the visitor started that a
     * change of N stopped, `{ n, done, tasks }`, said until the next count starts; a count that
     * asks before it starts (over LONG_COUNT_MS), `{ n, etaMs, workers }`, until Go on or Cancel.
     */
    count: null, countStopped: null, countAsk: null,
    /** The gallery's state (views/gallery.js). */
    gallery: null,
    /**
     * Play mode: the visitor's placement (0 = empty row), the last Check or Hint result,
     * whether a hint is being looked for, and whether play mode's code is on the way.
     */
    play: { cols: [], result: null, busy: false, loading: false },
    /**
     * The visitor's play placements of other N, `{ [n]: cols }`: a change of N keeps the
     * one on the board, and coming back to that N brings it back (Clear drops it).
     */
    playKept: {},
    /** Exercises put aside by a change of N, `{ [n]: exercise }`, back when N is again theirs. */
    exercisesKept: {},
    /** The tab shown beside the board: 'lesson', 'exercise', 'gallery', 'count' or 'export' (views/tabs.js). */
    tab: 'lesson',
    /**
     * The exercise (issue 22), or null: `{ kind: 'simulate' | 'quiz' | 'rule', n,
     * firstOnly, method, help, seed, start, run, rule, shading, replayed, startedAt,
     * finishedAt, copyStatus, board }`: `run` the simulate or quiz exercise's data
     * (exercise/simulate.js, exercise/quiz.js), `rule` the rule exercise's (text, status,
     * error, counts, divergence, bad, shown), `board` the board it shows
     * (puzzles/queens/exercise-board.js). The board shows it while the Exercises tab is shown.
     */
    exercise: null,
    /** An embedded page (`embed=` links, app/view-route.js) `{ code, from, to, autoplay, loop }`, or null; */
    /** `embedWithCode`: the Share menu's `<iframe>` code shows the procedure too (`embed=code`). */
    embed: null, embedWithCode: false,
    /** Presentation mode: the lesson alone, scaled to the screen (app/page-actions.js). */
    presenting: false,
    /** What presentation mode shows besides the lesson: the tree (in the code's place), the flag arrays. */
    presentParts: { tree: false, flags: false },
    /**
     * The huge board's overview: the zoom and pan `frame` (puzzles/queens/overview-geometry.js) on the solution `cols`, and
     * the shown solution's text file once built ({ cols, url: a blob: URL, size in bytes }).
     */
    overview: { cols: null, frame: null }, hugeText: { cols: null, url: '', size: 0 },
    /** Feedback of the last export, and of Copy / Share; the animated export's slice (idleGif). */
    exportStatus: '', copyStatus: '',
    gif: idleGif(),
    /** Message of the last bad input (e.g. a bad link), shown until the next user action. */
    error: '',
  };
}

/**
 * The animated export's slice before any export (puzzles/queens/gif-actions.js): the range's
 * fields as typed (null: the default, the current step and the next 50), the size (a key
 * of puzzles/queens/animation.js SIZES) and speed (ms per frame; null: the defaults), whether a GIF
 * is being made and its frames `done` of `frames`, its last status (a message) and the
 * field at fault ('from' | 'to' | null).
 */
export function idleGif() {
  return {
    from: null, to: null, size: null, delay: null, running: false, done: 0, frames: 0, status: '', invalid: null,
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

/** N is above the slider's range: no stepper, no play mode; the board is the construction. */
export function isHuge(state) {
  return state.n > state.limits.sliderMaxN;
}
