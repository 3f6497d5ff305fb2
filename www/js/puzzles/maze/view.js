//! The maze (迷宫问题) as a view of its own: the picture (puzzles/maze/board.js) with the
//! path, the moves' key and the result (`puzzle-result`), the shared stepper views
//! (controls, counters, code panel, tree panel: parameterised by puzzles/maze/puzzle.js),
//! the exercise and the editor (a tool: wall, start or exit; a click or a drag on the
//! board, or the arrow keys and Enter on it; the size; the all-paths count). It reads
//! `state.maze` (puzzles/maze/actions.js) and calls the maze's actions; it is built the
//! first time the maze is shown.

import {
  el, button, svgEl, setText, setAttr,
} from '../../lib/dom.js';
import { formatEstimate, groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';
import * as maze from './puzzle.js';
import { renderMazeBoard, squareAt } from './board.js';
import { TOOLS } from './actions.js';
import { rangeRow, renderLabels } from '../../views/range-row.js';
import { controlsState } from '../../views/stepper-controls.js';
import { createStepperPanel } from '../../views/stepper-panel.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';

const P = 'maze-';

/** Keyboard and pointer editing on the board `svg`: `cursor()` the keyboard's square. */
function bindEditing(svg, actions, redraw) {
  let cursor = null;
  let drag = null;
  svg.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    const sq = squareAt(svg, event);
    if (!sq) return;
    event.preventDefault();
    const value = actions.editSquare(sq[0], sq[1], true);
    drag = value === null ? null : { value, last: sq.join(',') };
    if (drag) svg.setPointerCapture?.(event.pointerId);
  });
  svg.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const sq = squareAt(svg, event);
    if (!sq || sq.join(',') === drag.last) return;
    drag.last = sq.join(',');
    // A drag paints walls (or clears them) with the value of its first square.
    if (actions.editSquare(sq[0], sq[1], false, drag.value) === null) drag = null;
  });
  const end = () => { drag = null; };
  svg.addEventListener('pointerup', end);
  svg.addEventListener('pointercancel', end);
  svg.addEventListener('focus', () => {
    cursor ??= [1, 1];
    redraw();
  });
  svg.addEventListener('blur', () => {
    cursor = null;
    redraw();
  });
  svg.addEventListener('keydown', (event) => {
    const step = {
      ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
    }[event.key];
    const { rows, cols } = svg.dataset;
    cursor ??= [1, 1];
    if (step) {
      cursor = [Math.min(Number(rows), Math.max(1, cursor[0] + step[0])), Math.min(Number(cols), Math.max(1, cursor[1] + step[1]))];
      redraw();
    } else if (event.key === 'Enter' || event.key === ' ') {
      actions.editSquare(cursor[0], cursor[1], true);
    } else return;
    event.preventDefault();
  });
  return { cursor: () => cursor };
}

function buildBoardColumn(labels, actions) {
  const els = {
    status: el('p', { className: 'board-status', testid: 'maze-status', id: 'maze-status' }),
    board: svgEl('svg', {
      class: 'maze-board lesson-figure', id: 'maze-board', 'data-testid': 'maze-board', role: 'img', tabindex: '0',
    }),
    pathLine: el('p', { className: 'path-line', testid: 'maze-path' }),
    result: el('p', { className: 'maze-result', testid: 'puzzle-result' }),
    movesKey: el('ol', { className: 'moves-key', testid: 'maze-moves-key' }, ...maze.moves().map(() => el('li'))),
    key: el('p', { className: 'note maze-key', testid: 'maze-key' }),
  };
  const keyTitle = el('span');
  labels.push([keyTitle, 'maze.moves-key']);
  const section = el(
    'section',
    { className: 'board-column', 'aria-labelledby': 'maze-status' },
    els.status,
    els.board,
    el('div', { className: 'textbook' }, els.pathLine, els.result,
      el('div', { className: 'moves-key-row' }, keyTitle, els.movesKey), els.key),
  );
  return { section, els };
}

/** The editor: the tool, the size, Clear, why an edit was refused, the all-paths count. */
function buildEditor(labels, limits, actions) {
  const text = (tag, key, attrs) => {
    const node = el(tag, attrs);
    labels.push([node, key]);
    return node;
  };
  const { mazeMinSide: min, mazeMaxSide: max } = limits;
  const rows = rangeRow('maze-rows', 'maze-rows', min, max, min);
  const cols = rangeRow('maze-cols', 'maze-cols', min, max, min);
  const tool = el('select', { id: 'maze-tool', testid: 'maze-tool' }, ...TOOLS.map((name) => el('option', { value: name })));
  tool.addEventListener('change', () => actions.setTool(tool.value));
  const clear = button('maze-clear');
  labels.push([clear, 'maze.clear']);
  clear.addEventListener('click', () => actions.clearWalls());
  const els = {
    tool,
    rows: rows.input,
    rowsValue: rows.output,
    cols: cols.input,
    colsValue: cols.output,
    note: el('p', { className: 'note', testid: 'maze-editor-note' }),
    error: el('p', { className: 'maze-editor-error', testid: 'maze-editor-error', role: 'status' }),
    count: el('p', { className: 'note', testid: 'maze-path-count' }),
  };
  let settled = true;
  const changed = () => {
    actions.setSize(Number(els.rows.value), Number(els.cols.value), settled);
    settled = false;
  };
  for (const input of [els.rows, els.cols]) {
    input.addEventListener('input', changed);
    input.addEventListener('change', () => { settled = true; });
  }
  const section = el(
    'section',
    { className: 'panel maze-editor', 'aria-labelledby': 'maze-editor-heading', testid: 'maze-editor' },
    text('h2', 'maze.editor-heading', { id: 'maze-editor-heading' }),
    el('div', { className: 'maze-tool-row' }, text('label', 'maze.tool-label', { for: 'maze-tool' }), tool, clear),
    els.error,
    els.note,
    text('label', 'maze.rows-label', { for: 'maze-rows' }), rows.row,
    text('label', 'maze.cols-label', { for: 'maze-cols' }), cols.row,
    els.count,
  );
  return { section, els };
}

/** Builds the view in `root`; returns its parts. */
function build(root, {
  actions, limits, exercise, setTemplate, redraw,
}) {
  const labels = [];
  const intro = el('p', { className: 'intro maze-intro' });
  labels.push([intro, 'maze.intro']);
  const board = buildBoardColumn(labels, actions);
  const editing = bindEditing(board.els.board, actions, redraw);
  const editor = buildEditor(labels, limits, actions);
  const stepper = createStepperPanel(labels, {
    puzzle: maze, prefix: P, actions, reveal: () => document.querySelector('[data-testid="maze-board"]'),
  });
  const codeSection = el('section', { className: 'panel code-panel' });
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const exerciseSection = el('section', { className: 'panel maze-exercise-panel' });
  const side = el('div', { className: 'side-column' }, exerciseSection, lesson, editor.section);
  const code = createCodePanelView(codeSection, {
    puzzle: maze, testidPrefix: P, actions: { setTemplate }, dock: stepper.controls.els.dock,
  });
  const layout = el('div', { className: 'layout' }, board.section, side);
  const tree = createTreePanelView(lesson, { puzzle: maze, testidPrefix: P, actions });
  root.replaceChildren(intro, layout);
  return {
    labels, board: board.els, editing, editor: editor.els, stepper, code, tree, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

/** The indices of the squares found dead ends by step `step` (`deadEnds`: the step each is found at, 0 never). */
const deadBy = (deadEnds, step) => deadEnds.flatMap((at, i) => (at > 0 && at <= step ? [i] : []));

function renderBoardColumn(parts, m, s) {
  const els = parts.board;
  const event = maze.describeEvent(s);
  const where = maze.formatPath(s.path);
  renderMazeBoard(els.board, {
    rows: s.rows,
    cols: s.cols,
    walls: s.walls,
    start: s.start,
    exit: s.exit,
    path: s.path,
    best: s.best.moves > 0 ? s.best.path : [],
    deadEnds: deadBy(m.deadEnds, s.step),
    event: s.event,
    solved: s.event?.kind === 'solution',
    cursor: parts.editing.cursor(),
    label: `${t('maze.board-label', {
      rows: s.rows, cols: s.cols, sr: s.start[0], sc: s.start[1], er: s.exit[0], ec: s.exit[1], path: where,
    })} ${event}`.trim(),
  });
  setText(els.status, t(s.finished ? 'maze.status-done' : 'maze.status', { rows: s.rows, cols: s.cols, step: s.step }));
  setText(els.pathLine, t('maze.path-line', { moves: s.dirs.length, path: where }));
  const r = maze.result(s);
  setAttr(els.result, 'data-count', String(r.count));
  setAttr(els.result, 'data-best', r.best);
  setAttr(els.result, 'data-x', r.x);
  setAttr(els.result, 'data-done', String(r.done));
  let resultKey = r.done ? 'maze.result-done' : 'maze.result';
  if (r.count === 0) resultKey = r.done ? 'maze.result-none' : 'maze.result-zero';
  else if (r.done && !m.allSolutions) resultKey = 'maze.result-first';
  setText(els.result, t(resultKey, { count: r.count, best: r.best }));
  maze.movesKey().forEach((line, i) => setText(els.movesKey.children[i], line));
  setText(els.key, t('maze.key'));
}

/** The all-paths count's words: the count, or where a search cut short stopped with its estimate. */
function countText(m) {
  const c = m.count;
  if (!c) return '';
  if (c.finished) {
    if (c.paths === 0) return t('maze.count-none');
    return t('maze.count', {
      count: groupDigits(c.paths), shortest: c.shortest, steps: groupDigits(c.steps),
    });
  }
  return t('maze.count-capped', {
    count: groupDigits(c.paths), steps: groupDigits(c.steps), estimate: formatEstimate(c.estimate),
  });
}

function renderEditor(els, m, limits) {
  els.tool.value = m.tool;
  [...els.tool.options].forEach((o) => setText(o, t(`maze.tool-${o.value}`)));
  els.rows.value = String(m.rows);
  els.cols.value = String(m.cols);
  setText(els.rowsValue, String(m.rows));
  setText(els.colsValue, String(m.cols));
  setText(els.note, t('maze.editor-note', { min: limits.mazeMinSide, max: limits.mazeMaxSide }));
  els.error.hidden = !m.editNote;
  setText(els.error, m.editNote ? t(...m.editNote) : '');
  const c = m.count;
  setAttr(els.count, 'data-count', c ? String(c.paths) : '');
  setAttr(els.count, 'data-finished', c ? String(c.finished) : '');
  setText(els.count, countText(m));
}

/**
 * The maze view in `root` (the `maze-view` section). `actions` are the maze's
 * (puzzles/maze/actions.js); `limits` = { mazeMinSide, mazeMaxSide } (wasm `limits()`);
 * `exercise(section)` builds its exercise panel and `exerciseLink(state)` gives its
 * result link. Returns `{ render(state) }`: draws `state.maze` while `state.puzzle` is
 * 'maze', else keeps the view hidden. Its DOM is built at the first render that shows it.
 */
export function createMazeView(root, options) {
  let parts = null;
  let last = null;
  const view = {
    render(state) {
      last = state;
      const s = state.steppers.maze;
      const shown = state.puzzle === 'maze' && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, { ...options, redraw: () => last && view.render(last) });
      const m = state.maze;
      renderLabels(parts.labels);
      renderBoardColumn(parts, m, s.snapshot);
      renderEditor(parts.editor, m, options.limits);
      parts.stepper.controls.render(controlsState(s, {
        speed: m.speed, pauseAtSolution: m.pauseAtSolution, allSolutions: m.allSolutions,
      }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(s.snapshot, {});
      parts.code.render(s.snapshot, { allSolutions: m.allSolutions, template: state.template });
      if (m.tree) parts.tree.render(m.tree, s.snapshot, state.treeStyle);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
  return view;
}
