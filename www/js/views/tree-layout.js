//! The solution-space tree (解空间树) as data: the nodes of the packed tree of the wasm
//! `Stepper.tree`, their grouping into strips
//! (the children of one node), each strip's line, the path of a search's trace and the node
//! states of the course notes (expanding / live / dead, docs/REFERENCE.md). Pure:
//! views/tree.js draws it.

/** Numbers a node in the packed tree: depth, choice, step, parent, kind. */
export const NODE_FIELDS = 5;

/**
 * The nodes of a packed solution-space tree (a Float64Array, NODE_FIELDS numbers a node:
 * depth, choice, step, parent index or −1, kind 0 conflict / 1 placed / 2 solution) as
 * objects `{ depth, choice, step, parent, placed, solution }` in visiting order: depth and
 * choice 1-based (for a board puzzle, the row and the column), `parent` null under the root.
 */
export function treeNodes(packed) {
  const nodes = [];
  for (let i = 0; i + NODE_FIELDS <= packed.length; i += NODE_FIELDS) {
    const kind = packed[i + 4];
    nodes.push({
      depth: packed[i],
      choice: packed[i + 1],
      step: packed[i + 2],
      parent: packed[i + 3] < 0 ? null : packed[i + 3],
      placed: kind > 0,
      solution: kind === 2,
    });
  }
  return nodes;
}

/** A node's kind as drawn: 'conflict' (pruned), 'placed' or 'solution'. */
export function nodeKind(node) {
  if (!node.placed) return 'conflict';
  return node.solution ? 'solution' : 'placed';
}

/** The number of entries of the sorted `steps` that are ≤ s. */
export function upperBound(steps, s) {
  let lo = 0;
  let hi = steps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (steps[mid] <= s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Groups `nodes` (with `level` = depth) into strips of `width` cells: a Map from the
 * parent's index (−1 for the root) to { owner, level, cells (cells[choice] = node index or
 * −1), kids (child strips in choice order), line }. Strips take one line each where they
 * are leaves and share the line of their first child otherwise, so lines read top to
 * bottom in visiting order. Returns { strips, root, lines }.
 */
export function treeLayout(nodes, width) {
  const strips = new Map();
  nodes.forEach((node, i) => {
    const key = node.parent ?? -1;
    let strip = strips.get(key);
    if (!strip) {
      strip = { owner: key, level: node.level, cells: new Array(width + 1).fill(-1), kids: [], line: 0 };
      strips.set(key, strip);
    }
    strip.cells[node.choice] = i;
  });
  // Strips were created in the order their owners were placed, which is choice order.
  for (const strip of strips.values()) {
    if (strip.owner >= 0) strips.get(nodes[strip.owner].parent ?? -1).kids.push(strip);
  }
  let next = 0;
  const assign = (strip) => {
    strip.line = next;
    if (strip.kids.length === 0) next += 1;
    for (const kid of strip.kids) assign(kid);
  };
  const root = strips.get(-1) ?? null;
  if (root) assign(root);
  return { strips, root, lines: next };
}

/** The first child of node i (the first square tried under it), or −1. */
export function firstChild(layout, i) {
  const strip = layout.strips.get(i);
  if (!strip) return -1;
  const kids = strip.cells.filter((k) => k >= 0);
  return kids.length ? Math.min(...kids) : -1;
}

/**
 * The nodes of the choices taken, root first, and the node of the last event.
 * `steps` = the nodes' steps (sorted); trace = { step, choices: [choice at level 1, …],
 * event: null | { kind: 'place' | 'conflict' | 'remove' | 'solution' | …, choice } }.
 * Returns { path: [node index], current: node index or −1 }.
 */
export function tracePath(layout, steps, trace) {
  const path = [];
  let strip = layout.root;
  for (const choice of trace.choices) {
    if (!strip) break;
    const i = strip.cells[choice];
    if (i < 0) break;
    path.push(i);
    strip = layout.strips.get(i) ?? null;
  }
  let current = -1;
  const e = trace.event;
  if (e?.kind === 'place' || e?.kind === 'conflict') {
    const i = upperBound(steps, trace.step) - 1;
    if (i >= 0 && steps[i] === trace.step) current = i;
  } else if (e?.kind === 'remove' && strip) {
    current = strip.cells[e.choice];
  } else if (e?.kind === 'solution') {
    current = path[path.length - 1] ?? -1;
  }
  return { path, current };
}

/**
 * The course notes' node states after `seen` nodes have been generated, with `path` the
 * nodes from the root to the expanding node: the last node of the path is 'expanding',
 * the others 'live', every other generated node 'dead' (its children all tried, or
 * pruned), and nodes not generated yet 'unseen'. Returns one state per node.
 */
export function nodeStates(count, seen, path) {
  const states = Array.from({ length: count }, (_, i) => (i < seen ? 'dead' : 'unseen'));
  path.forEach((i, k) => { states[i] = k === path.length - 1 ? 'expanding' : 'live'; });
  return states;
}
