//! The board's input dispatcher (www/js/app/board-input.js): a square goes to the mode
//! that owns the board, and to nobody when none does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBoardInput } from '../../www/js/app/board-input.js';

test('a square goes to the mode that owns the board, and is ignored elsewhere', () => {
  const input = createBoardInput();
  const got = [];
  input.own('play', (row, col) => got.push(['play', row, col]));
  input.own('exercise', (row, col) => got.push(['exercise', row, col]));
  input.dispatch({ view: 'play' }, 2, 3);
  input.dispatch({ view: 'stepper' }, 1, 1);
  input.dispatch({ view: 'exercise' }, 4, 1);
  assert.deepEqual(got, [['play', 2, 3], ['exercise', 4, 1]]);
  assert.equal(input.takes({ view: 'play' }), true);
  assert.equal(input.takes({ view: 'solution' }), false);
});

test('one owner per mode', () => {
  const input = createBoardInput();
  input.own('play', () => {});
  assert.throws(() => input.own('play', () => {}), /owned already/);
});
