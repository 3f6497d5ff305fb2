//! A tree lesson's view (css/tree-lesson.css): the introduction, the figure column the puzzle
//! builds, and beside it the shared stepper panel (views/stepper-panel.js), the code panel
//! (views/code-panel.js), the exercise panel and the instance's editor; with the parts such
//! a column and editor are made of: a figure (a label and its value), the tree drawn whole
//! or as the shared compact strips (views/tree-panel.js), the table of an instance's items.
//! A puzzle gives its prefix `p`: its testids start `p-`, its words' keys `p.`. Nothing is
//! inserted as HTML: every text goes in with textContent, every number in an input's value.

import { el, button, setText, setAttr } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { renderLabels } from './range-row.js';
import { controlsState } from './stepper-controls.js';
import { createStepperPanel } from './stepper-panel.js';
import { createCodePanelView } from './code-panel.js';
import { createTreePanelView } from './tree-panel.js';

/** The layout's class when the puzzle names none (css/tree-lesson.css). */
const TREE_LESSON = 'tree-lesson';

/** A label (i18n `key`) and its value, `testid` on the value: `{ row: [dt, dd], value }`. */
export function figure(labels, key, testid) {
  const label = el('dt');
  labels.push([label, key]);
  const value = el('dd', { testid });
  return { row: [label, value], value };
}

/** The list of the figures `figs` ({ name: figure }), kept in presentation mode. */
export function figureList(figs, className = 'tree-lesson-figures') {
  return el('dl', { className: `${className} present-keep` }, ...Object.values(figs).flatMap((f) => f.row));
}

/** Puts `text` in `input` unless it has the focus (what is typed there stays). */
export function keepValue(input, text) {
  if (document.activeElement !== input && input.value !== text) input.value = text;
}

/** The note under the instance's editor and what is wrong with the draft (`fault` text, '' for none). */
export function renderEditorNote(els, note, fault) {
  setText(els.note, note);
  setText(els.error, fault);
  els.error.hidden = !fault;
}

/**
 * The tree column of prefix `p`: status, heading, note, `before` (elements under the note),
 * the tree drawn whole (`drawn`: { root, legend, render(model, s) }) or the compact strips
 * of `puzzle` (testids `p-compact-…`, apart from the drawn tree's), the figures `figs`, the
 * drawn tree's key and, with `terms`, the solution vector's terms (`p-terms`, key `p.terms`).
 */
export function createTreeColumn(labels, actions, {
  prefix: p, drawn, puzzle, figs, before = [], terms = true,
}) {
  const heading = el('h2', { id: `${p}-tree-heading` });
  labels.push([heading, `${p}.tree-heading`]);
  const note = el('p', { className: 'note', testid: `${p}-tree-note` });
  const compactBox = el('div', { className: 'tree-lesson-compact lesson-figure' });
  const compact = createTreePanelView(compactBox, { puzzle, testidPrefix: `${p}-compact-`, actions });
  const after = [];
  if (terms) {
    const words = el('p', { className: `note tree-lesson-terms ${p}-terms`, testid: `${p}-terms` });
    labels.push([words, `${p}.terms`]);
    after.push(words);
  }
  const status = el('p', { className: 'board-status', testid: `${p}-status`, id: `${p}-status` });
  const section = el(
    'section',
    { className: 'board-column tree-lesson-column', 'aria-labelledby': heading.id },
    status, heading, note, ...before, drawn.root, compactBox, figureList(figs), drawn.legend, ...after,
  );
  return {
    section, status, heading, note, drawn, compactBox, compact, figs,
  };
}

/**
 * The column's tree at snapshot `s`: drawn whole when `whole`, else (with a `model`) the
 * compact strips in `style`; `note(whole)` gives the words above it (the compact strips'
 * panel has its own heading, so the column's is hidden then).
 */
export function renderColumnTree(parts, model, s, {
  whole, style, note,
}) {
  parts.drawn.root.hidden = !whole;
  parts.drawn.legend.hidden = !whole;
  parts.heading.hidden = !whole;
  parts.compactBox.hidden = whole;
  if (whole) {
    setText(parts.note, note(true));
    parts.drawn.render(model, s);
  } else if (model) {
    setText(parts.note, note(false));
    parts.compact.render(model, s, style);
  }
}

/**
 * The table of an instance's items of prefix `p`: head cells of the i18n keys `head` (and
 * one empty, over remove), its body `p-<items>`, one row per item with a number field per name of `fields`
 * (testid `p-<field>-<i>`, a change calls `actions.editItem(field, i, value)`), the cells
 * `extra()` gives after them, and remove (`p-remove-<i>`); Add (`p-add`, key `p.add`)
 * for the caller to place. Returns { table, add, render(draft, max, label(field, i), fill(row, i)) }:
 * the rows of `draft[fields[0]].length` items, each field's label, remove off for the last
 * one, Add off at `max`.
 */
export function createItemTable(labels, actions, {
  prefix: p, head, fields, items = 'items', extra = () => [], numberClass = 'item-editor-number',
}) {
  const cells = head.map((key) => {
    const th = el('th', { scope: 'col' });
    labels.push([th, key]);
    return th;
  });
  const body = el('tbody', { testid: `${p}-${items}` });
  const table = el('table', { className: 'item-editor-table' }, el('thead', {}, el('tr', {}, ...cells, el('th'))), body);
  const add = button(`${p}-add`);
  labels.push([add, `${p}.add`]);
  add.addEventListener('click', () => actions.addItem());
  const rows = [];
  const row = (i) => {
    const inputs = Object.fromEntries(fields.map((field) => {
      const node = el('input', {
        type: 'text', inputMode: 'numeric', className: numberClass, testid: `${p}-${field}-${i + 1}`, autocomplete: 'off',
      });
      node.addEventListener('change', () => actions.editItem(field, i, node.value));
      return [field, node];
    }));
    const more = extra();
    const remove = button(`${p}-remove-${i + 1}`, { className: 'item-editor-remove', text: '×' });
    remove.addEventListener('click', () => actions.removeItem(i));
    const name = el('th', { scope: 'row' });
    const tr = el('tr', {}, name, ...fields.map((f) => el('td', {}, inputs[f])), ...more, el('td', {}, remove));
    return {
      tr, name, inputs, extra: more, remove,
    };
  };
  return {
    table,
    add,
    render(draft, max, label, fill = () => {}) {
      const count = draft[fields[0]].length;
      while (rows.length < count) {
        rows.push(row(rows.length));
        body.append(rows.at(-1).tr);
      }
      while (rows.length > count) rows.pop().tr.remove();
      rows.forEach((r, i) => {
        setText(r.name, String(i + 1));
        for (const f of fields) {
          keepValue(r.inputs[f], draft[f][i]);
          setAttr(r.inputs[f], 'aria-label', label(f, i));
        }
        fill(r, i);
        setAttr(r.remove, 'aria-label', t(`${p}.remove`, { i: i + 1 }));
        r.remove.disabled = count <= 1;
      });
      add.disabled = count >= max;
    },
  };
}

/**
 * The editor panel of prefix `p` (`p-editor`, classes `tree-lesson-editor p-editor`, heading `key`, id `id`):
 * `children` under the heading, then the note (`p-editor-note`) and what is wrong with
 * the draft (`p-editor-error`). Returns { section, els: { note, error } }.
 */
export function createEditorPanel(labels, { prefix: p, id, key }, ...children) {
  const heading = el('h2', { id });
  labels.push([heading, key]);
  const els = {
    note: el('p', { className: 'note', testid: `${p}-editor-note` }),
    error: el('p', { className: 'item-editor-error', testid: `${p}-editor-error`, role: 'alert' }),
  };
  const section = el(
    'section',
    { className: `panel tree-lesson-editor ${p}-editor`, 'aria-labelledby': id, 'data-testid': `${p}-editor` },
    heading, ...children, els.note, els.error,
  );
  return { section, els };
}

/**
 * The lesson view of puzzle `id` in `root` (its section), prefix `p`, stepped as `puzzle`
 * (puzzles/contract.js: its words and code). `options`: the puzzle's `actions`, the wasm
 * `limits`, `exercise(section)` (builds its exercise panel) and `exerciseLink(state)` (the
 * panel's result link). `spec`:
 * - `layoutClass`: the layout's classes beside `layout` (`tree-lesson`); the introduction's
 *   are `intro tree-lesson-intro p-intro`;
 * - `reveal`: the testid of the figure a step brings into view (`p-tree-nodes`, the tree drawn whole);
 * - `column(labels, actions)`: the figure column, `{ section, status, … }`;
 * - `editor(labels, actions)`: the instance's editor, `{ section, els }`;
 * - `status(step)`: the status line's words;
 * - `render(parts, state, step)`: draws the column (`parts.column`) at the snapshot;
 * - `renderEditor(parts.editor, state, step)`; `codeOptions(step)`: more for the code panel.
 * Returns `{ render(state) }`: draws `state[id]` while `state.puzzle` is `id`, else keeps
 * the view hidden; the view is built the first time it is shown. The root is marked
 * `tree-lesson-view` (css/tree-lesson.css).
 */
export function createTreeLessonView(root, options, spec) {
  const { id, prefix: p, puzzle } = spec;
  const reveal = spec.reveal ?? `${p}-tree-nodes`;
  root.classList.add('tree-lesson-view');
  const build = () => {
    const labels = [];
    const intro = el('p', { className: `intro tree-lesson-intro ${p}-intro` });
    labels.push([intro, `${p}.intro`]);
    const column = spec.column(labels, options.actions);
    const stepper = createStepperPanel(labels, {
      puzzle, prefix: `${p}-`, actions: options.actions, reveal: () => document.querySelector(`[data-testid="${reveal}"]`),
    });
    const codeSection = el('section', { className: 'panel code-panel' });
    const code = createCodePanelView(codeSection, { puzzle, testidPrefix: `${p}-`, dock: stepper.controls.els.dock });
    const editor = spec.editor(labels, options.actions);
    const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
    const exerciseSection = el('section', { className: `panel ${p}-exercise-panel` });
    const side = el('div', { className: 'side-column' }, lesson, exerciseSection, editor.section);
    root.replaceChildren(intro, el('div', { className: `layout ${spec.layoutClass ?? TREE_LESSON}` }, column.section, side));
    return {
      labels, column, stepper, code, editor: editor.els, exercise: options.exercise(exerciseSection),
    };
  };
  let parts = null;
  return {
    render(state) {
      const s = state.steppers[id];
      const shown = state.puzzle === id && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build();
      const k = state[id];
      const step = s.snapshot;
      renderLabels(parts.labels);
      setText(parts.column.status, spec.status(step));
      spec.render(parts, state, step);
      parts.stepper.controls.render(controlsState(s, { speed: k.speed, pauseAtSolution: k.pauseAtSolution, allSolutions: true }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(step, {});
      parts.code.render(step, { template: state.template, ...spec.codeOptions?.(step) });
      spec.renderEditor(parts.editor, state, step);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
