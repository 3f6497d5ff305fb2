//! The queens' actions: what the visitor (or a queens link) asks of N-Queens, as changes
//! of the state and calls to its engines (ctx.search, ctx.countPool, ctx.gallery,
//! ctx.hinter, built by puzzles/queens/views.js). Plain functions of the page context `ctx`;
//! app/actions.js binds them with the rest.

import { errorMessage } from '../../lib/errors.js';
import { groupDigits } from '../../lib/format.js';
import { isBusy } from '../../app/state.js';
import { linkErrorMessage } from '../../app/route.js';
import { showNotFetched } from '../../app/lazy-part.js';
import { emptyPlacement } from './placement.js';

import { parseN } from './n-field.js';
import {
  AUTO_COUNT_MAX_N, LONG_COUNT_MS, poolSize, roughCountMs,
} from './count-pool.js';
import { gpuFor, probeGpu } from './count-gpu-probe.js';
import * as playActions from './play-actions.js';
import { setPlay } from './play-slice.js';
import * as overviewActions from './overview-actions.js';
import { openExerciseLink, whenLoaded } from './exercise-lazy.js';

/** Not user input: they keep the feedback on the page (app/actions.js `bindActions`). */
export const QUIET_ACTIONS = ['openQueensLink', 'setN', 'showSolution', 'lookUpIndex', 'pauseSearch', 'probeCard'];
/** Settings: the feedback on the page stays. */
export const KEEP_FEEDBACK = ['setCountGpu'];

/** Pauses the search where it is, if it is moving by itself. */
export function pauseSearch(ctx) {
  if (isBusy(ctx.store.state.steppers.queens)) ctx.search.pause();
}

/** Shows the first solution of N (or the construction above the slider) and starts a fresh search and gallery for it. */
export function setN(ctx, n) {
  const { store, wasm } = ctx;
  // An index link waiting for the tools module is not shown over a newer N.
  ctx.indexLinkAsked = null;
  const { state } = store;
  const huge = n > state.limits.sliderMaxN;
  // Play mode stays on, with an empty board of the new N, while N is within the slider's range.
  const keepPlay = state.view === 'play' && !huge;
  ctx.hinter.cancel();
  if (keepPlay) playActions.warmHints(ctx, n);
  const solution = huge ? wasm.construct_solution(n) : wasm.first_solution(n) ?? null;
  // The visitor's work is kept by N, never thrown away: an exercise (made for its N) is put
  // aside and comes back with its N, and so does a play placement.
  ctx.exerciseLinkAsked = null;
  whenLoaded('putAside', ctx, n);
  const playKept = playActions.keepPlacement(ctx);
  const stopped = stoppedCount(state.count, n);
  if (stopped) store.update({ countStopped: stopped });
  store.update({
    n,
    treeWanted: false,
    view: keepPlay ? 'play' : 'solution',
    playKept,
    play: { cols: playKept[n]?.slice() ?? emptyPlacement(n), result: null, busy: false },
    linkForm: 'tuple',
    constructed: huge,
    solution,
    // The O(N) check of a construction runs in a task of its own (checkConstruction).
    checked: huge ? null : false,
    solutionIndex: solution && !huge ? 1 : null,
    indexPending: false,
    nField: { text: null, invalid: false },
    countAsk: null,
    count: ctx.countPool.select(n, { auto: true, gpu: countOnCard(state, n) }),
    total: ctx.countPool.result(n)?.total ?? null,
  });
  ctx.gallery.select(n);
  overviewActions.prepareHugeText(ctx);
  if (!huge) ctx.search.reset(n);
  else {
    pauseSearch(ctx);
    checkConstruction(ctx, solution);
  }
  whenLoaded('bringBack', ctx, n);
}

/**
 * Verifies a construction for N above the slider with the wasm `is_solution` (O(N)) in the
 * next task, not in the one that built and drew it: at N = 1,000,000 the two together
 * took over 100 ms of the main thread. `checked` is null until then.
 */
function checkConstruction(ctx, solution) {
  clearTimeout(ctx.timers.construction);
  ctx.timers.construction = setTimeout(() => {
    if (ctx.store.state.solution === solution) ctx.store.update({ checked: ctx.wasm.is_solution(solution) });
  }, 0);
}

/**
 * The count a change to N stops: a running count of another N that the visitor started
 * (above AUTO_COUNT_MAX_N; smaller N are counted by themselves on every change), as
 * `{ n, done, tasks }`, or null.
 */
function stoppedCount(count, n) {
  if (count?.status !== 'running' || count.n === n || count.n <= AUTO_COUNT_MAX_N) return null;
  return { n: count.n, done: count.tasksDone, tasks: count.tasks };
}

/** Shows `cols` as the board's solution (`index`: its lexicographic number, if known). */
export function showSolution(ctx, cols, index = null, form = 'tuple') {
  ctx.hinter.cancel();
  pauseSearch(ctx);
  ctx.store.update({
    view: 'solution', constructed: false, solution: cols, solutionIndex: index ?? null, linkForm: form, indexPending: false,
  });
  overviewActions.prepareHugeText(ctx);
  lookUpIndex(ctx);
}

/** Asks the gallery's worker for the number of the shown solution when it is not known. */
export function lookUpIndex(ctx) {
  const { state } = ctx.store;
  const cols = state.solution;
  if (state.view !== 'solution' || !cols || state.constructed || state.solutionIndex !== null) return;
  ctx.gallery.lookup(cols).then((answer) => {
    const now = ctx.store.state;
    if (answer?.index && now.solution === cols && now.solutionIndex === null) {
      ctx.store.update({ solutionIndex: answer.index });
    }
  });
}

/** A solution picked in the gallery: a new history entry. */
export function pickSolution(ctx, cols, index) {
  ctx.hashWriter.push();
  showSolution(ctx, cols, index);
}

/**
 * The N slider moved; `first` is its first move since it was let go (a drag's first step,
 * or a key press), which makes a new history entry: the rest of a drag replaces it.
 */
export function slideN(ctx, n, first = true) {
  if (n === ctx.store.state.n) return;
  if (first) ctx.hashWriter.push();
  setN(ctx, n);
}

/** The N field was submitted (Show, Enter or a change): a new N, or what is wrong with the text. */
export function submitNField(ctx, text) {
  const { n, error } = parseN(text, ctx.store.state.limits.constructMaxN);
  if (error !== undefined) {
    ctx.store.update({ error, nField: { text, invalid: true } });
  } else if (n !== ctx.store.state.n) {
    ctx.hashWriter.push();
    setN(ctx, n);
  } else {
    ctx.store.update({ nField: { text: null, invalid: false } });
  }
}

/**
 * Opens an N-Queens link: a solution, a step of the search, play mode, an exercise, or an
 * error and N = default. An exercise's link whose code is still being fetched returns the
 * promise of it opened (puzzles/queens/exercise-lazy.js).
 */
export function openQueensLink(ctx, link, error) {
  const { defaultN } = ctx.store.state.limits;
  const { state } = ctx.store;
  // An exercise's link still waiting for its code is not opened over this one.
  ctx.exerciseLinkAsked = null;
  let opening;
  if (state.tab === 'exercise' && !link?.ex) ctx.store.update({ tab: 'lesson' });
  // `gpu=1` / `gpu=0`: where the link's counts go (before N, whose small counts start at once).
  if (error === undefined && link.gpu !== null && link.gpu !== undefined) ctx.store.update({ countGpu: link.gpu });
  if (error !== undefined) {
    setN(ctx, defaultN);
    ctx.store.update({ error });
  } else if (link.ex) {
    setN(ctx, link.n);
    ctx.store.update({ error: '' });
    opening = openExerciseLink(ctx, link);
  } else if (link.i !== null && link.i !== undefined) {
    applyIndexLink(ctx, link);
  } else if (link.placement) {
    applyPlacementLink(ctx, link);
  } else {
    applySolutionOrStepLink(ctx, link);
  }
  // `gallery=`: the gallery's view, all solutions or the fundamental ones.
  if (error === undefined && link.gallery) ctx.gallery.setFundamental(link.gallery === 'fundamental');
  // `count=1`: the count that was running when the link was written starts again.
  if (error === undefined && link.count) {
    ctx.store.update({ tab: 'count' });
    startCount(ctx);
  }
  return opening;
}

/**
 * An index link `#n=8&i=37`: solution #37 of N in lexicographic order, numbered by the
 * tools module. Before it has loaded, N is shown at once with an empty board that says which
 * solution is coming (`indexPending`; the link keeps its `i=`), and the solution when it
 * arrives (fetched at once), unless N has changed meanwhile.
 */
function applyIndexLink(ctx, link) {
  const tools = ctx.tools.now();
  if (!tools) {
    setN(ctx, link.n);
    ctx.store.update({ solution: null, solutionIndex: link.i, linkForm: 'index', indexPending: true });
    const asked = {};
    ctx.indexLinkAsked = asked;
    // What waits for the solution (an embed's autoplay: stepper-actions.js embedSearch).
    ctx.indexLinkPending = ctx.tools.load({ now: true }).then(() => {
      ctx.indexLinkPending = null;
      if (ctx.indexLinkAsked === asked) applyIndexLink(ctx, link);
    }, (err) => {
      ctx.indexLinkPending = null;
      // Not fetched: N's first solution instead, and the message.
      if (ctx.indexLinkAsked === asked) setN(ctx, link.n);
      showNotFetched(ctx.store, err);
    });
    return;
  }
  let cols;
  try {
    cols = tools.wasm.solution_at(link.n, link.i);
  } catch (err) {
    setN(ctx, ctx.store.state.limits.defaultN);
    ctx.store.update({ error: linkErrorMessage(err) });
    return;
  }
  setN(ctx, link.n);
  showSolution(ctx, cols, link.i, 'index');
  ctx.store.update({ error: '' });
}

/** A placement link `#n=8&q=1-5-0-0-0-0-0-0`: play mode with its queens, conflicts and all. */
function applyPlacementLink(ctx, link) {
  const { limits } = ctx.store.state;
  if (link.n > limits.sliderMaxN) {
    setN(ctx, limits.defaultN);
    ctx.store.update({ error: errorMessage('link', 'placement-too-big', { n: groupDigits(link.n), max: limits.sliderMaxN }) });
    return;
  }
  setN(ctx, link.n);
  playActions.enterPlay(ctx, Array.from(link.placement));
  ctx.store.update({ error: '' });
}

/** `#n=8`, `#n=8&q=…` or `#n=6&step=40` (with the search's mode and checking method). */
function applySolutionOrStepLink(ctx, link) {
  const step = link.step ?? null;
  if (step !== null) {
    // Step links carry the search's mode and checking method (defaults: all, flags).
    const allSolutions = link.mode !== 'first';
    const method = link.method === 'scan' ? 'scan' : 'flags';
    ctx.store.update({ allSolutions, method });
    ctx.search.setOptions({ allSolutions, method });
  }
  setN(ctx, link.n);
  ctx.store.update({ error: '' });
  if (step !== null) {
    ctx.store.update({ view: 'stepper' });
    ctx.search.seek(step);
  } else if (link.q) {
    showSolution(ctx, Uint32Array.from(link.q), null);
  }
}

/** Whether N's count goes to the graphics card (the choice, the card found, the core's limits). */
function countOnCard(state, n) {
  return gpuFor(state.countGpu, state.gpuProbe, n, state.limits);
}

/** Looks for the graphics card once (puzzles/queens/count-gpu-probe.js) and keeps what it found. */
export function probeCard(ctx) {
  return probeGpu().then((gpuProbe) => {
    if (ctx.store.state.gpuProbe === null) ctx.store.update({ gpuProbe });
    return gpuProbe;
  });
}

/**
 * Count the solutions of the shown N in the worker pool or on the graphics card; Cancel
 * stops it. When the default choice waits for the card to be looked for, the count starts
 * once it is known (a few ms), if N is still the same. A count on the processor estimated
 * (puzzles/queens/count-pool.js `roughCountMs`) at over LONG_COUNT_MS asks first (`state.countAsk`),
 * as a long seek does, unless `agreed` (its Go on) or its result is known.
 */
export function startCount(ctx, agreed = false) {
  const { state } = ctx.store;
  const { n, count } = state;
  if (state.countGpu === null && state.gpuProbe === null && n >= state.limits.countGpuDefaultMinN) {
    probeCard(ctx).then(() => {
      if (ctx.store.state.n === n) startCount(ctx, agreed);
    });
    return;
  }
  const gpu = countOnCard(state, n);
  const workers = poolSize();
  const etaMs = roughCountMs(n, workers);
  const known = ctx.countPool.result(n) !== null || (count?.n === n && count.status === 'running');
  if (!gpu && agreed !== true && !known && etaMs > LONG_COUNT_MS) {
    ctx.store.update({ countStopped: null, countAsk: { n, etaMs, workers } });
    return;
  }
  ctx.store.update({ countStopped: null, countAsk: null });
  ctx.countPool.start(n, { gpu });
}

/** The Count panel's switch: counts on the graphics card (true) or on the processor. */
export function setCountGpu(ctx, on) {
  ctx.store.update({ countGpu: on });
}

/** Go on: the count that asked starts. */
export function countGoOn(ctx) {
  if (ctx.store.state.countAsk?.n === ctx.store.state.n) startCount(ctx, true);
}

/** Cancel: the running count stops, or the count that asked is not started. */
export function cancelCount(ctx) {
  ctx.store.update({ countAsk: null });
  ctx.countPool.cancel();
}

/** Rotate or reflect what the board shows (play placement or solution), with the tools module. */
export async function transformBoard(ctx, name) {
  let wasm;
  try {
    ({ wasm } = await ctx.tools.load({ now: true }));
  } catch (err) {
    showNotFetched(ctx.store, err);
    return;
  }
  const { state } = ctx.store;
  const apply = (cols) => wasm.transform(Uint32Array.from(cols), name);
  if (state.view === 'play') {
    ctx.hinter.cancel();
    setPlay(ctx, { cols: Array.from(apply(state.play.cols)), result: null, busy: false });
  } else if (state.view === 'solution' && state.solution && !state.constructed) {
    showSolution(ctx, apply(state.solution), null);
  }
}
