//! The knight's rightward path (跳马问题), the course notes' second backtracking example,
//! as a view of its own: the board with the path drawn as arrows, the same stepper
//! controls as N-Queens (forward, back, play, next path, reset, timeline, speed), the
//! notes' jump(x, y, k) procedure, the solution-space tree and a gallery of every path.
//!
//! The search runs in Rust on the engine shared with N-Queens (src/search.rs, the wasm
//! `KnightStepper`); this module drives it with stepper.js's `createSearchLoop`, draws it with
//! knight-board.js, tree.js and pseudocode.js, and keeps its part of the page state,
//! `state.knight` in main.js, which renders it through `render()`.
//! Reference figures: ../shared/REFERENCE.md (9 × 5: 37 paths, the first being
//! (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5)).

import { svgEl } from '../lib/dom.js';
import { groupDigits } from '../lib/format.js';
import { setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { bindStepperKeys } from '../app/keys.js';
import { CIRCLED, formatPath, MOVES, pathThumbnail, renderKnightBoard, squaresOf } from './knight-board.js';
import { renderJumpCode } from '../puzzles/knight-code.js';
import { createSearchLoop, DEFAULT_SPEED } from '../engine/search-loop.js';
import { decodeHead, withSnapshots } from '../wasm/decode.js';
import { renderControls } from './stepper-panel.js';
import { createTreeView, treeNodes } from './tree.js';

/** The notes' example board, opened by default. */
export const DEFAULT_N = 9;
export const DEFAULT_M = 5;
/** Board sides (src/knight.rs MIN_SIDE, MAX_SIDE). */
const MIN_SIDE = 2;
const MAX_SIDE = 20;
/** The gallery lists at most this many paths (12 × 7 has 530, 20 × 20 has 128,110). */
export const GALLERY_MAX_PATHS = 1000;
/** Paths collected per task while the gallery fills, so the page keeps answering. */
const GALLERY_BATCH = 100;
/** Trees up to this many nodes are drawn at once (9 × 5 has 1,392); larger on request. */
const TREE_AUTO_NODES = 1500;
const TREE_MAX_NODES = 20000;
/** Cell size of the tree's strips (4 moves each), px. */
const TREE_CELL = 12;

const TREE_LEGEND = [
  ['placed', 'knight.tree-key-jump'],
  ['conflict', 'knight.tree-key-off'],
  ['solution', 'knight.tree-key-goal'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
];

/** The knight's part of the page state (main.js keeps it as `state.knight`). */
export function knightState() {
  return {
    n: DEFAULT_N,
    m: DEFAULT_M,
    /** 'search': the stepper's state; 'path': one path from a link or the gallery. */
    view: 'search',
    /** The path shown in the 'path' view: { dirs, squares, index (1-based or null) }. */
    shown: null,
    /** The knight stepper's view (see knightView) and the play loop's state. */
    step: null,
    playing: false,
    hunting: false,
    seekTarget: null,
    totalSteps: { total: null, totalPending: true },
    allSolutions: true,
    speed: DEFAULT_SPEED,
    pauseAtSolution: false,
    /** Number of paths from (1,1) to (n,m). */
    pathCount: 0,
    /** Paths listed for the gallery: { key: 'n×m', items: [{ dirs, squares }], done }. */
    gallery: { key: '', items: [], done: false },
    treeWanted: false,
  };
}

// ---- DOM ---------------------------------------------------------------------------

/** An element with attributes (`testid` becomes data-testid) and children. */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'testid') node.dataset.testid = value;
    else if (key === 'className') node.className = value;
    else node.setAttribute(key, String(value));
  }
  node.append(...children);
  return node;
}

function rangeRow(id, testid, min, max, value) {
  const input = el('input', {
    type: 'range', id, testid, min, max, value, step: 1,
  });
  const output = el('output', { for: id, testid: `${testid}-value` });
  return { row: el('div', { className: 'range-row' }, input, output), input, output };
}

/** Builds the knight view inside `root` and returns its elements by name. */
function build(root) {
  const e = {};
  const labels = [];
  const text = (tag, key, attrs = {}) => {
    const node = el(tag, attrs);
    labels.push([node, key]);
    return node;
  };

  e.intro = text('p', 'knight.intro', { className: 'intro knight-intro' });

  // Board column: status, board, its text forms and the key to the moves.
  e.status = el('p', { className: 'board-status', testid: 'knight-status', id: 'knight-status' });
  e.board = svgEl('svg', {
    class: 'knight-board', id: 'knight-board', 'data-testid': 'knight-board', role: 'img',
  });
  e.axes = el('p', { className: 'note knight-axes', testid: 'knight-axes' });
  e.pathLine = el('p', { className: 'path-line', testid: 'knight-path-line' });
  e.movesLine = el('p', { className: 'moves-line', testid: 'knight-moves' });
  e.movesKeyTitle = text('span', 'knight.moves-key');
  e.movesKey = el('ol', { className: 'moves-key', testid: 'knight-moves-key' });
  const boardColumn = el(
    'section',
    { className: 'board-column', 'aria-labelledby': 'knight-status' },
    e.status,
    e.board,
    el('div', { className: 'textbook' }, e.pathLine, e.movesLine, e.axes,
      el('div', { className: 'moves-key-row' }, e.movesKeyTitle, e.movesKey)),
  );

  // Board size.
  e.sizeHeading = text('h2', 'knight.size-heading', { id: 'knight-size-heading' });
  e.nLabel = text('label', 'knight.n-label', { for: 'knight-n' });
  const nRange = rangeRow('knight-n', 'knight-n', MIN_SIDE, MAX_SIDE, DEFAULT_N);
  e.mLabel = text('label', 'knight.m-label', { for: 'knight-m' });
  const mRange = rangeRow('knight-m', 'knight-m', MIN_SIDE, MAX_SIDE, DEFAULT_M);
  Object.assign(e, {
    n: nRange.input, nValue: nRange.output, m: mRange.input, mValue: mRange.output,
  });
  e.pathCount = el('p', { className: 'note', testid: 'knight-path-count' });
  const sizePanel = el(
    'section',
    { className: 'panel', 'aria-labelledby': 'knight-size-heading' },
    e.sizeHeading, e.nLabel, nRange.row, e.mLabel, mRange.row, e.pathCount,
  );

  // Stepper controls, named as renderControls in stepper.js expects them.
  e.stepperHeading = text('h2', 'knight.stepper-heading', { id: 'knight-stepper-heading' });
  const button = (testid, key, className = '') => {
    const b = el('button', { type: 'button', testid, className });
    if (key) labels.push([b, key]);
    return b;
  };
  e.stepBack = button('knight-step-back', 'knight.back');
  e.stepForward = button('knight-step-forward', 'knight.step');
  e.play = button('knight-play', null, 'primary knight-play');
  e.nextSolution = button('knight-next-solution', 'knight.next-path');
  e.reset = button('knight-reset', 'knight.reset');
  e.speedLabel = text('label', 'knight.speed', { for: 'knight-speed' });
  const speed = rangeRow('knight-speed', 'knight-speed', 0, 11, DEFAULT_SPEED);
  e.speed = speed.input;
  e.speedValue = speed.output;
  e.speedValue.classList.add('wide-output');
  e.timelineLabel = text('label', 'stepper.timeline', { for: 'knight-timeline' });
  const timeline = rangeRow('knight-timeline', 'knight-timeline', 0, 0, 0);
  e.timeline = timeline.input;
  e.timelineRow = timeline.row;
  e.timelineValue = timeline.output;
  e.timelineValue.classList.add('wide-output');
  e.timelineNote = el('p', { className: 'note timeline-note', testid: 'knight-timeline-note', hidden: '' });
  e.modeLabel = text('label', 'knight.mode', { for: 'knight-search-mode' });
  e.modeAll = text('option', 'knight.mode-all', { value: 'all' });
  e.modeFirst = text('option', 'knight.mode-first', { value: 'first' });
  e.mode = el('select', { id: 'knight-search-mode', testid: 'knight-search-mode' }, e.modeAll, e.modeFirst);
  e.pauseAtSolution = el('input', { type: 'checkbox', testid: 'knight-pause-at-solution' });
  e.pauseLabel = text('span', 'knight.pause-at-path');
  e.event = el('p', { className: 'event', testid: 'knight-event', 'aria-live': 'polite' });
  const counter = (key, testid) => {
    const dd = el('dd', { testid }, '0');
    return [el('div', {}, text('dt', key), dd), dd];
  };
  const [stepsBox, stepCount] = counter('knight.steps', 'knight-step-count');
  const [triedBox, tried] = counter('knight.tried', 'knight-moves-tried');
  const [jumpsBox, jumps] = counter('knight.jumps', 'knight-jumps');
  const [backBox, backtracks] = counter('knight.backtracks', 'knight-backtracks');
  const [foundBox, found] = counter('knight.found', 'knight-solutions-found');
  Object.assign(e, {
    stepCount, tried, jumps, backtracks, solutionsFound: found,
  });
  const stepperPanel = el(
    'section',
    { className: 'panel', 'aria-labelledby': 'knight-stepper-heading' },
    e.stepperHeading,
    el('div', { className: 'buttons', role: 'group' }, e.stepBack, e.stepForward, e.play, e.nextSolution, e.reset),
    e.speedLabel, speed.row,
    e.timelineLabel, timeline.row, e.timelineNote,
    el('div', { className: 'search-options' }, e.modeLabel, e.mode),
    el('label', { className: 'check' }, e.pauseAtSolution, ' ', e.pauseLabel),
    e.event,
    el('dl', { className: 'counters' }, stepsBox, triedBox, jumpsBox, backBox, foundBox),
  );
  labels.push([stepperPanel.querySelector('.buttons'), 'knight.controls', 'aria-label']);

  // The procedure.
  e.code = {
    heading: el('h2', { id: 'knight-code-heading' }),
    list: el('ol', { className: 'code', testid: 'knight-pseudocode' }),
    depth: el('span', { testid: 'knight-depth' }),
    stack: el('span', { className: 'code-stack', testid: 'knight-call-stack' }),
    vars: el('p', { className: 'note code-vars', testid: 'knight-code-vars' }),
  };
  const codePanel = el(
    'section',
    { className: 'panel code-panel', 'aria-labelledby': 'knight-code-heading' },
    e.code.heading, e.code.list,
    el('p', { className: 'code-depth' }, e.code.depth, ' ', e.code.stack),
    e.code.vars,
  );

  /** main.js moves the page's Share panel here while the knight view is shown. */
  e.shareSlot = el('div', { className: 'share-slot' });

  // The solution-space tree.
  e.tree = {
    heading: el('h2', { id: 'knight-tree-heading' }),
    note: el('p', { className: 'note', testid: 'knight-tree-note' }),
    show: el('button', { type: 'button', testid: 'knight-show-tree', hidden: '' }),
    scroller: el('div', { className: 'tree-scroller', hidden: '' }),
    svg: svgEl('svg', {
      class: 'tree', id: 'knight-tree', 'data-testid': 'knight-tree', role: 'img',
    }),
    legend: el('ul', { className: 'tree-legend' }),
  };
  e.tree.scroller.append(e.tree.svg);
  const treePanel = el(
    'section',
    { className: 'panel tree-panel', 'aria-labelledby': 'knight-tree-heading' },
    e.tree.heading, e.tree.note, e.tree.show, e.tree.scroller, e.tree.legend,
  );

  // The gallery of every path.
  e.galleryHeading = text('h2', 'knight.gallery-heading', { id: 'knight-gallery-heading' });
  e.galleryStatus = el('p', { className: 'note', testid: 'knight-gallery-status' });
  e.gallery = el('ol', { className: 'path-gallery', testid: 'knight-gallery' });
  const gallerySection = el(
    'section',
    { className: 'gallery-section', 'aria-labelledby': 'knight-gallery-heading' },
    e.galleryHeading, e.galleryStatus, e.gallery,
  );

  root.replaceChildren(
    e.intro,
    el(
      'div',
      { className: 'layout' },
      boardColumn,
      el('div', { className: 'side-column' }, sizePanel, stepperPanel, codePanel, e.shareSlot),
      treePanel,
    ),
    gallerySection,
  );
  e.labels = labels;
  return e;
}

// ---- Words -------------------------------------------------------------------------

/** One line of plain words for the last event of a knight stepper view. */
export function describeKnightEvent(view) {
  const e = view.event;
  if (!e) return t('knight.event-ready', { n: view.n, m: view.m });
  switch (e.kind) {
    case 'place':
      return t('knight.event-place', {
        dir: CIRCLED[e.dir], fx: e.from_x, fy: e.from_y, x: e.x, y: e.y, k: e.depth,
      });
    case 'conflict':
      return t('knight.event-conflict', {
        dir: CIRCLED[e.dir], fx: e.from_x, fy: e.from_y, x: e.x, y: e.y,
      });
    case 'remove': {
      const [x, y] = view.path[view.path.length - 1];
      return t('knight.event-remove', {
        gx: e.x, gy: e.y, x, y,
      });
    }
    case 'solution':
      return t('knight.event-solution', { number: e.number, path: formatPath(view.path) });
    case 'done':
      return t(view.counters.solutions === 1 ? 'knight.event-done-one' : 'knight.event-done', {
        count: view.counters.solutions, steps: view.step,
      });
    default:
      return '';
  }
}

// ---- The view ------------------------------------------------------------------------

/**
 * The knight's view from the wasm `KnightStepper.view()`'s packed numbers:
 * `{ n, m, step, finished, path, dirs, event, counters }`; `path` the squares [x, y]
 * (1-based, (1,1) first, y = 1 the bottom row), `dirs` the moves 1..=4 taken; `event` null
 * at step 0, `{ kind: 'place' | 'conflict', depth, dir, from_x, from_y, x, y }` (x, y
 * where the move lands), `{ kind: 'remove', depth, dir, x, y }`,
 * `{ kind: 'solution', number }` or `{ kind: 'done' }`; `counters`
 * `{ steps, tried, placements, backtracks, solutions, comparisons }`.
 */
export function knightView(packed) {
  const {
    step, finished, counts, kind, fields, tail,
  } = decodeHead(packed);
  const [depth, dir, fromX, fromY, x, y] = fields;
  let event = null;
  if (kind === 'place' || kind === 'conflict') {
    event = {
      kind, depth, dir, from_x: fromX, from_y: fromY, x, y,
    };
  } else if (kind === 'remove') {
    event = {
      kind, depth, dir, x, y,
    };
  } else if (kind === 'solution') event = { kind, number: depth };
  else if (kind === 'done') event = { kind };
  const [n, m, length] = packed.subarray(tail, tail + 3);
  const path = [];
  let i = tail + 3;
  for (let k = 0; k < length; k += 1, i += 2) path.push([packed[i], packed[i + 1]]);
  const [steps, tried, placements, backtracks, solutions, comparisons] = counts;
  return {
    n,
    m,
    step,
    finished,
    path,
    dirs: Array.from(packed.subarray(i, i + length - 1)),
    event,
    counters: {
      steps, tried, placements, backtracks, solutions, comparisons,
    },
  };
}

/**
 * The knight view in `root`, built the first time it is used (so a page that never shows
 * the knight has none of its elements, timers or wasm steppers). `api` holds the wasm
 * exports it uses (KnightStepper, knight_path_count, format_link); `state` is the page's
 * `state.knight`; `onChange()` asks the page to render; `onError(message)` shows a
 * message; `userAction()` drops stale feedback before a user action; `isShown()` says
 * whether the knight view is the one on screen (its keyboard shortcuts work only then).
 * Returns { render, fragment, meta, pause, show, open, shareSlot }.
 */
export function createKnightView(options) {
  let view = null;
  const mounted = () => {
    view ??= mountKnightView(options);
    return view;
  };
  return {
    render: () => mounted().render(),
    fragment: () => mounted().fragment(),
    meta: () => mounted().meta(),
    pause: () => view?.pause(),
    show: () => mounted().show(),
    open: (link) => mounted().open(link),
    /** Where the page's Share panel goes while the knight view is shown. */
    get shareSlot() {
      return mounted().els.shareSlot;
    },
  };
}

function mountKnightView({
  root, api, state, onChange, onError, userAction, isShown,
}) {
  const els = build(root);
  let galleryTimer = 0;
  let galleryStepper = null;
  /** The tree's size class for the current board and mode: { key, nodes | null, size }. */
  let treeInfo = null;

  const search = createSearchLoop({
    create: ({ n, m }, options) => withSnapshots(new api.KnightStepper(n, m, options.allSolutions), knightView),
    onChange({
      snapshot, playing, hunting, seekTarget, total, totalPending,
    }) {
      Object.assign(state, {
        step: snapshot, playing, hunting, seekTarget, totalSteps: { total, totalPending },
      });
      onChange();
    },
    onError,
  });

  // ---- Gallery: every path, collected by a second stepper run to each solution in turn.

  function stopGallery() {
    clearTimeout(galleryTimer);
    galleryTimer = 0;
    galleryStepper?.free();
    galleryStepper = null;
  }

  function startGallery() {
    stopGallery();
    const { n, m } = state;
    const key = `${n}×${m}`;
    state.gallery = { key, items: [], done: false };
    const stepper = withSnapshots(new api.KnightStepper(n, m, true), knightView);
    galleryStepper = stepper;
    const pump = () => {
      galleryTimer = 0;
      if (galleryStepper !== stepper) return;
      const { items } = state.gallery;
      for (let k = 0; k < GALLERY_BATCH && items.length < GALLERY_MAX_PATHS; k += 1) {
        const view = stepper.run_to_next_solution();
        if (view.event?.kind !== 'solution') {
          state.gallery.done = true;
          break;
        }
        items.push({ dirs: view.dirs, squares: view.path });
      }
      if (items.length >= GALLERY_MAX_PATHS) state.gallery.done = true;
      if (state.gallery.done) stopGallery();
      else galleryTimer = setTimeout(pump, 0);
      if (state.view === 'path' && state.shown.index === null) state.shown.index = indexOf(state.shown.dirs);
      onChange();
    };
    galleryTimer = setTimeout(pump, 0);
  }

  function indexOf(dirs) {
    const key = dirs.join('-');
    const i = state.gallery.items.findIndex((item) => item.dirs.join('-') === key);
    return i < 0 ? null : i + 1;
  }

  // ---- Actions

  function pause() {
    if (state.step && (state.playing || state.hunting || state.seekTarget !== null)) search.pause();
  }

  /** A new board: the search at step 0, its count of paths, its gallery and tree. */
  function setBoard(n, m) {
    state.n = n;
    state.m = m;
    state.view = 'search';
    state.shown = null;
    state.treeWanted = false;
    state.pathCount = api.knight_path_count(n, m);
    startGallery();
    search.reset({ n, m });
  }

  function showPath(dirs, index) {
    pause();
    state.view = 'path';
    state.shown = { dirs, squares: squaresOf(dirs), index: index ?? indexOf(dirs) };
    onChange();
  }

  /** Every stepper control shows the search (and drops a shown path). */
  const toSearch = () => {
    userAction();
    state.view = 'search';
  };

  function wire() {
    const sizeChanged = () => {
      const n = Number(els.n.value);
      const m = Number(els.m.value);
      if (n === state.n && m === state.m) return;
      userAction();
      pause();
      setBoard(n, m);
    };
    els.n.addEventListener('input', sizeChanged);
    els.m.addEventListener('input', sizeChanged);

    els.stepForward.addEventListener('click', () => {
      toSearch();
      search.step();
    });
    els.stepBack.addEventListener('click', () => {
      toSearch();
      search.back();
    });
    els.play.addEventListener('click', () => {
      userAction();
      if (state.playing || state.hunting || state.seekTarget !== null) {
        search.pause();
      } else {
        state.view = 'search';
        search.play();
      }
    });
    els.nextSolution.addEventListener('click', () => {
      toSearch();
      search.nextSolution();
    });
    els.reset.addEventListener('click', () => {
      toSearch();
      search.reset({ n: state.n, m: state.m });
    });
    els.timeline.addEventListener('input', () => {
      toSearch();
      search.seek(Number(els.timeline.value));
    });
    els.speed.addEventListener('input', () => {
      state.speed = Number(els.speed.value);
      search.setSpeed(state.speed);
      onChange();
    });
    els.pauseAtSolution.addEventListener('change', () => {
      state.pauseAtSolution = els.pauseAtSolution.checked;
      search.setPauseAtSolution(state.pauseAtSolution);
      onChange();
    });
    els.mode.addEventListener('change', () => {
      toSearch();
      state.allSolutions = els.mode.value === 'all';
      search.configure({ allSolutions: state.allSolutions });
    });
    els.tree.show.addEventListener('click', () => {
      userAction();
      state.treeWanted = true;
      onChange();
    });
    els.gallery.addEventListener('click', (event) => {
      const item = event.target.closest('[data-testid="knight-gallery-item"]');
      if (!item) return;
      userAction();
      const index = Number(item.dataset.index);
      showPath(state.gallery.items[index - 1].dirs, index);
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      els.status.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
    });
    bindStepperKeys(document, {
      back: () => els.stepBack.click(),
      forward: () => els.stepForward.click(),
      playPause: () => els.play.click(),
      reset: () => els.reset.click(),
    }, isShown);
  }

  const treeView = createTreeView(els.tree, (step) => {
    toSearch();
    search.seek(step);
  }, { legend: TREE_LEGEND });

  // ---- Render

  function boardModel() {
    if (state.view === 'path') {
      const { dirs, squares } = state.shown;
      return {
        n: state.n, m: state.m, squares, dirs, event: null, legend: false, solved: true,
      };
    }
    const v = state.step;
    const kind = v.event?.kind;
    return {
      n: v.n,
      m: v.m,
      squares: v.path,
      dirs: v.dirs,
      event: v.event,
      legend: kind !== 'solution' && kind !== 'done',
      solved: kind === 'solution',
    };
  }

  function statusText() {
    const { n, m } = state;
    if (state.view === 'path') {
      const { index } = state.shown;
      return index === null
        ? t('knight.status-path', { n, m })
        : t('knight.status-path-of', {
          n, m, index, total: groupDigits(state.pathCount),
        });
    }
    const v = state.step;
    return t(v.finished ? 'knight.status-search-done' : 'knight.status-search', { n, m, step: v.step });
  }

  function renderBoardColumn() {
    const model = boardModel();
    const event = state.view === 'search' ? describeKnightEvent(state.step) : '';
    const where = formatPath(model.squares);
    renderKnightBoard(els.board, {
      ...model,
      label: `${t('knight.board-label', { n: state.n, m: state.m, path: where })} ${event}`.trim(),
    });
    setText(els.status, statusText());
    setText(els.pathLine, t('knight.path-line', { path: where }));
    setText(els.movesLine, model.dirs.length
      ? t('knight.moves-line', { moves: model.dirs.map((d) => CIRCLED[d]).join(' ') })
      : t('knight.moves-none'));
    setText(els.axes, t('knight.axes', { n: state.n, m: state.m }));
    if (els.movesKey.childElementCount !== MOVES.length) {
      els.movesKey.replaceChildren(...MOVES.map(() => el('li')));
    }
    MOVES.forEach(([dx, dy], i) => {
      const sign = (v) => (v < 0 ? `−${-v}` : `+${v}`);
      setText(els.movesKey.children[i], `${CIRCLED[i + 1]} x${sign(dx)}, y${sign(dy)}`);
    });
  }

  function renderStepper() {
    const v = state.step;
    renderControls(els, state, describeKnightEvent(v), t('knight.timeline-unknown', { n: state.n, m: state.m }));
    els.mode.value = state.allSolutions ? 'all' : 'first';
    const c = v.counters;
    setText(els.tried, String(c.tried));
    setText(els.jumps, String(c.placements));
    setText(els.backtracks, String(c.backtracks));
    setText(els.solutionsFound, String(c.solutions));
  }

  function renderTree() {
    const { n, m, allSolutions } = state;
    const key = `${n}:${m}:${allSolutions}`;
    if (treeInfo?.key !== key) {
      const probe = new api.KnightStepper(n, m, allSolutions);
      const packed = probe.tree(TREE_AUTO_NODES);
      const nodes = packed ? treeNodes(packed) : null;
      probe.free();
      treeInfo = { key, nodes, size: nodes ? 'small' : 'large' };
    }
    if (treeInfo.size === 'large' && state.treeWanted) {
      const probe = new api.KnightStepper(n, m, allSolutions);
      const packed = probe.tree(TREE_MAX_NODES);
      treeInfo.nodes = packed ? treeNodes(packed) : null;
      probe.free();
      treeInfo.size = treeInfo.nodes ? 'small' : 'huge';
    }
    if (treeInfo.size === 'large') {
      treeView.message('knight.tree-ask', { auto: groupDigits(TREE_AUTO_NODES) }, true);
      return;
    }
    if (treeInfo.size === 'huge') {
      treeView.message('knight.tree-too-big', { n, m, max: groupDigits(TREE_MAX_NODES) }, false);
      return;
    }
    const v = state.step;
    const e = v.event;
    treeView.draw({
      key,
      load: () => treeInfo.nodes.map((node) => ({ ...node, level: node.depth })),
      width: MOVES.length,
      cell: TREE_CELL,
      levelLabel: (k) => t('knight.tree-level', { k }),
      attrs: (node) => ({ 'data-depth': node.depth, 'data-move': node.choice }),
      trace: { step: v.step, choices: v.dirs, event: e && { kind: e.kind, choice: e.dir } },
      status: (seen, nodes) => t('knight.tree-status', { seen, nodes }),
      label: (seen, nodes) => t('knight.tree-label', {
        n, m, seen, nodes,
      }),
    });
  }

  function renderGallery() {
    const g = state.gallery;
    const list = els.gallery;
    if (list.dataset.key !== g.key) {
      list.replaceChildren();
      list.dataset.key = g.key;
    }
    const total = groupDigits(state.pathCount);
    for (let i = list.childElementCount; i < g.items.length; i += 1) {
      const { dirs, squares } = g.items[i];
      const index = i + 1;
      const caption = el('span', { className: 'thumb-caption' }, `#${index}`);
      const item = el('button', {
        type: 'button',
        className: 'thumb knight-thumb',
        testid: 'knight-gallery-item',
        'data-index': index,
        'data-path': dirs.join('-'),
        'aria-label': t('knight.gallery-item', { index, total, path: formatPath(squares) }),
      }, pathThumbnail(state.n, state.m, squares), caption);
      list.append(el('li', {}, item));
    }
    const selected = state.view === 'path' ? state.shown.index : null;
    const previous = list.querySelector('[aria-current="true"]');
    if (previous && Number(previous.dataset.index) !== selected) previous.removeAttribute('aria-current');
    if (selected) list.children[selected - 1]?.firstChild.setAttribute('aria-current', 'true');
    list.dataset.state = g.done ? 'done' : 'loading';
    list.dataset.count = String(g.items.length);
    let status;
    if (!g.done) status = t('knight.gallery-loading', { count: g.items.length });
    else if (state.pathCount === 0) status = t('knight.gallery-none', { n: state.n, m: state.m });
    else if (g.items.length < state.pathCount) {
      status = t('knight.gallery-capped', { shown: groupDigits(g.items.length), total });
    } else status = t(state.pathCount === 1 ? 'knight.gallery-one' : 'knight.gallery-all', { total });
    setText(els.galleryStatus, status);
  }

  function render() {
    for (const [node, key, attr] of els.labels) {
      if (attr) node.setAttribute(attr, t(key));
      else setText(node, t(key));
    }
    setText(els.tree.heading, t('tree.heading'));
    els.n.value = String(state.n);
    els.m.value = String(state.m);
    setText(els.nValue, String(state.n));
    setText(els.mValue, String(state.m));
    const countKey = ['knight.count-none', 'knight.count-one'][state.pathCount] ?? 'knight.count';
    setText(els.pathCount, t(countKey, {
      n: state.n, m: state.m, count: groupDigits(state.pathCount),
    }));
    renderBoardColumn();
    renderStepper();
    renderJumpCode(els.code, state.step, state.allSolutions);
    renderTree();
    renderGallery();
  }

  /** The link to what the knight view shows (a fragment without '#'). */
  function fragment() {
    const { n, m } = state;
    if (state.view === 'path') {
      return api.format_link({
        puzzle: 'knight', n, m, path: state.shown.dirs,
      });
    }
    const { step } = state.step;
    if (step === 0 && state.allSolutions) return api.format_link({ puzzle: 'knight', n, m });
    return api.format_link({
      puzzle: 'knight', n, m, step, mode: state.allSolutions ? 'all' : 'first',
    });
  }

  /** The page title and link-preview description for what the knight view shows. */
  function meta() {
    const { n, m } = state;
    const head = state.view === 'path'
      ? t('knight.meta-path', { n, m, path: formatPath(state.shown.squares) })
      : t('knight.meta-search', { n, m, step: state.step.step });
    return { title: `${head} · ${t('meta.site')}`, description: t('knight.meta-description', { n, m }) };
  }

  wire();

  return {
    els,
    render,
    fragment,
    meta,
    pause,
    /** Shows the knight view as it was left (the notes' 9 × 5 board the first time). */
    show() {
      if (!state.step) setBoard(state.n, state.m);
    },
    /**
     * Opens a parsed knight link ({ n, m, path, step, mode }), or the notes' 9 × 5 board
     * at step 0 for `null` (a bad link, whose message the page shows).
     */
    open(link) {
      pause();
      const mode = link?.step !== null && link?.step !== undefined ? link.mode : null;
      state.allSolutions = mode !== 'first';
      search.setOptions({ allSolutions: state.allSolutions });
      setBoard(link?.n ?? DEFAULT_N, link?.m ?? DEFAULT_M);
      if (link?.path) {
        showPath(link.path, null);
      } else if (link?.step !== null && link?.step !== undefined) {
        search.seek(link.step);
      }
    },
  };
}
