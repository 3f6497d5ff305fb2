//! Shared code names no puzzle: no JS file of the page outside www/js/puzzles/ (the
//! registry and the contract aside, the vendored libraries aside) holds a puzzle's id or
//! name, in code, comments or strings. The ids and names are the registry's (its entries'
//! `id` and `name`), so a new puzzle is checked by registering it. The package's name
//! (`nqueens-…`, in storage keys and the cache's name) is not a puzzle's; the page title,
//! the product's name, names none. The words of the
//! static markup (index.html's `data-i18n…` keys, translated before any puzzle loads) stay
//! in the shared tables while that markup is in index.html.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUZZLES } from '../../www/js/puzzles/registry.js';
import en from '../../www/js/lib/strings-en.js';
import zh from '../../www/js/lib/strings-zh.js';
import { namePattern, withoutProduct } from './puzzle-names.js';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const EXEMPT = new Set(['js/puzzles/registry.js', 'js/puzzles/contract.js']);

/** The page's JS files outside www/js/puzzles/ and vendor/, and the service worker (www-relative). */
function sharedFiles() {
  const js = readdirSync(path.join(WWW, 'js'), { recursive: true })
    .map((f) => `js/${f.split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.js') && !f.startsWith('js/puzzles/') && !f.startsWith('js/vendor/'));
  return [...js, 'sw.js'].filter((f) => !EXEMPT.has(f)).sort();
}

/** `text` without the package's name (`nqueens-…`: storage keys, the cache's name). */
function withoutTitle(text) {
  return withoutProduct(text);
}

/** The i18n keys index.html's markup names (`data-i18n`, `data-i18n-aria-label`, `data-i18n-title`). */
function markupKeys() {
  const html = readFileSync(path.join(WWW, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]));
}

test('the registry gives every puzzle an id and a name in both languages', () => {
  assert.ok(PUZZLES.length > 0);
  for (const p of PUZZLES) {
    assert.match(p.id, /^[a-z0-9]+$/);
    assert.equal(typeof p.name?.en, 'string', p.id);
    assert.equal(typeof p.name?.zh, 'string', p.id);
  }
});

test('no JS file outside www/js/puzzles/ (registry and contract aside) names a puzzle', () => {
  const markup = markupKeys();
  const found = [];
  for (const file of sharedFiles()) {
    const lines = readFileSync(path.join(WWW, file), 'utf8').split('\n');
    const table = /^js\/lib\/strings-[a-z]+\.js$/.test(file);
    lines.forEach((line, i) => {
      if (table && markup.has(/^\s*'([^']+)':/.exec(line)?.[1])) return;
      const text = withoutTitle(line);
      for (const p of PUZZLES) {
        const word = namePattern(p).exec(text)?.[0];
        if (word) found.push(`www/${file}:${i + 1} names ${p.id} (“${word}”): ${line.trim()}`);
      }
    });
  }
  assert.deepEqual(found, []);
});

test('the pattern finds a puzzle by its id, singular, class prefix and Chinese name, and not the product name', () => {
  const [first] = PUZZLES;
  const pattern = namePattern(first);
  assert.ok(pattern.test(`the ${first.id}`));
  assert.ok(pattern.test(first.name.zh.match(/\p{Script=Han}{2,}/u)[0]), 'a Chinese word from the registry name');
  assert.equal(pattern.test(withoutTitle('nqueens-lang')), false, 'the package name is not a puzzle');
  for (const title of [en['page.title'], zh['page.title']]) {
    for (const p of PUZZLES) assert.equal(namePattern(p).test(title), false, `the page title “${title}” names ${p.id}`);
  }
  // An id the shared table uses as a word is named in code forms only.
  const generic = namePattern({ id: 'loading', name: { en: 'Loading problem', zh: '装载问题' } });
  assert.equal(generic.test('Loading… the page-loading note'), false);
  for (const named of ["id: 'loading'", 'puzzle=loading', '.loading-view', 'puzzles/loading/', '装载']) assert.ok(generic.test(named), named);
  // An id of digits is named in code forms only, not where its digits are a number.
  const digits = namePattern({ id: '24', name: { en: '24 points', zh: '算24点' } });
  for (const named of ["id: '24'", 'puzzle=24&', '[data-puzzle="24"]', 'puzzles/24/', '24-view']) assert.ok(digits.test(named), named);
  for (const number of ['240px', '1024', 'max: 24,', '24 h', 'x = 24;', '0.24', '2024-12']) assert.equal(digits.test(number), false, number);
});
