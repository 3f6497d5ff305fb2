//! The N-Queens explorer page: the one `state` object, its one `render`, and the wiring
//! of the controls. All the combinatorics (first solution, counts = OEIS A000170, the
//! solution stream, the step-by-step search, the link format) come from the wasm
//! package that `make build` puts in ../pkg/.

import init, {
  construct_solution,
  count_task_count,
  first_solution,
  format_grid,
  format_line,
  format_link,
  is_solution,
  max_n,
  parse_link,
  search_tree,
  SolutionStream,
  Stepper,
} from '../pkg/nqueens_wasm.js';
import {
  createBigBoard, renderBigBoard, resetBigBoard, SMALL_BOARD_MAX_N, SVG_QUEENS_MAX_N,
} from './bigboard.js';
import { renderBoard } from './board.js';
import {
  buildCountPanel, compileWasm, countSummary, createCountPool, groupDigits, renderCountPanel,
} from './count.js';
import { attackedSquares, renderFlags } from './flags.js';
import { createGalleryStream, GALLERY_MAX_N, renderGallery } from './gallery.js';
import { t } from './i18n.js';
import { absoluteUrl, copyLink, createHashWriter, readLink } from './link.js';
import { bindStepperKeys } from './keyboard.js';
import { buildNField, parseN, renderNField } from './n-field.js';
import { renderPseudocode } from './pseudocode.js';
import {
  boardFromStep, createSearch, DEFAULT_SPEED, describeEvent, formatTuple, renderStepperPanel,
} from './stepper.js';
import { createTreeView } from './tree.js';

const DEFAULT_N = 8;
/** How long "Copied" stays visible, in ms. */
const COPY_FEEDBACK_MS = 2500;

const $ = (id) => document.getElementById(id);
const els = {
  error: $('error'),
  slider: $('n-slider'),
  nValue: $('n-value'),
  solutionCount: $('solution-count'),
  board: $('board'),
  boardStatus: $('board-status'),
  tuple: $('tuple'),
  solutionLine: $('solution-line'),
  gridDetails: $('grid-details'),
  gridText: $('grid-text'),
  stepper: {
    stepBack: $('step-back'),
    stepForward: $('step-forward'),
    play: $('play'),
    reset: $('reset'),
    speed: $('speed'),
    speedValue: $('speed-value'),
    pauseAtSolution: $('pause-at-solution'),
    event: $('event'),
    stepCount: $('step-count'),
    squaresTried: $('squares-tried'),
    placements: $('placements'),
    backtracks: $('backtracks'),
    solutionsFound: $('solutions-found'),
    nextSolution: $('next-solution'),
    timeline: $('timeline'),
    timelineLabel: $('timeline-label'),
    timelineRow: $('timeline-row'),
    timelineValue: $('timeline-value'),
    timelineNote: $('timeline-note'),
    modeLabel: $('search-mode-label'),
    mode: $('search-mode'),
    modeAll: $('search-mode-all'),
    modeFirst: $('search-mode-first'),
    methodLabel: $('check-method-label'),
    method: $('check-method'),
    methodFlags: $('check-method-flags'),
    methodScan: $('check-method-scan'),
    shadeAttacks: $('shade-attacks'),
    shadeAttacksLabel: $('shade-attacks-label'),
    comparisons: $('comparisons'),
    comparisonsLabel: $('comparisons-label'),
    comparisonsNote: $('comparisons-note'),
  },
  code: {
    panel: $('code-heading').closest('section'),
    heading: $('code-heading'),
    list: $('code'),
    depth: $('code-depth'),
    stack: $('code-stack'),
    vars: $('code-vars'),
  },
  flags: { root: $('flags'), legend: $('flags-legend') },
  tree: {
    panel: $('tree-heading').closest('section'),
    heading: $('tree-heading'),
    svg: $('tree'),
    scroller: $('tree-scroller'),
    note: $('tree-note'),
    show: $('show-tree'),
    legend: $('tree-legend'),
  },
  share: $('share-link'),
  copy: $('copy-link'),
  copyStatus: $('copy-status'),
  gallery: { list: $('gallery'), status: $('gallery-status') },
  stepperPanel: $('stepper-heading').closest('section'),
  stepperLimit: $('stepper-limit'),
  /** Built by count.js and n-field.js at start; the big-board handle by bigboard.js. */
  count: null,
  nField: null,
  big: null,
};

/**
 * Everything the page shows. `render` reads only this; handlers change it, then render.
 * The board shows either a solution (`view: 'solution'`, set by the N slider, a gallery
 * pick or a `q=` link) or the search (`view: 'stepper'`, set by the stepper controls or a
 * `step=` link). The search keeps its place while a solution is shown.
 */
const state = {
  maxN: DEFAULT_N,
  n: DEFAULT_N,
  view: 'solution',
  /** Uint32Array of 1-based columns, row 1 first; null when N has no solution. */
  solution: null,
  /** 1-based place of `solution` in lexicographic order, once known. */
  solutionIndex: null,
  /** Number of solutions of N (bigint), or null until counted. */
  total: null,
  /** N > max_n: `solution` is the explicit construction (else a link's placement). */
  constructed: false,
  /** The O(N) is_solution check of the constructed solution passed. */
  checked: false,
  /** The worker pool's counting view (see count.js). */
  count: null,
  /** The N field holds a value that is not an N. */
  nFieldInvalid: false,
  /** StepView of the search (see stepper.js). */
  step: null,
  playing: false,
  /** Step a long seek is heading for, or null. */
  seekTarget: null,
  /** Next solution is running over several frames. */
  hunting: false,
  /** Steps of the whole search: { total: number | null (not known), totalPending }. */
  totalSteps: { total: null, totalPending: true },
  /** The search's mode (all solutions or the first) and checking method ('flags' | 'scan'). */
  allSolutions: true,
  method: 'flags',
  /** Shade the squares the placed queens attack. */
  shadeAttacks: false,
  /** The solution-space tree was asked for (N = 7, 8; smaller N show it anyway). */
  treeWanted: false,
  speed: DEFAULT_SPEED,
  pauseAtSolution: false,
  /** Solutions streamed so far for the gallery: { n, items: Uint32Array[], done, limited }. */
  gallery: { n: DEFAULT_N, items: [], done: false, limited: false },
  /** Message of the last bad input (e.g. a bad link), shown until the next user action. */
  error: '',
  copyStatus: '',
};

let search;
let gallery;
let countPool;
let treeView;
let renderFrame = 0;
const hashWriter = createHashWriter();
let copyTimer = 0;

function sameCols(a, b) {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function indexInGallery(cols) {
  const i = state.gallery.items.findIndex((s) => sameCols(s, cols));
  return i < 0 ? null : i + 1;
}

// ---- Actions -------------------------------------------------------------------------

/** Shows the first solution of N and starts a fresh search and gallery for it. */
function setN(n) {
  state.n = n;
  state.treeWanted = false;
  state.view = 'solution';
  state.constructed = n > state.maxN;
  state.solution = state.constructed ? construct_solution(n) : first_solution(n) ?? null;
  state.checked = state.constructed && is_solution(state.solution);
  state.solutionIndex = state.solution && !state.constructed ? 1 : null;
  state.gallery = { n, items: [], done: false, limited: n > GALLERY_MAX_N };
  if (state.gallery.limited) gallery.cancel();
  else gallery.start(n);
  state.count = countPool.select(n, { auto: true });
  state.total = countPool.result(n)?.total ?? null;
  // The stepper covers N <= max_n; above, its panel shows a note instead (see render).
  if (n <= state.maxN) {
    search.reset(n);
  } else {
    if (state.step) search.pause();
    render();
  }
}

function showSolution(cols, index) {
  state.view = 'solution';
  state.constructed = false;
  state.solution = cols;
  state.solutionIndex = index ?? indexInGallery(cols);
  if (state.playing || state.hunting || state.seekTarget !== null) search.pause();
  render();
}

/** Applies a location hash: a solution, a step of the search, or an error and N = 8. */
function applyLink(hash) {
  const { link, error } = readLink(parse_link, hash);
  if (error !== undefined) {
    state.error = error;
    setN(DEFAULT_N);
    return;
  }
  if (link.puzzle !== 'queens' || link.placement || link.i) {
    // Parts of the link format this page does not open yet.
    state.error = `This page opens N-Queens links with N from 1 to ${state.maxN}, with a solution or a step.`;
    setN(DEFAULT_N);
    return;
  }
  if (link.n > state.maxN && link.step !== null && link.step !== undefined) {
    state.error = t('link.step-too-big', { n: link.n, max: state.maxN });
    setN(DEFAULT_N);
    return;
  }
  state.error = '';
  if (link.step !== null && link.step !== undefined) {
    // Step links carry the search's mode and checking method (defaults: all, flags).
    state.allSolutions = link.mode !== 'first';
    state.method = link.method === 'scan' ? 'scan' : 'flags';
    search.setOptions({ allSolutions: state.allSolutions, method: state.method });
  }
  setN(link.n);
  if (link.step !== null && link.step !== undefined) {
    state.view = 'stepper';
    search.seek(link.step);
  } else if (link.q) {
    showSolution(Uint32Array.from(link.q), null);
  }
}

/** Every user action starts by dropping stale feedback. */
function userAction() {
  state.error = '';
  state.nFieldInvalid = false;
}

/** Applies the N field: a new N, or a message saying what is wrong with the value. */
function applyNField() {
  const { n, error } = parseN(els.nField.input.value);
  userAction();
  if (error !== undefined) {
    state.error = error;
    state.nFieldInvalid = true;
    render();
  } else if (n !== state.n) {
    setN(n);
  } else {
    render();
  }
}

// ---- Render --------------------------------------------------------------------------

function boardModel() {
  const cols = state.solution ? Array.from(state.solution) : new Array(state.n).fill(0);
  const model = state.view === 'stepper' ? boardFromStep(state.step) : {
    n: state.n, cols, candidate: null, conflict: null, removed: null, currentRow: null,
    solved: state.solution !== null,
  };
  if (state.shadeAttacks) model.attacked = attackedSquares(model.cols);
  return model;
}

function boardLabel(model) {
  const queens = model.cols.flatMap((col, i) => (col ? [`(${i + 1},${col})`] : []));
  const where = queens.length ? `queens at ${queens.join(', ')}` : 'no queens';
  return `${model.n} by ${model.n} board, ${where}`;
}

function boardStatus() {
  const { n } = state;
  if (state.view === 'stepper') {
    const v = state.step;
    return `Backtracking search for N = ${n}, step ${v.step}${v.finished ? ' (finished)' : ''}`;
  }
  if (!state.solution) {
    return `No solution exists for N = ${n}: ${n} queens cannot be placed on a ${n}×${n} board without two of them attacking each other.`;
  }
  const of = state.total === null ? '' : ` of ${state.total}`;
  if (state.solutionIndex === null) return `A solution for N = ${n}`;
  const first = state.solutionIndex === 1 ? ', the first in lexicographic order' : '';
  return `Solution #${state.solutionIndex}${of} for N = ${n}${first}`;
}

function solutionCountText() {
  return countSummary(state.count, countPool.result(state.n), state.n);
}

function currentFragment() {
  if (state.view === 'stepper') {
    const mode = state.allSolutions ? 'all' : 'first';
    return format_link({ n: state.n, step: state.step.step, mode, method: state.method });
  }
  if (state.constructed) return format_link({ n: state.n });
  return format_link({ n: state.n, q: state.solution ? Array.from(state.solution) : null });
}

/** The board and its text forms for N above max_n: the construction or a link's placement. */
function renderHugeBoard() {
  const { n, solution } = state;
  const shownN = groupDigits(n);
  const label = t('huge.board-label', { n: shownN });
  if (n <= SMALL_BOARD_MAX_N) {
    resetBigBoard(els.big);
    renderBoard(els.board, {
      n, cols: Array.from(solution), candidate: null, conflict: null, removed: null, currentRow: null,
      solved: true, label,
    });
  } else {
    renderBigBoard(els.big, { n, cols: solution, label });
  }
  const status = state.constructed ? (state.checked ? 'huge.status' : 'huge.status-failed') : 'huge.status-link';
  els.boardStatus.textContent = t(status, { n: shownN });
  els.tuple.textContent = '';
  els.solutionLine.textContent = n <= SVG_QUEENS_MAX_N
    ? t('huge.line', { line: solution.join(' ') })
    : t('huge.line-long', { n: shownN });
  els.gridDetails.hidden = true;
}

/**
 * Counting progress arrives many times a second and changes only `state.count`: it is
 * drawn once per frame, and only where the count shows (the panel and the summary line),
 * so the page's thread stays nearly idle while the workers count.
 */
function scheduleCountProgress() {
  if (!renderFrame) {
    renderFrame = requestAnimationFrame(() => {
      renderFrame = 0;
      els.solutionCount.textContent = solutionCountText();
      renderCountPanel(els.count, state.count, state.n);
    });
  }
}

function render() {
  els.slider.max = String(state.maxN);
  els.slider.value = String(Math.min(state.n, state.maxN));
  els.nValue.textContent = String(state.n);
  renderNField(els.nField, state.n, state.nFieldInvalid);
  els.solutionCount.textContent = solutionCountText();

  els.solutionLine.classList.toggle('long', state.n > SMALL_BOARD_MAX_N);
  if (state.n > state.maxN) {
    renderHugeBoard();
  } else {
    resetBigBoard(els.big);
    renderBoardAndText();
  }

  const stepperOff = state.n > state.maxN;
  els.stepperPanel.classList.toggle('unavailable', stepperOff);
  els.stepperLimit.hidden = !stepperOff;
  els.stepperLimit.textContent = stepperOff ? t('limit.stepper', { n: groupDigits(state.n), max: state.maxN }) : '';
  renderCountPanel(els.count, state.count, state.n);

  if (!stepperOff) renderStepperPanel(els.stepper, state, format_line);
  renderTeaching(stepperOff);
  const selected = state.view === 'solution' ? state.solutionIndex : null;
  renderGallery(els.gallery, state.gallery, state.total, selected, format_line);

  const fragment = currentFragment();
  els.share.value = absoluteUrl(fragment);
  hashWriter.write(fragment, { immediate: state.view === 'solution' });

  els.error.textContent = state.error;
  els.error.hidden = state.error === '';
  els.copyStatus.textContent = state.copyStatus;
}

/** The board, its status line and its textbook forms for N up to max_n. */
function renderBoardAndText() {
  const model = boardModel();
  const complete = model.cols.every((c) => c !== 0) && (state.view === 'solution' || model.solved);
  let label = boardLabel(model);
  if (state.view === 'stepper') label += `. ${describeEvent(state.step, format_line)}`;
  renderBoard(els.board, { ...model, solved: complete, label });
  els.boardStatus.textContent = boardStatus();

  els.tuple.textContent = formatTuple(model.cols);
  if (complete && model.cols.length > 0) {
    const cols = Uint32Array.from(model.cols);
    els.solutionLine.textContent = `Solution: ${format_line(cols)}`;
    els.gridText.textContent = format_grid(cols);
    els.gridDetails.hidden = false;
  } else {
    els.solutionLine.textContent = state.view === 'solution' ? `No solution for N = ${state.n}.` : '';
    els.gridDetails.hidden = true;
  }
}

/** The stepper's teaching views: the pseudocode, the flag arrays and the solution-space tree. */
function renderTeaching(off) {
  els.code.panel.hidden = off;
  els.tree.panel.hidden = off;
  els.flags.root.hidden = off;
  els.flags.legend.hidden = off;
  if (off) return;
  renderPseudocode(els.code, state.step, state.method, state.allSolutions);
  const model = boardModel();
  renderFlags(els.flags.root, els.flags.legend, model.cols, model.candidate);
  treeView.render({
    n: state.n,
    allSolutions: state.allSolutions,
    wanted: state.treeWanted,
    view: state.step,
    loadNodes: search_tree,
  });
}

// ---- Wiring --------------------------------------------------------------------------

function wire() {
  els.nField.form.addEventListener('submit', (event) => {
    event.preventDefault();
    applyNField();
  });
  els.nField.input.addEventListener('change', applyNField);

  els.count.start.addEventListener('click', () => {
    userAction();
    countPool.start(state.n);
  });
  els.count.cancel.addEventListener('click', () => {
    userAction();
    countPool.cancel();
  });

  els.slider.addEventListener('input', () => {
    const n = Number(els.slider.value);
    if (n === state.n) return;
    userAction();
    setN(n);
  });

  const s = els.stepper;
  s.stepForward.addEventListener('click', () => {
    userAction();
    state.view = 'stepper';
    search.step();
  });
  s.stepBack.addEventListener('click', () => {
    userAction();
    state.view = 'stepper';
    search.back();
  });
  s.play.addEventListener('click', () => {
    userAction();
    if (state.playing || state.hunting || state.seekTarget !== null) {
      search.pause();
    } else {
      state.view = 'stepper';
      search.play();
    }
  });
  s.reset.addEventListener('click', () => {
    userAction();
    state.view = 'stepper';
    search.reset(state.n);
  });
  s.speed.addEventListener('input', () => {
    state.speed = Number(s.speed.value);
    search.setSpeed(state.speed);
    render();
  });

  s.pauseAtSolution.addEventListener('change', () => {
    state.pauseAtSolution = s.pauseAtSolution.checked;
    search.setPauseAtSolution(state.pauseAtSolution);
    render();
  });
  wireTeaching();

  els.gallery.list.addEventListener('click', (event) => {
    const button = event.target.closest('[data-testid="gallery-item"]');
    if (!button) return;
    const index = Number(button.dataset.index);
    userAction();
    showSolution(state.gallery.items[index - 1], index);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    els.boardStatus.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
  });

  els.share.addEventListener('focus', () => els.share.select());
  els.copy.addEventListener('click', async () => {
    state.copyStatus = await copyLink(els.share.value, els.share);
    render();
    clearTimeout(copyTimer);
    copyTimer = setTimeout(() => {
      state.copyStatus = '';
      render();
    }, COPY_FEEDBACK_MS);
  });

  window.addEventListener('hashchange', () => {
    hashWriter.cancel();
    applyLink(window.location.hash);
  });
}

/** The controls added for the stepper as a teaching tool, and its keyboard shortcuts. */
function wireTeaching() {
  const s = els.stepper;
  const toStepper = () => {
    userAction();
    state.view = 'stepper';
  };
  s.nextSolution.addEventListener('click', () => {
    toStepper();
    search.nextSolution();
  });
  s.timeline.addEventListener('input', () => {
    toStepper();
    search.seek(Number(s.timeline.value));
  });
  s.mode.addEventListener('change', () => {
    toStepper();
    state.allSolutions = s.mode.value === 'all';
    search.configure({ allSolutions: state.allSolutions });
  });
  s.method.addEventListener('change', () => {
    toStepper();
    state.method = s.method.value;
    search.configure({ method: state.method });
  });
  s.shadeAttacks.addEventListener('change', () => {
    state.shadeAttacks = s.shadeAttacks.checked;
    render();
  });
  els.tree.show.addEventListener('click', () => {
    userAction();
    state.treeWanted = true;
    render();
  });
  bindStepperKeys(document, {
    back: () => s.stepBack.click(),
    forward: () => s.stepForward.click(),
    playPause: () => s.play.click(),
    reset: () => s.reset.click(),
  }, () => state.n <= state.maxN);
}

async function start() {
  const wasmModule = await compileWasm();
  await init({ module_or_path: wasmModule });
  state.maxN = max_n();
  els.count = buildCountPanel($('count-panel'));
  els.nField = buildNField($('n-form'), state.maxN);
  els.big = createBigBoard(els.board);
  countPool = createCountPool({
    wasmModule,
    taskCount: count_task_count,
    onChange(view, urgent) {
      state.count = view;
      if (view.status === 'done' && view.n === state.n) state.total = view.total;
      if (urgent) render();
      else scheduleCountProgress();
    },
  });
  state.count = countPool.view;
  search = createSearch({
    Stepper,
    onChange({
      view, playing, hunting, seekTarget, total, totalPending,
    }) {
      state.step = view;
      state.playing = playing;
      state.hunting = hunting;
      state.seekTarget = seekTarget;
      state.totalSteps = { total, totalPending };
      render();
    },
    onError(message) {
      state.error = message;
      render();
    },
  });
  gallery = createGalleryStream({
    SolutionStream,
    onBatch(n, solutions) {
      if (n !== state.n) return;
      state.gallery.items.push(...solutions);
      if (state.view === 'solution' && state.solution && state.solutionIndex === null) {
        state.solutionIndex = indexInGallery(state.solution);
      }
      render();
    },
    onDone(n) {
      if (n !== state.n) return;
      state.gallery.done = true;
      // Every solution has been listed, so their number is known before the pool's count.
      if (state.total === null) state.total = BigInt(state.gallery.items.length);
      render();
    },
  });
  treeView = createTreeView(els.tree, (step) => {
    userAction();
    state.view = 'stepper';
    search.seek(step);
  });
  wire();
  applyLink(window.location.hash);
  document.documentElement.dataset.ready = 'true';
}

start().catch((err) => {
  els.error.textContent = `The page could not start: ${err instanceof Error ? err.message : String(err)}`;
  els.error.hidden = false;
  throw err;
});
