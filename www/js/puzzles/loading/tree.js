//! The loading problem's subset tree (子集树): the complete binary tree of its containers
//! (views/subset-tree-layout.js), the left edge x = 1 putting a container on ship 1, the
//! right x = 0 leaving it off. Its best leaf is the snapshot's x (containers go in the
//! order given).

import { subsetTreeMarks } from '../../views/subset-tree-layout.js';

export {
  COMPLETE_TREE_MAX_ITEMS, completeLayout, completeTree, heapOf,
} from '../../views/subset-tree-layout.js';

/**
 * The marks of `tree` at a snapshot `s` (puzzles/loading/puzzle.js `decodeLoading`):
 * views/subset-tree-layout.js `subsetTreeMarks`, `best` the leaf of the best x.
 */
export function treeMarks(tree, s) {
  return subsetTreeMarks(tree, s, s.found ? s.x : []);
}
