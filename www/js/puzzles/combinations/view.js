//! The combinations (组合输出) as a view of its own (the shared tree lesson:
//! views/tree-lesson-view.js): the solution-space tree (node by node up to DRAWN_MAX_NODES
//! nodes: puzzles/combinations/tree-view.js; the shared compact strips beyond), x so far,
//! the bound switch with the nodes the search generates with and without it, the result
//! (`puzzle-result`: the combinations output so far, as the notes print them), the
//! solution vector and its explicit and implicit constraints, the editor of n and r, and
//! the shared stepper views (parameterised by puzzles/combinations/puzzle.js). It reads
//! `state.combinations` (puzzles/combinations/actions.js) and calls the combinations'
//! actions.

import { el, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import createPuzzle, { partialX, result } from './puzzle.js';
import { compactTree } from './compact.js';
import { DRAWN_MAX_NODES } from './tree.js';
import { createCombinationsTree } from './tree-view.js';
import {
  figure, keepValue, renderEditorNote, createTreeColumn, renderColumnTree, createEditorPanel, createTreeLessonView,
} from '../../views/tree-lesson-view.js';

const puzzle = { ...createPuzzle(), ...compactTree };

/** The bound switch: a checkbox with its label (`comb-bound`). */
function boundSwitch(labels, actions) {
  const input = el('input', { type: 'checkbox', id: 'comb-bound', testid: 'comb-bound' });
  input.addEventListener('change', () => actions.setBound(input.checked));
  const text = el('span');
  labels.push([text, 'comb.bound-switch']);
  return { root: el('label', { className: 'comb-bound', for: 'comb-bound' }, input, text), input };
}

/** The tree column: status, the bound switch, the tree (drawn or compact), x, the output. */
function buildTreeColumn(labels, actions) {
  const bound = boundSwitch(labels, actions);
  const compare = el('p', { className: 'note comb-compare', testid: 'comb-nodes-compare' });
  const column = createTreeColumn(labels, actions, {
    prefix: 'comb',
    puzzle,
    drawn: createCombinationsTree((step) => actions.seek(step)),
    before: [el('div', { className: 'comb-bound-row present-keep' }, bound.root, compare)],
    figs: {
      x: figure(labels, 'comb.cur-x', 'comb-x'),
      result: figure(labels, 'comb.result', 'puzzle-result'),
    },
  });
  return { ...column, bound, compare };
}

/** A number field `key` ('n' | 'r') of the editor with its label. */
function numberField(labels, actions, key) {
  const input = el('input', {
    type: 'text', inputMode: 'numeric', id: `comb-${key}`, testid: `comb-${key}`, className: 'comb-number', autocomplete: 'off',
  });
  input.addEventListener('change', () => actions.editItem(key, input.value));
  const label = el('label', { for: `comb-${key}` });
  labels.push([label, `comb.field-${key}`]);
  return { root: el('span', { className: 'item-editor-field' }, label, input), input };
}

/** The editor: n and r, and what is wrong with the draft. */
function buildEditor(labels, actions) {
  const n = numberField(labels, actions, 'n');
  const r = numberField(labels, actions, 'r');
  const { section, els } = createEditorPanel(
    labels,
    { prefix: 'comb', id: 'comb-editor-heading', key: 'comb.editor-heading' },
    el('div', { className: 'comb-field-row' }, n.root, r.root),
  );
  return { section, els: { ...els, n: n.input, r: r.input } };
}

/** The editor's fields for the draft (a focused field keeps what is typed) and its fault. */
function renderEditor(els, k, limits) {
  keepValue(els.n, k.draft.n);
  keepValue(els.r, k.draft.r);
  const fault = k.draftError;
  renderEditorNote(els, t('comb.editor-note', { max: limits.combMaxN }), fault ? t(fault.key, fault.params) : '');
}

/** x so far and the result with its hooks. */
function renderFigures(figs, s) {
  setText(figs.x.value, partialX(s));
  const r = result(s);
  const node = figs.result.value;
  setAttr(node, 'data-x', r.x);
  setAttr(node, 'data-count', String(r.count));
  setAttr(node, 'data-done', String(r.done));
  setText(node, r.count ? t(r.done ? 'comb.result-done' : 'comb.result-so-far', { count: r.count, list: r.text }) : t('comb.result-none'));
}

/**
 * The combinations' view in `root` (the `combinations-view` section). `actions` are its own
 * (puzzles/combinations/actions.js); `limits` the wasm `limits()`; `exercise(section)`
 * builds its exercise panel (puzzles/combinations/exercise-panel.js) and
 * `exerciseLink(state)` gives the panel's result link. Returns `{ render(state) }`: draws
 * `state.combinations` while `state.puzzle` is 'combinations', else keeps the view hidden.
 */
export function createCombinationsView(root, options) {
  return createTreeLessonView(root, options, {
    id: 'combinations',
    prefix: 'comb',
    puzzle,
    layoutClass: 'tree-lesson comb-layout',
    column: buildTreeColumn,
    editor: buildEditor,
    status: (step) => t(step.finished ? 'comb.status-done' : 'comb.status', { n: step.n, r: step.r, step: step.step }),
    render(parts, state, step) {
      const k = state.combinations;
      const { column } = parts;
      renderColumnTree(column, k.tree, step, {
        whole: k.tree?.drawn === true,
        style: state.treeStyle,
        note: (whole) => (whole
          ? t('comb.tree-note', { total: k.tree.nodes.length + 1 })
          : t('comb.compact-note', { max: groupDigits(DRAWN_MAX_NODES) })),
      });
      column.bound.input.checked = step.bound;
      setText(column.compare, t('comb.nodes-compare', { with: step.nodesWith, without: step.nodesWithout }));
      renderFigures(column.figs, step);
    },
    codeOptions: (step) => ({ bound: step.bound }),
    renderEditor: (els, state) => renderEditor(els, state.combinations, options.limits),
  });
}
