//! The combinations' solution-space tree as data: every node the search generates (the
//! core's tree, wasm `Stepper.tree`, views/tree-layout.js `treeNodes`), n children tried
//! under each live node by the explicit constraint, each node marked at a step as the notes
//! define it: expanding (扩展结点), live (活结点), dead (死结点: killed by the constraint
//! function or the bound, or with all its children generated: `exhausted`), or not reached
//! yet. Pure: puzzles/combinations/tree-view.js draws it.

import { nodeLinkStates } from '../../views/node-tree-layout.js';
import { tracePath, treeLayout, upperBound } from '../../views/tree-layout.js';

/**
 * Up to this many nodes the tree is drawn node by node (n = 5, r = 3: 51 with the bound, 81
 * without; n = 6, r = 3 without: 133), beyond as the shared compact strips: a drawing
 * policy.
 */
export const DRAWN_MAX_NODES = 150;

/** The search's trace at snapshot `s` as views/tree-layout.js `tracePath` reads it. */
export function traceOf(s) {
  const e = s.event;
  return {
    step: s.step,
    choices: s.x,
    event: e && { kind: e.kind, choice: e.value },
  };
}

/**
 * Positions of `nodes` (treeNodes: depth, choice = the value, step, parent, placed), in
 * slots (a slot: the least distance between two nodes of one row): the tidy layout of
 * Reingold and Tilford (IEEE TSE 7(2), 1981), each parent centred over its first and last
 * child and each subtree moved left until its outline is one slot from its left siblings'
 * at every depth. A killed node is a leaf, so the rows above the widest one close up
 * (n = 5, r = 3 with the bound: 32 slots, against 41 with a slot per leaf). Returns
 * `{ x: [slot], root: slot, slots, depth }`: x from 0, `slots` the width in slots
 * (the widest x + 1), `depth` the deepest level.
 */
export function compactLayout(nodes) {
  const children = nodes.map(() => []);
  const top = [];
  nodes.forEach((node, i) => (node.parent === null ? top : children[node.parent]).push(i));
  const offset = new Array(nodes.length).fill(0);
  // A subtree's outline: its leftmost and rightmost x at each depth below its root (0: the root).
  const outline = new Array(nodes.length);
  const place = (kids) => {
    const left = [];
    const right = [];
    const at = [];
    kids.forEach((k, j) => {
      const o = outline[k];
      let shift = 0;
      if (j > 0) {
        shift = -Infinity;
        for (let d = 0; d < Math.min(o.left.length, right.length); d += 1) shift = Math.max(shift, right[d] + 1 - o.left[d]);
      }
      at.push(shift);
      o.left.forEach((l, d) => {
        if (d >= left.length) left.push(shift + l);
        right[d] = Math.max(right[d] ?? -Infinity, shift + o.right[d]);
      });
    });
    const mid = kids.length ? (at[0] + at[at.length - 1]) / 2 : 0;
    kids.forEach((k, j) => { offset[k] = at[j] - mid; });
    return { left: [0, ...left.map((l) => l - mid)], right: [0, ...right.map((r) => r - mid)] };
  };
  for (let i = nodes.length - 1; i >= 0; i -= 1) outline[i] = place(children[i]);
  const whole = place(top);
  const x = new Array(nodes.length);
  nodes.forEach((node, i) => { x[i] = (node.parent === null ? 0 : x[node.parent]) + offset[i]; });
  const min = Math.min(...whole.left);
  return {
    x: x.map((v) => v - min),
    root: -min,
    slots: Math.max(...whole.right) - min + 1,
    depth: whole.left.length - 1,
  };
}

/**
 * The marks of `nodes` at snapshot `s` (puzzles/combinations/puzzle.js): `{ marks, root,
 * current }`, one `{ state, killed }` per node, `state` 'expanding' | 'live' | 'dead' |
 * 'unseen' and `killed` ('constraint' | 'bound' | 'exhausted') on dead nodes only, with
 * `cause(i)` the cause of killed node i; `root` the root's state and `current` the node the
 * last event concerns (−1: none).
 */
export function treeMarks(nodes, s, cause, width) {
  const levelled = nodes.map((node) => ({ ...node, level: node.depth }));
  const strips = treeLayout(levelled, width);
  const steps = Float64Array.from(nodes, (node) => node.step);
  const seen = upperBound(steps, s.step);
  const { path, current } = tracePath(strips, steps, traceOf(s));
  const done = s.event?.kind === 'done';
  const states = nodeLinkStates(nodes.length, seen, path, done);
  const marks = states.nodes.map((state, i) => {
    if (state !== 'dead') return { state, killed: null };
    return { state, killed: nodes[i].placed ? 'exhausted' : cause(i) };
  });
  return { marks, root: states.root, current };
}
