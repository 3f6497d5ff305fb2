//! The 24 points' pure page modules: the exercise's reasons (hand-traced on 4, 4, 10, 10:
//! the first pick, 4 + 4, passes; on 8, 10, 10 the first pick 8 + 10 leaves 18, 10, whose
//! six last picks all fail, so the search backtracks), the editor's refusals, the values'
//! form, and its words in both languages (every English key worded in Chinese, a count and
//! its noun agreeing). The expected sentences are written out by hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';
import '../../wasm-modules.js';
import { parse_link as parseLink } from '../../../../www/pkg/points24.js';
import { readLink } from '../../../../www/js/app/route.js';
import { pointsExpected, pointsReason } from '../../../../www/js/puzzles/24/exercise-rules.js';
import { cardFault } from '../../../../www/js/puzzles/24/actions.js';
import { formatValue } from '../../../../www/js/puzzles/24/puzzle.js';
import { POINTS_STRINGS } from '../../../../www/js/puzzles/24/strings.js';
import { POINTS_EXERCISE_STRINGS } from '../../../../www/js/puzzles/24/exercise-strings.js';

const LIMITS = { cardMin: 1, cardMax: 13 };

test('the exercise: the first pick 4 + 4 passes; later picks and Backtrack are wrong, each with its reason', () => {
  const next = { kind: 'place', event: { depth: 1, choice: 1 }, tried: [] };
  assert.deepEqual(pointsExpected(next), { kind: 'number', value: 1 });
  assert.equal(pointsReason(next, { kind: 'number', value: 2 }).why, 'first-left');
  assert.equal(pointsReason(next, { kind: 'backtrack' }).why, 'not-yet');
  // On 18, 10 every last pick fails (28, 8, −8, 180, 9/5, 5/9): the search backtracks.
  const dead = [1, 2, 3, 4, 5, 6].map((choice) => ({ kind: 'conflict', depth: 3, choice, why: 2 }));
  const back = { kind: 'remove', event: { depth: 2, choice: 1 }, tried: dead };
  assert.deepEqual(pointsExpected(back), { kind: 'backtrack' });
  assert.equal(pointsReason(back, { kind: 'number', value: 3 }).why, 'all-dead');
  // Then 8 − 10 (pick 2 of 8, 10, 10) is taken: pick 1 was tried before.
  const again = { kind: 'place', event: { depth: 2, choice: 2 }, tried: [] };
  assert.equal(pointsReason(again, { kind: 'number', value: 1 }).why, 'tried');
  // A pick the test rejected on the way is named.
  const past = { kind: 'place', event: { depth: 2, choice: 7 }, tried: [{ kind: 'conflict', depth: 2, choice: 6, why: 1 }] };
  assert.equal(pointsReason(past, { kind: 'number', value: 6 }).why, 'dead');
  // After a solution (a last pick undone) the search backtracks.
  const solved = { kind: 'remove', event: { depth: 3, choice: 5 }, tried: [] };
  assert.equal(pointsReason(solved, { kind: 'number', value: 6 }).why, 'after-solution');
});

test('the editor takes whole numbers from 1 to 13 and says which card is wrong', () => {
  assert.equal(cardFault('13', 0, LIMITS), null);
  assert.equal(cardFault(' 1 ', 3, LIMITS), null);
  assert.deepEqual(cardFault('14', 1, LIMITS), ['p24.edit-range', {
    card: 2, value: '14', min: 1, max: 13,
  }]);
  assert.deepEqual(cardFault('0', 0, LIMITS)[0], 'p24.edit-range');
  assert.deepEqual(cardFault('2.5', 2, LIMITS), ['p24.edit-not-a-number', { card: 3, value: '2.5' }]);
  assert.deepEqual(cardFault('', 2, LIMITS), ['p24.edit-empty', { card: 3, min: 1, max: 13 }]);
});

test('the editor says of a negative card what the link says: a whole number out of range', () => {
  // cards=-3-4-10-10 in a link reads "Card 1 of the link is -3: a card is 1 to 13."
  assert.deepEqual(cardFault('-3', 0, LIMITS), ['p24.edit-range', {
    card: 1, value: '-3', min: 1, max: 13,
  }]);
  assert.deepEqual(cardFault('−3', 0, LIMITS)[0], 'p24.edit-range');
  for (const [lang, want] of [['en', 'Card 1 is -3: a card is 1 to 13.'], ['zh', '第 1 张是 -3：牌的点数是 1 到 13。']]) {
    setLang(lang);
    assert.equal(t(...cardFault('-3', 0, LIMITS)), want);
  }
  setLang('en');
  assert.equal(t(...cardFault(' ', 1, LIMITS)), 'Card 2 is empty: write a whole number from 1 to 13.');
});

test('values are written as whole numbers or fractions with a true minus sign', () => {
  assert.equal(formatValue({ num: 24, den: 1 }), '24');
  assert.equal(formatValue({ num: 8, den: 3 }), '8/3');
  assert.equal(formatValue({ num: -1, den: 5 }), '−1/5');
});

test('every 24 points text is worded in both languages, and counts agree with their nouns', () => {
  for (const table of [POINTS_STRINGS, POINTS_EXERCISE_STRINGS]) {
    assert.deepEqual(Object.keys(table.zh).sort(), Object.keys(table.en).sort());
  }
  setLang('en');
  assert.equal(t('p24.event-done', { count: 1, steps: 5301 }), 'Search finished: 1 expression in 5,301 steps.');
  assert.equal(t('p24.result', { count: 2, expr: '(1 + 2 + 3) × 4' }), '2 expressions found so far; the last: (1 + 2 + 3) × 4 = 24.');
  assert.equal(t('linkerr.cards-count', { count: 3, want: 4 }), 'The link’s cards are 3 numbers; a hand has 4, such as cards=4-4-10-10.');
  setLang('zh');
  assert.equal(t('p24.result-first', { expr: '(10 × 10 − 4) ÷ 4' }), '找到的第一个算式：(10 × 10 − 4) ÷ 4 = 24；搜索到此停止。');
  setLang('en');
});

test('the opening event names the six operations of a pair plainly, in the order the search tries them', () => {
  // The notes' order (src/puzzles/24/lib.rs PAIR_OPS): a + b, a − b, b − a, a × b, a ÷ b, b ÷ a.
  setLang('en');
  assert.equal(
    t('p24.event-ready', { cards: '4, 4, 10, 10' }),
    'Ready: the cards are 4, 4, 10, 10. Press Step or Play: the search tries the pairs of numbers in order, each with a + b, a − b, b − a, a × b, a ÷ b, b ÷ a.',
  );
  setLang('zh');
  assert.match(t('p24.event-ready', { cards: '4、4、10、10' }), /每对依次试 a \+ b、a − b、b − a、a × b、a ÷ b、b ÷ a。$/);
  setLang('en');
});

test('the link’s empty cards are named as empty; a negative card is out of range', () => {
  // Written by hand from the link: what it has, as it has it.
  for (const [hash, en, zh] of [
    ['#puzzle=24&cards=', 'Card 1 of the link is empty: write each card as a whole number, such as cards=4-4-10-10.', '链接中的第 1 张牌是空值：每张牌要写成整数，例如 cards=4-4-10-10。'],
    ['#puzzle=24&cards=-3-4-10-10', 'Card 1 of the link is -3: a card is 1 to 13.', '链接中的第 1 张牌是 -3：牌的点数是 1 到 13。'],
  ]) {
    for (const [lang, want] of [['en', en], ['zh', zh]]) {
      setLang(lang);
      assert.equal(String(readLink(parseLink, hash).error), want, `${hash} (${lang})`);
    }
  }
  setLang('en');
});
