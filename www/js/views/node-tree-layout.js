//! The solution-space tree (解空间树 / 状态树) as the course notes draw it: a node-link
//! tree, root on top, one level per row (x1, x2, …), each edge labelled by its choice
//! (x2 = 3: choice 3 at level 2, such as the column of row 2's piece). Pure geometry
//! and states: views/node-tree.js draws them.
//!
//! Layout: the leaves (pruned squares, solutions, nodes whose children were never tried)
//! take consecutive slots left to right in the order the search generates them, and each
//! inner node sits centred over its first and last child (the simple tidy layout of
//! Wetherell and Shannon, IEEE TSE 5(5), 1979, without their compaction: every subtree keeps its
//! own slots, so no two labels overlap).

import { nodeStates } from './tree-layout.js';

/**
 * Positions of `nodes` (objects with `level` 1-based and `parent` index or null, in the
 * order the search generated them, so a parent comes before its children) and of the
 * root (level 0). `gap` = { leaf: px between leaf slots, level: px between levels,
 * pad: px around }. Returns { x: [px], y: [px], root: { x, y }, children: [[index]],
 * rootChildren: [index], width, height }.
 */
export function nodeLinkLayout(nodes, gap) {
  const children = nodes.map(() => []);
  const rootChildren = [];
  nodes.forEach((node, i) => (node.parent === null ? rootChildren : children[node.parent]).push(i));
  const x = new Array(nodes.length);
  let slots = 0;
  nodes.forEach((_, i) => {
    if (children[i].length === 0) {
      x[i] = gap.pad + (slots + 0.5) * gap.leaf;
      slots += 1;
    }
  });
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    const kids = children[i];
    if (kids.length) x[i] = (x[kids[0]] + x[kids[kids.length - 1]]) / 2;
  }
  const yOf = (level) => gap.pad + level * gap.level;
  const y = nodes.map((node) => yOf(node.level));
  const levels = nodes.reduce((deepest, node) => Math.max(deepest, node.level), 0);
  const rootX = rootChildren.length
    ? (x[rootChildren[0]] + x[rootChildren[rootChildren.length - 1]]) / 2
    : gap.pad + gap.leaf / 2;
  return {
    x,
    y,
    root: { x: rootX, y: yOf(0) },
    children,
    rootChildren,
    width: 2 * gap.pad + Math.max(1, slots) * gap.leaf,
    height: 2 * gap.pad + levels * gap.level,
  };
}

/**
 * The edge label of a node: `x{level}={choice}`, the choice made at that level
 * (docs/REFERENCE.md, node states in the solution-space tree).
 */
export function edgeLabel(node) {
  return `x${node.level}=${node.choice}`;
}

/**
 * The course notes' states (docs/REFERENCE.md) of the nodes and of the root, once `seen`
 * nodes have been generated, with `path` the nodes from the root's child to the expanding
 * node (tree-layout.js `tracePath`) and `done` whether the search has ended. The root is
 * the expanding node while the path is empty, live while it is not, and dead (all its
 * children generated) once the search is done. Returns { nodes: ['expanding' | 'live' |
 * 'dead' | 'unseen'], root: 'expanding' | 'live' | 'dead' }.
 */
export function nodeLinkStates(count, seen, path, done) {
  const states = nodeStates(count, seen, path);
  if (done) {
    path.forEach((i) => { states[i] = 'dead'; });
    return { nodes: states, root: 'dead' };
  }
  return { nodes: states, root: path.length ? 'live' : 'expanding' };
}

/** The choices from the root down to node i, joined by '-' (`1-4-2`): a node's name in links and tests. */
export function nodePath(nodes, i) {
  const choices = [];
  for (let k = i; k !== null; k = nodes[k].parent) choices.push(nodes[k].choice);
  return choices.reverse().join('-');
}
