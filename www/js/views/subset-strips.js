//! How the shared tree panel (views/tree-panel.js, compact strips) draws a subset tree too
//! large to draw whole (views/subset-tree-layout.js `COMPLETE_TREE_MAX_ITEMS`): one strip of
//! two cells per node the search generates (x = 1, x = 0). A puzzle gives its words' prefix.
//! Pure.

import { groupDigits } from '../lib/format.js';
import { t } from '../lib/i18n.js';

/**
 * The tree panel's members for a subset-tree puzzle whose words are `<p>.tree-…`
 * (`key-take`, `key-killed`, `key-leaf`, `key-tag`, `key-pruned`, `key-edge`, `level`,
 * `status`, `too-big`), over snapshots with `taken` (the x values from the root) and events
 * with `take`: `{ treeLegend, treeNodeKeys, treeSpec(snapshot), treeNote(tree, snapshot) }`
 * (puzzles/contract.js, views/tree-panel.js).
 */
export function subsetStrips(p) {
  return {
    treeLegend: [
      ['placed', `${p}.tree-key-take`],
      ['conflict', `${p}.tree-key-killed`],
      ['solution', `${p}.tree-key-leaf`],
      ['untried', 'tree.key-untried'],
      ['path', 'tree.key-path'],
      ['tag', `${p}.tree-key-tag`, '2'],
      ['root', 'tree.key-root'],
    ],
    // Its words in the shared node-link drawing's key (views/node-tree.js `nodeLegend`).
    treeNodeKeys: { pruned: `${p}.tree-key-pruned`, edge: `${p}.tree-key-edge` },
    treeSpec(s) {
      const e = s.event;
      return {
        width: 2,
        cell: 12,
        levelLabel: (k) => t(`${p}.tree-level`, { k }),
        attrs: (node) => ({ 'data-depth': node.depth, 'data-x': node.choice === 1 ? 1 : 0 }),
        trace: {
          step: s.step,
          choices: s.taken.map((x) => (x ? 1 : 2)),
          event: e && { kind: e.kind, choice: e.take ? 1 : 2 },
        },
        status: (seen, nodes) => t(`${p}.tree-status`, { seen, nodes }),
        label: (seen, nodes) => t(`${p}.tree-status`, { seen, nodes }),
      };
    },
    // The note shown instead of a tree too large to draw: [i18n key, params, ask].
    treeNote: (tree, s) => [`${p}.tree-too-big`, { n: s.n, max: groupDigits(tree.limit) }, false],
  };
}
