//! The loading problem (装载问题) as a view of its own (the shared tree lesson:
//! views/tree-lesson-view.js): the subset tree (the complete binary tree for n ≤ 4:
//! views/subset-tree.js; the shared compact strips above), the current node's cw and r,
//! the best so far bestw, the result (`puzzle-result`: bestw, whether everything can be
//! loaded, x), the solution vector and its explicit and implicit constraints, the editor
//! of the containers and the ships, and the shared stepper views (parameterised by
//! puzzles/loading/puzzle.js). It reads `state.loading` (puzzles/loading/actions.js) and
//! calls the loading problem's actions.

import { el, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import createPuzzle, { result } from './puzzle.js';
import { subsetStrips } from '../../views/subset-strips.js';
import { COMPLETE_TREE_MAX_ITEMS, treeMarks } from './tree.js';
import { createSubsetTree } from '../../views/subset-tree.js';
import {
  figure, keepValue, renderEditorNote, createTreeColumn, renderColumnTree, createItemTable, createEditorPanel, createTreeLessonView,
} from '../../views/tree-lesson-view.js';

const puzzle = { ...createPuzzle(), ...subsetStrips('load') };

/** The tree column: status, the tree (complete or compact), the current node and the best. */
function buildTreeColumn(labels, actions) {
  return createTreeColumn(labels, actions, {
    prefix: 'load',
    puzzle,
    drawn: createSubsetTree((step) => actions.seek(step), { prefix: 'load', marks: treeMarks }),
    figs: {
      cw: figure(labels, 'load.cur-cw', 'load-cw'),
      r: figure(labels, 'load.cur-r', 'load-r'),
      best: figure(labels, 'load.best', 'load-best'),
      result: figure(labels, 'load.result', 'puzzle-result'),
    },
  });
}

/** A ship's capacity field `key` ('c1' | 'c2') with its label. */
function capacityField(labels, actions, key) {
  const input = el('input', {
    type: 'text', inputMode: 'numeric', id: `load-${key}`, testid: `load-${key}`, className: 'item-editor-number', autocomplete: 'off',
  });
  input.addEventListener('change', () => actions.editItem(key, 0, input.value));
  const label = el('label', { for: `load-${key}` });
  labels.push([label, `load.${key}`]);
  return el('span', { className: 'item-editor-field' }, label, input);
}

/** The editor: a table of the containers, the two capacities, Add, and what is wrong with the draft. */
function buildEditor(labels, actions) {
  const items = createItemTable(labels, actions, { prefix: 'load', head: ['load.item', 'load.weight'], fields: ['w'] });
  const c1 = capacityField(labels, actions, 'c1');
  const c2 = capacityField(labels, actions, 'c2');
  const { section, els } = createEditorPanel(
    labels,
    { prefix: 'load', id: 'load-items-heading', key: 'load.items-heading' },
    items.table,
    el('div', { className: 'item-editor-row' }, c1, c2),
    el('div', { className: 'item-editor-row' }, items.add),
  );
  return { section, els: { ...els, items, c1: c1.lastChild, c2: c2.lastChild } };
}

/** The editor's rows for the draft; a focused field keeps what is typed. */
function renderEditor(els, k, limits) {
  const { draft } = k;
  els.items.render(draft, limits.loadMaxItems, (field, i) => t('load.item-field', { i: i + 1 }));
  keepValue(els.c1, draft.c1);
  keepValue(els.c2, draft.c2);
  const fault = k.draftError;
  const ship = fault?.params.ship ? t(`load.${fault.params.ship}`) : '';
  renderEditorNote(els, t('load.editor-note', {
    maxW: groupDigits(limits.loadMaxWeight), maxC: groupDigits(limits.loadMaxCapacity), max: limits.loadMaxItems,
  }), fault ? t(fault.key, { ...fault.params, ship }) : '');
}

/** The current node (cw, r), the best so far and the result with its hooks. */
function renderFigures(figs, s) {
  setText(figs.cw.value, `${groupDigits(s.cw)} / ${groupDigits(s.c1)}`);
  setText(figs.r.value, groupDigits(s.r));
  setAttr(figs.best.value, 'data-value', String(s.best));
  setText(figs.best.value, s.found ? t('load.best-value', { best: s.best, x: `(${s.x.join(', ')})` }) : t('load.best-none'));
  const r = result(s);
  const node = figs.result.value;
  setAttr(node, 'data-best', String(r.best));
  setAttr(node, 'data-x', r.x);
  setAttr(node, 'data-count', String(r.count));
  setAttr(node, 'data-done', String(r.done));
  if (r.done) setAttr(node, 'data-loadable', String(r.loadable));
  else node.removeAttribute('data-loadable');
  const params = {
    best: s.best, x: `(${s.x.join(', ')})`, rest: s.rest, c2: s.c2,
  };
  let key = 'load.result-pending';
  if (r.done) key = r.loadable ? 'load.result-yes' : 'load.result-no';
  setText(node, t(key, params));
}

/**
 * The loading problem's view in `root` (the `loading-view` section). `actions` are its own
 * (puzzles/loading/actions.js); `limits` the wasm `limits()`; `exercise(section)` builds its
 * exercise panel (puzzles/loading/exercise-panel.js) and `exerciseLink(state)` gives the
 * panel's result link. Returns `{ render(state) }`:
 * draws `state.loading` while `state.puzzle` is 'loading', else keeps the view hidden.
 */
export function createLoadingView(root, options) {
  return createTreeLessonView(root, options, {
    id: 'loading',
    prefix: 'load',
    puzzle,
    column: buildTreeColumn,
    editor: buildEditor,
    status: (step) => t(step.finished ? 'load.status-done' : 'load.status', {
      n: step.n, c1: step.c1, c2: step.c2, step: step.step,
    }),
    render(parts, state, step) {
      const k = state.loading;
      renderColumnTree(parts.column, k.tree, step, {
        whole: k.tree?.complete === true,
        style: state.treeStyle,
        note: (whole) => (whole
          ? t('load.tree-note', { n: step.n, total: k.tree.tree.length })
          : t('load.compact-note', { max: COMPLETE_TREE_MAX_ITEMS })),
      });
      renderFigures(parts.column.figs, step);
    },
    renderEditor: (els, state) => renderEditor(els, state.loading, options.limits),
  });
}
