//! The knight's rightward path (跳马问题), the course notes' second backtracking example,
//! as a view of its own: the board with the path drawn as arrows, the shared stepper views
//! (controls, counters, code panel, tree panel: parameterised by puzzles/knight/puzzle.js) and a
//! gallery of every path. It reads `state.knight` (puzzles/knight/actions.js) and calls the
//! knight's actions; it is built the first time the knight is shown.

import { el, button, svgEl, setText, setAttr } from '../../lib/dom.js';
import { groupDigits } from '../../lib/format.js';
import { getLang, t } from '../../lib/i18n.js';
import * as knight from './puzzle.js';
import { pathThumbnail, renderKnightBoard } from './board.js';
import { rangeRow, renderLabels } from '../../views/range-row.js';
import { controlsState } from '../../views/stepper-controls.js';
import { createStepperPanel } from '../../views/stepper-panel.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';

const P = 'knight-';

function buildBoardColumn(labels) {
  const els = {
    status: el('p', { className: 'board-status', testid: 'knight-status', id: 'knight-status' }),
    board: svgEl('svg', {
      class: 'knight-board lesson-figure', id: 'knight-board', 'data-testid': 'knight-board', role: 'img',
    }),
    axes: el('p', { className: 'note knight-axes', testid: 'knight-axes' }),
    pathLine: el('p', { className: 'path-line', testid: 'knight-path-line' }),
    movesLine: el('p', { className: 'moves-line', testid: 'knight-moves' }),
    movesKey: el('ol', { className: 'moves-key', testid: 'knight-moves-key' }, ...knight.moves().map(() => el('li'))),
  };
  const keyTitle = el('span');
  labels.push([keyTitle, 'knight.moves-key']);
  const section = el(
    'section',
    { className: 'board-column', 'aria-labelledby': 'knight-status' },
    els.status,
    els.board,
    el('div', { className: 'textbook' }, els.pathLine, els.movesLine, els.axes,
      el('div', { className: 'moves-key-row' }, keyTitle, els.movesKey)),
  );
  return { section, els };
}

/** The board size panel; `limits` = { knightMinSide, knightMaxSide }. */
function buildSizePanel(labels, limits, actions) {
  const text = (tag, key, attrs) => {
    const node = el(tag, attrs);
    labels.push([node, key]);
    return node;
  };
  const { knightMinSide: min, knightMaxSide: max } = limits;
  const n = rangeRow('knight-n', 'knight-n', min, max, min);
  const m = rangeRow('knight-m', 'knight-m', min, max, min);
  const els = {
    n: n.input, nValue: n.output, m: m.input, mValue: m.output,
    pathCount: el('p', { className: 'note', testid: 'knight-path-count' }),
  };
  // A drag of either slider is one history entry: its first move since it was let go.
  let settled = true;
  const changed = () => {
    actions.setSize(Number(els.n.value), Number(els.m.value), settled);
    settled = false;
  };
  for (const input of [els.n, els.m]) {
    input.addEventListener('input', changed);
    input.addEventListener('change', () => { settled = true; });
  }
  const section = el(
    'section',
    { className: 'panel knight-size-panel', 'aria-labelledby': 'knight-size-heading' },
    text('h2', 'knight.size-heading', { id: 'knight-size-heading' }),
    text('label', 'knight.n-label', { for: 'knight-n' }), n.row,
    text('label', 'knight.m-label', { for: 'knight-m' }), m.row,
    els.pathCount,
  );
  return { section, els };
}

/** The stepper panel (views/stepper-panel.js); a step brings the board into view. */
function buildStepperPanel(labels, actions) {
  return createStepperPanel(labels, {
    puzzle: knight, prefix: P, actions, reveal: () => document.querySelector('[data-testid="knight-board"]'),
  });
}

function buildGallery(labels, actions, scrollTarget) {
  const heading = el('h2', { id: 'knight-gallery-heading' });
  labels.push([heading, 'knight.gallery-heading']);
  const els = {
    status: el('p', { className: 'note', testid: 'knight-gallery-status' }),
    list: el('ol', { className: 'path-gallery', testid: 'knight-gallery' }),
  };
  els.list.addEventListener('click', (event) => {
    const item = event.target.closest('[data-testid="knight-gallery-item"]');
    if (!item) return;
    actions.pickPath(Number(item.dataset.index));
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTarget.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
  });
  const section = el(
    'section',
    { className: 'gallery-section', 'aria-labelledby': 'knight-gallery-heading' },
    heading, els.status, els.list,
  );
  return { section, els };
}

/** Builds the view in `root`; returns its parts. */
function build(root, {
  actions, limits, exercise, setTemplate,
}) {
  const labels = [];
  const intro = el('p', { className: 'intro knight-intro' });
  labels.push([intro, 'knight.intro']);
  const board = buildBoardColumn(labels);
  const size = buildSizePanel(labels, limits, actions);
  const stepper = buildStepperPanel(labels, actions);
  const codeSection = el('section', { className: 'panel code-panel' });
  // As the queens' lesson: the stepper, and the code with the tree under it, side by side.
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const exerciseSection = el('section', { className: 'panel knight-exercise-panel' });
  const side = el('div', { className: 'side-column' }, size.section, exerciseSection, lesson);
  const code = createCodePanelView(codeSection, {
    puzzle: knight, testidPrefix: P, actions: { setTemplate }, dock: stepper.controls.els.dock,
  });
  const layout = el('div', { className: 'layout' }, board.section, side);
  const tree = createTreePanelView(lesson, { puzzle: knight, testidPrefix: P, actions });
  const gallery = buildGallery(labels, actions, board.els.status);
  root.replaceChildren(intro, layout, gallery.section);
  return {
    labels, board: board.els, size: size.els, stepper, code, tree, gallery: gallery.els, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

/** The board's model (knight-board.js) for the shown path or the search's snapshot `step`. */
function boardModel(k, step) {
  if (k.shown) {
    return {
      n: k.n, m: k.m, squares: k.shown.squares, dirs: k.shown.dirs, event: null, legend: false, solved: true,
    };
  }
  const s = step;
  const kind = s.event?.kind;
  // On (n, m) the path is complete: no move is tried from there, so none is drawn.
  const [x, y] = s.path.at(-1);
  return {
    n: s.n,
    m: s.m,
    squares: s.path,
    dirs: s.dirs,
    event: s.event,
    legend: kind !== 'solution' && kind !== 'done' && !(x === s.n && y === s.m),
    solved: kind === 'solution',
  };
}

function statusText(k, step) {
  const { n, m } = k;
  if (k.shown) {
    return k.shown.index === null
      ? t('knight.status-path', { n, m })
      : t('knight.status-path-of', {
        n, m, index: k.shown.index, total: groupDigits(k.pathCount),
      });
  }
  return t(step.finished ? 'knight.status-search-done' : 'knight.status-search', { n, m, step: step.step });
}

/**
 * The event line while the board shows a path (from a link or the gallery) instead of the
 * search: what it shows, and where the search is. Undefined while it shows the search.
 */
function pathShownText(k, step) {
  if (!k.shown) return undefined;
  return step.step === 0 ? t('knight.event-ready-path-shown', { n: k.n, m: k.m }) : t('knight.event-path-shown-step', { step: step.step });
}

/** The board, its words and the path of `k` (the knight's slice) at the search's snapshot `step`. */
function renderBoardColumn(els, k, step) {
  const model = boardModel(k, step);
  const event = k.shown ? '' : knight.describeEvent(step);
  const where = knight.formatPath(model.squares);
  renderKnightBoard(els.board, {
    ...model,
    label: `${t('knight.board-label', { n: k.n, m: k.m, path: where })} ${event}`.trim(),
  });
  setText(els.status, statusText(k, step));
  setText(els.pathLine, t('knight.path-line', { path: where }));
  setText(els.movesLine, model.dirs.length
    ? t('knight.moves-line', { moves: model.dirs.map((d) => knight.CIRCLED[d]).join(' ') })
    : t('knight.moves-none'));
  setText(els.axes, t('knight.axes', { n: k.n, m: k.m }));
  knight.movesKey().forEach((line, i) => setText(els.movesKey.children[i], line));
}

function renderSize(els, k) {
  els.n.value = String(k.n);
  els.m.value = String(k.m);
  setText(els.nValue, String(k.n));
  setText(els.mValue, String(k.m));
  const countKey = ['knight.count-none', 'knight.count-one'][k.pathCount] ?? 'knight.count';
  setText(els.pathCount, t(countKey, { n: k.n, m: k.m, count: groupDigits(k.pathCount) }));
}

function galleryStatus(k) {
  const g = k.gallery;
  const total = groupDigits(k.pathCount);
  if (!g.done) return t('knight.gallery-loading', { count: g.items.length });
  if (k.pathCount === 0) return t('knight.gallery-none', { n: k.n, m: k.m });
  if (g.items.length < k.pathCount) return t('knight.gallery-capped', { shown: groupDigits(g.items.length), total });
  return t(k.pathCount === 1 ? 'knight.gallery-one' : 'knight.gallery-all', { total });
}

function galleryItem(k, index, total) {
  const { dirs, squares } = k.gallery.items[index - 1];
  const item = button('knight-gallery-item', {
    className: 'thumb knight-thumb',
    'data-index': index,
    'data-path': dirs.join('-'),
    'aria-label': t('knight.gallery-item', { index, total, path: knight.formatPath(squares) }),
  }, pathThumbnail(k.n, k.m, squares), el('span', { className: 'thumb-caption' }, `#${index}`));
  return el('li', {}, item);
}

/** Words the items again after a language switch. */
function relabelGallery(list, k, total) {
  if (list.dataset.lang === getLang()) return;
  list.dataset.lang = getLang();
  for (const li of list.children) {
    const item = li.firstChild;
    const index = Number(item.dataset.index);
    const path = knight.formatPath(k.gallery.items[index - 1].squares);
    setAttr(item, 'aria-label', t('knight.gallery-item', { index, total, path }));
  }
}

function renderGallery(els, k) {
  const g = k.gallery;
  const { list } = els;
  if (list.dataset.key !== g.key) {
    list.replaceChildren();
    list.dataset.key = g.key;
  }
  const total = groupDigits(k.pathCount);
  for (let i = list.childElementCount; i < g.items.length; i += 1) list.append(galleryItem(k, i + 1, total));
  relabelGallery(list, k, total);
  const selected = k.shown?.index ?? null;
  const previous = list.querySelector('[aria-current="true"]');
  if (previous && Number(previous.dataset.index) !== selected) previous.removeAttribute('aria-current');
  if (selected) list.children[selected - 1]?.firstChild.setAttribute('aria-current', 'true');
  setAttr(list, 'data-state', g.done ? 'done' : 'loading');
  setAttr(list, 'data-count', String(g.items.length));
  setText(els.status, galleryStatus(k));
}

/**
 * The knight view in `root` (the `knight-view` section). `actions` are the knight's
 * (puzzles/knight/actions.js); `limits` = { knightMinSide, knightMaxSide } (wasm `limits()`);
 * `exercise(section)` builds its exercise panel (puzzles/knight/exercise-panel.js) and
 * `exerciseLink(state)` gives the panel's result link.
 * Returns `{ render(state) }`: draws `state.knight` while `state.puzzle` is 'knight',
 * else keeps the view hidden. Its DOM is built at the first render that shows it.
 */
export function createKnightView(root, options) {
  let parts = null;
  return {
    render(state) {
      const s = state.steppers.knight;
      const shown = state.puzzle === 'knight' && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, options);
      const k = state.knight;
      renderLabels(parts.labels);
      renderBoardColumn(parts.board, k, s.snapshot);
      renderSize(parts.size, k);
      parts.stepper.controls.render(controlsState(s, {
        speed: k.speed, pauseAtSolution: k.pauseAtSolution, allSolutions: k.allSolutions, eventText: pathShownText(k, s.snapshot),
      }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(s.snapshot, {});
      parts.code.render(s.snapshot, { allSolutions: k.allSolutions, template: state.template });
      if (k.tree) parts.tree.render(k.tree, s.snapshot, state.treeStyle);
      renderGallery(parts.gallery, k);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
