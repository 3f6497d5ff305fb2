//! The bilingual page: English and Simplified Chinese (简体中文), chosen from the link's
//! lang=, the visitor's earlier choice or the browser's language; the switch translates the
//! page, is remembered and goes into the share link; link errors are translated; and every
//! key the page uses is in the translation table in both languages.

import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chooseLang, setUp, WWW_ROOT, showTab, showNodeLink } from './helpers.js';

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

test('the language switch puts the page in Chinese, with the course notes\' terms, and back', async () => {
  const { page, errors } = await env.openPage('#n=4&step=2', EN);
  const heading = page.locator('#stepper-heading');
  assert.equal(await heading.textContent(), 'Backtracking, step by step');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await chooseLang(page, 'zh');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.match(await heading.textContent(), /回溯/);
  assert.match(await page.locator('#tree-heading').textContent(), /解空间树/);
  assert.match(await page.getByTestId('play').textContent(), /播放/);
  // Step 2 of N = 4: (2,1) conflicts with the queen of row 1 in the same column.
  assert.match(await page.getByTestId('event').textContent(), /第 2 行.*第 1 行的皇后.*冲突/);
  assert.match(await page.getByTestId('board-status').textContent(), /N = 4 的回溯搜索，第 2 步/);
  assert.match(await page.evaluate(() => document.title), /皇后/);
  await chooseLang(page, 'en');
  assert.equal(await heading.textContent(), 'Backtracking, step by step');
  assert.match(await page.getByTestId('event').textContent(), /conflicts with the queen in row 1 in the same column/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the choice on the switch is remembered when the page is opened again', async () => {
  const { page, errors } = await env.openPage('', EN);
  await chooseLang(page, 'zh');
  // The page opened again in the same browser profile (a reload of the first page could
  // cut its favicon request short), from a link without lang=.
  const again = await page.context().newPage();
  await again.goto(`${env.baseUrl}#n=6`);
  await again.waitForSelector('html[data-ready="true"]');
  assert.equal(await again.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.equal(await again.getByTestId('lang-switch').inputValue(), 'zh');
  assert.match(await again.locator('#size-heading').textContent(), /棋盘大小/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('#n=8&lang=zh opens in Chinese in an English browser, and lang=en in English in a Chinese one', async () => {
  let { page, errors } = await env.openPage('#n=8&lang=zh', EN);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  assert.match(await page.getByTestId('board-status').textContent(), /N = 8 的第 1 个解/);
  assert.deepEqual(errors, []);
  await page.context().close();

  ({ page, errors } = await env.openPage('#n=8&lang=en', ZH));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.match(await page.getByTestId('board-status').textContent(), /Solution #1/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

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

test('the switch updates the share link: &lang=zh while Chinese, no lang while English', async () => {
  const { page, errors } = await env.openPage('#n=6', EN);
  const share = page.getByTestId('share-link');
  assert.doesNotMatch(await share.inputValue(), /lang=/);
  await chooseLang(page, 'zh');
  assert.match(await share.inputValue(), /#n=6&q=2-4-6-1-3-5&lang=zh$/);
  await page.getByTestId('step-forward').click();
  assert.match(await share.inputValue(), /#n=6&step=1&lang=zh$/);
  await chooseLang(page, 'en');
  assert.match(await share.inputValue(), /#n=6&step=1$/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('link errors are shown in the page\'s language and follow a change of language', async () => {
  const { page, errors } = await env.openPage('#n=0&lang=zh', EN);
  const error = page.getByTestId('error');
  assert.ok(await error.isVisible());
  assert.equal(await error.textContent(), '链接中的 N 必须在 1 到 1,000,000 之间，而不是 0。');
  await chooseLang(page, 'en');
  assert.equal(await error.textContent(), 'The link’s N must be from 1 to 1,000,000, not 0.');
  // Attacking queens name the line in the course notes' words (副对角线: anti-diagonal).
  await chooseLang(page, 'zh');
  await page.evaluate(() => { window.location.hash = 'n=4&q=1-3-4-2'; });
  await page.waitForFunction(() => document.querySelector('[data-testid="error"]').textContent.includes('对角线'));
  // (2,3) and (3,4) share a diagonal: r − c = −1 for both.
  assert.equal(await error.textContent(), '链接中位于 (2,3) 和 (3,4) 的皇后在同一条对角线上，互相攻击（冲突）。');
  await page.evaluate(() => { window.location.hash = 'n=4&q=2-1-4-3'; });
  await page.waitForFunction(() => document.querySelector('[data-testid="error"]').textContent.includes('(1,2)'));
  // (1,2) and (2,1) share an anti-diagonal: r + c = 3 for both.
  assert.match(await error.textContent(), /同一条副对角线/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a step past the end of the search is reported in Chinese too', async () => {
  const { page, errors } = await env.openPage('#n=4&step=1000&lang=zh', EN);
  // The full N = 4 search takes 79 steps (60 squares tried, 16 placements, 2 solutions, …).
  await page.waitForFunction(() => document.querySelector('[data-testid="error"]').textContent !== '');
  assert.match(await page.getByTestId('error').textContent(), /第 1,000 步超出了搜索的终点/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the live region speaks Chinese after a Chinese Step', async () => {
  const { page, errors } = await env.openPage('#n=4&lang=zh', EN);
  await page.getByTestId('step-forward').click();
  assert.equal(await page.getByTestId('announcer').textContent(), '在第 1 行第 1 列放置皇后。');
  assert.deepEqual(errors, []);
  await page.context().close();
});

/**
 * The translation table, loaded as the module the page uses, with the parts that bring
 * their own words when they load (the exercises, exercise/strings.js).
 */
async function strings() {
  const module = await import(path.join(WWW_ROOT, 'js', 'lib', 'i18n.js'));
  // Every part's own table (exercise/strings.js, puzzles/knight/strings.js, …), as each adds it when it loads.
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

/** Words of English letters in the page's visible text, outside code and the textbook's notation. */
async function englishWords(page) {
  return page.evaluate(() => {
    const skip = 'code, pre, .code, .code-stack, .code-vars, .flag-name, .tuple, .solution-line, [lang="en"], script, style, [hidden], .sr-only, #share-link, input';
    const words = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest(skip) || !el.getClientRects().length) continue;
      for (const m of node.textContent.matchAll(/[A-Za-z_][A-Za-z_'’]{2,}/g)) words.add(m[0]);
    }
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      if (el.closest('[hidden]')) continue;
      for (const text of [el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '']) {
        for (const m of text.matchAll(/[A-Za-z_][A-Za-z_'’]{2,}/g)) words.add(m[0]);
      }
    }
    return [...words].sort();
  });
}

/**
 * English words a Chinese page may show: the textbook's code names (ok, col, diag, anti,
 * place, main), link keys and values, names of people, sequences and formats.
 */
const ALLOWED = new Set([
  'OEIS', 'Hoffman', 'Loessi', 'Moore', 'Bernhardsson', 'is_solution', 'FEN', 'SVG', 'PNG', 'GIF', 'HTML', 'English',
  'col', 'diag', 'anti', 'place', 'main', 'end', 'Ctrl', 'Mac', 'Home', 'make', 'build', 'key', 'value',
  'queens', 'knight', 'all', 'first', 'flags', 'scan', 'step', 'mode', 'method', 'puzzle', 'path', 'lang',
  'Rust', 'panic', 'WebAssembly', 'Tab', 'Enter',
  // The exercises' link keys and values, and the rule exercise's notation (the notes' place(k)).
  'ex', 'seed', 'help', 'rule', 'ans', 'simulate', 'quiz', 'shade', 'and', 'or', 'not', 'abs',
  // The link key of a count in progress (count=1), named by the unknown-key message, and of
  // where counts go (gpu=1); WebGPU, the browser interface the graphics card is reached by.
  'count', 'gpu', 'WebGPU',
  // The procedure's template key and its values (tmpl=iterative), named by the link messages.
  'tmpl', 'recursive', 'iterative',
  // The view keys (issue 24), named by the unknown-key message: present=1, tab=, tree=, gallery=fundamental, embed=….
  'present', 'tab', 'tree', 'gallery', 'fundamental', 'embed', 'from', 'to', 'autoplay', 'loop', 'speed',
]);

test('in Chinese no English words are left on the main views', async () => {
  const views = ['#n=6&step=40', '#n=8', '#n=8&q=1-5-0-0-0-0-0-0', '#puzzle=knight&n=9&m=5', '#n=5000',
    '#n=4&ex=simulate&mode=first', '#n=4&ex=quiz&seed=55&mode=first', '#n=6&ex=rule&rule=x[j]%20=%20x[k]'];
  const found = {};
  for (const hash of views) {
    const { page, errors } = await env.openPage(`${hash}&lang=zh`, ZH);
    await page.waitForTimeout(500);
    const words = (await englishWords(page)).filter((w) => !ALLOWED.has(w));
    if (words.length) found[hash] = words;
    assert.deepEqual(errors, []);
    await page.context().close();
  }
  assert.deepEqual(found, {});
});

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
const QUOTED = new Set(['foo', 'nqueens', 'txt']);

/**
 * The page's states, each reached from a link and a few clicks: [name, hash, steps], where
 * `steps(page)` drives the page there. Every state is checked for stray English words.
 */
const STATES = [
  ['solution view', '#n=8', null],
  ['stepper after Step and Play', '#n=6&step=40', async (page) => {
    await page.getByTestId('step-forward').click();
    await page.getByTestId('play').click();
    await page.waitForTimeout(300);
    await page.getByTestId('play').click();
  }],
  ['stepper past the end', '#n=4&step=1000', null],
  ['first-solution search, scan', '#n=8&step=100&mode=first&method=scan', null],
  ['play mode, Check and Hint', '#n=8&q=1-5-0-0-0-0-0-0', async (page) => {
    await page.getByTestId('check').click();
    await page.getByTestId('hint').click();
    await page.waitForTimeout(500);
  }],
  ['play mode, a conflict', '#n=8&q=1-2-0-0-0-0-0-0', async (page) => page.getByTestId('check').click()],
  ['bad link: solution #999', '#n=8&i=999', null],
  ['bad link: N too large', '#n=99999999999999999999', null],
  ['bad link: step too large', '#n=8&step=9999999999999999999', null],
  ['bad link: unknown key', '#foo=1', null],
  ['bad link: count above N = 27', '#n=28&count=1', null],
  ['a long seek asking before it goes on', '#n=20&step=9007199254740991', async (page) => {
    await page.getByTestId('seek-prompt').waitFor();
  }],
  ['the node-link tree and its zoom', '#n=5&step=60', async (page) => {
    await showNodeLink(page);
    await page.getByTestId('tree-zoom-in').click();
  }],
  ['bad link: attacking queens', '#n=4&q=1-2-4-3', null],
  ['N field error', '#n=8', async (page) => {
    await page.getByTestId('n-input').fill('-5');
    await page.getByTestId('n-input').press('Enter');
  }],
  ['count done', '#n=10', async (page) => {
    await showTab(page, 'count');
    await page.getByTestId('count-start').click();
    await page.waitForSelector('[data-testid="count-panel"][data-state="done"]', { timeout: 30_000 });
  }],
  ['count cancelled', '#n=16', async (page) => {
    await showTab(page, 'count');
    await page.getByTestId('count-start').click();
    await page.getByTestId('count-cancel').click();
  }],
  ['gallery and exports', '#n=8', async (page) => {
    await showTab(page, 'gallery');
    await page.getByTestId('gallery-item').nth(3).click();
    await showTab(page, 'export');
    await page.getByTestId('export-text').click();
  }],
  ['a huge N', '#n=5000', null],
  ['knight search', '#puzzle=knight&n=9&m=5&step=12', async (page) => {
    await page.getByTestId('knight-step-forward').click().catch(() => {});
  }],
  ['knight path', '#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4', null],
  ['knight bad link', '#puzzle=knight&n=9&m=5&path=1', null],
];

test('every state of the page, opened in Chinese, has no stray English words', { timeout: 300_000 }, async () => {
  const found = {};
  for (const [name, hash, steps] of STATES) {
    const { page, errors } = await env.openPage(`${hash}&lang=zh`, ZH);
    await page.waitForTimeout(300);
    if (steps) await steps(page);
    const words = (await strayEnglish(page)).filter((w) => !ALLOWED.has(w) && !QUOTED.has(w));
    if (words.length) found[name] = words;
    assert.deepEqual(errors, [], name);
    await page.context().close();
  }
  assert.deepEqual(found, {});
});

test('a switch to Chinese re-words every string and aria-label the English page showed', { timeout: 300_000 }, async () => {
  const found = {};
  for (const [name, hash, steps] of STATES) {
    const { page, errors } = await env.openPage(hash, EN);
    await page.waitForTimeout(300);
    if (steps) await steps(page);
    await chooseLang(page, 'zh');
    const words = (await strayEnglish(page)).filter((w) => !ALLOWED.has(w) && !QUOTED.has(w));
    if (words.length) found[name] = words;
    assert.deepEqual(errors, [], name);
    await page.context().close();
  }
  assert.deepEqual(found, {});
});
