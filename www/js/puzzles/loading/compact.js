//! How the shared tree panel (views/tree-panel.js, compact strips) draws the loading's
//! tree for more than 4 items: one strip of two cells per node the search generates (take,
//! skip), as the knight's tree (puzzles/knight/puzzle.js `treeSpec`). Pure.

import { groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';

/** The strips' key. */
export const treeLegend = [
  ['placed', 'load.tree-key-take'],
  ['conflict', 'load.tree-key-killed'],
  ['solution', 'load.tree-key-leaf'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
  ['tag', 'load.tree-key-tag', '2'],
  ['root', 'tree.key-root'],
];

/** The loading problem's words in the shared node-link drawing's key (views/node-tree.js `nodeLegend`). */
export const treeNodeKeys = { pruned: 'load.tree-key-pruned', edge: 'load.tree-key-edge' };

/** The strips' spec for a snapshot (tree.js `draw`'s without key and load). */
export function treeSpec(s) {
  const e = s.event;
  return {
    width: 2,
    cell: 12,
    levelLabel: (k) => t('load.tree-level', { k }),
    attrs: (node) => ({ 'data-depth': node.depth, 'data-x': node.choice === 1 ? 1 : 0 }),
    trace: {
      step: s.step,
      choices: s.taken.map((x) => (x ? 1 : 2)),
      event: e && { kind: e.kind, choice: e.take ? 1 : 2 },
    },
    status: (seen, nodes) => t('load.tree-status', { seen, nodes }),
    label: (seen, nodes) => t('load.tree-status', { seen, nodes }),
  };
}

/** The note shown instead of a tree too large to draw: [i18n key, params, ask]. */
export function treeNote(tree, s) {
  return ['load.tree-too-big', { n: s.n, max: groupDigits(tree.limit) }, false];
}

/** The members the tree panel reads, as one object. */
export const compactTree = {
  treeLegend, treeNodeKeys, treeSpec, treeNote,
};
