//! The combinations (组合输出) as a view of its own: the solution-space tree (node by node
//! up to DRAWN_MAX_NODES nodes: puzzles/combinations/tree-view.js; the shared compact
//! strips beyond), x so far, the bound switch with the nodes the search generates with and
//! without it, the result (`puzzle-result`: the combinations output so far, as the notes
//! print them), the solution vector and its explicit and implicit constraints, the editor
//! of n and r, and the shared stepper views (controls, counters, event log, code panel:
//! parameterised by puzzles/combinations/puzzle.js). It reads `state.combinations`
//! (puzzles/combinations/actions.js) and calls the combinations' actions; it is built the
//! first time the puzzle is shown. Nothing from the link is inserted as HTML: every text
//! goes in with textContent, every number in an input's value.

import { el, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import createPuzzle, { partialX, result } from './puzzle.js';
import { compactTree } from './compact.js';
import { DRAWN_MAX_NODES } from './tree.js';
import { renderLabels } from '../../views/range-row.js';
import { controlsState } from '../../views/stepper-controls.js';
import { createStepperPanel } from '../../views/stepper-panel.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';
import { createCombinationsTree } from './tree-view.js';

const P = 'comb-';
const puzzle = { ...createPuzzle(), ...compactTree };

/** A label and its value, `testid` on the value. */
function figure(labels, key, testid) {
  const label = el('dt');
  labels.push([label, key]);
  const value = el('dd', { testid });
  return { row: [label, value], value };
}

/** The bound switch: a checkbox with its label (`comb-bound`). */
function boundSwitch(labels, actions) {
  const input = el('input', { type: 'checkbox', id: 'comb-bound', testid: 'comb-bound' });
  input.addEventListener('change', () => actions.setBound(input.checked));
  const text = el('span');
  labels.push([text, 'comb.bound-switch']);
  return { root: el('label', { className: 'comb-bound', for: 'comb-bound' }, input, text), input };
}

/** The tree column: status, the tree (drawn or compact), the bound switch, x, the output. */
function buildTreeColumn(labels, actions) {
  const heading = el('h2', { id: 'comb-tree-heading' });
  labels.push([heading, 'comb.tree-heading']);
  const note = el('p', { className: 'note', testid: 'comb-tree-note' });
  const drawn = createCombinationsTree((step) => actions.seek(step));
  const compactBox = el('div', { className: 'tree-lesson-compact lesson-figure' });
  // The compact strips keep their testids apart from the drawn tree's (`comb-compact-tree`, …).
  const compact = createTreePanelView(compactBox, { puzzle, testidPrefix: 'comb-compact-', actions });
  const bound = boundSwitch(labels, actions);
  const compare = el('p', { className: 'note comb-compare', testid: 'comb-nodes-compare' });
  const figs = {
    x: figure(labels, 'comb.cur-x', 'comb-x'),
    result: figure(labels, 'comb.result', 'puzzle-result'),
  };
  const numbers = el('dl', { className: 'tree-lesson-figures present-keep' }, ...Object.values(figs).flatMap((f) => f.row));
  const terms = el('p', { className: 'note tree-lesson-terms comb-terms', testid: 'comb-terms' });
  labels.push([terms, 'comb.terms']);
  const section = el(
    'section',
    { className: 'board-column tree-lesson-column', 'aria-labelledby': 'comb-tree-heading' },
    el('p', { className: 'board-status', testid: 'comb-status', id: 'comb-status' }),
    heading, note, el('div', { className: 'comb-bound-row present-keep' }, bound.root, compare),
    drawn.root, compactBox, numbers, drawn.legend, terms,
  );
  return {
    section, heading, note, drawn, compactBox, compact, figs, bound, compare, status: section.firstChild,
  };
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
  const heading = el('h2', { id: 'comb-editor-heading' });
  labels.push([heading, 'comb.editor-heading']);
  const n = numberField(labels, actions, 'n');
  const r = numberField(labels, actions, 'r');
  const els = {
    n: n.input, r: r.input,
    note: el('p', { className: 'note', testid: 'comb-editor-note' }),
    error: el('p', { className: 'item-editor-error', testid: 'comb-editor-error', role: 'alert' }),
  };
  const section = el(
    'section',
    { className: 'panel comb-editor', 'aria-labelledby': 'comb-editor-heading', 'data-testid': 'comb-editor' },
    heading, el('div', { className: 'comb-field-row' }, n.root, r.root), els.note, els.error,
  );
  return { section, els };
}

/** The stepper panel (views/stepper-panel.js); a step brings the tree into view. */
function buildStepperPanel(labels, actions) {
  return createStepperPanel(labels, {
    puzzle, prefix: P, actions, reveal: () => document.querySelector('[data-testid="comb-tree-nodes"]'),
  });
}

/** Builds the view in `root`; returns its parts. */
function build(root, { actions, exercise }) {
  const labels = [];
  const intro = el('p', { className: 'intro tree-lesson-intro comb-intro' });
  labels.push([intro, 'comb.intro']);
  const tree = buildTreeColumn(labels, actions);
  const stepper = buildStepperPanel(labels, actions);
  const codeSection = el('section', { className: 'panel code-panel' });
  const code = createCodePanelView(codeSection, { puzzle, testidPrefix: P, dock: stepper.controls.els.dock });
  const editor = buildEditor(labels, actions);
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const exerciseSection = el('section', { className: 'panel comb-exercise-panel' });
  const side = el('div', { className: 'side-column' }, lesson, exerciseSection, editor.section);
  root.replaceChildren(intro, el('div', { className: 'layout tree-lesson comb-layout' }, tree.section, side));
  return {
    labels, tree, stepper, code, editor: editor.els, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

/** The editor's fields for the draft (a focused field keeps what is typed) and its fault. */
function renderEditor(els, k, limits) {
  const keep = (input, text) => {
    if (document.activeElement !== input && input.value !== text) input.value = text;
  };
  keep(els.n, k.draft.n);
  keep(els.r, k.draft.r);
  setText(els.note, t('comb.editor-note', { max: limits.combMaxN }));
  const fault = k.draftError;
  setText(els.error, fault ? t(fault.key, fault.params) : '');
  els.error.hidden = !fault;
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

/** The tree: drawn node by node when small enough, else the shared compact strips. */
function renderTree(parts, k, s, state) {
  const drawn = k.tree?.drawn === true;
  parts.drawn.root.hidden = !drawn;
  parts.drawn.legend.hidden = !drawn;
  // The compact strips' panel has its own heading.
  parts.heading.hidden = !drawn;
  parts.compactBox.hidden = drawn;
  if (drawn) {
    setText(parts.note, t('comb.tree-note', { total: k.tree.nodes.length + 1 }));
    parts.drawn.render(k.tree, s);
  } else if (k.tree) {
    setText(parts.note, t('comb.compact-note', { max: groupDigits(DRAWN_MAX_NODES) }));
    parts.compact.render(k.tree, s, state.treeStyle);
  }
  parts.bound.input.checked = s.bound;
  setText(parts.compare, t('comb.nodes-compare', { with: s.nodesWith, without: s.nodesWithout }));
}

/**
 * The combinations' view in `root` (the `combinations-view` section). `actions` are its own
 * (puzzles/combinations/actions.js); `limits` the wasm `limits()`; `exercise(section)`
 * builds its exercise panel (puzzles/combinations/exercise-panel.js) and
 * `exerciseLink(state)` gives the panel's result link. Returns `{ render(state) }`: draws
 * `state.combinations` while `state.puzzle` is 'combinations', else keeps the view hidden.
 */
export function createCombinationsView(root, options) {
  let parts = null;
  return {
    render(state) {
      const s = state.steppers.combinations;
      const shown = state.puzzle === 'combinations' && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, options);
      const k = state.combinations;
      const step = s.snapshot;
      renderLabels(parts.labels);
      setText(parts.tree.status, t(step.finished ? 'comb.status-done' : 'comb.status', {
        n: step.n, r: step.r, step: step.step,
      }));
      renderTree(parts.tree, k, step, state);
      renderFigures(parts.tree.figs, step);
      parts.stepper.controls.render(controlsState(s, { speed: k.speed, pauseAtSolution: k.pauseAtSolution, allSolutions: true }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(step, {});
      parts.code.render(step, { template: state.template, bound: step.bound });
      renderEditor(parts.editor, k, options.limits);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
