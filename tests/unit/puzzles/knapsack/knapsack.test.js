//! The knapsack's pure modules (puzzles/knapsack/puzzle.js, knapsack-tree.js) on the core's own
//! stepper (the knapsack's wasm module, loaded from the file): the bound written as the
//! notes write it, the snapshot of the textbook instance, and the complete tree's marks at
//! steps hand-traced from docs/REFERENCE.md (n = 3, weights 16, 15, 15, values 45, 25,
//! 25, capacity 30).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import {
  fraction, givenX, newStepper,
} from '../../../../www/js/puzzles/knapsack/puzzle.js';
import { completeLayout, completeTree, heapOf, treeMarks } from '../../../../www/js/puzzles/knapsack/tree.js';
import { treeNodes } from '../../../../www/js/views/tree-layout.js';
import { packedTree } from '../../../../www/js/puzzles/knapsack/puzzle.js';

const TEXTBOOK = { w: [16, 15, 15], v: [45, 25, 25], c: 30 };

test('a bound num / den is written as the notes write it', () => {
  assert.equal(fraction(1025, 15), '68⅓'); // 45 + 25 × 14/15
  assert.equal(fraction(50, 1), '50');
  assert.equal(fraction(30, 15), '2');
  assert.equal(fraction(290, 7), '41 3/7');
  assert.equal(fraction(1, 2), '½');
  assert.equal(fraction(24691, 2), '12,345½', 'the whole part grouped in threes');
  assert.equal(fraction(20000, 1), '20,000');
});

test('the events decode by the layout the core names (the knapsack crate\'s `View`)', () => {
  // docs/REFERENCE.md: taking item 2 after item 1 would weigh 31 > 30; skipping item 3
  // under x = (0, 1) is killed by its bound 25 ≤ 50; the leaf (0, 1, 1) is the new best 50.
  const s = newStepper(null, TEXTBOOK);
  const events = [];
  for (let at = s.view(); !at.finished; at = s.step()) if (at.event) events.push(at.event);
  const has = (event) => events.some((e) => JSON.stringify(e) === JSON.stringify(event));
  assert.ok(has({
    kind: 'conflict', depth: 2, item: 2, weight: 31, capacity: 30, take: true,
  }));
  assert.ok(has({
    kind: 'conflict', depth: 3, item: 3, num: 25, den: 1, best: 50, take: false,
  }));
  assert.ok(has({
    kind: 'solution', number: 2, value: 50, newBest: true,
  }));
  s.free();
});

test('the textbook snapshot: step 3 skips item 2 with bound 68⅓, step 13 reaches the best leaf', () => {
  const s = newStepper(null, TEXTBOOK);
  let at = s.seek(3);
  assert.deepEqual([at.weight, at.value, at.event.item, fraction(at.event.num, at.event.den)], [16, 45, 2, '68⅓']);
  assert.equal(givenX(at), '(1, 0, _)');
  at = s.seek(13);
  assert.deepEqual([at.best, at.bestX, at.found], [50, [0, 1, 1], true]);
  assert.deepEqual([at.counters.constraint, at.counters.bound], [2, 0]);
  at = s.seek(19);
  assert.deepEqual([at.counters.placements + 1, at.counters.constraint, at.counters.bound], [7, 2, 2]);
  s.free();
});

test('the complete tree of n = 3 has 15 nodes, and its marks follow the notes at steps 2, 9 and 19', () => {
  const tree = completeTree(3, treeNodes(packedTree(TEXTBOOK, 100)));
  assert.equal(tree.length, 15);
  assert.deepEqual(tree.map((n) => n.path).slice(0, 7), ['', '1', '0', '1-1', '1-0', '0-1', '0-0']);
  const s = newStepper(null, TEXTBOOK);
  const mark = (path, m) => m.marks[tree.findIndex((n) => n.path === path)];
  // Step 2: item 2 too heavy under item 1 taken; the root live, node 1 expanding.
  let m = treeMarks(tree, s.seek(2));
  assert.deepEqual(mark('', m), { state: 'live', killed: null });
  assert.deepEqual(mark('1', m), { state: 'expanding', killed: null });
  assert.deepEqual(mark('1-1', m), { state: 'dead', killed: 'constraint' });
  assert.deepEqual(mark('1-1-0', m).state, 'never');
  assert.deepEqual(mark('0', m).state, 'unseen');
  // Step 9: the subtree of item 1 taken is done; the best leaf (1, 0, 0).
  m = treeMarks(tree, s.seek(9));
  assert.deepEqual(mark('1', m), { state: 'dead', killed: 'exhausted' });
  assert.deepEqual(mark('', m).state, 'expanding');
  assert.equal(m.best, heapOf([1, 0, 0]));
  // Step 19: the end; 2 bound kills, the best leaf (0, 1, 1); 4 never generated.
  m = treeMarks(tree, s.seek(19));
  assert.deepEqual(mark('0-0', m), { state: 'dead', killed: 'bound' });
  assert.deepEqual(mark('0-1-0', m), { state: 'dead', killed: 'bound' });
  assert.equal(m.marks.filter((x) => x.state === 'never').length, 4);
  assert.equal(m.best, heapOf([0, 1, 1]));
  s.free();
});

test('the layout puts the 2^n leaves in equal slots and each parent over its children', () => {
  const lay = completeLayout(2, { leaf: 40, level: 50, pad: 10 });
  assert.deepEqual(lay.x.slice(3), [30, 70, 110, 150]);
  assert.deepEqual([lay.x[1], lay.x[2], lay.x[0]], [50, 130, 90]);
  assert.deepEqual([lay.width, lay.height], [180, 120]);
});

test('the exercise\'s rules: the search\'s next action and why, on the textbook trace (REFERENCE.md steps 1, 3 and 16)', async () => {
  const { createTrace } = await import('../../../../www/js/exercise/trace.js');
  const { KNAPSACK_RULES } = await import('../../../../www/js/puzzles/knapsack/exercise-rules.js');
  const trace = createTrace(newStepper(null, TEXTBOOK), false);
  const take = { kind: 'number', value: 1 };
  const skip = { kind: 'number', value: 2 };
  const back = { kind: 'backtrack' };
  // Step 1 takes item 1 (16 ≤ 30): a skip is wrong because the take fits.
  let next = trace.next(0);
  assert.deepEqual([next.step, KNAPSACK_RULES.expected(next)], [1, take]);
  assert.equal(KNAPSACK_RULES.reason(next, skip, TEXTBOOK).why, 'take-fits');
  // Step 3 skips item 2 after its take was killed at step 2 (16 + 15 = 31 > 30).
  next = trace.next(1);
  assert.deepEqual([next.step, KNAPSACK_RULES.expected(next)], [3, skip]);
  const heavy = KNAPSACK_RULES.reason(next, take, TEXTBOOK);
  assert.deepEqual([heavy.why, heavy.by.weight], ['too-heavy', 31]);
  assert.equal(KNAPSACK_RULES.reason(next, back, TEXTBOOK).why, 'bound-above');
  // Step 16 backtracks from (0, 1) after the skip of item 3 was killed at step 15 (25 ≤ 50).
  next = trace.next(14);
  assert.deepEqual([next.step, KNAPSACK_RULES.expected(next)], [16, back]);
  const killed = KNAPSACK_RULES.reason(next, skip, TEXTBOOK);
  assert.deepEqual([killed.why, killed.tried.map((e) => [e.num, e.best])], ['killed', [[25, 50]]]);
  // Step 7 backtracks from the leaf (1, 0, 0).
  assert.equal(KNAPSACK_RULES.reason(trace.next(6), take, TEXTBOOK).why, 'after-leaf');
  assert.equal(trace.actions().length, 12);
  trace.free();
});
