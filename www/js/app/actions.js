//! What the visitor (or a link) asks for, as changes of the state and calls to the
//! engines. Views call these; nothing here draws: each change goes through
//! `store.update`, and the one render follows. Each action is a plain function of the
//! page context `ctx` ({ store, wasm, search, countPool, gallery, hinter }); `bindActions`
//! hands them out with `ctx` bound, wrapped so that a user action first drops stale
//! feedback and ends by flushing the render.

import { errorMessage } from '../lib/errors.js';
import { groupDigits } from '../lib/format.js';
import { isBusy } from './state.js';
import { linkErrorMessage, readLink } from './route.js';
import { langInHash, rememberLang } from '../lib/lang.js';
import { emptyPlacement } from '../lib/placement.js';
import { parseN } from '../views/n-field.js';
import { AUTO_COUNT_MAX_N } from '../engine/count-pool.js';
import * as stepperActions from './stepper-actions.js';
import * as playActions from './play-actions.js';
import * as overviewActions from './overview-actions.js';
import * as pageActions from './page-actions.js';

/** Pauses the search where it is, if it is moving by itself. */
export function pauseSearch(ctx) {
  if (isBusy(ctx.store.state.steppers.queens)) ctx.search.pause();
}

/** Shows the first solution of N (or the construction above the slider) and starts a fresh search and gallery for it. */
export function setN(ctx, n) {
  const { store, wasm } = ctx;
  const { state } = store;
  const huge = n > state.limits.sliderMaxN;
  // Play mode stays on, with an empty board of the new N, while N is within the slider's range.
  const keepPlay = state.view === 'play' && !huge;
  ctx.hinter.cancel();
  if (keepPlay) playActions.warmHints(ctx, n);
  const solution = huge ? wasm.construct_solution(n) : wasm.first_solution(n) ?? null;
  const stopped = stoppedCount(state.count, n);
  if (stopped) store.update({ countStopped: stopped });
  store.update({
    n,
    treeWanted: false,
    view: keepPlay ? 'play' : 'solution',
    play: { cols: emptyPlacement(n), result: null, busy: false },
    linkForm: 'tuple',
    constructed: huge,
    solution,
    checked: huge && wasm.is_solution(solution),
    solutionIndex: solution && !huge ? 1 : null,
    nField: { text: null, invalid: false },
    count: ctx.countPool.select(n, { auto: true }),
    total: ctx.countPool.result(n)?.total ?? null,
  });
  ctx.gallery.select(n);
  overviewActions.prepareHugeText(ctx);
  if (!huge) ctx.search.reset(n);
  else pauseSearch(ctx);
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
    view: 'solution', constructed: false, solution: cols, solutionIndex: index ?? null, linkForm: form,
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

/** A solution picked in the gallery. */
export function pickSolution(ctx, cols, index) {
  showSolution(ctx, cols, index);
}

/** The N slider moved. */
export function slideN(ctx, n) {
  if (n !== ctx.store.state.n) setN(ctx, n);
}

/** The N field was submitted (Show, Enter or a change): a new N, or what is wrong with the text. */
export function submitNField(ctx, text) {
  const { n, error } = parseN(text, ctx.store.state.limits.constructMaxN);
  if (error !== undefined) {
    ctx.store.update({ error, nField: { text, invalid: true } });
  } else if (n !== ctx.store.state.n) {
    setN(ctx, n);
  } else {
    ctx.store.update({ nField: { text: null, invalid: false } });
  }
}

/** The page's language ('en' | 'zh'); `remember` keeps a choice on the switch for the next visit. */
export function setLang(ctx, lang, remember = false) {
  if (remember) rememberLang(lang);
  ctx.store.update({ lang });
}

/**
 * Applies a location hash: the puzzle page that claims it (the first one, the default,
 * when none does) is shown and opens it; the others stop moving.
 */
export function applyLink(ctx, hash) {
  const { link, error } = readLink(ctx.wasm.parse_link, hash);
  // The link's language (read from the text too, so a bad link's message comes in it).
  const asked = link?.lang ?? langInHash(hash);
  if (asked) setLang(ctx, asked);
  const pages = Object.values(ctx.pages);
  const page = pages.find((p) => p.claims(link, hash)) ?? pages[0];
  for (const other of pages) if (other !== page && ctx.store.state.puzzle === other.id) other.pause();
  ctx.store.update({ puzzle: page.id });
  page.open(link, error, hash);
}

/** Opens an N-Queens link: a solution, a step of the search, play mode, or an error and N = default. */
export function openQueensLink(ctx, link, error) {
  const { defaultN } = ctx.store.state.limits;
  if (error !== undefined) {
    setN(ctx, defaultN);
    ctx.store.update({ error });
  } else if (link.i !== null && link.i !== undefined) {
    applyIndexLink(ctx, link);
  } else if (link.placement) {
    applyPlacementLink(ctx, link);
  } else {
    applySolutionOrStepLink(ctx, link);
  }
}

/** An index link `#n=8&i=37`: solution #37 of N in lexicographic order. */
function applyIndexLink(ctx, link) {
  let cols;
  try {
    cols = ctx.wasm.solution_at(link.n, link.i);
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

/** The location hash changed by hand (typed, pasted, or history). */
export function navigate(ctx, hash) {
  ctx.hashWriter.cancel();
  applyLink(ctx, hash);
}

/** Shows puzzle `id` (a registry id; anything else is ignored), each as it was left (its opening board the first time). */
export function setPuzzle(ctx, id) {
  const { state } = ctx.store;
  const page = ctx.pages[id];
  if (!page || id === state.puzzle) return;
  ctx.pages[state.puzzle].pause();
  ctx.store.update({ puzzle: id });
  page.show();
}

/** A square of the board was chosen (clicked, or Enter / space): to the mode that owns the board (app/board-input.js). */
export function chooseSquare(ctx, row, col) {
  ctx.boardInput.dispatch(ctx.store.state, row, col);
}

/** Count the solutions of the shown N in the worker pool; Cancel stops it. */
export function startCount(ctx) {
  ctx.store.update({ countStopped: null });
  ctx.countPool.start(ctx.store.state.n);
}

export function cancelCount(ctx) {
  ctx.countPool.cancel();
}

/**
 * A Rust panic leaves the wasm instance unusable: stop everything that calls it, and say
 * so (the render then draws only the message and its Reset button).
 */
export function panic(ctx, detail) {
  if (ctx.store.state.panicked) return;
  ctx.search?.pause?.();
  ctx.countPool?.cancel?.();
  ctx.store.update({ panicked: true, error: errorMessage('page', 'panic', { detail }) });
  ctx.store.flush();
}

/** Every user action starts by dropping stale feedback. */
function dropFeedback(store) {
  const { state } = store;
  if (state.error !== '' || state.nField.invalid) {
    store.update({ error: '', nField: { text: null, invalid: false } });
  }
}

/** Actions that are not user input: they keep the feedback on the page. */
const QUIET = new Set([
  'applyLink', 'openQueensLink', 'navigate', 'panic', 'setN', 'showSolution', 'lookUpIndex', 'pauseSearch', 'dropFeedback',
  'prepareHugeText',
]);

/** User actions as fast as the pointer (wheel, drag): drawn at the next animation frame. */
const AT_FRAME_RATE = new Set(['zoomOverview']);

/** User actions that change a setting, not the board: the feedback on the page stays. */
const KEEP_FEEDBACK = new Set([
  'setLang', 'setSpeed', 'setPauseAtSolution', 'setShadeAttacks', 'zoomOverview', 'setTab',
  'togglePresent', 'exitPresent', 'setTreeStyle',
]);

/**
 * Every action with `ctx` bound: `actions.setN(8)`. User actions drop stale feedback
 * first and flush the render when they return (async ones when they settle).
 */
export function bindActions(ctx) {
  const all = {
    ...ACTIONS, ...stepperActions, ...playActions, ...overviewActions, ...pageActions,
  };
  const bound = {};
  for (const [name, fn] of Object.entries(all)) {
    if (typeof fn !== 'function') continue;
    bound[name] = QUIET.has(name) || name.startsWith('_') ? (...args) => fn(ctx, ...args) : (...args) => {
      if (ctx.store.state.panicked && name !== 'resetSearch') return undefined;
      if (!KEEP_FEEDBACK.has(name)) dropFeedback(ctx.store);
      const result = fn(ctx, ...args);
      if (AT_FRAME_RATE.has(name)) return result;
      ctx.store.flush();
      if (result instanceof Promise) result.finally(() => ctx.store.flush());
      return result;
    };
  }
  return bound;
}

const ACTIONS = {
  dropFeedback: (ctx) => dropFeedback(ctx.store),
  setN,
  showSolution,
  lookUpIndex,
  pickSolution,
  slideN,
  submitNField,
  setLang,
  applyLink,
  openQueensLink,
  navigate,
  setPuzzle,
  chooseSquare,
  startCount,
  cancelCount,
  panic,
  pauseSearch,
};
