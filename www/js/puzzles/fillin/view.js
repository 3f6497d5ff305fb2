//! Fill-in numbers (填数问题) as a view of its own: the picture (puzzles/fillin/grid.js: the
//! grid with the pair sums between its squares), x so far, the result (`puzzle-result`),
//! the shared stepper views (controls, counters, event log, code panel in both forms, tree
//! panel: parameterised by puzzles/fillin/puzzle.js), the exercise and the editor of N with
//! the count of every filling. It reads `state.fillin` (puzzles/fillin/actions.js) and
//! calls the fill-in's actions; it is built the first time the fill-in is shown.

import {
  el, setText, setAttr, svgEl,
} from '../../lib/dom.js';
import { groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';
import * as fillin from './puzzle.js';
import { renderFillinGrid } from './grid.js';
import { renderLabels } from '../../views/range-row.js';
import { controlsState } from '../../views/stepper-controls.js';
import { createStepperPanel } from '../../views/stepper-panel.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';
import { createEditorPanel, keepValue, renderEditorNote } from '../../views/tree-lesson-view.js';

const P = 'fillin-';

/** The picture's column: status, the grid, x so far, the result, the key. */
function buildFigure(labels) {
  const key = el('p', { className: 'note fillin-key', testid: 'fillin-key' });
  labels.push([key, 'fillin.key']);
  const els = {
    status: el('p', { className: 'board-status', testid: 'fillin-status', id: 'fillin-status' }),
    grid: svgEl('svg', {
      class: 'fillin-grid lesson-figure', id: 'fillin-grid', 'data-testid': 'fillin-grid', role: 'img',
    }),
    x: el('p', { className: 'fillin-x', testid: 'fillin-x' }),
    result: el('p', { className: 'fillin-result', testid: 'puzzle-result' }),
  };
  const section = el(
    'section',
    { className: 'board-column', 'aria-labelledby': 'fillin-status' },
    els.status,
    els.grid,
    el('div', { className: 'textbook' }, els.x, els.result, key),
  );
  return { section, els };
}

/** The editor: N, what is wrong with it, and the count of every filling. */
function buildEditor(labels, actions) {
  const input = el('input', {
    type: 'text', inputMode: 'numeric', id: 'fillin-max', testid: 'fillin-max', className: 'fillin-max', autocomplete: 'off',
  });
  input.addEventListener('change', () => actions.editItem('max', input.value));
  const label = el('label', { for: 'fillin-max' });
  labels.push([label, 'fillin.field-max']);
  const count = el('p', { className: 'note', testid: 'fillin-count' });
  const { section, els } = createEditorPanel(
    labels,
    { prefix: 'fillin', id: 'fillin-editor-heading', key: 'fillin.editor-heading' },
    el('div', { className: 'fillin-field-row' }, label, input),
    count,
  );
  return { section, els: { ...els, max: input, count } };
}

/** Builds the view in `root`; returns its parts. */
function build(root, {
  actions, exercise, setTemplate,
}) {
  const labels = [];
  const intro = el('p', { className: 'intro fillin-intro' });
  labels.push([intro, 'fillin.intro']);
  const figure = buildFigure(labels);
  const editor = buildEditor(labels, actions);
  const stepper = createStepperPanel(labels, {
    puzzle: fillin, prefix: P, actions, reveal: () => document.querySelector('[data-testid="fillin-grid"]'),
  });
  const codeSection = el('section', { className: 'panel code-panel' });
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const code = createCodePanelView(codeSection, {
    puzzle: fillin, testidPrefix: P, actions: { setTemplate }, dock: stepper.controls.els.dock,
  });
  const tree = createTreePanelView(lesson, { puzzle: fillin, testidPrefix: P, actions });
  const exerciseSection = el('section', { className: 'panel fillin-exercise-panel' });
  const side = el('div', { className: 'side-column' }, exerciseSection, lesson, editor.section);
  root.replaceChildren(intro, el('div', { className: 'layout' }, figure.section, side));
  return {
    labels, figure: figure.els, editor: editor.els, stepper, code, tree, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

function renderFigure(els, s) {
  const event = fillin.describeEvent(s);
  renderFillinGrid(els.grid, s, {
    label: `${t('fillin.grid-label', { max: s.max, grid: fillin.formatGrid(s.cells) })} ${event}`.trim(),
    passing: (a, i, sum) => t('fillin.sum-prime', { a, i, sum }),
    failing: (a, i, sum) => t('fillin.sum-not-prime', { a, i, sum }),
  });
  setText(els.status, t(s.finished ? 'fillin.status-done' : 'fillin.status', { max: s.max, step: groupDigits(s.step) }));
  setText(els.x, t('fillin.x-line', { x: fillin.partialX(s) }));
  const r = fillin.result(s);
  setAttr(els.result, 'data-count', String(r.count));
  setAttr(els.result, 'data-x', r.x);
  setAttr(els.result, 'data-done', String(r.done));
  let key = r.done ? 'fillin.result-done' : 'fillin.result';
  if (r.count === 0) key = r.done ? 'fillin.result-none' : 'fillin.result-zero';
  setText(els.result, t(key, { count: groupDigits(r.count), grid: s.last ? fillin.formatGrid(s.last) : '' }));
}

/** The count of every filling in words: the whole count, or where a count cut short stopped. */
function countText(c, max) {
  if (!c) return '';
  const params = { count: groupDigits(c.fillings), steps: groupDigits(c.steps), max };
  if (!c.finished) return t('fillin.count-capped', params);
  return t(c.fillings === 0 ? 'fillin.count-none' : 'fillin.count', params);
}

function renderEditor(els, f, limits) {
  keepValue(els.max, f.draft.max);
  const fault = f.draftError;
  renderEditorNote(els, t('fillin.editor-note', { min: limits.fillinMin, max: limits.fillinMax }), fault ? t(fault.key, fault.params) : '');
  setAttr(els.count, 'data-count', f.count ? String(f.count.fillings) : '');
  setAttr(els.count, 'data-finished', f.count ? String(f.count.finished) : '');
  setText(els.count, countText(f.count, f.max));
}

/**
 * The fill-in's view in `root` (the `fillin-view` section). `options`: its `actions`
 * (puzzles/fillin/actions.js), `limits` (wasm `limits()`: fillinMin, fillinMax),
 * `setTemplate(template)` (the code panel's form), `exercise(section)` (builds its exercise
 * panel) and `exerciseLink(state)` (the panel's result link). Returns `{ render(state) }`:
 * draws `state.fillin` while `state.puzzle` is 'fillin', else keeps the view hidden.
 */
export function createFillinView(root, options) {
  let parts = null;
  return {
    render(state) {
      const s = state.steppers.fillin;
      const shown = state.puzzle === 'fillin' && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, options);
      const f = state.fillin;
      const step = s.snapshot;
      renderLabels(parts.labels);
      renderFigure(parts.figure, step);
      renderEditor(parts.editor, f, options.limits);
      parts.stepper.controls.render(controlsState(s, { speed: f.speed, pauseAtSolution: f.pauseAtSolution, allSolutions: true }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(step, {});
      parts.code.render(step, { template: state.template });
      if (f.tree) parts.tree.render(f.tree, step, state.treeStyle);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
