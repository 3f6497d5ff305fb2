//! Batch job scheduling's part of the page state (`state.flowshop`) and the user intents
//! that change it: the instance (edited in the editor, or opened from a link), the search
//! (engine/search-loop.js on the flow shop module's `new_stepper`) and the tree worked out
//! per instance. The view (puzzles/flowshop/view.js) only reads the slice and calls these
//! actions.

import {
  killNumbers, newStepper, nodesByJob, packedTree,
} from './puzzle.js';
import { treeNodes } from '../../views/tree-layout.js';
import { readTyped } from '../../lib/typed.js';
import { createInstanceActions, instanceState, itemTableIntents } from '../../app/instance-actions.js';

/** The tree drawn: every node the search generates, up to this many (7 jobs: 13,699 at most). */
export const TREE_MAX_NODES = 20000;

/** Up to this many jobs the tree opens node by node (4 jobs: 64 nodes at most), beyond as strips: a drawing policy. */
export const NODE_LINK_MAX_JOBS = 4;

/**
 * The slice at start, on `textbook` (the instance a bare `puzzle=flowshop` opens, from the
 * core: src/puzzles/flowshop/lib.rs). Shape: `{ t1, t2 }` the instance searched, `draft`
 * the editor's texts `{ t1: [string], t2: [string] }` and `draftError` (`{ key, params }`,
 * or null: the last good instance is kept), `tree` (see `treeOf`), `treePicked` (whether
 * the user chose the tree's drawing), `speed`, `pauseAtSolution`.
 */
export function flowshopState(textbook) {
  return { ...instanceState(textbook, draftOf), treePicked: false };
}

/** The editor's texts for an instance. */
function draftOf({ t1, t2 }) {
  return { t1: t1.map(String), t2: t2.map(String) };
}

/**
 * The tree of `instance` for the shared tree panel: `{ key, size: 'small', nodes, deaths }`
 * (the core's nodes with their jobs, puzzle.js `nodesByJob`; `deaths` the killed nodes
 * `{ step, path, why }`, the numbers read from the core's event at that step), or
 * `{ key, size: 'huge', limit }` beyond TREE_MAX_NODES.
 */
function treeOf(instance) {
  const key = `${instance.t1.join('-')}|${instance.t2.join('-')}`;
  const packed = packedTree(instance, TREE_MAX_NODES);
  if (!packed) return { key, size: 'huge', nodes: null, limit: TREE_MAX_NODES };
  const nodes = nodesByJob(instance.t1.length, treeNodes(packed));
  const probe = newStepper(null, instance);
  const paths = [];
  const deaths = [];
  nodes.forEach((node, i) => {
    paths[i] = node.parent === null ? [node.choice] : [...paths[node.parent], node.choice];
    if (node.placed) return;
    const { event } = probe.seek(node.step);
    deaths.push({ step: node.step, path: paths[i], why: killNumbers(event), f: event.f, best: event.best });
  });
  probe.free();
  return {
    key, size: 'small', nodes, deaths,
  };
}

/**
 * The editor's texts as an instance, or the first fault `{ key, params }` against `limits`
 * (job by job, machine 1 first); full-width digits are digits (NFKC, lib/typed.js).
 */
export function readDraft(draft, limits) {
  const whole = (text) => {
    const digits = readTyped(text).trim();
    return /^\d+$/.test(digits) && Number(digits) >= 1 && Number(digits) <= limits.flowMaxTime ? Number(digits) : null;
  };
  const t1 = draft.t1.map(whole);
  const t2 = draft.t2.map(whole);
  for (let i = 0; i < t1.length; i += 1) {
    for (const [m, times] of [[1, t1], [2, t2]]) {
      if (times[i] === null) return { fault: { key: 'flow.editor-bad', params: { i: i + 1, m, max: limits.flowMaxTime } } };
    }
  }
  return { instance: { t1, t2 } };
}

/** The job editor's intents, and the tree's style, which then stays as the user chose it. */
function editorIntents(ctx) {
  const { store, change } = ctx;
  return {
    ...itemTableIntents({ columns: ['t1', 't2'], added: { t1: '2', t2: '2' }, max: (limits) => limits.flowMaxJobs })(ctx),
    setTreeStyle(style) {
      change({ treePicked: true });
      store.update({ treeStyle: style === 'nodes' ? 'nodes' : 'strips' });
      store.flush();
    },
  };
}

/**
 * Batch job scheduling's actions on `store` (`store.state.flowshop` its slice;
 * app/instance-actions.js). `deps` = { limits (wasm `limits()`: flowMaxJobs, flowMaxTime),
 * textbook (the instance `{ t1, t2 }` a bare `puzzle=flowshop` link opens),
 * onError(message), userAction(), navigate() }. Each user intent ends with `store.flush()`.
 */
export function createFlowshopActions(store, deps) {
  return createInstanceActions(store, deps, {
    id: 'flowshop',
    fields: ['t1', 't2'],
    newStepper: (size) => newStepper(null, size),
    draftOf,
    readDraft,
    derived: (instance) => ({ tree: treeOf(instance) }),
  }, editorIntents);
}
