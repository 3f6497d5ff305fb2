//! The subset tree (子集树) as the course notes draw it for n = 3: the complete binary tree
//! of n yes-or-no decisions, every node of it, whether the search reaches it or not. Node h
//! (heap order: the root 0, node h's left child 2h + 1 is x = 1, its right child 2h + 2 is
//! x = 0) is marked at each step as the notes define it: expanding (扩展结点), live (活结点),
//! dead (死结点: killed by the constraint or the bounding function, or with all its children
//! generated: `exhausted`), not reached yet, or never generated (under a dead node, or once
//! the search is over). Pure: the nodes the search reaches come from the core's tree (wasm
//! `Stepper.tree`, views/tree-layout.js `treeNodes`); views/subset-tree.js draws them.

import { treeNodes } from './tree-layout.js';

/** Up to this many decisions the tree is drawn complete, in node-link form (n = 4: 31 nodes): a drawing policy. */
export const COMPLETE_TREE_MAX_ITEMS = 4;

/**
 * What a page draws of an instance of `n` decisions (`key` names it): for n ≤
 * COMPLETE_TREE_MAX_ITEMS the complete tree `{ key, complete: true, tree, items, details,
 * numbers }` (views/subset-tree.js), each killed node's `reason(event)` and `numbers(event)`
 * (by heap index) read from the event at its step of `probe()` (a new stepper, freed after),
 * `items(probe)` the decisions in the search's order; beyond, the compact strips' `{ key,
 * size, nodes, limit }` (views/tree-panel.js). `packed` is the search's tree (wasm
 * `Stepper.tree`), undefined beyond `limit` nodes.
 */
export function subsetTreeModel({
  key, n, packed, limit, probe: newProbe, items: itemsOf, reason, numbers: numbersOf,
}) {
  if (n > COMPLETE_TREE_MAX_ITEMS) {
    return packed ? { key, size: 'small', nodes: treeNodes(packed) } : {
      key, size: 'huge', nodes: null, limit,
    };
  }
  const tree = completeTree(n, treeNodes(packed));
  const probe = newProbe();
  const details = {};
  const numbers = {};
  const items = itemsOf(probe);
  tree.forEach((node, h) => {
    if (!node.killed) return;
    const { event } = probe.seek(node.step);
    details[h] = reason(event);
    numbers[h] = numbersOf(event);
  });
  probe.free();
  return {
    key, complete: true, tree, items, details, numbers,
  };
}

/**
 * The complete tree of `n` decisions over the search's `nodes` (treeNodes: depth, choice 1
 * (x = 1) / 2 (x = 0), step, parent index or null, placed): one entry per heap index,
 * `{ level, path ('1-0': the x values from the root), parent (heap index or −1), x (the
 * edge's value, null for the root), step (the step that reached it, null when the search
 * never does), index (into `nodes`, −1), killed ('constraint' | 'bound' | null), leaf }`.
 */
export function completeTree(n, nodes) {
  const total = 2 ** (n + 1) - 1;
  const tree = Array.from({ length: total }, (_, h) => {
    const level = Math.floor(Math.log2(h + 1));
    const parent = h === 0 ? -1 : Math.floor((h - 1) / 2);
    return {
      level, parent, x: h === 0 ? null : (h % 2 === 1 ? 1 : 0), step: h === 0 ? 0 : null, index: -1, killed: null, leaf: level === n,
    };
  });
  tree.forEach((node, h) => {
    node.path = h === 0 ? '' : [tree[node.parent].path, String(node.x)].filter((p) => p !== '').join('-');
  });
  const heap = [];
  nodes.forEach((node, i) => {
    const up = node.parent === null ? 0 : heap[node.parent];
    const h = 2 * up + node.choice;
    heap.push(h);
    Object.assign(tree[h], { step: node.step, index: i, killed: node.placed ? null : (node.choice === 1 ? 'constraint' : 'bound') });
  });
  return tree;
}

/** The heap index reached from the root by the decisions `taken` (x values, 1 or 0). */
export function heapOf(taken) {
  return taken.reduce((h, x) => 2 * h + (x ? 1 : 2), 0);
}

/**
 * The marks of `tree` at a snapshot `s` (a subset-tree puzzle's decoded view: `step`,
 * `event`, `taken` the x values from the root, `found`): one `{ state, killed }` per node,
 * `state` 'expanding' | 'live' | 'dead' | 'unseen' | 'never' and `killed` ('constraint' |
 * 'bound' | 'exhausted') on dead nodes only; with `current` (the node the last event
 * concerns, or −1) and `best` (the leaf of `bestX`, the best x in the search's order, or −1).
 */
export function subsetTreeMarks(tree, s, bestX) {
  const done = s.event?.kind === 'done';
  const onPath = new Set();
  let h = 0;
  onPath.add(0);
  for (const x of s.taken) {
    h = 2 * h + (x ? 1 : 2);
    onPath.add(h);
  }
  const end = h;
  const marks = tree.map(() => null);
  tree.forEach((node, i) => {
    const reached = node.step !== null && node.step <= s.step;
    if (reached && node.killed) marks[i] = { state: 'dead', killed: node.killed };
    else if (reached && !done && onPath.has(i)) marks[i] = { state: i === end ? 'expanding' : 'live', killed: null };
    else if (reached) marks[i] = { state: 'dead', killed: 'exhausted' };
    else {
      const up = marks[node.parent];
      const never = done || up.state === 'dead' || up.state === 'never';
      marks[i] = { state: never ? 'never' : 'unseen', killed: null };
    }
  });
  return { marks, current: currentNode(tree, s, end), best: s.found ? heapOf(bestX) : -1 };
}

/** The node the last event concerns: the one reached at this step, left by a remove, or the leaf. */
function currentNode(tree, s, end) {
  const e = s.event;
  if (e?.kind === 'place' || e?.kind === 'conflict') return tree.findIndex((node) => node.step === s.step);
  if (e?.kind === 'remove') return 2 * end + (e.take ? 1 : 2);
  if (e?.kind === 'solution') return end;
  return -1;
}

/**
 * Positions of the complete tree's nodes: the 2^n leaves in equal slots, each inner node
 * over the middle of its children. `gap` = { leaf, level, pad } px. Returns { x, y, width, height }.
 */
export function completeLayout(n, gap) {
  const total = 2 ** (n + 1) - 1;
  const x = new Array(total);
  const y = new Array(total);
  const firstLeaf = 2 ** n - 1;
  for (let h = total - 1; h >= 0; h -= 1) {
    const level = Math.floor(Math.log2(h + 1));
    y[h] = gap.pad + level * gap.level;
    x[h] = h >= firstLeaf ? gap.pad + (h - firstLeaf + 0.5) * gap.leaf : (x[2 * h + 1] + x[2 * h + 2]) / 2;
  }
  return {
    x, y, width: 2 * gap.pad + 2 ** n * gap.leaf, height: 2 * gap.pad + n * gap.level,
  };
}
