//! The one error table (www/js/lib/errors.js): every code it lists is worded in both
//! languages, and a code the table does not know reads as the page's own words. (That
//! every link code has its message is checked against the core's list in src/link.rs.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ERROR_KEYS, errorMessage } from '../../www/js/lib/errors.js';
import { loadLang, STRINGS, setLang } from '../../www/js/lib/i18n.js';
import './load-strings.js';

// Each language's table is a module of its own, loaded on use (as the page does).
await Promise.all([loadLang('en'), loadLang('zh')]);

test('every code of the table has its message in English and Chinese', () => {
  for (const [code, key] of Object.entries(ERROR_KEYS)) {
    assert.equal(typeof STRINGS.en[key], 'string', `${code}: en ${key}`);
    assert.equal(typeof STRINGS.zh[key], 'string', `${code}: zh ${key}`);
  }
});

test('a code is worded with its params; an unknown one falls back to the page\'s words', () => {
  setLang('en');
  assert.equal(String(errorMessage('link', 'unknown-lang', { value: 'fr' })), 'The link asks for the language “fr”; there are en and zh.');
  assert.equal(String(errorMessage('core', 'past-end', { step: 99, total: 60 })),
    'Step 99 is past the end of the search, which takes 60 steps: the board shows its last step.');
  assert.equal(String(errorMessage('link', 'no-such-code')), 'The page could not open this link.');
  setLang('zh');
  assert.equal(String(errorMessage('link', 'no-such-code')), '页面无法打开这个链接。');
  setLang('en');
});
