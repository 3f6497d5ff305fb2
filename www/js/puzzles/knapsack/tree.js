//! The knapsack's solution-space tree (解空间树): the subset tree of its items
//! (views/subset-tree-layout.js), the left edge x = 1 taking an item, the right x = 0
//! skipping it. What is the knapsack's own: its best leaf, the best x in the search's order
//! (the snapshot gives it in the items' given order).

import { subsetTreeMarks } from '../../views/subset-tree-layout.js';

export {
  COMPLETE_TREE_MAX_ITEMS, completeLayout, completeTree, heapOf,
} from '../../views/subset-tree-layout.js';

/** The best x in the search's order (the snapshot gives it in the items' given order). */
const bestTaken = (s) => s.items.map((it) => s.bestX[it.item - 1]);

/**
 * The marks of `tree` at a snapshot `s` (puzzles/knapsack/puzzle.js `decodeKnapsack`):
 * views/subset-tree-layout.js `subsetTreeMarks`, `best` the leaf of the best x.
 */
export function treeMarks(tree, s) {
  return subsetTreeMarks(tree, s, s.found ? bestTaken(s) : []);
}
