import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  attackPairs, checkPlacement, clickPlacement, conflictPairs, emptyPlacement, placedCount, transformable,
} from '../../../../www/js/puzzles/queens/placement.js';

test('an empty placement has N empty rows', () => {
  assert.deepEqual(emptyPlacement(4), [0, 0, 0, 0]);
});

test('a click places a queen, moves it within its row, and takes it away on a second click', () => {
  const placed = clickPlacement([0, 0, 0, 0], 2, 3);
  assert.deepEqual(placed, [0, 3, 0, 0]);
  assert.deepEqual(clickPlacement(placed, 2, 1), [0, 1, 0, 0]);
  assert.deepEqual(clickPlacement(placed, 2, 3), [0, 0, 0, 0]);
});

test('a click does not change the placement it was given', () => {
  const cols = [1, 0];
  clickPlacement(cols, 2, 2);
  assert.deepEqual(cols, [1, 0]);
});

test('a placement is transformable while no two queens share a column', () => {
  assert.equal(transformable([2, 0, 4, 1]), true);
  assert.equal(transformable([2, 0, 2, 0]), false);
  assert.equal(transformable([0, 0]), true);
});

test('placedCount counts the queens on the board', () => {
  assert.equal(placedCount([0, 3, 0, 1]), 2);
  assert.equal(placedCount(Uint32Array.from([1, 2, 3])), 3);
});

test('attackPairs decodes five numbers a pair with the line by its code', () => {
  const packed = Uint32Array.from([1, 1, 2, 2, 1, 1, 3, 4, 3, 0, 2, 4, 3, 3, 2]);
  assert.deepEqual(attackPairs(packed), [
    { row_a: 1, col_a: 1, row_b: 2, col_b: 2, line: 'diagonal' },
    { row_a: 1, col_a: 3, row_b: 4, col_b: 3, line: 'column' },
    { row_a: 2, col_a: 4, row_b: 3, col_b: 3, line: 'anti-diagonal' },
  ]);
  assert.deepEqual(attackPairs(new Uint32Array(0)), []);
});

test('conflictPairs gives the board its pairs, worded by the function passed in', () => {
  const pairs = [{ row_a: 1, col_a: 1, row_b: 2, col_b: 2, line: 'diagonal' }];
  assert.deepEqual(conflictPairs(pairs, (line) => `<${line}>`), [
    { rowA: 1, colA: 1, rowB: 2, colB: 2, line: 'diagonal', label: '<diagonal>' },
  ]);
});

test('Check: empty, conflict, incomplete and solved placements', () => {
  const isSolution = (full) => Array.from(full).join() === '2,4,1,3';
  const formatLine = (full) => Array.from(full).join(' ');
  assert.deepEqual(checkPlacement([0, 0, 0, 0], [], isSolution, formatLine), { kind: 'empty' });
  const pairs = [{ row_a: 1, col_a: 1, row_b: 2, col_b: 2, line: 'diagonal' }];
  assert.deepEqual(checkPlacement([1, 2, 0, 0], pairs, isSolution, formatLine), { kind: 'conflict', pairs });
  assert.deepEqual(checkPlacement([2, 0, 1, 0], [], isSolution, formatLine), { kind: 'incomplete', rows: [2, 4] });
  assert.deepEqual(checkPlacement([2, 4, 1, 3], [], isSolution, formatLine), {
    kind: 'solved', line: '2 4 1 3', index: null, total: null,
  });
});
