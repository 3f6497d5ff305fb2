//! English plurals in the N-Queens' own texts (tests/unit/plurals.test.js checks every
//! table): a count and the noun it counts agree. The expected sentences are written out by
//! hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';

test('the queens\' texts read right for 1 and for more', () => {
  setLang('en');
  assert.equal(t('event.done', { count: 1, steps: 2 }), 'Search finished: 1 solution in 2 steps');
  assert.equal(t('count.idle-long', { n: 20, time: '2 min', workers: 1 }).includes('(1 worker;'), true);
  assert.equal(t('gif.saved', { name: 'a.gif', frames: 1 }), 'Downloaded a.gif (1 frame).');
  setLang('en');
});
