//! A link error's params as its message shows them (app/route.js `linkErrorMessage`): an
//! empty value named as empty, quoted or not, in both languages; other text quoted as given.
//! Expected texts are written by hand from the tables (lib/strings-en.js, strings-zh.js).

import './load-strings.js';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addStrings, setLang } from '../../www/js/lib/i18n.js';
import { linkErrorMessage } from '../../www/js/app/route.js';

/** A code of a test's own, whose message shows `value` bare, as a puzzle's may. */
addStrings({
  en: { 'linkerr.test-bare': 'Item {at} of the link is {value}: write a number.' },
  zh: { 'linkerr.test-bare': '链接中的第 {at} 项是 {value}：应写成数字。' },
});

function worded(code, params, lang) {
  setLang(lang);
  const text = String(linkErrorMessage({ code, params }));
  setLang('en');
  return text;
}

test('an empty value between quotes is named as empty, never shown as “”', () => {
  assert.equal(
    worded('not-a-number', { key: 'step', value: '' }, 'en'),
    'The link’s step must be a whole number written with digits, not (empty).',
  );
  assert.equal(
    worded('not-a-number', { key: 'step', value: '' }, 'zh'),
    '链接中的 step 必须是用数字写出的整数，而不是（空值）。',
  );
  assert.equal(worded('unknown-mode', { key: 'mode', value: '' }, 'en'), 'The link’s mode (empty) is not one of all and first.');
  assert.equal(worded('unknown-mode', { key: 'mode', value: '' }, 'zh'), '链接中的搜索方式 mode（空值）无效，应为 all 或 first。');
});

test('an empty value shown bare is the word empty, without spaces around it in Chinese', () => {
  assert.equal(worded('test-bare', { at: 2, value: '' }, 'en'), 'Item 2 of the link is empty: write a number.');
  assert.equal(worded('test-bare', { at: 2, value: '' }, 'zh'), '链接中的第 2 项是空值：应写成数字。');
});

test('a value that is not empty is shown as given, and the message follows a language switch', () => {
  assert.equal(worded('test-bare', { at: 1, value: '-3' }, 'en'), 'Item 1 of the link is -3: write a number.');
  assert.equal(worded('unknown-mode', { key: 'mode', value: 'some' }, 'en'), 'The link’s mode “some” is not one of all and first.');
  const m = linkErrorMessage({ code: 'test-bare', params: { at: 3, value: '' } });
  setLang('zh');
  assert.equal(String(m), '链接中的第 3 项是空值：应写成数字。');
  setLang('en');
  assert.equal(String(m), 'Item 3 of the link is empty: write a number.');
});
