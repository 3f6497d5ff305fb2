//! English plurals: a count and the noun it counts agree ("1 action", "0 actions",
//! "2 actions", "1,000 actions") in every string table, the shared ones and each part's own,
//! through lib/i18n.js `t`'s plural form `{name:one|other}`. The expected sentences are
//! written out by hand; each puzzle's own are in tests/unit/puzzles/<id>/plurals.test.js.

import './load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addStrings, setLang, STRINGS, t } from '../../www/js/lib/i18n.js';


// Every part's own table (exercise/strings.js, puzzles/<id>/strings.js, …), as each adds it
// when it loads, so a table added later is checked too.
const JS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'js');
for (const file of await promisify(readdir)(JS, { recursive: true })) {
  if (/(^|[/-])strings\.js$/.test(file)) await import(path.join(JS, file));
}

/**
 * Words ending in "s" that are no plural noun: verbs ("{n} has", "{key} goes"), units
 * ("{value} ms", "{seconds} s") and small words. Any other such word right after a
 * `{param} ` (or after one word more: "{size} distinct boards") is taken for a counted
 * plural noun.
 */
const NOT_NOUNS = new Set([
  'as', 'is', 'its', 'has', 'was', 'does', 'goes', 'belongs', 'comes', 'lands', 'fits',
  'tries', 'removes', 'stays', 'stops', 'takes', 'leaves', 'ms', 's', 'px', 'this', 'plus', 'less',
]);

/** The `{param} word` and `{param} word word` of `template` whose words look like a counted plural. */
function bareCounts(template) {
  const found = [];
  for (const m of template.matchAll(/\{(\w+)\} ([a-z]+)(?: ([a-z]+))?/g)) {
    const [first, second] = [m[2], m[3]];
    const plural = (w) => w !== undefined && w.endsWith('s') && !NOT_NOUNS.has(w);
    if (plural(first) || (!NOT_NOUNS.has(first) && plural(second))) found.push(m[0]);
  }
  return found;
}

test('the check finds a count before a plural noun, and only there', () => {
  assert.deepEqual(bareCounts('{actions} actions: {right} right, {wrong} mistakes.'), ['{actions} actions', '{wrong} mistakes']);
  assert.deepEqual(bareCounts('The class has {size} distinct boards; N = {n} has no solutions.'), ['{size} distinct boards']);
  assert.deepEqual(bareCounts('{actions} {actions:action|actions}: {time} ms, {n} is {k} goes'), []);
});

test('no English text of any table puts a bare count before a plural noun', () => {
  const bare = Object.entries(STRINGS.en).flatMap(([key, text]) => bareCounts(text).map((hit) => `${key}: ${hit}`));
  assert.deepEqual(bare, []);
});

test('every plural form of an English text has its two forms, one and other, and names a param of the text', () => {
  for (const [key, text] of Object.entries(STRINGS.en)) {
    for (const m of text.matchAll(/\{(\w+):([^{}]*)\}/g)) {
      assert.equal(m[2].split('|').length, 2, `${key}: ${m[0]}`);
      assert.ok(text.includes(`{${m[1]}}`), `${key}: ${m[0]} counts {${m[1]}}, which the text shows`);
    }
  }
});

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

test('the page\'s shared texts read right for 1 and for more', () => {
  setLang('en');
  assert.equal(t('stepper.speed-rate', { sps: 1 }), '1 step per second');
  assert.equal(t('time.d', { value: 1 }), '1 day');
  setLang('en');
});

test('a word chosen by a value: the one after value=, else the form without =, else the value', () => {
  setLang('zh');
  const forms = '{side:left=左边|right=右边}';
  assert.equal(t(`在${forms}`, { side: 'left' }), '在左边');
  assert.equal(t(`在${forms}`, { side: 'right' }), '在右边');
  assert.equal(t(`在${forms}`, { side: 'top' }), '在top');
  assert.equal(t('{k:a=甲|其他}', { k: 'b' }), '其他');
  setLang('en');
});
