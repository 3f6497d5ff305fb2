//! The queens' slice of the page state (`queensState`: the fields their page adds to the
//! shell's, app/state.js) and what their board shows, derived from it (written once here,
//! read by the queens' render and actions). The board has one **view** at a time:
//! `solution` (a solution of N: the first, a gallery pick, a `q=`/`i=` link, or for N above
//! the slider the explicit construction), `stepper` (the search at a step) or `play` (the
//! visitor's own placement). The search keeps its place while another view is shown. Pure:
//! no DOM, unit-tested in tests/unit/puzzles/queens/state.test.js.

/**
 * The queens' fields of the page state, before any link or action: `limits` is the page's
 * (the wasm `limits()`: sliderMaxN, defaultN, …).
 */
export function queensState(limits) {
  return {
    n: limits.defaultN,
    /** The board's view: 'solution' | 'stepper' | 'play'. */
    view: 'solution',
    /** Uint32Array of 1-based columns, row 1 first; null when N has no solution. */
    solution: null,
    /** 1-based place of `solution` in lexicographic order, once known. */
    solutionIndex: null,
    /**
     * An index link's solution (`i=`, solution #solutionIndex) is on its way: the tools
     * module that numbers the solutions is loading. The board is empty meanwhile.
     */
    indexPending: false,
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
    /** The search's mode (all solutions or the first) and checking method ('flags' | 'scan'). */
    allSolutions: true, method: 'flags',
    /** Play stops at each solution. */
    pauseAtSolution: false,
    /** Shade the squares the placed queens attack. */
    shadeAttacks: false,
    /** The solution-space tree was asked for (N = 7, 8; smaller N show it anyway). */
    treeWanted: false,
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
    /**
     * The exercise (issue 22), or null: `{ kind: 'simulate' | 'quiz' | 'rule', n,
     * firstOnly, method, help, seed, start, run, rule, shading, replayed, startedAt,
     * finishedAt, linkTime, copyStatus, board }` (`finishedAt`: when its answers ended, or
     * a rule's last run; `replayed`: a result link's, its time `linkTime`): `run` the
     * simulate or quiz exercise's data (exercise/simulate.js, puzzles/queens/quiz.js),
     * `rule` the rule exercise's (text, status, error, counts, divergence, bad, shown),
     * `board` the board it shows (puzzles/queens/exercise-board.js). The board shows it
     * while the Exercises tab is shown.
     */
    exercise: null,
    /**
     * The huge board's overview: the zoom and pan `frame` (puzzles/queens/overview-geometry.js) on the solution `cols`, and
     * the shown solution's text file once built ({ cols, url: a blob: URL, size in bytes }).
     */
    overview: { cols: null, frame: null }, hugeText: { cols: null, url: '', size: 0 },
    /** Feedback of the last export; the animated export's slice (idleGif). */
    exportStatus: '',
    gif: idleGif(),
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

/** N is above the slider's range: no stepper, no play mode; the board is the construction. */
export function isHuge(state) {
  return state.n > state.limits.sliderMaxN;
}

/** The exercise the board shows: the state's exercise while the Exercises tab is shown, else null. */
export function shownExercise(state) {
  return state.tab === 'exercise' ? state.exercise : null;
}

/** The quiz questions answered by a square of the board (the others by a choice). */
const SQUARE_QUESTIONS = new Set(['next-place', 'attacker', 'resume']);

/** True when the simulate exercise's board holds N queens: no next queen to click. */
export function boardFull(ex) {
  return Boolean(ex.board?.cols.every((c) => c !== 0));
}

/** True when a square of the board answers the exercise now. */
export function squareAnswer(ex) {
  const run = ex.run;
  if (!run || run.done) return false;
  if (ex.kind === 'simulate') return !boardFull(ex);
  if (ex.kind === 'quiz') return !run.feedback && SQUARE_QUESTIONS.has(run.questions[run.index].type);
  return false;
}

/**
 * The columns the board shows (0 = empty row), not to be changed by the caller. The
 * solution is handed out as it is, without a copy: for N = 1,000,000 copies took most of
 * a 145 ms task.
 */
export function shownCols(state) {
  const ex = shownExercise(state);
  if (ex?.board) return ex.board.cols;
  if (state.view === 'play') return state.play.cols;
  const search = state.steppers.queens;
  if (state.view === 'stepper' && search?.snapshot) return search.snapshot.x;
  return state.solution ?? new Array(state.n).fill(0);
}

/**
 * What the board shows instead of the search, for the words that say so: 'solution' (a
 * solution), 'play' (the visitor's placement) or 'empty' (no queen: an N without a
 * solution); null while it shows the search or an exercise.
 */
export function boardInstead(state) {
  if (shownExercise(state)?.board || state.view === 'stepper') return null;
  if (state.view === 'play') return 'play';
  return state.solution ? 'solution' : 'empty';
}

/** The number of queens on the board (a constructed solution has N). */
export function placedCount(state) {
  if (isHuge(state)) return state.solution ? state.n : 0;
  let placed = 0;
  for (const c of shownCols(state)) if (c !== 0) placed += 1;
  return placed;
}

/** The last step of the queens' search when known (its total of steps), else null. */
export function knownTotal(state) {
  const slice = state.steppers.queens;
  return slice.total !== null && !slice.totalPending ? slice.total : null;
}
