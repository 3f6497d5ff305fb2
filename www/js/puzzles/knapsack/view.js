//! The 0-1 knapsack (the course notes' bounding function) as a view of its own (the shared
//! tree lesson: views/tree-lesson-view.js): the solution-space tree (the complete binary
//! tree for n ≤ 4: views/subset-tree.js; the shared compact strips above), the current node's weight, value and bound, the best so
//! far and the optimum by dynamic programming, the item editor, and the shared stepper
//! views (parameterised by puzzles/knapsack/puzzle.js). It reads `state.knapsack`
//! (puzzles/knapsack/actions.js) and calls the knapsack's actions.

import { el, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import { readTyped } from '../../lib/typed.js';
import createPuzzle, * as knap from './puzzle.js';
import { subsetStrips } from '../../views/subset-strips.js';
import { COMPLETE_TREE_MAX_ITEMS, treeMarks } from './tree.js';
import { createSubsetTree } from '../../views/subset-tree.js';
import {
  figure, keepValue, renderEditorNote, createTreeColumn, renderColumnTree, createItemTable, createEditorPanel, createTreeLessonView,
} from '../../views/tree-lesson-view.js';

const puzzle = { ...createPuzzle(), ...subsetStrips('knap') };

/** The tree column: status, the tree (complete or compact), the current node, the best and the optimum. */
function buildTreeColumn(labels, actions) {
  return createTreeColumn(labels, actions, {
    prefix: 'knap',
    puzzle,
    drawn: createSubsetTree((step) => actions.seek(step), { prefix: 'knap', marks: treeMarks }),
    figs: {
      weight: figure(labels, 'knap.cur-weight', 'knap-weight'),
      value: figure(labels, 'knap.cur-value', 'knap-value'),
      bound: figure(labels, 'knap.cur-bound', 'knap-bound'),
      best: figure(labels, 'knap.best', 'knap-best'),
      dp: figure(labels, 'knap.dp', 'knap-dp'),
    },
    terms: false,
  });
}

/** The item editor: a table of the items (weight, value, v / w), the capacity, Add, and what is wrong with the draft. */
function buildEditor(labels, actions) {
  const items = createItemTable(labels, actions, {
    prefix: 'knap',
    head: ['knap.item', 'knap.weight', 'knap.value', 'knap.ratio'],
    fields: ['w', 'v'],
    extra: () => [el('td', { className: 'knap-ratio' })],
  });
  const capacity = el('input', {
    type: 'text', inputMode: 'numeric', id: 'knap-c', testid: 'knap-c', className: 'item-editor-number', autocomplete: 'off',
  });
  capacity.addEventListener('change', () => actions.editItem('c', 0, capacity.value));
  const capLabel = el('label', { for: 'knap-c' });
  labels.push([capLabel, 'knap.capacity']);
  const { section, els } = createEditorPanel(
    labels,
    { prefix: 'knap', id: 'knap-items-heading', key: 'knap.items-heading' },
    items.table,
    el('div', { className: 'item-editor-row' }, capLabel, capacity, items.add),
  );
  return { section, els: { ...els, items, capacity } };
}

/** The editor's rows for the draft; a focused field keeps what is typed. */
function renderEditor(els, k, s, limits) {
  const { draft } = k;
  const what = { w: t('knap.weight'), v: t('knap.value') };
  els.items.render(draft, limits.knapMaxItems, (field, i) => t('knap.item-field', { i: i + 1, what: what[field] }), (row, i) => {
    const [w, v] = [Number(readTyped(draft.w[i])), Number(readTyped(draft.v[i]))];
    setText(row.extra[0], w > 0 && v > 0 ? (v / w).toFixed(2) : '–');
  });
  keepValue(els.capacity, draft.c);
  const fault = k.draftError;
  const field = fault?.params.what === 'v' ? t('knap.value') : t('knap.weight');
  renderEditorNote(els, t('knap.editor-note', {
    maxW: groupDigits(limits.knapMaxWeight), maxC: groupDigits(limits.knapMaxCapacity), max: limits.knapMaxItems, order: knap.searchOrder(s),
  }), fault ? t(fault.key, { ...fault.params, what: field }) : '');
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

/**
 * The knapsack view in `root` (the `knapsack-view` section). `actions` are the knapsack's
 * (puzzles/knapsack/actions.js); `limits` the wasm `limits()`; `exercise(section)` builds its
 * exercise panel (puzzles/knapsack/exercise-panel.js) and `exerciseLink(state)` gives the
 * panel's result link. Returns `{ render(state) }`:
 * draws `state.knapsack` while `state.puzzle` is 'knapsack', else keeps the view hidden.
 */
export function createKnapsackView(root, options) {
  return createTreeLessonView(root, options, {
    id: 'knapsack',
    prefix: 'knap',
    puzzle,
    column: buildTreeColumn,
    editor: buildEditor,
    status: (step) => t(step.finished ? 'knap.status-done' : 'knap.status', { n: step.n, c: step.capacity, step: step.step }),
    render(parts, state, step) {
      const k = state.knapsack;
      renderColumnTree(parts.column, k.tree, step, {
        whole: k.tree?.complete === true,
        style: state.treeStyle,
        note: (whole) => (whole
          ? t('knap.tree-note', { n: step.n, total: k.tree.tree.length })
          : t('knap.compact-note', { max: COMPLETE_TREE_MAX_ITEMS })),
      });
      renderFigures(parts.column.figs, k, step);
    },
    renderEditor: (els, state, step) => renderEditor(els, state.knapsack, step, options.limits),
  });
}
