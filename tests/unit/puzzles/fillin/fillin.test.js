//! The fill-in's pure page modules: the exercise's reasons (hand-traced on N = 10, numbers
//! tried in increasing order, docs/REFERENCE.md), the editor's reading of N, and its words
//! in both languages (every English key worded in Chinese; the refusal "7 + 8 = 15 is not
//! prime" of the issue). The expected sentences are written out by hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';
import '../../wasm-modules.js';
import { parse_link as parseLink } from '../../../../www/pkg/fillin.js';
import { readLink } from '../../../../www/js/app/route.js';
import { fillinExpected, fillinReason } from '../../../../www/js/puzzles/fillin/exercise-rules.js';
import { readDraft } from '../../../../www/js/puzzles/fillin/actions.js';
import { FILLIN_STRINGS } from '../../../../www/js/puzzles/fillin/strings.js';
import { FILLIN_EXERCISE_STRINGS } from '../../../../www/js/puzzles/fillin/exercise-strings.js';
import { refusalWords } from '../../../../www/js/puzzles/fillin/puzzle.js';

const LIMITS = { fillinMin: 10, fillinMax: 20 };

test('the exercise: square 2 refuses 1 (used in square 1) and takes 2, so 1 and 3 are wrong and 2 is right', () => {
  const used = {
    kind: 'conflict', square: 2, number: 1, why: 1, at: 1, other: 0, sum: 0,
  };
  const next = {
    kind: 'place', event: {
      kind: 'place', square: 2, number: 2, above: 0, left: 3,
    }, tried: [used],
  };
  assert.deepEqual(fillinExpected(next), { kind: 'number', value: 2 });
  assert.equal(fillinReason(next, { kind: 'number', value: 1 }).why, 'refused');
  assert.equal(fillinReason(next, { kind: 'number', value: 1 }).by, used);
  assert.equal(fillinReason(next, { kind: 'number', value: 3 }).why, 'earlier');
  assert.equal(fillinReason(next, { kind: 'backtrack' }).why, 'fits');
  // Square 9 ran out of numbers at step 55: square 8's 10 is taken out.
  const back = { kind: 'remove', event: { kind: 'remove', square: 8, number: 10 }, tried: [used] };
  assert.deepEqual(fillinExpected(back), { kind: 'backtrack' });
  assert.equal(fillinReason(back, { kind: 'number', value: 4 }).why, 'refused-all');
  assert.equal(fillinReason({ ...back, tried: [] }, { kind: 'number', value: 4 }).why, 'none-left');
  const leaf = { kind: 'remove', event: { kind: 'remove', square: 9, number: 5 }, tried: [] };
  assert.equal(fillinReason(leaf, { kind: 'number', value: 6 }).why, 'after-filling');
});

test('the editor reads N from 10 to the limit, full-width digits too, and says what is wrong', () => {
  assert.deepEqual(readDraft({ max: '10' }, LIMITS), { instance: { max: 10 } });
  assert.deepEqual(readDraft({ max: ' １２ ' }, LIMITS), { instance: { max: 12 } });
  for (const bad of ['9', '21', 'ten', '', '1.5', '-10']) {
    assert.deepEqual(readDraft({ max: bad }, LIMITS), { fault: { key: 'fillin.editor-bad-max', params: { min: 10, max: 20 } } }, bad);
  }
});

test('every fill-in text is worded in both languages, and a refusal names the pair and its sum', () => {
  for (const table of [FILLIN_STRINGS, FILLIN_EXERCISE_STRINGS]) {
    assert.deepEqual(Object.keys(table.zh).sort(), Object.keys(table.en).sort());
  }
  const step77 = {
    kind: 'conflict', square: 8, number: 8, why: 3, at: 7, other: 7, sum: 15,
  };
  setLang('en');
  assert.equal(refusalWords(step77), '7 + 8 = 15 is not prime (with square 7, to the left)');
  assert.equal(t('fillin.event-done', { count: 1, steps: 9 }), 'Search finished: 1 filling in 9 steps.');
  assert.equal(t('linkerr.fillin-max-range', { value: '9', min: 10, max: 20 }), 'The fill-in link’s max is 9: N must be 10 to 20.');
  setLang('zh');
  assert.equal(refusalWords(step77), '7 + 8 = 15 不是质数（与左边的第 7 格）');
  assert.equal(refusalWords({ ...step77, why: 1, at: 5 }), '8 已填在第 5 格');
  setLang('en');
});

test('an empty max is named as empty, not quoted as nothing', () => {
  // Written by hand from the link: what it has, as it has it.
  for (const [hash, en, zh] of [
    ['#puzzle=fillin&max=', 'The fill-in link’s max is empty: write N as digits, such as 10.', '填数链接的 max 是空值：N 应写成数字，例如 10。'],
  ]) {
    for (const [lang, want] of [['en', en], ['zh', zh]]) {
      setLang(lang);
      assert.equal(String(readLink(parseLink, hash).error), want, `${hash} (${lang})`);
    }
  }
  setLang('en');
});
