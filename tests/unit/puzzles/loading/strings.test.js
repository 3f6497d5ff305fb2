//! The loading problem's own texts read right (tests/unit/plurals.test.js and
//! zh-typography.test.js check every table): a count and its noun agree in English, and
//! Chinese takes full-width punctuation. The expected sentences are written out by hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';

test('the loading problem\'s texts read right for 1 and for more, in English and Chinese', () => {
  setLang('en');
  assert.equal(t('load.status', {
    n: 1, c1: 50, c2: 50, step: 0,
  }), '1 container, c₁ = 50, c₂ = 50: the search at step 0');
  assert.equal(t('linkerr.load-item-count', { max: 12, got: 13 }), 'The loading problem has 1 to 12 containers; this link has 13.');
  setLang('zh');
  assert.equal(t('load.status', {
    n: 3, c1: 50, c2: 50, step: 2,
  }), '3 个集装箱，c₁ = 50，c₂ = 50：搜索到第 2 步');
  assert.equal(t('load.item-field', { i: 2 }), '集装箱 2：重量');
  setLang('en');
});
