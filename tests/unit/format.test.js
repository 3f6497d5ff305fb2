//! Number and duration formatting (lib/format.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDuration, groupDigits } from '../../www/js/lib/format.js';
import { loadLang, setLang } from '../../www/js/lib/i18n.js';

await Promise.all([loadLang('en'), loadLang('zh')]);

test('digits are grouped by thousands, bigints included (A000170: N = 16 has 14,772,512)', () => {
  assert.equal(groupDigits(14772512n), '14,772,512');
  assert.equal(groupDigits(1_000_000), '1,000,000');
  assert.equal(groupDigits(92), '92');
  assert.equal(groupDigits(-1234), '-1,234');
});

test('durations read as ms, s, min, h, days and years', () => {
  setLang('en');
  assert.equal(formatDuration(850), '850 ms');
  assert.equal(formatDuration(1234), '1.23 s');
  assert.equal(formatDuration(245_000), '4 min 05 s');
  assert.match(formatDuration(2 * 3600_000 + 10 * 60_000), /^2 h 10 min$/);
});
