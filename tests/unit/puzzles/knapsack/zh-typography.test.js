//! Chinese typography of the knapsack's own lines (tests/unit/zh-typography.test.js checks
//! every table): its optimum and item fields take the full-width brackets and colon.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';

test('the knapsack\'s optimum and item fields read as Chinese in Chinese', () => {
  setLang('zh');
  assert.equal(t('knap.dp-line', { value: '最优值 50', verdict: '搜索尚未结束' }), '最优值 50（搜索尚未结束）');
  assert.equal(t('knap.item-field', { i: 2, what: '重量 w' }), '物品 2：重量 w');
  setLang('en');
});
