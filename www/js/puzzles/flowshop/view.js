//! Batch job scheduling (批处理作业调度) as a view of its own: the two machines' Gantt chart
//! (puzzles/flowshop/gantt.js) with F₁, F₂ and the partial f, the best so far bestf, the
//! result (`puzzle-result`: bestf and its order), the permutation tree (the shared tree
//! panel: node by node up to 4 jobs, compact strips beyond, puzzles/flowshop/compact.js),
//! the nodes the bound killed with their numbers, the solution vector and its explicit and
//! implicit constraints, the editor of the jobs, and the shared stepper views (controls,
//! counters, event log, code panel: parameterised by puzzles/flowshop/puzzle.js). It reads
//! `state.flowshop` (puzzles/flowshop/actions.js) and calls its actions; it is built the
//! first time the puzzle is shown. Nothing from the link is inserted as HTML: every text
//! goes in with textContent, every number in an input's value.

import { el, button, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import createPuzzle, { bestText, result } from './puzzle.js';
import { compactTree, treeSpec } from './compact.js';
import { createGantt } from './gantt.js';
import { NODE_LINK_MAX_JOBS } from './actions.js';
import { renderLabels } from '../../views/range-row.js';
import { controlsState, createStepperControlsView } from '../../views/stepper-controls.js';
import { createCountersView } from '../../views/stepper-counters.js';
import { createEventLogView } from '../../views/event-log.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';

const P = 'flow-';
const base = { ...createPuzzle(), ...compactTree };

/** A label and its value, `testid` on the value. */
function figure(labels, key, testid) {
  const label = el('dt');
  labels.push([label, key]);
  const value = el('dd', { testid });
  return { row: [label, value], value };
}

/** The figure column: status, the Gantt chart, the best and the result, the tree, the deaths, the terms. */
function buildFigureColumn(labels, actions, deathsOf) {
  const gantt = createGantt();
  const figs = {
    best: figure(labels, 'flow.best', 'flow-best'),
    result: figure(labels, 'flow.result', 'puzzle-result'),
  };
  const numbers = el('dl', { className: 'flow-figures present-keep' }, ...Object.values(figs).flatMap((f) => f.row));
  const treeBox = el('div', { className: 'flow-tree-box' });
  const puzzle = { ...base, treeSpec: (s) => treeSpec(s, deathsOf()) };
  const tree = createTreePanelView(treeBox, { puzzle, testidPrefix: P, actions });
  const treeNote = el('p', { className: 'note flow-tree-note', testid: 'flow-tree-about' });
  labels.push([treeNote, 'flow.tree-note']);
  const deathsHeading = el('h3', { id: 'flow-deaths-heading' });
  labels.push([deathsHeading, 'flow.deaths-heading']);
  const deaths = el('ul', { className: 'flow-deaths', testid: 'flow-deaths', 'aria-labelledby': 'flow-deaths-heading' });
  const terms = el('p', { className: 'note flow-terms', testid: 'flow-terms' });
  labels.push([terms, 'flow.terms']);
  const status = el('p', { className: 'board-status', testid: 'flow-status', id: 'flow-status' });
  const section = el(
    'section',
    { className: 'board-column flow-column', 'aria-labelledby': 'flow-status' },
    status, gantt.root, numbers, treeBox, treeNote, deathsHeading, deaths, terms,
  );
  return {
    section, status, gantt, figs, tree, deaths,
  };
}

/** One row of the editor: the job's number, its two times, remove. */
function jobRow(i, actions) {
  const input = (field) => {
    const box = el('input', {
      type: 'text', inputMode: 'numeric', className: 'flow-number', testid: `flow-${field}-${i + 1}`, autocomplete: 'off',
    });
    box.addEventListener('change', () => actions.editItem(field, i, box.value));
    return box;
  };
  const t1 = input('t1');
  const t2 = input('t2');
  const remove = button(`flow-remove-${i + 1}`, { className: 'flow-remove', text: '×' });
  remove.addEventListener('click', () => actions.removeItem(i));
  const name = el('th', { scope: 'row' });
  return {
    tr: el('tr', {}, name, el('td', {}, t1), el('td', {}, t2), el('td', {}, remove)), name, t1, t2, remove,
  };
}

/** The editor: a table of the jobs' times, Add, and what is wrong with the draft. */
function buildEditor(labels, actions) {
  const heading = el('h2', { id: 'flow-jobs-heading' });
  labels.push([heading, 'flow.jobs-heading']);
  const head = ['flow.job', 'flow.t1', 'flow.t2'].map((key) => {
    const th = el('th', { scope: 'col' });
    labels.push([th, key]);
    return th;
  });
  const body = el('tbody', { testid: 'flow-jobs' });
  const table = el('table', { className: 'flow-jobs' }, el('thead', {}, el('tr', {}, ...head, el('th'))), body);
  const add = button('flow-add');
  labels.push([add, 'flow.add']);
  add.addEventListener('click', () => actions.addItem());
  const els = {
    body, add, rows: [],
    note: el('p', { className: 'note', testid: 'flow-editor-note' }),
    error: el('p', { className: 'flow-editor-error', testid: 'flow-editor-error', role: 'alert' }),
  };
  const section = el(
    'section',
    { className: 'panel flow-editor', 'aria-labelledby': 'flow-jobs-heading', 'data-testid': 'flow-editor' },
    heading, table, el('div', { className: 'flow-add-row' }, add), els.note, els.error,
  );
  return { section, els };
}

function buildStepperPanel(labels, actions) {
  const heading = el('h2', { id: 'flow-stepper-heading' });
  labels.push([heading, base.words.heading]);
  const section = el('section', { className: 'panel stepper-panel', 'aria-labelledby': 'flow-stepper-heading' }, heading);
  const controls = createStepperControlsView(section, {
    puzzle: base, testidPrefix: P, actions, reveal: () => document.querySelector('[data-testid="flow-gantt"]'),
  });
  const log = createEventLogView(controls.els.logSlot, { puzzle: base, testidPrefix: P, actions });
  const counters = createCountersView(controls.els.slot, { puzzle: base, testidPrefix: P });
  return {
    section, controls, log, counters,
  };
}

/** Builds the view in `root`; returns its parts. */
function build(root, { actions, exercise }, deathsOf) {
  const labels = [];
  const intro = el('p', { className: 'intro flow-intro' });
  labels.push([intro, 'flow.intro']);
  const figures = buildFigureColumn(labels, actions, deathsOf);
  const stepper = buildStepperPanel(labels, actions);
  const codeSection = el('section', { className: 'panel code-panel' });
  const code = createCodePanelView(codeSection, { puzzle: base, testidPrefix: P, dock: stepper.controls.els.dock });
  const editor = buildEditor(labels, actions);
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const exerciseSection = el('section', { className: 'panel flow-exercise-panel' });
  const side = el('div', { className: 'side-column' }, lesson, exerciseSection, editor.section);
  root.replaceChildren(intro, el('div', { className: 'layout flow-layout' }, figures.section, side));
  return {
    labels, figures, stepper, code, editor: editor.els, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

/** The editor's rows for the draft (rebuilt when the number of jobs changes); a focused field keeps what is typed. */
function renderEditor(els, k, limits, actions) {
  const { draft } = k;
  while (els.rows.length < draft.t1.length) {
    const row = jobRow(els.rows.length, actions);
    els.rows.push(row);
    els.body.append(row.tr);
  }
  while (els.rows.length > draft.t1.length) els.rows.pop().tr.remove();
  const keep = (input, text) => {
    if (document.activeElement !== input && input.value !== text) input.value = text;
  };
  els.rows.forEach((row, i) => {
    setText(row.name, String(i + 1));
    keep(row.t1, draft.t1[i]);
    keep(row.t2, draft.t2[i]);
    setAttr(row.t1, 'aria-label', t('flow.field-t1', { i: i + 1 }));
    setAttr(row.t2, 'aria-label', t('flow.field-t2', { i: i + 1 }));
    setAttr(row.remove, 'aria-label', t('flow.remove', { i: i + 1 }));
    row.remove.disabled = draft.t1.length <= 1;
  });
  els.add.disabled = draft.t1.length >= limits.flowMaxJobs;
  setText(els.note, t('flow.editor-note', { max: limits.flowMaxTime, jobs: limits.flowMaxJobs }));
  const fault = k.draftError;
  setText(els.error, fault ? t(fault.key, fault.params) : '');
  els.error.hidden = !fault;
}

/** The best so far and the result with its hooks. */
function renderFigures(figs, s) {
  setAttr(figs.best.value, 'data-value', s.found ? String(s.best) : '');
  setText(figs.best.value, s.found ? t('flow.best-value', { best: s.best, x: `(${s.bestX.join(', ')})` }) : t('flow.best-none'));
  const r = result(s);
  const node = figs.result.value;
  setAttr(node, 'data-best', r.best);
  setAttr(node, 'data-x', r.x);
  setAttr(node, 'data-count', String(r.count));
  setAttr(node, 'data-done', String(r.done));
  setText(node, r.done && s.found ? t('flow.result-done', { best: s.best, x: `(${s.bestX.join(', ')})` }) : t('flow.result-pending'));
}

/** The nodes the bound has killed up to this step, each with its order and numbers. */
function renderDeaths(list, tree, s) {
  const shown = (tree?.deaths ?? []).filter((d) => d.step <= s.step);
  const key = `${tree?.key}|${shown.length}|${t('flow.deaths-none')}`;
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  if (!shown.length) {
    list.replaceChildren(el('li', { className: 'note' }, t('flow.deaths-none')));
    return;
  }
  list.replaceChildren(...shown.map((d) => el('li', { 'data-step': d.step, testid: 'flow-death' }, t('flow.death', {
    x: `(${d.path.join(', ')})`, f: d.f, best: bestText(d.best),
  }))));
}

/**
 * Batch job scheduling's view in `root` (the `flowshop-view` section). `actions` are its own
 * (puzzles/flowshop/actions.js); `limits` the wasm `limits()`; `exercise(section)` builds
 * its exercise panel (puzzles/flowshop/exercise-panel.js) and `exerciseLink(state)` gives
 * the panel's result link. Returns `{ render(state) }`: draws `state.flowshop` while
 * `state.puzzle` is 'flowshop', else keeps the view hidden.
 */
export function createFlowshopView(root, options) {
  let parts = null;
  let deathsByStep = {};
  return {
    render(state) {
      const s = state.steppers.flowshop;
      const shown = state.puzzle === 'flowshop' && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, options, () => deathsByStep);
      const k = state.flowshop;
      const step = s.snapshot;
      deathsByStep = Object.fromEntries((k.tree?.deaths ?? []).map((d) => [d.step, d.why]));
      renderLabels(parts.labels);
      setText(parts.figures.status, t(step.finished ? 'flow.status-done' : 'flow.status', { n: step.n, step: step.step }));
      parts.figures.gantt.render(step);
      renderFigures(parts.figures.figs, step);
      if (k.tree) {
        const small = step.n <= NODE_LINK_MAX_JOBS;
        const style = k.treePicked || !small ? state.treeStyle : 'nodes';
        parts.figures.tree.render(k.tree, step, style);
      }
      renderDeaths(parts.figures.deaths, k.tree, step);
      parts.stepper.controls.render(controlsState(s, { speed: k.speed, pauseAtSolution: k.pauseAtSolution, allSolutions: true }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(step, {});
      parts.code.render(step, { template: state.template });
      renderEditor(parts.editor, k, options.limits, options.actions);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
