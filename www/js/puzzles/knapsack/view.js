//! The 0-1 knapsack (the course notes' bounding function) as a view of its own: the
//! solution-space tree (the complete binary tree for n ≤ 4: views/subset-tree.js; the
//! shared compact strips above), the current node's weight, value and bound, the best so
//! far and the optimum by dynamic programming, the item editor, and the shared stepper
//! views (controls, counters, event log, code panel: parameterised by puzzles/knapsack/puzzle.js).
//! It reads `state.knapsack` (puzzles/knapsack/actions.js) and calls the knapsack's actions;
//! it is built the first time the knapsack is shown. Nothing from the link is inserted as
//! HTML: every text goes in with textContent, every number in an input's value.

import { el, button, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import { readTyped } from '../../lib/typed.js';
import createPuzzle, * as knap from './puzzle.js';
import { subsetStrips } from '../../views/subset-strips.js';
import { COMPLETE_TREE_MAX_ITEMS, treeMarks } from './tree.js';
import { renderLabels } from '../../views/range-row.js';
import { controlsState } from '../../views/stepper-controls.js';
import { createStepperPanel } from '../../views/stepper-panel.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';
import { createSubsetTree } from '../../views/subset-tree.js';

const P = 'knap-';
const puzzle = { ...createPuzzle(), ...subsetStrips('knap') };

/** A label and its value, `testid` on the value. */
function figure(labels, key, testid) {
  const label = el('dt');
  labels.push([label, key]);
  const value = el('dd', { testid });
  return { row: [label, value], value };
}

/** The tree column: status, the tree (complete or compact), the current node and the best. */
function buildTreeColumn(labels, actions) {
  const heading = el('h2', { id: 'knap-tree-heading' });
  labels.push([heading, 'knap.tree-heading']);
  const note = el('p', { className: 'note', testid: 'knap-tree-note' });
  const complete = createSubsetTree((step) => actions.seek(step), { prefix: 'knap', marks: treeMarks });
  const compactBox = el('div', { className: 'tree-lesson-compact lesson-figure' });
  // The compact strips keep their testids apart from the complete tree's (`knap-compact-tree`, …).
  const compact = createTreePanelView(compactBox, { puzzle, testidPrefix: 'knap-compact-', actions });
  const figs = {
    weight: figure(labels, 'knap.cur-weight', 'knap-weight'),
    value: figure(labels, 'knap.cur-value', 'knap-value'),
    bound: figure(labels, 'knap.cur-bound', 'knap-bound'),
    best: figure(labels, 'knap.best', 'knap-best'),
    dp: figure(labels, 'knap.dp', 'knap-dp'),
  };
  const numbers = el('dl', { className: 'tree-lesson-figures present-keep' }, ...Object.values(figs).flatMap((f) => f.row));
  const section = el(
    'section',
    { className: 'board-column tree-lesson-column', 'aria-labelledby': 'knap-tree-heading' },
    el('p', { className: 'board-status', testid: 'knap-status', id: 'knap-status' }),
    heading, note, complete.root, compactBox, numbers, complete.legend,
  );
  return {
    section, heading, note, complete, compactBox, compact, figs, status: section.firstChild,
  };
}

/** One row of the item editor: number, weight, value, v / w, remove. */
function itemRow(i, actions) {
  const input = (field) => {
    const node = el('input', {
      type: 'text', inputMode: 'numeric', className: 'item-editor-number', testid: `knap-${field}-${i + 1}`, autocomplete: 'off',
    });
    node.addEventListener('change', () => actions.editItem(field, i, node.value));
    return node;
  };
  const w = input('w');
  const v = input('v');
  const ratio = el('td', { className: 'knap-ratio' });
  const remove = button(`knap-remove-${i + 1}`, { className: 'item-editor-remove', text: '×' });
  remove.addEventListener('click', () => actions.removeItem(i));
  const name = el('th', { scope: 'row' });
  return {
    tr: el('tr', {}, name, el('td', {}, w), el('td', {}, v), ratio, el('td', {}, remove)), name, w, v, ratio, remove,
  };
}

/** The item editor: a table of the items, the capacity, Add, and what is wrong with the draft. */
function buildEditor(labels, actions) {
  const heading = el('h2', { id: 'knap-items-heading' });
  labels.push([heading, 'knap.items-heading']);
  const head = ['knap.item', 'knap.weight', 'knap.value', 'knap.ratio'].map((key) => {
    const th = el('th', { scope: 'col' });
    labels.push([th, key]);
    return th;
  });
  const body = el('tbody', { testid: 'knap-items' });
  const table = el('table', { className: 'item-editor-table' }, el('thead', {}, el('tr', {}, ...head, el('th'))), body);
  const capacity = el('input', {
    type: 'text', inputMode: 'numeric', id: 'knap-c', testid: 'knap-c', className: 'item-editor-number', autocomplete: 'off',
  });
  capacity.addEventListener('change', () => actions.editItem('c', 0, capacity.value));
  const capLabel = el('label', { for: 'knap-c' });
  labels.push([capLabel, 'knap.capacity']);
  const add = button('knap-add');
  labels.push([add, 'knap.add']);
  add.addEventListener('click', () => actions.addItem());
  const els = {
    body, capacity, add, rows: [],
    note: el('p', { className: 'note', testid: 'knap-editor-note' }),
    error: el('p', { className: 'item-editor-error', testid: 'knap-editor-error', role: 'alert' }),
  };
  const section = el(
    'section',
    { className: 'panel knap-editor', 'aria-labelledby': 'knap-items-heading', 'data-testid': 'knap-editor' },
    heading, table, el('div', { className: 'item-editor-row' }, capLabel, capacity, add), els.note, els.error,
  );
  return { section, els };
}

/** The stepper panel (views/stepper-panel.js); a step brings the tree into view. */
function buildStepperPanel(labels, actions) {
  return createStepperPanel(labels, {
    puzzle, prefix: P, actions, reveal: () => document.querySelector('[data-testid="knap-tree-nodes"]'),
  });
}

/** Builds the view in `root`; returns its parts. */
function build(root, { actions, exercise }) {
  const labels = [];
  const intro = el('p', { className: 'intro tree-lesson-intro knap-intro' });
  labels.push([intro, 'knap.intro']);
  const tree = buildTreeColumn(labels, actions);
  const stepper = buildStepperPanel(labels, actions);
  const codeSection = el('section', { className: 'panel code-panel' });
  const code = createCodePanelView(codeSection, { puzzle, testidPrefix: P, dock: stepper.controls.els.dock });
  const editor = buildEditor(labels, actions);
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const exerciseSection = el('section', { className: 'panel knap-exercise-panel' });
  const side = el('div', { className: 'side-column' }, lesson, exerciseSection, editor.section);
  root.replaceChildren(intro, el('div', { className: 'layout tree-lesson' }, tree.section, side));
  return {
    labels, tree, stepper, code, editor: editor.els, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

/** The editor's rows for the draft (rebuilt when the number of items changes); a focused field keeps what is typed. */
function renderEditor(els, k, s, limits, actions) {
  const { draft } = k;
  while (els.rows.length < draft.w.length) {
    const row = itemRow(els.rows.length, actions);
    els.rows.push(row);
    els.body.append(row.tr);
  }
  while (els.rows.length > draft.w.length) els.rows.pop().tr.remove();
  const keep = (input, text) => {
    if (document.activeElement !== input && input.value !== text) input.value = text;
  };
  els.rows.forEach((row, i) => {
    setText(row.name, String(i + 1));
    keep(row.w, draft.w[i]);
    keep(row.v, draft.v[i]);
    const [w, v] = [Number(readTyped(draft.w[i])), Number(readTyped(draft.v[i]))];
    setText(row.ratio, w > 0 && v > 0 ? (v / w).toFixed(2) : '–');
    setAttr(row.w, 'aria-label', t('knap.item-field', { i: i + 1, what: t('knap.weight') }));
    setAttr(row.v, 'aria-label', t('knap.item-field', { i: i + 1, what: t('knap.value') }));
    setAttr(row.remove, 'aria-label', t('knap.remove', { i: i + 1 }));
    row.remove.disabled = draft.w.length <= 1;
  });
  keep(els.capacity, draft.c);
  els.add.disabled = draft.w.length >= limits.knapMaxItems;
  setText(els.note, t('knap.editor-note', {
    maxW: groupDigits(limits.knapMaxWeight), maxC: groupDigits(limits.knapMaxCapacity), max: limits.knapMaxItems, order: knap.searchOrder(s),
  }));
  const fault = k.draftError;
  const what = fault?.params.what === 'v' ? t('knap.value') : t('knap.weight');
  setText(els.error, fault ? t(fault.key, { ...fault.params, what }) : '');
  els.error.hidden = !fault;
}

/** The current node, the best so far and the optimum by dynamic programming. */
function renderFigures(figs, k, s) {
  setText(figs.weight.value, groupDigits(s.weight));
  setText(figs.value.value, groupDigits(s.value));
  setText(figs.bound.value, knap.fraction(s.bound.num, s.bound.den));
  const x = s.found ? s.bestX.join('-') : '';
  setAttr(figs.best.value, 'data-value', String(s.best));
  setAttr(figs.best.value, 'data-x', x);
  setText(figs.best.value, s.found ? t('knap.best-value', { v: s.best, x: `(${s.bestX.join(', ')})` }) : t(s.finished ? 'knap.best-none-done' : 'knap.best-none'));
  setAttr(figs.dp.value, 'data-value', String(k.dp));
  let verdict = 'knap.dp-pending';
  if (s.finished) verdict = s.best === k.dp ? 'knap.dp-agree' : 'knap.dp-differ';
  setText(figs.dp.value, t('knap.dp-line', { value: t('knap.dp-value', { v: k.dp }), verdict: t(verdict) }));
}

/** The tree: the complete binary tree for small n, else the shared compact strips. */
function renderTree(parts, k, s, state) {
  const complete = k.tree?.complete === true;
  parts.complete.root.hidden = !complete;
  parts.complete.legend.hidden = !complete;
  // The compact strips' panel has its own heading.
  parts.heading.hidden = !complete;
  parts.compactBox.hidden = complete;
  if (complete) {
    setText(parts.note, t('knap.tree-note', { n: s.n, total: k.tree.tree.length }));
    parts.complete.render(k.tree, s);
  } else if (k.tree) {
    setText(parts.note, t('knap.compact-note', { max: COMPLETE_TREE_MAX_ITEMS }));
    parts.compact.render(k.tree, s, state.treeStyle);
  }
}

/**
 * The knapsack view in `root` (the `knapsack-view` section). `actions` are the knapsack's
 * (puzzles/knapsack/actions.js); `limits` the wasm `limits()`; `exercise(section)` builds its
 * exercise panel (puzzles/knapsack/exercise-panel.js) and `exerciseLink(state)` gives the
 * panel's result link. Returns `{ render(state) }`:
 * draws `state.knapsack` while `state.puzzle` is 'knapsack', else keeps the view hidden.
 */
export function createKnapsackView(root, options) {
  let parts = null;
  return {
    render(state) {
      const s = state.steppers.knapsack;
      const shown = state.puzzle === 'knapsack' && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, options);
      const k = state.knapsack;
      const step = s.snapshot;
      renderLabels(parts.labels);
      setText(parts.tree.status, t(step.finished ? 'knap.status-done' : 'knap.status', { n: step.n, c: step.capacity, step: step.step }));
      renderTree(parts.tree, k, step, state);
      renderFigures(parts.tree.figs, k, step);
      parts.stepper.controls.render(controlsState(s, { speed: k.speed, pauseAtSolution: k.pauseAtSolution, allSolutions: true }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(step, {});
      parts.code.render(step, { template: state.template });
      renderEditor(parts.editor, k, step, options.limits, options.actions);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
