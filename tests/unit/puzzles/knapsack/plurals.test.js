//! English plurals in the knapsack's own texts (tests/unit/plurals.test.js checks every
//! table): a count and the noun it counts agree. The expected sentences are written out by
//! hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';

test('the knapsack\'s texts read right for 1 and for more', () => {
  setLang('en');
  assert.equal(t('knap.status', { n: 1, c: 5, step: 0 }), '1 item, capacity 5: the search at step 0');
  assert.equal(t('linkerr.knap-length-mismatch', { weights: 1, values: 2 }), 'The link gives 1 weight but 2 values: one of each per item.');
  setLang('zh');
  assert.equal(t('knap.status', { n: 1, c: 5, step: 0 }), '1 个物品，容量 5：搜索到第 0 步');
  setLang('en');
});
