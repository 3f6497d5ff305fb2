//! The combinations' own texts read right (tests/unit/plurals.test.js and
//! zh-typography.test.js check every table): a count and its noun agree in English, and
//! Chinese takes full-width punctuation. The expected sentences are written out by hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';

test('the combinations\' texts read right for 1 and for more, in English and Chinese', () => {
  setLang('en');
  assert.equal(t('comb.event-done', { count: 1, n: 1, r: 1 }), 'Search over: 1 combination of 1 from 1…1.');
  assert.equal(t('comb.event-done', { count: 10, n: 5, r: 3 }), 'Search over: 10 combinations of 3 from 1…5.');
  assert.equal(t('linkerr.comb-r-range', { n: 5, value: '6' }), 'r must be from 1 to n = 5, not 6.');
  setLang('zh');
  assert.equal(t('comb.status', { n: 5, r: 3, step: 2 }), 'n = 5，r = 3：搜索到第 2 步');
  assert.equal(t('comb.result-so-far', { count: 2, list: '123 124' }), '已输出 2 个：123 124');
  setLang('en');
});
