import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  firstChild, nodeKind, nodeStates, NODE_FIELDS, tracePath, treeLayout, treeNodes, upperBound,
} from '../../www/js/views/tree-layout.js';

/**
 * The N = 4 search's first 12 steps (docs/REFERENCE.md) packed as the wasm
 * `Stepper.tree` packs them: depth, choice, step, parent, kind (0 conflict, 1 placed).
 * Step 9 removes (2,3): a removal is no node.
 */
const N4_OPENING = Float64Array.from([
  1, 1, 1, -1, 1, // 0: place (1,1)
  2, 1, 2, 0, 0, //  1: (2,1) conflicts
  2, 2, 3, 0, 0, //  2: (2,2) conflicts
  2, 3, 4, 0, 1, //  3: place (2,3)
  3, 1, 5, 3, 0, //  4
  3, 2, 6, 3, 0, //  5
  3, 3, 7, 3, 0, //  6
  3, 4, 8, 3, 0, //  7
  2, 4, 10, 0, 1, // 8: place (2,4)
  3, 1, 11, 8, 0, // 9: (3,1) conflicts
  3, 2, 12, 8, 1, // 10: place (3,2)
]);

const nodes = treeNodes(N4_OPENING).map((node) => ({ ...node, level: node.depth }));

test('treeNodes decodes five numbers a node', () => {
  assert.equal(N4_OPENING.length / NODE_FIELDS, 11);
  assert.deepEqual(nodes[0], { depth: 1, choice: 1, step: 1, parent: null, placed: true, solution: false, level: 1 });
  assert.deepEqual(nodes[9], { depth: 3, choice: 1, step: 11, parent: 8, placed: false, solution: false, level: 3 });
  assert.equal(nodeKind(nodes[1]), 'conflict');
  assert.equal(nodeKind(nodes[3]), 'placed');
  assert.equal(nodeKind({ placed: true, solution: true }), 'solution');
  assert.deepEqual(treeNodes(new Float64Array(0)), []);
});

test('treeLayout groups the children of a node into one strip, in choice order, one line per leaf strip', () => {
  const layout = treeLayout(nodes, 4);
  assert.equal(layout.strips.size, 4); // under the root, under (1,1), under (2,3), under (2,4)
  assert.deepEqual(layout.root.cells, [-1, 0, -1, -1, -1]);
  assert.deepEqual(layout.strips.get(0).cells, [-1, 1, 2, 3, 8]);
  assert.deepEqual(layout.strips.get(3).cells, [-1, 4, 5, 6, 7]);
  assert.deepEqual(layout.strips.get(8).cells, [-1, 9, 10, -1, -1]);
  assert.deepEqual([...layout.strips.values()].map((s) => s.line), [0, 0, 0, 1]);
  assert.equal(layout.lines, 2);
  assert.equal(firstChild(layout, 0), 1);
  assert.equal(firstChild(layout, 8), 9);
  assert.equal(firstChild(layout, 9), -1);
});

test('an empty tree has no root and no lines', () => {
  assert.deepEqual(treeLayout([], 4), { strips: new Map(), root: null, lines: 0 });
});

test('upperBound counts the steps reached', () => {
  const steps = nodes.map((n) => n.step);
  assert.equal(upperBound(steps, 0), 0);
  assert.equal(upperBound(steps, 9), 8);
  assert.equal(upperBound(steps, 12), 11);
});

test('after step 12 the path is x1=1, x2=4, x3=2, (3,2) is the expanding node, x2=3 and the failed squares are dead', () => {
  const layout = treeLayout(nodes, 4);
  const steps = nodes.map((n) => n.step);
  const trace = { step: 12, choices: [1, 4, 2], event: { kind: 'place', choice: 2 } };
  const { path, current } = tracePath(layout, steps, trace);
  assert.deepEqual(path, [0, 8, 10]);
  assert.equal(current, 10);
  const states = nodeStates(nodes.length, upperBound(steps, 12), path);
  assert.equal(states[10], 'expanding');
  assert.equal(states[0], 'live');
  assert.equal(states[8], 'live');
  for (const dead of [1, 2, 3, 9]) assert.equal(states[dead], 'dead');
});

test('a removal marks the removed square; before any step nothing is generated', () => {
  const layout = treeLayout(nodes, 4);
  const steps = nodes.map((n) => n.step);
  const removed = tracePath(layout, steps, { step: 9, choices: [1], event: { kind: 'remove', choice: 3 } });
  assert.deepEqual(removed, { path: [0], current: 3 });
  assert.deepEqual(tracePath(layout, steps, { step: 0, choices: [], event: null }), { path: [], current: -1 });
  assert.deepEqual(nodeStates(3, 0, []), ['unseen', 'unseen', 'unseen']);
});
