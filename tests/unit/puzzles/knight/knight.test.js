//! The knight's pure module (www/js/puzzles/knight/puzzle.js): decode of a packed view, the path
//! as the notes print it, event words, the procedure and the link.
//! Reference values: docs/REFERENCE.md (9 × 5: the notes' first path).

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import { new_stepper as newKnightStepper } from '../../../../www/pkg/knight.js';
import {
  calls, code, decodeKnight, describeEvent, executing, formatPath, link, movesKey, squaresOf, variables,
} from '../../../../www/js/puzzles/knight/puzzle.js';
import { stepperShape } from '../../../../www/js/wasm/decode.js';
import { packView } from '../../pack-view.js';

/** The knight stepper's shape (its code-line ids and layout); `L.assign` is line 1 + its index. */
const SHAPE = stepperShape(newKnightStepper(2, 2, true));
const L = Object.fromEntries(SHAPE.lines.map((id, i) => [id, i + 1]));

/** The notes' first path of 9 × 5 as its moves ①–④. */
const FIRST_9x5 = [3, 2, 4, 1, 4, 4];

test('the first path of 9 × 5 reads as the notes print it', () => {
  assert.equal(formatPath(squaresOf(FIRST_9x5)), '(1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5)');
});

test('the first path of 4 × 3 and 12 × 7 from their moves', () => {
  assert.equal(formatPath(squaresOf([4, 1, 4])), '(1,1)->(2,3)->(3,1)->(4,3)');
  assert.equal(formatPath(squaresOf([3, 2, 3, 2, 4, 4, 4])), '(1,1)->(3,2)->(5,1)->(7,2)->(9,1)->(10,3)->(11,5)->(12,7)');
});

test('formatPath of the start alone', () => {
  assert.equal(formatPath([[1, 1]]), '(1,1)');
});

test('the key to the moves lists ①–④ in the order tried', () => {
  assert.deepEqual(movesKey(), ['① x+1, y−2', '② x+2, y−1', '③ x+2, y+1', '④ x+1, y+2']);
});

/**
 * A packed view of the knight's stepper (packView): `lines` and `iter` the code line, its
 * caller and the depth of each form, `squares` the path, `dirs` its moves.
 */
function packed({
  lines, iter = lines, squares, dirs, ...values
}) {
  return packView(SHAPE, {
    ...values,
    line: lines[0],
    caller: lines[1],
    depth: lines[2],
    iterative_line: iter[0],
    iterative_caller: iter[1],
    iterative_depth: iter[2],
    squares: squares.length,
    xs: squares.map(([x]) => x),
    ys: squares.map(([, y]) => y),
    moves: dirs.length,
    dirs,
  });
}

test('decodeKnight reads a place event, the path and the counters', () => {
  const snapshot = decodeKnight(packed({
    step: 5,
    steps: 5,
    tried: 5,
    placements: 2,
    kind: 'place',
    event: {
      depth: 2, dir: 3, from_x: 3, from_y: 2, x: 5, y: 3,
    },
    lines: [L.assign, L.test, 2],
    n: 9,
    m: 5,
    squares: [[1, 1], [3, 2], [5, 3]],
    dirs: [3, 3],
  }), SHAPE);
  assert.deepEqual(snapshot, {
    n: 9,
    m: 5,
    step: 5,
    finished: false,
    path: [[1, 1], [3, 2], [5, 3]],
    dirs: [3, 3],
    event: { kind: 'place', depth: 2, dir: 3, from_x: 3, from_y: 2, x: 5, y: 3 },
    executing: { line: 'assign', caller: 'test', depth: 2 },
    iterative: { line: 'assign', caller: 'test', depth: 2 },
    counters: { steps: 5, tried: 5, placements: 2, backtracks: 0, solutions: 0, comparisons: 0 },
  });
  assert.equal(executing(snapshot).line, 'assign');
  assert.deepEqual(calls(snapshot, executing(snapshot).depth), ['main', 'jump(1, 1, 1)', 'jump(3, 2, 2)']);
  assert.equal(variables(snapshot), 'x = 3, y = 2, k = 2, i = 3: (nx, ny) = (5, 3)');
  // The iterative form has no call stack; its variables are the loop's k and i[k].
  const iterative = { template: 'iterative' };
  assert.equal(calls(snapshot, 2, iterative), null);
  assert.equal(variables(snapshot, iterative), 'k = 2, i[k] = 3: (nx, ny) = (5, 3)');
  assert.match(describeEvent(snapshot), /\(3,2\).*\(5,3\)/);
});

test('decodeKnight at step 0 and at a solution', () => {
  const start = decodeKnight(packed({
    step: 0, lines: [L.start, 0, 0], iter: [L.init, 0, 1], n: 9, m: 5, squares: [[1, 1]], dirs: [],
  }), SHAPE);
  assert.equal(start.event, null);
  assert.deepEqual(start.dirs, []);
  assert.equal(executing(start).line, 'start');
  assert.deepEqual(executing(start, { template: 'iterative' }), { line: 'init', caller: null, depth: 1 });
  assert.equal(variables(start, { template: 'iterative' }), 'k = 1, i[1] = 0: path[0] = (1, 1)');
  const squares = squaresOf(FIRST_9x5);
  const found = decodeKnight(packed({
    step: 40,
    steps: 40,
    tried: 40,
    placements: 6,
    solutions: 1,
    kind: 'solution',
    event: { number: 1 },
    lines: [L.print, 0, 6],
    n: 9,
    m: 5,
    squares,
    dirs: FIRST_9x5,
  }), SHAPE);
  assert.deepEqual(found.event, { kind: 'solution', number: 1 });
  assert.equal(describeEvent(found), 'Path #1 found: (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5)');
  assert.equal(executing(found).depth, 6);
});

test('the first-path procedure stops after printing, in both forms', () => {
  for (const template of ['recursive', 'iterative']) {
    const all = code({ allSolutions: true, template });
    const first = code({ allSolutions: false, template });
    assert.notEqual(all.key, first.key);
    assert.match(first.lines.find(([id]) => id === 'print')[2], /stop$/);
    assert.doesNotMatch(all.lines.find(([id]) => id === 'print')[2], /stop$/);
  }
  assert.notEqual(code({ allSolutions: true }).key, code({ allSolutions: true, template: 'iterative' }).key);
  assert.equal(code({ allSolutions: true, template: 'iterative' }).lines[0][2], 'jump():');
});

test('link: the board, a step with its mode, or a shown path', () => {
  const base = { n: 9, m: 5, allSolutions: true, shown: null };
  const at = (step, seekTarget = null) => ({ snapshot: { step }, seekTarget });
  assert.deepEqual(link(base, at(0)), { puzzle: 'knight', n: 9, m: 5 });
  assert.deepEqual(link(base, at(12)), { puzzle: 'knight', n: 9, m: 5, step: 12, mode: 'all' });
  assert.deepEqual(link(base, at(3, 40)), { puzzle: 'knight', n: 9, m: 5, step: 40, mode: 'all' });
  assert.deepEqual(link({ ...base, allSolutions: false }, at(0)), { puzzle: 'knight', n: 9, m: 5, step: 0, mode: 'first' });
  assert.deepEqual(link({ ...base, shown: { dirs: FIRST_9x5 } }, at(0)), { puzzle: 'knight', n: 9, m: 5, path: FIRST_9x5 });
});
