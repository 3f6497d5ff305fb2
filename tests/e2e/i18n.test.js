//! The bilingual page: English and Simplified Chinese (简体中文), chosen from the link's
//! lang=, the visitor's earlier choice or the browser's language; the switch translates the
//! page, is remembered and goes into the share link; link errors are translated; and every
//! key the page uses is in the translation table in both languages.

import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chooseLang, setUp, WWW_ROOT } from './helpers.js';
import { declared, puzzles } from './declarations.js';
import { DEFAULT_PUZZLE } from '../../www/js/puzzles/registry.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const EN = { contextOptions: { locale: 'en-US' } };
const ZH = { contextOptions: { locale: 'zh-CN' } };

/**
 * Link error codes (src/link.rs `SharedError`, each puzzle's link errors: the Rust tests check
 * every one of them has its messages), each of which needs a message in both languages.
 */
const LINK_ERROR_CODES = [
  'unknown-key', 'repeated-key', 'malformed-empty', 'malformed-no-name', 'malformed', 'not-a-number',
  'size-out-of-range', 'unknown-puzzle', 'unknown-mode', 'unknown-method', 'option-without-step', 'unknown-lang',
  'two-targets', 'missing-size', 'wrong-column-count-one',
  'wrong-column-count', 'column-out-of-range', 'repeated-column', 'attack-diagonal', 'attack-anti-diagonal',
  'index-zero', 'index-too-large', 'step-too-large', 'number-too-large', 'bad-move', 'leaves-board',
  'path-not-finished', 'index-out-of-range', 'index-no-solution', 'unknown-template',
]

test('a Chinese browser (navigator.language zh-CN) gets the page in Chinese, an English one in English', async () => {
  let { page, errors } = await env.openPage('', ZH);
  assert.equal(await page.evaluate(() => navigator.language), 'zh-CN');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.equal(await page.getByTestId('lang-switch').inputValue(), 'zh');
  assert.deepEqual(errors, []);
  await page.context().close();
  ({ page, errors } = await env.openPage('', EN));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await page.getByTestId('lang-switch').inputValue(), 'en');
  assert.deepEqual(errors, []);
  await page.context().close();
});

/**
 * The translation table, loaded as the module the page uses, with the parts that bring
 * their own words when they load (the exercises, exercise/strings.js).
 */
async function strings() {
  const module = await import(path.join(WWW_ROOT, 'js', 'lib', 'i18n.js'));
  // Every part's own table (exercise/strings.js, puzzles/<id>/strings.js, …), as each adds it when it loads.
  const dir = path.join(WWW_ROOT, 'js');
  for (const file of await readdir(dir, { recursive: true })) {
    if (/(^|[/-])strings\.js$/.test(file)) await import(path.join(dir, file));
  }
  await Promise.all([module.loadLang('en'), module.loadLang('zh')]);
  return module.STRINGS;
}

test('every key of the table has both an English and a Chinese text, and every link error code a message', async () => {
  const { en, zh } = await strings();
  const missingZh = Object.keys(en).filter((key) => !(key in zh) || zh[key].trim() === '');
  const missingEn = Object.keys(zh).filter((key) => !(key in en) || en[key].trim() === '');
  assert.deepEqual(missingZh, [], 'keys without Chinese');
  assert.deepEqual(missingEn, [], 'keys without English');
  for (const code of LINK_ERROR_CODES) {
    assert.ok(`linkerr.${code}` in en && `linkerr.${code}` in zh, `a message for link error ${code}`);
  }
  // Placeholders match: the Chinese text uses the same {names} as the English one.
  const names = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
  const mismatched = Object.keys(en).filter((key) => key in zh && names(en[key]) !== names(zh[key])
    && !(new Set(names(zh[key]).split(',')).size <= new Set(names(en[key]).split(',')).size
      && names(zh[key]).split(',').every((n) => n === '' || names(en[key]).includes(n))));
  assert.deepEqual(mismatched, [], 'Chinese texts with placeholders the English lacks');
});

test('every key the page\'s code and index.html use is in the table', async () => {
  const { en } = await strings();
  const used = new Set();
  const dir = path.join(WWW_ROOT, 'js');
  for (const file of await readdir(dir, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/\b(?:t|message)\(\s*'([a-z][\w.-]*)'/g)) used.add(m[1]);
  }
  const html = await readFile(path.join(WWW_ROOT, 'index.html'), 'utf8');
  for (const m of html.matchAll(/data-i18n(?:-aria-label|-title)?="([^"]+)"/g)) used.add(m[1]);
  assert.ok(used.size > 100, `found the keys in use (${used.size})`);
  assert.deepEqual([...used].filter((key) => !(key in en)).sort(), []);
});

test('index.html has no English text of its own: its words come from the table', async () => {
  const html = await readFile(path.join(WWW_ROOT, 'index.html'), 'utf8');
  const body = html.slice(html.indexOf('<body'));
  const text = body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  // The numbers the N slider starts with are the only text.
  assert.match(text, /^[\d\s]*$/, `text in index.html: ${text}`);
  assert.doesNotMatch(body, /\saria-label="/, 'aria-labels come from data-i18n-aria-label');
});

/**
 * English words a Chinese page may show: code names, link keys and values, names of
 * people, sequences and formats; besides each puzzle's own (its `zhAllowed`: the names of its
 * procedure's code, of its sources, its files).
 */
const ALLOWED = new Set([
  'SVG', 'PNG', 'GIF', 'HTML', 'CSV', 'English',
  'main', 'end', 'Ctrl', 'Mac', 'Home', 'make', 'build', 'key', 'value',
  ...puzzles.map(({ id }) => id), 'all', 'first', 'flags', 'scan', 'step', 'mode', 'method', 'puzzle', 'path', 'lang',
  'Rust', 'panic', 'WebAssembly', 'Tab', 'Enter',
  // The exercises' link keys and values, and the rule exercise's notation (the notes' place(k)).
  'ex', 'seed', 'help', 'rule', 'ans', 'simulate', 'quiz', 'shade', 'and', 'or', 'not', 'abs',
  // The student's part of an exercise's link (who=, time=), named by the unknown-key message.
  'who', 'time',
  // The link key of a count in progress (count=1), named by the unknown-key message, and of
  // where counts go (gpu=1); WebGPU, the browser interface the graphics card is reached by.
  'count', 'gpu', 'WebGPU',
  // The procedure's template key and its values (tmpl=iterative), named by the link messages.
  'tmpl', 'recursive', 'iterative',
  // The view keys (issue 24), named by the unknown-key message: present=1, tab=, tree=, gallery=fundamental, embed=….
  'present', 'tab', 'tree', 'gallery', 'fundamental', 'embed', 'from', 'to', 'autoplay', 'loop', 'speed',
]);

/**
 * English words anywhere a Chinese page shows or speaks text: visible text, screen-reader
 * text (.sr-only, the live regions), aria-labels, titles and the document's title;
 * outside code (the pseudocode's identifiers) and the textbook's notation.
 */
async function strayEnglish(page) {
  return page.evaluate(() => {
    const skip = 'code, pre, .code, .code-stack, .code-vars, .flag-name, .tuple, .solution-line, [lang="en"], script, style, #share-link, input';
    const words = new Set();
    const add = (text) => {
      for (const m of text.matchAll(/[A-Za-z_][A-Za-z_'’]{2,}/g)) words.add(m[0]);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest(skip)) continue;
      const shown = el.getClientRects().length > 0 || el.closest('.sr-only, [aria-live], [role="status"], [role="alert"]');
      if (shown && !el.closest('[hidden]')) add(node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [aria-valuetext]')) {
      if (el.closest('[hidden]')) continue;
      for (const name of ['aria-label', 'title', 'aria-valuetext']) add(el.getAttribute(name) ?? '');
    }
    add(document.title);
    return [...words].sort();
  });
}

/** Besides ALLOWED: text quoted from the link (`#foo=1`) and a downloaded file's name. */
const QUOTED = new Set(['foo', 'txt']);

/**
 * The page's states, each reached from a link and a few clicks: [name, hash, steps], where
 * `steps(page)` drives the page there: the shell's, then each puzzle's (its `zhStates`; by
 * default its lesson). Every state is checked for stray English words.
 */
/** The words each puzzle's Chinese page may show besides ALLOWED (its `zhAllowed`). */
const allowedOf = (d) => new Set(d?.zhAllowed ?? []);
const DEFAULT_ALLOWED = allowedOf(declared.find(({ id }) => id === DEFAULT_PUZZLE)?.declaration);

/**
 * The class view with two result links of the first declared puzzle's exercise graded (its
 * declared answers, Chinese names) and one refused, its first weak spot picked.
 */
async function gradedClass(page) {
  const { exercise } = declared[0].declaration;
  const base = `${new URL(page.url()).origin}/${exercise.lesson.replace(/&step=\d+/, '')}&ex=simulate`;
  const links = [`${base}&ans=${exercise.ans}&who=%E7%8E%8B%E5%B0%8F%E6%98%8E`, `${base}&ans=${exercise.ans.split('-')[0]}&who=%E6%9D%8E%E9%9B%B7`, `${base}&ans=X`];
  await page.getByTestId('class-input').fill(links.join('\n'));
  await page.getByTestId('class-grade').click();
  await page.getByTestId('class-row').nth(2).waitFor();
  await page.getByTestId('class-spot').first().click();
}

const STATES = [
  // The link's errors are shown on the default puzzle's page.
  ['bad link: unknown key', '#foo=1', null, DEFAULT_ALLOWED],
  ['class view, graded', '#view=class', gradedClass, DEFAULT_ALLOWED],
  ...declared.flatMap(({ id, declaration: d }) => (d.zhStates ?? [['lesson', d.lesson, null]])
    .map(([name, hash, steps]) => [`${id}: ${name}`, hash, steps, allowedOf(d)])),
];

test('every state of the page, opened in Chinese, has no stray English words', { timeout: 300_000 }, async () => {
  const found = {};
  for (const [name, hash, steps, own] of STATES) {
    const { page, errors } = await env.openPage(`${hash}&lang=zh`, ZH);
    await page.waitForTimeout(300);
    if (steps) await steps(page);
    const words = (await strayEnglish(page)).filter((w) => !ALLOWED.has(w) && !QUOTED.has(w) && !own.has(w));
    if (words.length) found[name] = words;
    assert.deepEqual(errors, [], name);
    await page.context().close();
  }
  assert.deepEqual(found, {});
});

test('a switch to Chinese re-words every string and aria-label the English page showed', { timeout: 300_000 }, async () => {
  const found = {};
  for (const [name, hash, steps, own] of STATES) {
    const { page, errors } = await env.openPage(hash, EN);
    await page.waitForTimeout(300);
    if (steps) await steps(page);
    await chooseLang(page, 'zh');
    const words = (await strayEnglish(page)).filter((w) => !ALLOWED.has(w) && !QUOTED.has(w) && !own.has(w));
    if (words.length) found[name] = words;
    assert.deepEqual(errors, [], name);
    await page.context().close();
  }
  assert.deepEqual(found, {});
});
