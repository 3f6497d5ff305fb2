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
  knight_path_count,
  KnightStepper,
  max_n,
  parse_link,
  search_tree,
  solution_at,
  Stepper,
  attacks,
  fen,
  transform as applySymmetry,
} from '../pkg/nqueens_wasm.js';
import { createBigBoard, renderBigBoard, resetBigBoard, SMALL_BOARD_MAX_N, SVG_QUEENS_MAX_N } from './views/big-board.js';
import { renderBoard } from './views/board.js';
import { buildCountPanel, compileWasm, countSummary, createCountPool, renderCountPanel } from './engine/count-pool.js';
import { groupDigits } from './lib/format.js';
import { attackedSquares, renderFlags } from './views/flags.js';
import { buildExportPanel, copyText, download, renderExportPanel, standaloneSvg, svgToPng } from './views/export-panel.js';
import { createGallery, GALLERY_MAX_N } from './views/gallery.js';
import { getLang, t } from './lib/i18n.js';
import { applyLang, langInHash, rememberLang, startLang, wireLangSwitch } from './lib/lang.js';
import { absoluteUrl, copyLink, createHashWriter, readLink } from './app/route.js';
import { bindStepperKeys } from './app/keys.js';
import { createKnightView } from './views/knight.js';
import { createKnightActions, knightState } from './app/knight-actions.js';
import { link as knightLink, meta as knightMeta } from './puzzles/knight.js';
import { createStore } from './app/store.js';
import { buildNField, parseN, renderNField } from './views/n-field.js';
import { attackPairs, buildBoardTools, checkPlacement, clickPlacement, conflictPairs, createHinter, emptyPlacement, renderBoardTools, syncPlaySquares, transformable, wireBoardTools } from './views/board-tools.js';
import { renderPseudocode } from './views/pseudocode.js';
import { buildShareExtras, canShare, metaFor, renderMeta, renderShareExtras, shareNatively } from './views/share-panel.js';
import { createSearchLoop, DEFAULT_SPEED, SPEEDS } from './engine/search-loop.js';
import { boardFromStep, describeEvent, formatTuple, spokenEvent } from './puzzles/queens.js';
import { ANNOUNCE_MAX_SPS, renderStepperPanel } from './views/stepper-panel.js';
import { createTreeView } from './views/tree.js';

const DEFAULT_N = 8;

/** Every attacking pair of a (partial) placement, `[{ row_a, col_a, row_b, col_b, line }]`. */
const attackList = (cols) => attackPairs(attacks(Uint32Array.from(cols)));
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
  langSwitch: $('lang-switch'),
  announcer: $('announcer'),
  copy: $('copy-link'),
  copyStatus: $('copy-status'),
  gallery: $('gallery-root'),
  /** Built at start by play.js, export.js and share.js. */
  boardTools: null,
  exportPanel: null,
  shareExtras: null,
  stepperPanel: $('stepper-heading').closest('section'),
  stepperLimit: $('stepper-limit'),
  /** Built by count.js and n-field.js at start; the big-board handle by bigboard.js. */
  count: null,
  nField: null,
  big: null,
};

// The language first (the link's, the visitor's choice or the browser's), so the fixed
// words and the loading line are in it before the wasm is fetched.
startLang();
els.boardStatus.textContent = t('page.loading');

/**
 * Everything the page shows. `render` reads only this; handlers change it, then render.
 * The board shows either a solution (`view: 'solution'`, set by the N slider, a gallery
 * pick or a `q=` link) or the search (`view: 'stepper'`, set by the stepper controls or a
 * `step=` link). The search keeps its place while a solution is shown.
 */
const state = {
  maxN: DEFAULT_N,
  /** The puzzle shown: 'queens' or 'knight' (the knight's rightward path, knight.js). */
  puzzle: 'queens',
  /** The knight's state slice (app/knight-actions.js `knightState`), made at start. */
  knight: null,
  /** True after a Rust panic: the wasm instance is unusable until a reload. */
  panicked: false,
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
  /** The search's view (see decodeQueens in stepper.js). */
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
  /** The gallery's view (see gallery.js): counts, options, the open symmetry class. */
  gallery: null,
  /** How the link names the shown solution: 'tuple' (`q=`) or 'index' (`i=`, N ≤ 14). */
  linkForm: 'tuple',
  /**
   * Play mode (`view: 'play'`): the visitor's placement (0 = empty row), the last Check or
   * Hint result (see play.js `checkText`), and whether a hint is being looked for.
   */
  play: { cols: [], result: null, busy: false },
  /** Feedback of the last export. */
  exportStatus: '',
  /** Message of the last bad input (e.g. a bad link), shown until the next user action. */
  error: '',
  copyStatus: '',
};

let search;
let gallery;
let countPool;
let treeView;
let knightView;
let knightActions;
let renderFrame = 0;
/** The next settled view of the search is read out (Step, Back, Reset, Next solution). */
let announceNext = false;
let galleryFrame = 0;
let hinter;
let exportTimer = 0;
const hashWriter = createHashWriter();
let copyTimer = 0;

/** Asks the gallery's worker for the number of the shown solution when it is not known. */
function lookUpIndex() {
  const cols = state.solution;
  if (state.view !== 'solution' || !cols || state.constructed || state.solutionIndex !== null) return;
  gallery.lookup(cols).then((answer) => {
    if (answer?.index && state.solution === cols && state.solutionIndex === null) {
      state.solutionIndex = answer.index;
      render();
    }
  });
}

// ---- Actions -------------------------------------------------------------------------

/** Shows the first solution of N and starts a fresh search and gallery for it. */
function setN(n) {
  // Play mode stays on, with an empty board of the new N, while N is within the slider's range.
  const keepPlay = state.view === 'play' && n <= state.maxN;
  hinter.cancel();
  state.n = n;
  state.treeWanted = false;
  state.view = keepPlay ? 'play' : 'solution';
  state.play = { cols: emptyPlacement(n), result: null, busy: false };
  state.linkForm = 'tuple';
  state.constructed = n > state.maxN;
  state.solution = state.constructed ? construct_solution(n) : first_solution(n) ?? null;
  state.checked = state.constructed && is_solution(state.solution);
  state.solutionIndex = state.solution && !state.constructed ? 1 : null;
  state.gallery = gallery.select(n);
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

function showSolution(cols, index, { form = 'tuple' } = {}) {
  hinter.cancel();
  state.view = 'solution';
  state.constructed = false;
  state.solution = cols;
  state.solutionIndex = index ?? null;
  state.linkForm = form;
  if (state.playing || state.hunting || state.seekTarget !== null) search.pause();
  render();
  lookUpIndex();
}

/** An index link `#n=8&i=37`: solution #37 of N in lexicographic order (N ≤ 14). */
function applyIndexLink(link) {
  let cols;
  try {
    cols = solution_at(link.n, link.i);
  } catch (err) {
    state.error = t('link.index-missing', { message: err instanceof Error ? err.message : String(err) });
    setN(DEFAULT_N);
    return;
  }
  state.error = '';
  setN(link.n);
  showSolution(cols, link.i, { form: 'index' });
}

/** A placement link `#n=8&q=1-5-0-0-0-0-0-0`: play mode with its queens, conflicts and all. */
function applyPlacementLink(link) {
  if (link.n > state.maxN) {
    state.error = t('link.placement-too-big', { n: groupDigits(link.n), max: state.maxN });
    setN(DEFAULT_N);
    return;
  }
  state.error = '';
  setN(link.n);
  enterPlay(Array.from(link.placement));
}

/** Applies a location hash: a solution, a step of the search, or an error and N = 8. */
function applyLink(hash) {
  const { link, error } = readLink(parse_link, hash);
  // The link's language (read from the text too, so a bad link's message comes in it).
  const asked = link?.lang ?? langInHash(hash);
  if (asked) setPageLang(asked);
  if (applyKnightLink(link, error, hash)) return;
  if (error !== undefined) {
    state.error = error;
    setN(DEFAULT_N);
    return;
  }
  if (link.i !== null && link.i !== undefined) {
    applyIndexLink(link);
    return;
  }
  if (link.placement) {
    applyPlacementLink(link);
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

/**
 * Puts the page's table and fixed words in `lang` ('en' | 'zh'); the caller renders the
 * rest. `remember` keeps it for the next visit (a choice on the switch, not a link's).
 */
function setPageLang(lang, { remember = false } = {}) {
  if (remember) rememberLang(lang);
  els.langSwitch.value = lang;
  if (lang !== getLang()) applyLang(lang);
}

/**
 * Reads the search's event out in the polite live region (`announcer`): after Step, Back,
 * Reset and Next solution, and during Play at up to ANNOUNCE_MAX_SPS steps per second.
 * Faster play, seeks and the timeline stay quiet: a screen reader could not keep up.
 * `before` is the step shown before this change.
 */
function announceStep(view, before) {
  const busy = state.playing || state.hunting || state.seekTarget !== null;
  const slowPlay = state.playing && SPEEDS[state.speed] <= ANNOUNCE_MAX_SPS;
  if (!slowPlay && (busy || !announceNext)) return;
  const asked = announceNext;
  announceNext = false;
  if (view.step === before && !asked) return;
  els.announcer.textContent = spokenEvent(view, format_line);
}

/** Shows the Copy / Share outcome for COPY_FEEDBACK_MS, then clears it. */
function showShareFeedback(status) {
  state.copyStatus = status;
  render();
  clearTimeout(copyTimer);
  copyTimer = setTimeout(() => {
    state.copyStatus = '';
    render();
  }, COPY_FEEDBACK_MS);
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
  if (state.view === 'play') return playModel();
  const cols = state.solution ? Array.from(state.solution) : new Array(state.n).fill(0);
  const model = state.view === 'stepper' ? boardFromStep(state.step) : {
    n: state.n, cols, candidate: null, conflict: null, removed: null, currentRow: null,
    solved: state.solution !== null,
  };
  if (state.shadeAttacks) model.attacked = attackedSquares(model.cols);
  return model;
}

/**
 * The board's text alternative: the tuple of a full placement ("8 queens: 1 5 8 6 3 7 2 4"),
 * else the squares of the queens placed.
 */
function boardLabel(model) {
  const { n, cols } = model;
  const placed = cols.filter((c) => c !== 0).length;
  if (placed === 0) return t('board.label-none', { n });
  if (placed === n) return t('board.label-full', { n, line: cols.join(' ') });
  const queens = cols.flatMap((col, i) => (col ? [t('board.square', { row: i + 1, col })] : []));
  return t('board.label-partial', { n, count: placed, queens: queens.join(getLang() === 'zh' ? '、' : ', ') });
}

function boardStatus() {
  const { n } = state;
  if (state.view === 'play') {
    return t('play.status', { n, placed: state.play.cols.filter((c) => c !== 0).length });
  }
  if (state.view === 'stepper') {
    const v = state.step;
    return t(v.finished ? 'board.status-step-done' : 'board.status-step', { n, step: v.step });
  }
  if (!state.solution) return t('board.status-none', { n });
  if (state.solutionIndex === null) return t('board.status-some', { n });
  const key = state.solutionIndex === 1 ? 'board.status-first' : 'board.status-index';
  const params = { n, index: state.solutionIndex, total: state.total === null ? '' : groupDigits(state.total) };
  return t(state.total === null ? key : `${key}-of`, params);
}

function solutionCountText() {
  return countSummary(state.count, countPool.result(state.n), state.n);
}

/** The wasm `format_link`, with `lang=zh` while the page is in Chinese (English is the default). */
function formatLink(fields) {
  return format_link(getLang() === 'zh' ? { ...fields, lang: 'zh' } : fields);
}

function currentFragment() {
  if (state.view === 'stepper') {
    const mode = state.allSolutions ? 'all' : 'first';
    return formatLink({ n: state.n, step: state.step.step, mode, method: state.method });
  }
  if (state.view === 'play') return playFragment();
  if (state.constructed) return formatLink({ n: state.n });
  if (state.linkForm === 'index' && state.solutionIndex !== null && state.n <= GALLERY_MAX_N) {
    return formatLink({ n: state.n, i: state.solutionIndex });
  }
  return formatLink({ n: state.n, q: state.solution ? Array.from(state.solution) : null });
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

/** Progress is drawn at most this often (ms): smooth to the eye, cheap for the CPU. */
const COUNT_PROGRESS_MS = 100;
let countProgressTimer = 0;
let countProgressDrawn = 0;

/**
 * Counting progress arrives many times a second and changes only `state.count`: it is
 * drawn at most every COUNT_PROGRESS_MS, at a frame, and only where the count shows (the
 * panel and the summary line). On a 2-core machine the workers use both cores, so every
 * repaint of the panel is taken from the count: drawing at every frame made N = 16 take
 * 1.00–1.03 s in the page instead of 0.93–0.95 s (scripts/bench-page.mjs).
 */
function scheduleCountProgress() {
  if (renderFrame || countProgressTimer) return;
  const wait = countProgressDrawn + COUNT_PROGRESS_MS - performance.now();
  countProgressTimer = setTimeout(() => {
    countProgressTimer = 0;
    renderFrame = requestAnimationFrame(() => {
      renderFrame = 0;
      countProgressDrawn = performance.now();
      els.solutionCount.textContent = solutionCountText();
      renderCountPanel(els.count, state.count, state.n);
    });
  }, Math.max(0, wait));
}

/**
 * A Rust panic leaves the wasm instance unusable, so after one the page stops drawing
 * (drawing calls into wasm), says what happened and offers Reset: a reload at the current
 * link, which starts a fresh instance. Called from the panic hook, so it must not call wasm.
 */
function showPanic(detail) {
  if (state.panicked) return;
  state.panicked = true;
  search?.pause?.();
  countPool?.cancel?.();
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.dataset.testid = 'panic-reset';
  reset.textContent = t('error.panic-reset');
  reset.addEventListener('click', () => window.location.reload());
  els.error.replaceChildren(t('error.panic', { detail }), ' ', reset);
  els.error.hidden = false;
}

function render() {
  if (state.panicked) return;
  const knight = renderPuzzle();
  knightView?.render(state);
  if (knight) return;
  els.slider.max = String(state.maxN);
  els.slider.value = String(Math.min(state.n, state.maxN));
  els.nValue.textContent = groupDigits(state.n);
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
  gallery.render(state.gallery, { total: state.total, selected });

  const fragment = currentFragment();
  els.share.value = absoluteUrl(fragment);
  hashWriter.write(fragment, { immediate: state.view !== 'stepper' });
  renderTools();

  els.error.textContent = state.error;
  els.error.hidden = state.error === '';
  els.copyStatus.textContent = state.copyStatus;
}

/** The board, its status line and its textbook forms for N up to max_n. */
function renderBoardAndText() {
  const model = boardModel();
  const complete = model.cols.every((c) => c !== 0) && (state.view === 'solution' || model.solved);
  let label = boardLabel(model);
  if (state.view === 'stepper') label = t('board.label-step', { board: label, event: describeEvent(state.step, format_line) });
  renderBoard(els.board, { ...model, solved: complete, label });
  els.boardStatus.textContent = boardStatus();

  els.tuple.textContent = formatTuple(model.cols);
  if (complete && model.cols.length > 0) {
    const cols = Uint32Array.from(model.cols);
    els.solutionLine.textContent = t('board.solution-line', { line: format_line(cols) });
    els.gridText.textContent = format_grid(cols);
    els.gridDetails.hidden = false;
  } else {
    els.solutionLine.textContent = state.view === 'solution' ? t('board.no-solution-line', { n: state.n }) : '';
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
  wireLangSwitch(els.langSwitch, (lang) => {
    setPageLang(lang, { remember: true });
    render();
  });
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
    announceNext = true;
    search.step();
  });
  s.stepBack.addEventListener('click', () => {
    userAction();
    state.view = 'stepper';
    announceNext = true;
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
    if (state.panicked) {
      window.location.reload();
      return;
    }
    userAction();
    state.view = 'stepper';
    announceNext = true;
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

  wireTools();

  els.share.addEventListener('focus', () => els.share.select());
  els.copy.addEventListener('click', async () => {
    showShareFeedback(await copyLink(els.share.value, els.share));
  });

  window.addEventListener('hashchange', (event) => {
    hashWriter.cancel();
    // The new URL's hash, not location.hash: a render between the navigation and this event
    // may already have written the board's own fragment back with replaceState.
    applyLink(new URL(event.newURL).hash);
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
    announceNext = true;
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
  }, () => state.puzzle === 'queens' && state.n <= state.maxN);
}

// ---- Board tools: play mode, rotate and reflect, export, sharing (play.js, export.js, share.js)

/** Play mode with `cols` on the board (0 = empty row); the search pauses where it is. */
function enterPlay(cols) {
  if (state.playing || state.hunting || state.seekTarget !== null) search.pause();
  hinter.cancel();
  state.view = 'play';
  state.play = { cols, result: null, busy: false };
  render();
}

function playModel() {
  const { cols } = state.play;
  const pairs = attackList(cols);
  return {
    n: state.n, cols, candidate: null, conflict: null, removed: null, currentRow: null,
    solved: pairs.length === 0 && cols.every((c) => c !== 0),
    conflicts: conflictPairs(pairs),
    attacked: attackedSquares(cols),
  };
}

/** Play mode's link: a partial placement (`q=` with 0s), a solution, or N alone for a full board in conflict. */
function playFragment() {
  const { cols } = state.play;
  if (!cols.every((c) => c !== 0)) return formatLink({ n: state.n, placement: cols });
  if (attackList(cols).length === 0) return formatLink({ n: state.n, q: cols });
  return formatLink({ n: state.n });
}

function setPlay(patch) {
  state.play = { ...state.play, ...patch };
  render();
}

/**
 * The columns the board shows (0 = empty row), not to be changed by the caller. The
 * solution is handed out as it is, without a copy: for N = 1,000,000 copies took most
 * of a 145 ms task.
 */
function shownCols() {
  if (state.view === 'play') return state.play.cols;
  if (state.view === 'stepper' && state.step) return Array.from(state.step.x);
  return state.solution ?? new Array(state.n).fill(0);
}

function exportBaseName() {
  const cols = shownCols();
  return state.n <= state.maxN ? `nqueens-${state.n}-${cols.join('-')}` : `nqueens-${state.n}`;
}

function exportTextContent() {
  const cols = Uint32Array.from(shownCols());
  return `${format_line(cols)}\n\n${format_grid(cols)}\n`;
}

function showExportStatus(text) {
  state.exportStatus = text;
  render();
  clearTimeout(exportTimer);
  exportTimer = setTimeout(() => {
    state.exportStatus = '';
    render();
  }, COPY_FEEDBACK_MS * 2);
}

const toolActions = {
  toggleMode() {
    userAction();
    if (state.view === 'play') {
      hinter.cancel();
      state.view = 'solution';
      render();
    } else {
      enterPlay(emptyPlacement(state.n));
    }
  },
  place(row, col) {
    if (state.view !== 'play') return;
    userAction();
    hinter.cancel();
    setPlay({ cols: clickPlacement(state.play.cols, row, col), result: null, busy: false });
  },
  clear() {
    userAction();
    hinter.cancel();
    setPlay({ cols: emptyPlacement(state.n), result: null, busy: false });
  },
  check() {
    userAction();
    const { cols } = state.play;
    const result = checkPlacement(cols, attackList(cols), is_solution, format_line);
    setPlay({ result });
    if (result.kind !== 'solved') return;
    gallery.lookup(Uint32Array.from(cols)).then((answer) => {
      if (!answer?.index || state.play.result !== result) return;
      setPlay({ result: { ...result, index: answer.index, total: state.total === null ? null : groupDigits(state.total) } });
    });
  },
  async hint() {
    userAction();
    const { cols } = state.play;
    const pairs = attackList(cols);
    if (pairs.length > 0) {
      setPlay({ result: { kind: 'hint-conflict', pair: pairs[0] } });
      return;
    }
    if (cols.every((c) => c !== 0)) {
      setPlay({ result: { kind: 'hint-solved' } });
      return;
    }
    setPlay({ result: { kind: 'hint-working' }, busy: true });
    const answer = await hinter.hint(cols);
    if (answer.cancelled || state.view !== 'play' || state.play.cols !== cols) return;
    if (answer.hint) {
      const [row, col] = answer.hint;
      const next = cols.slice();
      next[row - 1] = col;
      setPlay({ cols: next, result: { kind: 'hint-placed', row, col }, busy: false });
    } else if (answer.timeout) {
      setPlay({ result: { kind: 'hint-slow' }, busy: false });
    } else if (answer.error) {
      setPlay({ result: { kind: 'hint-error', message: answer.error }, busy: false });
    } else {
      setPlay({ result: { kind: 'hint-none' }, busy: false });
    }
  },
  transform(name) {
    userAction();
    if (state.view === 'play') {
      hinter.cancel();
      setPlay({ cols: Array.from(applySymmetry(Uint32Array.from(state.play.cols), name)), result: null, busy: false });
    } else if (state.view === 'solution' && state.solution && !state.constructed) {
      showSolution(applySymmetry(state.solution, name), null);
    }
  },
};

function wireTools() {
  wireBoardTools(els.boardTools, els.board, toolActions);
  const p = els.exportPanel;
  p.svg.addEventListener('click', () => {
    const name = `${exportBaseName()}.svg`;
    download(new Blob([standaloneSvg(els.board, document.title)], { type: 'image/svg+xml' }), name);
    showExportStatus(t('export.saved', { name }));
  });
  p.png.addEventListener('click', async () => {
    const name = `${exportBaseName()}.png`;
    try {
      download(await svgToPng(standaloneSvg(els.board, document.title)), name);
      showExportStatus(t('export.saved', { name }));
    } catch (err) {
      showExportStatus(t('export.failed', { message: err instanceof Error ? err.message : String(err) }));
    }
  });
  p.text.addEventListener('click', () => {
    const name = `${exportBaseName()}.txt`;
    download(new Blob([exportTextContent()], { type: 'text/plain;charset=utf-8' }), name);
    showExportStatus(t('export.saved', { name }));
  });
  p.copyText.addEventListener('click', async () => {
    showExportStatus(await copyText(exportTextContent(), null, t('export.what-text')));
  });
  p.fenButton.addEventListener('click', async () => {
    showExportStatus(await copyText(p.fen.value, p.fen, t('export.what-fen')));
  });
  els.shareExtras.share.addEventListener('click', async () => {
    showShareFeedback(await shareNatively({ title: document.title, url: els.share.value }));
  });
}

/** The other form of the shown solution's link: its number beside its tuple, or the reverse. */
function alternativeLink() {
  if (state.view !== 'solution' || state.constructed || state.solutionIndex === null) return null;
  if (state.n > GALLERY_MAX_N) return null;
  return state.linkForm === 'index'
    ? { form: 'tuple', fragment: formatLink({ n: state.n, q: Array.from(state.solution) }) }
    : { form: 'index', fragment: formatLink({ n: state.n, i: state.solutionIndex }) };
}

/** The board's tools, the export panel, the share extras and the page's title and og: meta. */
function renderTools() {
  const huge = state.n > state.maxN;
  const playing = state.view === 'play' && !huge;
  const cols = shownCols();
  // Above the slider's range the board is the construction's full solution (or none).
  let placed = huge && state.solution ? state.n : 0;
  if (!huge) for (const c of cols) if (c !== 0) placed += 1;
  syncPlaySquares(els.board, state.n, cols, playing);
  renderBoardTools(els.boardTools, {
    playing,
    canTransform: playing ? transformable(cols)
      : state.view === 'solution' && state.solution !== null && !state.constructed && !huge,
    result: state.play.result,
    n: state.n,
    busy: state.play.busy,
    placed,
  });
  els.boardTools.root.hidden = huge;
  const fullConflict = playing && placed === state.n && attackList(cols).length > 0;
  renderShareExtras(els.shareExtras, {
    canShare: canShare(),
    alt: alternativeLink(),
    notice: fullConflict ? t('play.link-full-conflict') : '',
  });
  renderExportPanel(els.exportPanel, {
    available: state.n <= SMALL_BOARD_MAX_N,
    n: groupDigits(state.n),
    fen: state.n === 8 ? fen(Uint32Array.from(cols)) ?? null : null,
    status: state.exportStatus,
  });
  const line = state.view === 'solution' && !state.solution ? null
    : huge ? '' : format_line(Uint32Array.from(cols));
  renderMeta(metaFor({
    view: huge ? 'huge' : state.view,
    n: groupDigits(state.n),
    line,
    index: state.solutionIndex === null ? null : groupDigits(state.solutionIndex),
    total: state.total === null ? null : groupDigits(state.total),
    step: state.step ? groupDigits(state.step.step) : 0,
    placed,
  }));
}

// ---- The puzzle switch: N-Queens or the knight's rightward path (knight.js) ------------

const puzzleEls = {
  switch: $('puzzle-switch'),
  knight: $('knight-view'),
};

/**
 * Size limits of the knight (to come from the wasm `limits()`: knightMinSide,
 * knightMaxSide, knightDefaultN, knightDefaultM).
 */
const KNIGHT_LIMITS = {
  knightMinSide: 2, knightMaxSide: 20, knightDefaultN: 9, knightDefaultM: 5,
};

function startKnight() {
  const store = createStore(state);
  store.setRender(render);
  state.knight = knightState(KNIGHT_LIMITS);
  knightActions = createKnightActions(store, {
    api: { KnightStepper, knight_path_count },
    limits: KNIGHT_LIMITS,
    onError(text) {
      state.error = text;
      render();
    },
    userAction,
  });
  knightView = createKnightView(puzzleEls.knight, { actions: knightActions, limits: KNIGHT_LIMITS });
  bindStepperKeys(document, {
    back: knightActions.back,
    forward: knightActions.step,
    playPause: knightActions.playPause,
    reset: knightActions.reset,
  }, () => state.puzzle === 'knight');
  puzzleEls.switch.addEventListener('change', (event) => {
    const puzzle = event.target.value === 'knight' ? 'knight' : 'queens';
    userAction();
    setPuzzle(puzzle);
  });
}

/** Shows a puzzle, each as it was left (N = 8, the notes' 9 × 5 board the first time). */
function setPuzzle(puzzle) {
  if (puzzle === state.puzzle) {
    render();
    return;
  }
  if (puzzle === 'knight') {
    if (state.step && (state.playing || state.hunting || state.seekTarget !== null)) search.pause();
    state.puzzle = 'knight';
    knightActions.show();
    render();
    return;
  }
  knightActions.pause();
  state.puzzle = 'queens';
  if (state.step) render();
  else setN(DEFAULT_N);
}

/**
 * Opens a knight link (`puzzle=knight`, also when it is bad: its message shows over the
 * notes' 9 × 5 board). False for every other link, which then opens N-Queens.
 */
function applyKnightLink(link, error, hash) {
  const knight = link ? link.puzzle === 'knight' : /(?:^#?|&)puzzle=knight(?:&|$)/.test(hash);
  if (!knight) {
    if (state.puzzle === 'knight') knightActions.pause();
    state.puzzle = 'queens';
    return false;
  }
  if (state.step && (state.playing || state.hunting || state.seekTarget !== null)) search.pause();
  state.puzzle = 'knight';
  state.error = error ?? '';
  knightActions.open(error === undefined ? link : null);
  render();
  return true;
}

/**
 * The puzzle switch, and the page's parts for the knight when it is the one shown: its
 * link and meta (the knight view itself is drawn by `knightView.render`). Returns true
 * then, so `render` skips the N-Queens view.
 */
function renderPuzzle() {
  const knight = state.puzzle === 'knight';
  document.body.dataset.puzzle = state.puzzle;
  for (const input of puzzleEls.switch.querySelectorAll('input')) input.checked = input.value === state.puzzle;
  if (!knight || !state.knight?.step) return false;

  const k = state.knight;
  renderMeta(knightMeta(k));
  const fragment = formatLink(knightLink(k));
  els.share.value = absoluteUrl(fragment);
  hashWriter.write(fragment, { immediate: k.shown !== null });
  els.error.textContent = state.error;
  els.error.hidden = state.error === '';
  els.copyStatus.textContent = state.copyStatus;
  return true;
}

async function start() {
  globalThis.__nqueensOnPanic = (message) => setTimeout(() => showPanic(String(message)));
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
  search = createSearchLoop({
    Stepper,
    onChange({
      view, playing, hunting, seekTarget, total, totalPending,
    }) {
      const before = state.step?.step;
      state.step = view;
      state.playing = playing;
      state.hunting = hunting;
      state.seekTarget = seekTarget;
      state.totalSteps = { total, totalPending };
      render();
      announceStep(view, before);
    },
    onError(message) {
      state.error = message;
      render();
    },
  });
  hinter = createHinter(wasmModule);
  els.boardTools = buildBoardTools($('board-tools'));
  els.exportPanel = buildExportPanel($('export-panel'));
  els.shareExtras = buildShareExtras($('share-extras'));
  gallery = createGallery(els.gallery, {
    wasmModule,
    formatLine: format_line,
    onPick(cols, index) {
      userAction();
      showSolution(cols, index);
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      els.boardStatus.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
    },
    onChange(view) {
      state.gallery = view;
      // Every solution has been listed, so their number is known before the pool's count.
      if (view.done && !view.limited && view.n === state.n && state.total === null) {
        state.total = BigInt(view.found);
      }
      // Listing progress comes in bursts: drawn once per frame.
      if (!galleryFrame) {
        galleryFrame = requestAnimationFrame(() => {
          galleryFrame = 0;
          render();
        });
      }
    },
  });
  state.gallery = gallery.view;
  treeView = createTreeView(els.tree, (step) => {
    userAction();
    state.view = 'stepper';
    search.seek(step);
  });
  startKnight();
  wire();
  applyLink(window.location.hash);
  document.documentElement.dataset.ready = 'true';
}

start().catch((err) => {
  els.error.textContent = t('error.load', { detail: err instanceof Error ? err.message : String(err) });
  els.error.hidden = false;
  document.documentElement.dataset.ready = 'failed';
});
