//! How the shared tree panel (views/tree-panel.js, compact strips) draws the combinations'
//! tree beyond DRAWN_MAX_NODES nodes: one strip of n cells per live node the search
//! generates (the values 1…n it tries), as the knight's tree. Pure.

import { groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';
import { traceOf } from './tree.js';

/** The strips' key. */
export const treeLegend = [
  ['placed', 'comb.tree-key-taken'],
  ['conflict', 'comb.tree-key-killed'],
  ['solution', 'comb.tree-key-leaf'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
  ['tag', 'comb.tree-key-tag', '2'],
  ['root', 'tree.key-root'],
];

/** The combinations' words in the shared node-link drawing's key (views/node-tree.js `nodeLegend`). */
export const treeNodeKeys = { pruned: 'comb.tree-key-pruned', edge: 'comb.tree-key-edge' };

/** The strips' spec for a snapshot. */
export function treeSpec(s) {
  return {
    width: s.n,
    cell: 12,
    levelLabel: (k) => `x${k}`,
    attrs: (node) => ({ 'data-depth': node.depth, 'data-value': node.choice }),
    trace: traceOf(s),
    status: (seen, nodes) => t('comb.tree-status', { seen, nodes }),
    label: (seen, nodes) => t('comb.tree-status', { seen, nodes }),
  };
}

/** The note shown instead of a tree too large to draw: [i18n key, params, ask]. */
export function treeNote(tree, s) {
  return ['comb.tree-too-big', { n: s.n, max: groupDigits(tree.limit) }, false];
}

/** The members the tree panel reads, as one object. */
export const compactTree = {
  treeLegend, treeNodeKeys, treeSpec, treeNote,
};
