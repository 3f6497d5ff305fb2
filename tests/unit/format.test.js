//! Number and duration formatting (lib/format.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDuration, groupDigits } from '../../www/js/lib/format.js';
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
