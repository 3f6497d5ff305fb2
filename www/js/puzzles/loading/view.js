//! The loading problem (装载问题) as a view of its own: the subset tree (the complete binary
//! tree for n ≤ 4: views/subset-tree.js; the shared compact strips above), the
//! current node's cw and r, the best so far bestw, the result (`puzzle-result`: bestw,
//! whether everything can be loaded, x), the solution vector and its explicit and implicit
//! constraints, the editor of the containers and the ships, and the shared stepper views
//! (controls, counters, event log, code panel: parameterised by puzzles/loading/puzzle.js).
//! It reads `state.loading` (puzzles/loading/actions.js) and calls the loading problem's
//! actions; it is built the first time the puzzle is shown. Nothing from the link is
//! inserted as HTML: every text goes in with textContent, every number in an input's value.

import { el, button, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import createPuzzle, { result } from './puzzle.js';
import { subsetStrips } from '../../views/subset-strips.js';
import { COMPLETE_TREE_MAX_ITEMS, treeMarks } from './tree.js';
import { renderLabels } from '../../views/range-row.js';
import { controlsState } from '../../views/stepper-controls.js';
import { createStepperPanel } from '../../views/stepper-panel.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';
import { createSubsetTree } from '../../views/subset-tree.js';

const P = 'load-';
const puzzle = { ...createPuzzle(), ...subsetStrips('load') };

/** A label and its value, `testid` on the value. */
function figure(labels, key, testid) {
  const label = el('dt');
  labels.push([label, key]);
  const value = el('dd', { testid });
  return { row: [label, value], value };
}

/** The tree column: status, the tree (complete or compact), the current node and the best. */
function buildTreeColumn(labels, actions) {
  const heading = el('h2', { id: 'load-tree-heading' });
  labels.push([heading, 'load.tree-heading']);
  const note = el('p', { className: 'note', testid: 'load-tree-note' });
  const complete = createSubsetTree((step) => actions.seek(step), { prefix: 'load', marks: treeMarks });
  const compactBox = el('div', { className: 'tree-lesson-compact lesson-figure' });
  // The compact strips keep their testids apart from the complete tree's (`load-compact-tree`, …).
  const compact = createTreePanelView(compactBox, { puzzle, testidPrefix: 'load-compact-', actions });
  const figs = {
    cw: figure(labels, 'load.cur-cw', 'load-cw'),
    r: figure(labels, 'load.cur-r', 'load-r'),
    best: figure(labels, 'load.best', 'load-best'),
    result: figure(labels, 'load.result', 'puzzle-result'),
  };
  const numbers = el('dl', { className: 'tree-lesson-figures present-keep' }, ...Object.values(figs).flatMap((f) => f.row));
  const terms = el('p', { className: 'note tree-lesson-terms load-terms', testid: 'load-terms' });
  labels.push([terms, 'load.terms']);
  const section = el(
    'section',
    { className: 'board-column tree-lesson-column', 'aria-labelledby': 'load-tree-heading' },
    el('p', { className: 'board-status', testid: 'load-status', id: 'load-status' }),
    heading, note, complete.root, compactBox, numbers, complete.legend, terms,
  );
  return {
    section, heading, note, complete, compactBox, compact, figs, status: section.firstChild,
  };
}

/** One row of the editor: the container's number, its weight, remove. */
function itemRow(i, actions) {
  const w = el('input', {
    type: 'text', inputMode: 'numeric', className: 'item-editor-number', testid: `load-w-${i + 1}`, autocomplete: 'off',
  });
  w.addEventListener('change', () => actions.editItem('w', i, w.value));
  const remove = button(`load-remove-${i + 1}`, { className: 'item-editor-remove', text: '×' });
  remove.addEventListener('click', () => actions.removeItem(i));
  const name = el('th', { scope: 'row' });
  return {
    tr: el('tr', {}, name, el('td', {}, w), el('td', {}, remove)), name, w, remove,
  };
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
  const heading = el('h2', { id: 'load-items-heading' });
  labels.push([heading, 'load.items-heading']);
  const head = ['load.item', 'load.weight'].map((key) => {
    const th = el('th', { scope: 'col' });
    labels.push([th, key]);
    return th;
  });
  const body = el('tbody', { testid: 'load-items' });
  const table = el('table', { className: 'item-editor-table' }, el('thead', {}, el('tr', {}, ...head, el('th'))), body);
  const c1 = capacityField(labels, actions, 'c1');
  const c2 = capacityField(labels, actions, 'c2');
  const [c1Input, c2Input] = [c1, c2].map((field) => field.lastChild);
  const add = button('load-add');
  labels.push([add, 'load.add']);
  add.addEventListener('click', () => actions.addItem());
  const els = {
    body, c1: c1Input, c2: c2Input, add, rows: [],
    note: el('p', { className: 'note', testid: 'load-editor-note' }),
    error: el('p', { className: 'item-editor-error', testid: 'load-editor-error', role: 'alert' }),
  };
  const section = el(
    'section',
    { className: 'panel load-editor', 'aria-labelledby': 'load-items-heading', 'data-testid': 'load-editor' },
    heading, table,
    el('div', { className: 'item-editor-row' }, c1, c2),
    el('div', { className: 'item-editor-row' }, add), els.note, els.error,
  );
  return { section, els };
}

/** The stepper panel (views/stepper-panel.js); a step brings the tree into view. */
function buildStepperPanel(labels, actions) {
  return createStepperPanel(labels, {
    puzzle, prefix: P, actions, reveal: () => document.querySelector('[data-testid="load-tree-nodes"]'),
  });
}

/** Builds the view in `root`; returns its parts. */
function build(root, { actions, exercise }) {
  const labels = [];
  const intro = el('p', { className: 'intro tree-lesson-intro load-intro' });
  labels.push([intro, 'load.intro']);
  const tree = buildTreeColumn(labels, actions);
  const stepper = buildStepperPanel(labels, actions);
  const codeSection = el('section', { className: 'panel code-panel' });
  const code = createCodePanelView(codeSection, { puzzle, testidPrefix: P, dock: stepper.controls.els.dock });
  const editor = buildEditor(labels, actions);
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const exerciseSection = el('section', { className: 'panel load-exercise-panel' });
  const side = el('div', { className: 'side-column' }, lesson, exerciseSection, editor.section);
  root.replaceChildren(intro, el('div', { className: 'layout tree-lesson' }, tree.section, side));
  return {
    labels, tree, stepper, code, editor: editor.els, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

/** The editor's rows for the draft (rebuilt when the number of containers changes); a focused field keeps what is typed. */
function renderEditor(els, k, limits, actions) {
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
    setAttr(row.w, 'aria-label', t('load.item-field', { i: i + 1 }));
    setAttr(row.remove, 'aria-label', t('load.remove', { i: i + 1 }));
    row.remove.disabled = draft.w.length <= 1;
  });
  keep(els.c1, draft.c1);
  keep(els.c2, draft.c2);
  els.add.disabled = draft.w.length >= limits.loadMaxItems;
  setText(els.note, t('load.editor-note', {
    maxW: groupDigits(limits.loadMaxWeight), maxC: groupDigits(limits.loadMaxCapacity), max: limits.loadMaxItems,
  }));
  const fault = k.draftError;
  const ship = fault?.params.ship ? t(`load.${fault.params.ship}`) : '';
  setText(els.error, fault ? t(fault.key, { ...fault.params, ship }) : '');
  els.error.hidden = !fault;
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

/** The tree: the complete binary tree for small n, else the shared compact strips. */
function renderTree(parts, k, s, state) {
  const complete = k.tree?.complete === true;
  parts.complete.root.hidden = !complete;
  parts.complete.legend.hidden = !complete;
  // The compact strips' panel has its own heading.
  parts.heading.hidden = !complete;
  parts.compactBox.hidden = complete;
  if (complete) {
    setText(parts.note, t('load.tree-note', { n: s.n, total: k.tree.tree.length }));
    parts.complete.render(k.tree, s);
  } else if (k.tree) {
    setText(parts.note, t('load.compact-note', { max: COMPLETE_TREE_MAX_ITEMS }));
    parts.compact.render(k.tree, s, state.treeStyle);
  }
}

/**
 * The loading problem's view in `root` (the `loading-view` section). `actions` are its own
 * (puzzles/loading/actions.js); `limits` the wasm `limits()`; `exercise(section)` builds its
 * exercise panel (puzzles/loading/exercise-panel.js) and `exerciseLink(state)` gives the
 * panel's result link. Returns `{ render(state) }`:
 * draws `state.loading` while `state.puzzle` is 'loading', else keeps the view hidden.
 */
export function createLoadingView(root, options) {
  let parts = null;
  return {
    render(state) {
      const s = state.steppers.loading;
      const shown = state.puzzle === 'loading' && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, options);
      const k = state.loading;
      const step = s.snapshot;
      renderLabels(parts.labels);
      setText(parts.tree.status, t(step.finished ? 'load.status-done' : 'load.status', {
        n: step.n, c1: step.c1, c2: step.c2, step: step.step,
      }));
      renderTree(parts.tree, k, step, state);
      renderFigures(parts.tree.figs, step);
      parts.stepper.controls.render(controlsState(s, { speed: k.speed, pauseAtSolution: k.pauseAtSolution, allSolutions: true }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(step, {});
      parts.code.render(step, { template: state.template });
      renderEditor(parts.editor, k, options.limits, options.actions);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
