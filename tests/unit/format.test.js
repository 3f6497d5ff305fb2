//! Number and duration formatting (lib/format.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDuration, formatEstimate, groupDigits } from '../../www/js/lib/format.js';
import { loadLang, setLang, t } from '../../www/js/lib/i18n.js';

await Promise.all([loadLang('en'), loadLang('zh')]);

test('digits are grouped by thousands, bigints included (A000170: N = 16 has 14,772,512)', () => {
  assert.equal(groupDigits(14772512n), '14,772,512');
  assert.equal(groupDigits(1_000_000), '1,000,000');
  assert.equal(groupDigits(92), '92');
  assert.equal(groupDigits(-1234), '-1,234');
});

test('every message groups the whole numbers it is given, in both languages, and leaves other values as they are', () => {
  for (const lang of ['en', 'zh']) {
    setLang(lang);
    assert.equal(t('{a} / {b} / {c} / {d} / {e}', {
      a: 2465536, b: 9007199254740991n, c: 68.5, d: '17869', e: 999,
    }), '2,465,536 / 9,007,199,254,740,991 / 68.5 / 17869 / 999');
  }
  setLang('en');
  assert.match(t('stepper.past-end', { step: 17870, total: 17869 }), /Step 17,870 .* takes 17,869 steps/);
});

test('durations read as ms, s, min, h, days and years', () => {
  setLang('en');
  assert.equal(formatDuration(850), '850 ms');
  assert.equal(formatDuration(1234), '1.23 s');
  assert.equal(formatDuration(245_000), '4 min 05 s');
  assert.match(formatDuration(2 * 3600_000 + 10 * 60_000), /^2 h 10 min$/);
});

test('an estimate has two significant figures: grouped below a million, a power of ten from it on', () => {
  // Written by hand: 2.745… × 10³¹ to two figures is 2.7 × 10³¹; 648,731,528,510,281,500 is 6.5 × 10¹⁷.
  assert.equal(formatEstimate(2.7450150664874933e31), '2.7 × 10³¹');
  assert.equal(formatEstimate(7.826831696370082e21), '7.8 × 10²¹');
  assert.equal(formatEstimate(648731528510281500), '6.5 × 10¹⁷');
  assert.equal(formatEstimate(999_999), '1.0 × 10⁶');
  assert.equal(formatEstimate(1e100), '1.0 × 10¹⁰⁰');
  assert.equal(formatEstimate(649_999), '650,000');
  assert.equal(formatEstimate(12_345), '12,000');
  assert.equal(formatEstimate(1049), '1,000');
  assert.equal(formatEstimate(123), '120');
  assert.equal(formatEstimate(42.4), '42');
  assert.equal(formatEstimate(0), '0');
  assert.equal(formatEstimate(Infinity), '∞');
  // Never a digit string of a float's own (1e+21) nor eighteen digits.
  for (const v of [1e21, 123456789012345680000, 6.5e17]) assert.doesNotMatch(formatEstimate(v), /e\+|\d{4}/);
});

test('an estimate reads the same in a message in both languages, its noun agreeing', () => {
  setLang('en');
  assert.equal(t('{n} {n:step|steps}', { n: formatEstimate(2.7e31) }), '2.7 × 10³¹ steps');
  setLang('zh');
  assert.equal(t('约 {n} 步', { n: formatEstimate(2.7e31) }), '约 2.7 × 10³¹ 步');
  setLang('en');
});

test('a duration of many years is an estimate too: never a float’s own digits', () => {
  setLang('en');
  const year = 365.25 * 24 * 3600_000;
  assert.equal(formatDuration(3e21 * year), '3.0 × 10²¹ years');
  assert.equal(formatDuration(12_345 * year), '12,000 years');
});
