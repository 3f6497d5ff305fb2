import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkText } from '../../../../www/js/puzzles/queens/board-tools.js';

const pair = (a, b, line) => ({ row_a: a, col_a: 1, row_b: b, col_b: 2, line });

test('Check words: one pair is named, more than three are counted', () => {
  assert.equal(checkText(null, 4), '');
  assert.match(checkText({ kind: 'conflict', pairs: [pair(1, 2, 'diagonal')] }, 4), /1.*2/);
  const many = [1, 2, 3, 4, 5].map((k) => pair(k, k + 1, 'column'));
  assert.match(checkText({ kind: 'conflict', pairs: many }, 8), /5/);
});

test('Hint words: a failed worker without a message still says what failed', () => {
  assert.match(checkText({ kind: 'hint-error', message: '' }, 4), /hint worker/);
  assert.match(checkText({ kind: 'hint-slow' }, 4), /8/);
  assert.equal(checkText({ kind: 'unknown' }, 4), '');
});
