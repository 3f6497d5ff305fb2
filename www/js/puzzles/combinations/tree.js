//! The combinations' solution-space tree as data: every node the search generates (the
//! core's tree, wasm `Stepper.tree`, views/tree-layout.js `treeNodes`), n children tried
//! under each live node by the explicit constraint, each node marked at a step as the notes
//! define it: expanding (扩展结点), live (活结点), dead (死结点: killed by the constraint
//! function or the bound, or with all its children generated: `exhausted`), or not reached
//! yet. Pure: puzzles/combinations/tree-view.js draws it.

import { nodeLinkLayout, nodeLinkStates } from '../../views/node-tree-layout.js';
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
 * Positions of `nodes` (treeNodes: depth, choice = the value, step, parent, placed): the
 * layout of views/node-tree-layout.js with `gap` = { leaf, level, pad } px.
 */
export function drawnLayout(nodes, gap) {
  return nodeLinkLayout(nodes.map((node) => ({ ...node, level: node.depth })), gap);
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
