//! English plurals: a count and the noun it counts agree ("1 action", "0 actions",
//! "2 actions", "1,000 actions") through lib/i18n.js `t`'s plural form `{name:one|other}`.
//! The expected sentences are written out by hand.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addStrings, setLang, t } from '../../www/js/lib/i18n.js';

test('t() picks the form for 0, 1, 2 and large grouped numbers, given as numbers, bigints or digits', () => {
  addStrings({ en: { 'test.plural': '{n} {n:item|items} in {k} {k:box is|boxes are} left' }, zh: {} });
  setLang('en');
  const items = (n) => t('test.plural', { n, k: 1 });
  assert.equal(items(0), '0 items in 1 box is left');
  assert.equal(items(1), '1 item in 1 box is left');
  assert.equal(items(2), '2 items in 1 box is left');
  assert.equal(items(1000), '1,000 items in 1 box is left');
  assert.equal(items(1n), '1 item in 1 box is left');
  assert.equal(items(14_772_512n), '14,772,512 items in 1 box is left');
  assert.equal(items('1'), '1 item in 1 box is left');
  assert.equal(items('1,000'), '1,000 items in 1 box is left');
  assert.equal(items('1.5'), '1.5 items in 1 box is left');
  assert.equal(items('1.0'), '1.0 items in 1 box is left');
  assert.equal(t('test.plural', { n: 3, k: 3 }), '3 items in 3 boxes are left');
  // An English text shown in Chinese (no Chinese text yet) still takes the English forms.
  setLang('zh');
  assert.equal(items(1), '1 item in 1 box is left');
  setLang('en');
  // A param not given leaves its form as it is written, like its `{name}`.
  assert.equal(t('test.plural', { n: 1 }), '1 item in {k} {k:box is|boxes are} left');
});
