//! The N-Queens explorer page: the one `state` object, its one `render`, and the wiring
//! of the controls. All the combinatorics (first solution, counts = OEIS A000170, the
//! solution stream, the step-by-step search, the link format) come from the wasm
//! package that `make build` puts in ../pkg/.

import init, {
  count_solutions,
  first_solution,
  format_grid,
  format_line,
  format_link,
  max_n,
  parse_link,
  SolutionStream,
  Stepper,
} from '../pkg/nqueens_wasm.js';
import { renderBoard } from './board.js';
import { createGalleryStream, GALLERY_MAX_N, renderGallery } from './gallery.js';
import { absoluteUrl, copyLink, createHashWriter, readLink } from './link.js';
import {
  boardFromStep, createSearch, DEFAULT_SPEED, describeEvent, formatTuple, renderStepperPanel,
} from './stepper.js';

const DEFAULT_N = 8;
/** count_solutions runs on the page's thread; beyond this N it would freeze the page. */
const COUNT_MAX_N = 13;
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
  },
  share: $('share-link'),
  copy: $('copy-link'),
  copyStatus: $('copy-status'),
  gallery: { list: $('gallery'), status: $('gallery-status') },
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
  /** Number of solutions of N (bigint), or null when too costly to count here. */
  total: null,
  /** StepView of the search (see stepper.js). */
  step: null,
  playing: false,
  /** Step a long seek is heading for, or null. */
  seekTarget: null,
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
  state.view = 'solution';
  state.solution = first_solution(n) ?? null;
  state.solutionIndex = state.solution ? 1 : null;
  state.total = n <= COUNT_MAX_N ? count_solutions(n) : null;
  state.gallery = { n, items: [], done: false, limited: n > GALLERY_MAX_N };
  if (state.gallery.limited) gallery.cancel();
  else gallery.start(n);
  search.reset(n);
}

function showSolution(cols, index) {
  state.view = 'solution';
  state.solution = cols;
  state.solutionIndex = index ?? indexInGallery(cols);
  if (state.playing || state.seekTarget !== null) search.pause();
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
  if (link.n > state.maxN || link.puzzle !== 'queens' || link.placement || link.i) {
    // Parts of the link format this page does not open yet.
    state.error = `This page opens N-Queens links with N from 1 to ${state.maxN}, with a solution or a step.`;
    setN(DEFAULT_N);
    return;
  }
  state.error = '';
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
}

// ---- Render --------------------------------------------------------------------------

function plural(count, word) {
  return `${count} ${String(count) === '1' ? word : `${word}s`}`;
}

function boardModel() {
  if (state.view === 'stepper') return boardFromStep(state.step);
  const cols = state.solution ? Array.from(state.solution) : new Array(state.n).fill(0);
  return {
    n: state.n, cols, candidate: null, conflict: null, removed: null, currentRow: null,
    solved: state.solution !== null,
  };
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
  const { n, total } = state;
  if (total === null) {
    return `Counting all solutions for N = ${n} would freeze the page, so it counts only up to N = ${COUNT_MAX_N}.`;
  }
  if (total === 0n) return `N = ${n} has no solutions.`;
  return `N = ${n} has ${plural(total, 'solution')} (OEIS A000170).`;
}

function currentFragment() {
  if (state.view === 'stepper') return format_link({ n: state.n, step: state.step.step });
  return format_link({ n: state.n, q: state.solution ? Array.from(state.solution) : null });
}

function render() {
  els.slider.max = String(state.maxN);
  els.slider.value = String(state.n);
  els.nValue.textContent = String(state.n);
  els.solutionCount.textContent = solutionCountText();

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

  renderStepperPanel(els.stepper, state, format_line);
  const selected = state.view === 'solution' ? state.solutionIndex : null;
  renderGallery(els.gallery, state.gallery, state.total, selected, format_line);

  const fragment = currentFragment();
  els.share.value = absoluteUrl(fragment);
  hashWriter.write(fragment, { immediate: state.view === 'solution' });

  els.error.textContent = state.error;
  els.error.hidden = state.error === '';
  els.copyStatus.textContent = state.copyStatus;
}

// ---- Wiring --------------------------------------------------------------------------

function wire() {
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
    if (state.playing || state.seekTarget !== null) {
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

async function start() {
  await init();
  state.maxN = max_n();
  search = createSearch({
    Stepper,
    onChange({ view, playing, seekTarget }) {
      state.step = view;
      state.playing = playing;
      state.seekTarget = seekTarget;
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
      render();
    },
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
