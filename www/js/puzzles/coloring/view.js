//! Graph colouring (图的着色问题) as a view of its own: the picture (puzzles/coloring/
//! graph.js) with the colours x[1..n], the colours' key and the result (`puzzle-result`),
//! the shared stepper views (controls, counters, code panel, tree panel: parameterised by
//! puzzles/coloring/puzzle.js), the exercise and the editor (presets, a click on two
//! vertices joins or parts them, a vertex added or removed, the colours m, the count). It
//! reads `state.coloring` (puzzles/coloring/actions.js) and calls the actions; it is built
//! the first time graph colouring is shown.

import {
  el, button, svgEl, setText, setAttr, keepFocus,
} from '../../lib/dom.js';
import { groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';
import * as coloring from './puzzle.js';
import { renderGraph, vertexAt } from './graph.js';
import { layout, PRESETS } from './presets.js';
import { TOOLS } from './actions.js';
import { rangeRow, renderLabels } from '../../views/range-row.js';
import { controlsState } from '../../views/stepper-controls.js';
import { createStepperPanel } from '../../views/stepper-panel.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';

const P = 'coloring-';

/** Clicks and Enter or Space on the picture's vertices go to the editor. */
function bindEditing(svg, actions) {
  svg.addEventListener('click', (event) => {
    const v = vertexAt(svg, event.target);
    if (v !== null) actions.clickVertex(v);
  });
  svg.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const v = vertexAt(svg, event.target);
    if (v === null) return;
    event.preventDefault();
    actions.clickVertex(v);
  });
}

function buildBoardColumn(labels) {
  const els = {
    status: el('p', { className: 'board-status', testid: 'coloring-status', id: 'coloring-status' }),
    graph: svgEl('svg', {
      class: 'coloring-graph lesson-figure', id: 'coloring-graph', 'data-testid': 'coloring-graph', role: 'group',
    }),
    xLine: el('p', { className: 'x-line', testid: 'coloring-x' }),
    editNote: el('p', { className: 'coloring-edit-note', testid: 'coloring-edit-note', role: 'status' }),
    result: el('p', { className: 'coloring-result', testid: 'puzzle-result' }),
    colorsKey: el('ol', { className: 'colors-key', testid: 'coloring-colors-key' }),
    key: el('p', { className: 'note coloring-key', testid: 'coloring-key' }),
  };
  const keyTitle = el('span');
  labels.push([keyTitle, 'coloring.colors-key']);
  const section = el(
    'section',
    { className: 'board-column', 'aria-labelledby': 'coloring-status' },
    els.status,
    els.graph,
    els.editNote,
    el('div', { className: 'textbook' }, els.xLine, els.result,
      el('div', { className: 'colors-key-row' }, keyTitle, els.colorsKey), els.key),
  );
  return { section, els };
}

/** The editor: the presets, the tool, a vertex added, the edges cleared, the colours m, the count. */
function buildEditor(labels, limits, actions) {
  const text = (tag, key, attrs) => {
    const node = el(tag, attrs);
    labels.push([node, key]);
    return node;
  };
  const presets = PRESETS.map((p) => {
    const b = button('coloring-preset', { className: 'preset', 'data-preset': p.id });
    labels.push([b, `coloring.preset-${p.id}`]);
    b.addEventListener('click', () => actions.preset(p.id));
    return b;
  });
  const tool = el('select', { id: 'coloring-tool', testid: 'coloring-tool' }, ...TOOLS.map((name) => el('option', { value: name })));
  tool.addEventListener('change', () => actions.setTool(tool.value));
  const add = button('coloring-add-vertex');
  labels.push([add, 'coloring.add-vertex']);
  add.addEventListener('click', () => actions.addVertex());
  const clear = button('coloring-clear');
  labels.push([clear, 'coloring.clear']);
  clear.addEventListener('click', () => actions.clearEdges());
  const colors = rangeRow('coloring-colors', 'coloring-colors', limits.coloringMinColors, limits.coloringMaxColors, 3);
  colors.input.addEventListener('change', () => actions.setColors(Number(colors.input.value)));
  const els = {
    tool,
    colors: colors.input,
    colorsValue: colors.output,
    note: el('p', { className: 'note', testid: 'coloring-editor-note' }),
    count: el('p', { className: 'note', testid: 'coloring-count' }),
  };
  const section = el(
    'section',
    { className: 'panel coloring-editor', 'aria-labelledby': 'coloring-editor-heading', testid: 'coloring-editor' },
    text('h2', 'coloring.editor-heading', { id: 'coloring-editor-heading' }),
    text('p', 'coloring.presets-label', { className: 'presets-label' }),
    el('div', { className: 'coloring-presets', role: 'group' }, ...presets),
    el('div', { className: 'coloring-tool-row' }, text('label', 'coloring.tool-label', { for: 'coloring-tool' }), tool, add, clear),
    els.note,
    text('label', 'coloring.colors-label', { for: 'coloring-colors' }), colors.row,
    els.count,
  );
  return { section, els };
}

/** Builds the view in `root`; returns its parts. */
function build(root, {
  actions, limits, exercise, setTemplate,
}) {
  const labels = [];
  const intro = el('p', { className: 'intro coloring-intro' });
  labels.push([intro, 'coloring.intro']);
  const board = buildBoardColumn(labels);
  bindEditing(board.els.graph, actions);
  const editor = buildEditor(labels, limits, actions);
  const stepper = createStepperPanel(labels, {
    puzzle: coloring, prefix: P, actions, reveal: () => document.querySelector('[data-testid="coloring-graph"]'),
  });
  const codeSection = el('section', { className: 'panel code-panel' });
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const exerciseSection = el('section', { className: 'panel coloring-exercise-panel' });
  const side = el('div', { className: 'side-column' }, exerciseSection, lesson, editor.section);
  const code = createCodePanelView(codeSection, {
    puzzle: coloring, testidPrefix: P, actions: { setTemplate }, dock: stepper.controls.els.dock,
  });
  const layoutEl = el('div', { className: 'layout' }, board.section, side);
  const tree = createTreePanelView(lesson, { puzzle: coloring, testidPrefix: P, actions });
  root.replaceChildren(intro, layoutEl);
  return {
    labels, board: board.els, editor: editor.els, stepper, code, tree, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

/** The result's words: the count so far, the colouring found, or the proof that there is none. */
function resultText(g, r, m) {
  if (r.count === 0) return t(r.done ? 'coloring.result-none' : 'coloring.result-zero', { m });
  if (r.done && !g.allSolutions) return t('coloring.result-first', { x: coloring.formatColoring(r.x.split('-')), m });
  return t(r.done ? 'coloring.result-done' : 'coloring.result', { count: r.count, m });
}

function renderBoardColumn(parts, g, s, exerciseOpen) {
  const els = parts.board;
  const e = s.event;
  keepFocus(els.graph, 'data-vertex', () => renderGraph(els.graph, {
    n: s.n,
    edges: s.edges,
    places: layout({ n: s.n, edges: s.edges }),
    x: s.x,
    event: e,
    solved: e?.kind === 'solution',
    picked: exerciseOpen ? null : g.picked,
    editable: !exerciseOpen,
    vertexLabel: (v, c) => t(c ? 'coloring.vertex-label' : 'coloring.vertex-label-none', { v, color: c ? coloring.colorName(c) : '' }),
    forbidText: e?.kind === 'conflict' ? t('coloring.forbid-tag', { j: e.by, c: e.color }) : '',
    label: `${t('coloring.graph-label', { n: s.n, edges: s.edges.length, m: s.m })} ${coloring.describeEvent(s)}`.trim(),
  }));
  setText(els.status, t(s.finished ? 'coloring.status-done' : 'coloring.status', { n: s.n, m: s.m, step: s.step }));
  setText(els.xLine, t('coloring.x-line', { x: coloring.formatColoring(s.x) }));
  els.editNote.hidden = !g.editNote;
  setText(els.editNote, g.editNote ? t(...g.editNote) : '');
  const r = coloring.result(s);
  setAttr(els.result, 'data-count', String(r.count));
  setAttr(els.result, 'data-x', r.x);
  setAttr(els.result, 'data-done', String(r.done));
  setText(els.result, resultText(g, r, s.m));
  while (els.colorsKey.children.length < s.m) els.colorsKey.append(el('li', {}, el('span', { className: 'swatch' }), el('span')));
  [...els.colorsKey.children].forEach((li, i) => {
    li.hidden = i >= s.m;
    li.className = `c${i + 1}`;
    setText(li.lastChild, coloring.colorName(i + 1));
  });
  setText(els.key, t('coloring.key'));
}

/** The colourings' count in words: the count, none, or where a count cut short stopped. */
function countText(g) {
  const c = g.count;
  if (!c) return '';
  if (!c.finished) return t('coloring.count-capped', { count: groupDigits(c.colorings), steps: groupDigits(c.steps) });
  if (c.colorings === 0) return t('coloring.count-none', { m: g.m, steps: groupDigits(c.steps) });
  return t('coloring.count', { count: groupDigits(c.colorings), m: g.m, steps: groupDigits(c.steps) });
}

function renderEditor(els, g, limits) {
  els.tool.value = g.tool;
  [...els.tool.options].forEach((o) => setText(o, t(`coloring.tool-${o.value}`)));
  els.colors.value = String(g.m);
  setText(els.colorsValue, String(g.m));
  setText(els.note, t('coloring.editor-note', {
    min: limits.coloringMinVertices, max: limits.coloringMaxVertices, mmin: limits.coloringMinColors, mmax: limits.coloringMaxColors,
  }));
  const c = g.count;
  setAttr(els.count, 'data-count', c ? String(c.colorings) : '');
  setAttr(els.count, 'data-finished', c ? String(c.finished) : '');
  setText(els.count, countText(g));
}

/**
 * The graph colouring view in `root` (the `coloring-view` section). `actions` are its
 * (puzzles/coloring/actions.js); `limits` the module's `limits()` with the shell's;
 * `exercise(section)` builds its exercise panel and `exerciseLink(state)` gives its result
 * link. Returns `{ render(state) }`: draws `state.coloring` while `state.puzzle` is
 * 'coloring', else keeps the view hidden. Its DOM is built at the first render that shows it.
 */
export function createColoringView(root, options) {
  let parts = null;
  return {
    render(state) {
      const s = state.steppers.coloring;
      const shown = state.puzzle === 'coloring' && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, options);
      const g = state.coloring;
      renderLabels(parts.labels);
      renderBoardColumn(parts, g, s.snapshot, state.coloringExercise !== null);
      renderEditor(parts.editor, g, options.limits);
      parts.stepper.controls.render(controlsState(s, {
        speed: g.speed, pauseAtSolution: g.pauseAtSolution, allSolutions: g.allSolutions,
      }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(s.snapshot, {});
      parts.code.render(s.snapshot, { allSolutions: g.allSolutions, template: state.template });
      if (g.tree) parts.tree.render(g.tree, s.snapshot, state.treeStyle);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
