//! The answer tokens of the exercises' result links (exercise/answers.js, issue 22): read
//! and written back, a bad token said where, a link cut mid-token, and an exercise's own
//! test of each answer. Pure: no puzzle, no wasm.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readAnswers, tokenAnswer, writeAnswers } from '../../www/js/exercise/answers.js';

const sq = (row, col) => ({ kind: 'square', row, col });
const B = { kind: 'backtrack' };

test('answer tokens read and write back; bad tokens say where', () => {
  const answers = [sq(3, 2), B, { kind: 'line', line: 'anti-diagonal' }, { kind: 'node', state: 'live' }, { kind: 'number', value: 92 }];
  assert.equal(writeAnswers(answers), '3.2-b-anti-live-92');
  assert.deepEqual(readAnswers('3.2-b-anti-live-92', 4).answers, answers);
  assert.equal(tokenAnswer('5.1', 4), null);
  assert.deepEqual(readAnswers('1.1-col-zz', 4).error, { at: 3, value: 'zz' });
  // An exercise's own test: it takes moves 1 to 4 and backtracks only.
  const move = (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1 && a.value <= 4);
  assert.deepEqual(readAnswers('1-b-4', 4, move).answers, [{ kind: 'number', value: 1 }, B, { kind: 'number', value: 4 }]);
  assert.deepEqual(readAnswers('1-b-5', 4, move).error, { at: 3, value: '5' });
  assert.equal(writeAnswers([]), null);
});

test('a link cut mid-token keeps the answers before the cut', () => {
  assert.deepEqual(readAnswers('1.1-2.3-b-2.', 4), { answers: [sq(1, 1), sq(2, 3), B], error: { at: 4, value: '2.' } });
  // The exercise's own test sees each answer's place: what a quiz's question takes.
  const takes = (a, i) => (i === 1 ? a.kind === 'backtrack' : true);
  assert.deepEqual(readAnswers('1.1-col', 4, takes), { answers: [sq(1, 1)], error: { at: 2, value: 'col' } });
});
