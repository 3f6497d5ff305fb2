//! The exercise's pick buttons tell every pick apart: on 4, 4, 10, 10 picks 7, 13, 19 and
//! 25 all compute 4 + 10, picks 2 and 3 both 4 − 4; each button names its two numbers by
//! position as the procedure does (a[i] op a[j]). Expected against the order the notes'
//! exercise states (the pairs in order, each a + b, a − b, b − a, a × b, a ÷ b, b ÷ a),
//! enumerated here apart from the core's table.

import '../../load-strings.js';
import '../../wasm-modules.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';
import { pickCount, pickWords, positions } from '../../../../www/js/puzzles/24/puzzle.js';

const value = (n) => ({ num: n, den: 1 });

/** The picks of `nums` in the exercise's order: `[at, values]`, written by hand from the rule. */
function expected(nums) {
  const out = [];
  for (let i = 1; i <= nums.length; i += 1) {
    for (let j = i + 1; j <= nums.length; j += 1) {
      const [a, b] = [nums[i - 1], nums[j - 1]];
      out.push(
        [`a[${i}]+a[${j}]`, `${a} + ${b}`],
        [`a[${i}]−a[${j}]`, `${a} − ${b}`],
        [`a[${j}]−a[${i}]`, `${b} − ${a}`],
        [`a[${i}]×a[${j}]`, `${a} × ${b}`],
        [`a[${i}]÷a[${j}]`, `${a} ÷ ${b}`],
        [`a[${j}]÷a[${i}]`, `${b} ÷ ${a}`],
      );
    }
  }
  return out;
}

test('on 4, 4, 10, 10 each of the 36 picks has a button of its own: the positions of its numbers, then what it computes', () => {
  const nums = [4, 4, 10, 10];
  const level = nums.map(value);
  const shown = Array.from({ length: pickCount(4) }, (_, k) => pickWords(level, k + 1));
  assert.deepEqual(shown.map((w) => [w.at, w.values]), expected(nums));
  assert.equal(new Set(shown.map((w) => w.at)).size, 36);
  // The tester's examples: the same sums, told apart by position.
  assert.deepEqual([7, 13, 19, 25].map((c) => shown[c - 1].at), ['a[1]+a[3]', 'a[1]+a[4]', 'a[2]+a[3]', 'a[2]+a[4]']);
  assert.deepEqual([7, 13, 19, 25].map((c) => shown[c - 1].values), ['4 + 10', '4 + 10', '4 + 10', '4 + 10']);
  assert.deepEqual([2, 3].map((c) => shown[c - 1].at), ['a[1]−a[2]', 'a[2]−a[1]']);
});

test('the later depths\' picks are told apart too: 18 of three numbers, 6 of two', () => {
  for (const nums of [[8, 10, 10], [18, 10]]) {
    const level = nums.map(value);
    const shown = Array.from({ length: pickCount(nums.length) }, (_, k) => pickWords(level, k + 1));
    assert.deepEqual(shown.map((w) => [w.at, w.values]), expected(nums));
    assert.equal(new Set(shown.map((w) => w.at)).size, shown.length);
  }
});

test('the prompt names the numbers by position and a button\'s label says its pick in both languages', () => {
  const level = [4, 4, 10, 10].map(value);
  assert.equal(positions(level), 'a[1] = 4, a[2] = 4, a[3] = 10, a[4] = 10');
  const words = pickWords(level, 7);
  setLang('en');
  assert.equal(t('ex.p24-choice-label', { choice: 7, ...words }), 'pick 7: a[1]+a[3], that is 4 + 10');
  setLang('zh');
  try {
    assert.equal(t('ex.p24-choice-label', { choice: 7, ...words }), '选取 7：a[1]+a[3]，即 4 + 10');
  } finally {
    setLang('en');
  }
});
