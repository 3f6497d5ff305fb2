//! How the shared tree panel (views/tree-panel.js: the node-link drawing, views/node-tree.js,
//! or the compact strips, views/tree.js) draws the flow shop's permutation tree: the
//! nodes are the core's tree with each choice replaced by its job (puzzle.js `nodesByJob`),
//! so an edge reads x2=3 (job 3 placed second) and a strip has one cell per job, the jobs
//! already placed left untried. Pure.

import { t } from '../../lib/i18n.js';

/** The strips' key. */
export const treeLegend = [
  ['placed', 'flow.tree-key-placed'],
  ['conflict', 'flow.tree-key-killed'],
  ['solution', 'flow.tree-key-leaf'],
  ['untried', 'flow.tree-key-untried'],
  ['path', 'tree.key-path'],
  ['tag', 'flow.tree-key-tag', '2'],
  ['root', 'tree.key-root'],
];

/** The flow shop's words in the shared node-link drawing's key (views/node-tree.js `nodeLegend`). */
export const treeNodeKeys = { pruned: 'flow.tree-key-pruned', edge: 'flow.tree-key-edge' };

/**
 * The tree's spec for a snapshot (views/tree.js `draw`'s without key and load): one cell
 * per job; the path is the order so far, the event's cell its job. `deaths` (job-path →
 * why, with numbers) names each killed node for screen readers and its tooltip.
 */
export function treeSpec(s, deaths = {}) {
  const e = s.event;
  return {
    width: s.n,
    cell: 12,
    levelLabel: (k) => t('flow.tree-level', { k }),
    attrs: (node) => ({ 'data-depth': node.depth, 'data-job': node.choice }),
    nodeLabel: (node) => {
      const why = deaths[node.step];
      const params = { t: node.depth, j: node.choice, step: node.step };
      return why ? t('flow.tree-node-killed', { ...params, why }) : t('flow.tree-node', params);
    },
    trace: {
      step: s.step,
      choices: s.order.slice(0, s.depth),
      event: e && { kind: e.kind, choice: e.job },
    },
    status: (seen, nodes) => t('flow.tree-status', { seen, nodes }),
    label: (seen, nodes) => t('flow.tree-label', { n: s.n, seen, nodes }),
  };
}

/** The note shown instead of a tree too large to draw: [i18n key, params, ask]. */
export function treeNote(tree, s) {
  return ['flow.tree-too-big', { n: s.n, max: tree.limit }, false];
}

/** The members the tree panel reads, as one object. */
export const compactTree = {
  treeLegend, treeNodeKeys, treeSpec, treeNote,
};
