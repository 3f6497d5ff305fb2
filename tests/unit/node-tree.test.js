import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  edgeLabel, nodeLinkLayout, nodeLinkStates, nodePath,
} from '../../www/js/views/node-tree-layout.js';
import { tracePath, treeLayout, treeNodes } from '../../www/js/views/tree-layout.js';

/**
 * The N = 4 search's first 12 steps (docs/REFERENCE.md), packed as the wasm
 * `Stepper.tree` packs them: depth, choice, step, parent, kind (0 conflict, 1 placed).
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
const steps = Float64Array.from(nodes, (node) => node.step);
const GAP = { leaf: 40, level: 70, pad: 20 };

test('nodeLinkLayout gives the leaves consecutive slots in visiting order and centres each parent over its children', () => {
  const lay = nodeLinkLayout(nodes, GAP);
  // Leaves in visiting order: (2,1) (2,2) (3,1) (3,2) (3,3) (3,4) (3,1)' (3,2)' — 8 slots.
  const slot = (k) => GAP.pad + (k + 0.5) * GAP.leaf;
  assert.deepEqual([1, 2, 4, 5, 6, 7, 9, 10].map((i) => lay.x[i]), [0, 1, 2, 3, 4, 5, 6, 7].map(slot));
  assert.equal(lay.x[3], (slot(2) + slot(5)) / 2, '(2,3) over its four children');
  assert.equal(lay.x[8], (slot(6) + slot(7)) / 2, '(2,4) over its two');
  assert.equal(lay.x[0], (lay.x[1] + lay.x[8]) / 2, '(1,1) over its first and last child');
  assert.deepEqual(lay.root, { x: lay.x[0], y: GAP.pad });
  assert.deepEqual([lay.y[0], lay.y[3], lay.y[10]], [20 + 70, 20 + 140, 20 + 210]);
  assert.deepEqual(lay.children[0], [1, 2, 3, 8]);
  assert.deepEqual(lay.rootChildren, [0]);
  assert.equal(lay.width, 2 * 20 + 8 * 40);
  assert.equal(lay.height, 2 * 20 + 3 * 70);
  const empty = nodeLinkLayout([], GAP);
  assert.deepEqual([empty.width, empty.height, empty.root.x], [80, 40, 40]);
});

test('edge labels and node paths name the choices: x2=3, 1-4-2', () => {
  assert.equal(edgeLabel(nodes[3]), 'x2=3');
  assert.equal(edgeLabel(nodes[10]), 'x3=2');
  assert.equal(nodePath(nodes, 10), '1-4-2');
  assert.equal(nodePath(nodes, 0), '1');
});

test('nodeLinkStates follow the notes at step 12 of N = 4 (docs/REFERENCE.md): x3=2 expanding, x1=1 and x2=4 live, the rest dead', () => {
  const layout = treeLayout(nodes, 4);
  const { path } = tracePath(layout, steps, { step: 12, choices: [1, 4, 2], event: { kind: 'place', choice: 2 } });
  assert.deepEqual(path, [0, 8, 10]);
  const { nodes: states, root } = nodeLinkStates(nodes.length, 11, path, false);
  assert.equal(root, 'live');
  assert.deepEqual(states, ['live', 'dead', 'dead', 'dead', 'dead', 'dead', 'dead', 'dead', 'live', 'dead', 'expanding']);
});

test('nodeLinkStates: the root expands at step 0 and is dead once the search is done', () => {
  assert.deepEqual(nodeLinkStates(3, 0, [], false), { nodes: ['unseen', 'unseen', 'unseen'], root: 'expanding' });
  assert.deepEqual(nodeLinkStates(2, 2, [], true), { nodes: ['dead', 'dead'], root: 'dead' });
  // Step 9 removes (2,3): the path is back to x1=1, which expands again.
  assert.deepEqual(nodeLinkStates(4, 4, [0], false).nodes, ['expanding', 'dead', 'dead', 'dead']);
});

test('the node-link tree fits whole when readable, else every level at the smallest readable scale', async () => {
  const { fitScale, minScale, zoomScale, READABLE_SCALE, MAX_SCALE } = await import('../../www/js/views/node-tree-zoom.js');
  // N = 5's tree (7,494 × 440 px) in the 373 × 440 box of a 1366 px screen: 373 / 7,494 is unreadable.
  assert.equal(fitScale(7494, 440, 373, 440), READABLE_SCALE);
  assert.equal(minScale(7494, 440, 373, 440), 373 / 7494);
  assert.equal(fitScale(600, 300, 373, 440), 373 / 600, 'a tree 1.6 times the box fits whole');
  assert.equal(fitScale(300, 200, 373, 440), 1, 'a small tree keeps its natural size');
  assert.equal(fitScale(7494, 880, 373, 440), 0.5, 'every level stays in the box');
  assert.equal(zoomScale(0.6, 1, 0.05), 0.75);
  assert.equal(zoomScale(1.9, 1, 0.05), MAX_SCALE);
  assert.equal(zoomScale(0.06, -1, 0.05), 0.05);
});

test('a fit holds the root and the path down to the current node when it can: N = 4 at step 14 in a 373 px box', async () => {
  const { fitScale, trailSpan, READABLE_SCALE, TRAIL_MARGIN } = await import('../../www/js/views/node-tree-zoom.js');
  // The N = 4 tree is 1,992 × 364 px; its root sits at x = 996 over x1 = 1 … 4, and the
  // path to step 14 goes through x1 = 1 (x = 240), x2 = 4, x3 = 2 to x4 = 2 (x = 387).
  const span = trailSpan([{ x: 996, y: 30 }, { x: 240, y: 106 }, { x: 429, y: 182 }, { x: 408, y: 258 }, { x: 387, y: 334 }]);
  assert.deepEqual(span, { left: 240 - TRAIL_MARGIN, right: 996 + TRAIL_MARGIN, width: 756 + 2 * TRAIL_MARGIN });
  assert.equal(fitScale(1992, 364, 373, 364, span.width), 373 / span.width, 'shrunk below the readable scale until the path fits');
  assert.equal(fitScale(1992, 364, 373, 364, 300), READABLE_SCALE, 'a short path keeps the readable scale');
  assert.equal(fitScale(7494, 440, 373, 440, 1600), READABLE_SCALE, 'a path too wide even at the trail scale: the readable scale');
  assert.equal(fitScale(1992, 364, 373, 100, span.width), 100 / 364, 'every level still fits');
  assert.deepEqual(trailSpan([]), { left: 0, right: 0, width: 0 });
});
