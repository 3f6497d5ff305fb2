//! Batch job scheduling (批处理作业调度) as a view of its own (the shared lesson view:
//! views/tree-lesson-view.js): the two machines' Gantt chart
//! (puzzles/flowshop/gantt.js) with F₁, F₂ and the partial f, the best so far bestf, the
//! result (`puzzle-result`: bestf and its order), the permutation tree (the shared tree
//! panel: node by node up to 4 jobs, compact strips beyond, puzzles/flowshop/compact.js),
//! the nodes the bound killed with their numbers, the solution vector and its explicit and
//! implicit constraints, the editor of the jobs, and the shared stepper views
//! (parameterised by puzzles/flowshop/puzzle.js). It reads `state.flowshop`
//! (puzzles/flowshop/actions.js) and calls its actions.

import { el, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import createPuzzle, { bestText, result } from './puzzle.js';
import { compactTree, treeSpec } from './compact.js';
import { createGantt } from './gantt.js';
import { NODE_LINK_MAX_JOBS } from './actions.js';
import { createTreePanelView } from '../../views/tree-panel.js';
import {
  figure, figureList, renderEditorNote, createItemTable, createEditorPanel, createTreeLessonView,
} from '../../views/tree-lesson-view.js';

const P = 'flow-';
const base = { ...createPuzzle(), ...compactTree };

/** The figure column: status, the Gantt chart, the best and the result, the tree, the deaths, the terms. */
function buildFigureColumn(labels, actions, deathsOf) {
  const gantt = createGantt();
  const figs = {
    best: figure(labels, 'flow.best', 'flow-best'),
    result: figure(labels, 'flow.result', 'puzzle-result'),
  };
  const numbers = figureList(figs, 'tree-lesson-figures flow-figures');
  const treeBox = el('div', { className: 'flow-tree-box' });
  const puzzle = { ...base, treeSpec: (s) => treeSpec(s, deathsOf()) };
  const tree = createTreePanelView(treeBox, { puzzle, testidPrefix: P, actions });
  const treeNote = el('p', { className: 'note flow-tree-note', testid: 'flow-tree-about' });
  labels.push([treeNote, 'flow.tree-note']);
  const deathsHeading = el('h3', { id: 'flow-deaths-heading' });
  labels.push([deathsHeading, 'flow.deaths-heading']);
  const deaths = el('ul', { className: 'flow-deaths', testid: 'flow-deaths', 'aria-labelledby': 'flow-deaths-heading' });
  const terms = el('p', { className: 'note tree-lesson-terms flow-terms', testid: 'flow-terms' });
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

/** The editor: a table of the jobs' times, Add, and what is wrong with the draft. */
function buildEditor(labels, actions) {
  const jobs = createItemTable(labels, actions, {
    prefix: 'flow', items: 'jobs', head: ['flow.job', 'flow.t1', 'flow.t2'], fields: ['t1', 't2'],
  });
  const { section, els } = createEditorPanel(
    labels,
    { prefix: 'flow', id: 'flow-jobs-heading', key: 'flow.jobs-heading' },
    jobs.table,
    el('div', { className: 'item-editor-row' }, jobs.add),
  );
  return { section, els: { ...els, jobs } };
}

// ---- Render ----------------------------------------------------------------------------

/** The editor's rows for the draft; a focused field keeps what is typed. */
function renderEditor(els, k, limits) {
  els.jobs.render(k.draft, limits.flowMaxJobs, (field, i) => t(`flow.field-${field}`, { i: i + 1 }));
  const fault = k.draftError;
  renderEditorNote(els, t('flow.editor-note', { max: limits.flowMaxTime, jobs: limits.flowMaxJobs }), fault ? t(fault.key, fault.params) : '');
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
  let deathsByStep = {};
  return createTreeLessonView(root, options, {
    id: 'flowshop',
    prefix: 'flow',
    puzzle: base,
    layoutClass: 'flow-layout',
    reveal: 'flow-gantt',
    column: (labels, actions) => buildFigureColumn(labels, actions, () => deathsByStep),
    editor: buildEditor,
    status: (step) => t(step.finished ? 'flow.status-done' : 'flow.status', { n: step.n, step: step.step }),
    render(parts, state, step) {
      const k = state.flowshop;
      const { column } = parts;
      deathsByStep = Object.fromEntries((k.tree?.deaths ?? []).map((d) => [d.step, d.why]));
      column.gantt.render(step);
      renderFigures(column.figs, step);
      if (k.tree) {
        const small = step.n <= NODE_LINK_MAX_JOBS;
        const style = k.treePicked || !small ? state.treeStyle : 'nodes';
        column.tree.render(k.tree, step, style);
      }
      renderDeaths(column.deaths, k.tree, step);
    },
    renderEditor: (els, state) => renderEditor(els, state.flowshop, options.limits),
  });
}
