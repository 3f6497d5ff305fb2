//! The N-Queens' first view (the default puzzle's) in the production build (`make build`'s
//! dist/, served as `make serve` serves it: scripts/serve.mjs), issue 20: the first paint
//! already has the final layout, and what of the N-Queens loads on first use works when a
//! link opens it first, or says so where it was asked for when its code cannot be fetched.
//! Every other puzzle's page fetched on first use: tests/e2e/first-view.test.js.
//!
//! The first paint is the build's skeleton (scripts/prerender.mjs): the page's entry script
//! is held back, so the browser paints index.html alone; the boxes of the skeleton's marked
//! elements are read, the script is let through, and once the page is ready the boxes of the
//! real elements must be the same (within 1 px), in English and Chinese, on a desktop and a
//! phone, for an index link, a step link and a solution link.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chooseLang, DESKTOP, PHONE, setUp, showTab } from '../../helpers.js';
import { boardTuple, waitForGallery, waitForQueens } from './helpers.js';
import { MARKED } from '../../../../scripts/prerender.mjs';

let env;
before(async () => {
  env = await setUp({ root: 'dist' });
});
after(async () => {
  await env?.close();
});

/**
 * The marked elements that are a line of words (their width follows the words): the
 * shell's, and the puzzle's marked `data-first-view="text"` (kept in the skeleton as
 * `data-skeleton-text`).
 */
const TEXTS = new Set(['page-heading', 'event']);

/**
 * The testids the shown skeleton marks: the shell's and the stepper's (MARKED) and the
 * default puzzle's own (`data-first-view` in its markup).
 */
function markedIds(page) {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('.skeleton')].find((s) => getComputedStyle(s).display !== 'none');
    const marked = [...shown.querySelectorAll('[data-skeleton]')];
    return {
      marked: [...new Set(marked.map((e) => e.dataset.skeleton))],
      texts: marked.filter((e) => e.hasAttribute('data-skeleton-text')).map((e) => e.dataset.skeleton),
    };
  });
}

/** The boxes of `selector(testid)` for every testid of `marked`: { testid: [x, y, w, h] }. */
function boxes(page, prefix, marked) {
  return page.evaluate(([marked, pre]) => {
    const out = {};
    for (const id of marked) {
      const shown = [...document.querySelectorAll('.skeleton')].find((s) => getComputedStyle(s).display !== 'none');
      const el = pre === 'skeleton'
        ? shown?.querySelector(`[data-skeleton="${id}"]`)
        : document.querySelector(`[data-testid="${id}"]`);
      const r = el?.getBoundingClientRect();
      out[id] = r ? [r.x, r.y, r.width, r.height].map((v) => Math.round(v)) : null;
    }
    return out;
  }, [marked, prefix]);
}

/** Opens `hash` with the entry script held; resolves to { page, errors, release }. */
async function openHeld(hash, viewport, lang) {
  const context = await env.browser.newContext({ viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  await page.route(/\/js\/boot-[a-z0-9]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${env.baseUrl}${hash}`, { waitUntil: 'commit' });
  await page.waitForSelector('.skeleton [data-skeleton="board"]', { state: 'attached' });
  await page.evaluate(() => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); }));
  return { page, errors, release };
}

for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  for (const lang of ['en', 'zh']) {
    test(`${name}, ${lang}: the first paint (the build's skeleton) has the final layout for an index, a step and a solution link`, { timeout: 90_000 }, async () => {
      for (const hash of ['#n=8', '#n=6&step=38', '#n=8&i=4']) {
        const { page, errors, release } = await openHeld(hash, viewport, lang);
        // Before any script: the skeleton shows, the page under it is laid out but invisible.
        const before = await page.evaluate(() => ({
          prerendered: document.documentElement.classList.contains('prerendered'),
          hidden: getComputedStyle(document.querySelector('main:not(.skeleton main)')).visibility,
          shown: [...document.querySelectorAll('.skeleton')].filter((s) => getComputedStyle(s).display !== 'none').map((s) => s.dataset.lang),
        }));
        assert.deepEqual(before, { prerendered: true, hidden: 'hidden', shown: [lang] }, hash);
        const { marked, texts } = await markedIds(page);
        const isText = (id) => TEXTS.has(id) || texts.includes(id);
        for (const id of MARKED) assert.ok(marked.includes(id), `${hash}: the skeleton marks ${id}`);
        assert.ok(marked.length > MARKED.length, `${hash}: the default puzzle marks its own elements (data-first-view): ${marked}`);
        const first = await boxes(page, 'skeleton', marked);
        for (const id of marked) assert.ok(first[id], `${hash}: the skeleton has ${id}`);
        release();
        await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
        await page.evaluate(() => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); }));
        assert.equal(await page.locator('.skeleton').count(), 0, `${hash}: the skeleton is gone`);
        assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('main')).visibility), 'visible');
        const settled = await boxes(page, 'live', marked);
        for (const id of marked) {
          const [a, b] = [first[id], settled[id]];
          // A line of words may be shorter in another language or link: its width is free.
          const same = (v, i) => (isText(id) && i === 2) || Math.abs(v - b[i]) <= 1;
          assert.ok(a.every(same), `${name} ${lang} ${hash}: ${id} moved from ${a} to ${b}`);
        }
        assert.equal(await page.evaluate(() => document.documentElement.lang.slice(0, 2)), lang);
        assert.deepEqual(errors, [], hash);
        await page.context().close();
      }
    });
  }
}

test('what loads on first use works when a link opens it first: the gallery, a count, the other language', { timeout: 90_000 }, async () => {
  const open = (hash) => env.openPage(hash);
  // A gallery link: N = 6's four solutions (A000170) in lexicographic order are 2-4-6-1-3-5,
  // 3-6-2-5-1-4, 4-1-5-2-6-3 and 5-3-1-6-4-2, so #3 is 4-1-5-2-6-3; the gallery lists 4.
  let { page, errors } = await open('#n=6&i=3');
  await waitForQueens(page, 6);
  assert.deepEqual(await boardTuple(page), [4, 1, 5, 2, 6, 3]);
  await showTab(page, 'gallery');
  await waitForGallery(page);
  assert.equal(await page.getByTestId('gallery-item').count(), 4);
  assert.deepEqual(errors, []);
  await page.context().close();

  // A count: N = 10 has 724 solutions (A000170).
  ({ page, errors } = await open('#n=10'));
  await showTab(page, 'count');
  await page.waitForFunction(() => document.querySelector('[data-testid="count-total"]')?.textContent === '724', null, { timeout: 20_000 });
  assert.deepEqual(errors, []);

  // Chinese is not fetched with the page: its table (one script file) arrives when the
  // visitor reaches for the switch (the pointer on it), ahead of the pick, and only then.
  // (The count pool's workers start when the page is idle: their files are not the page's modules.)
  const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)
    .filter((u) => u.endsWith('.js') && !u.includes('/workers/')));
  const before = await scripts();
  await page.waitForTimeout(500);
  assert.deepEqual((await scripts()).filter((u) => !before.includes(u)), [], 'nothing more is fetched while the page is left alone');
  await page.getByTestId('lang-switch').hover();
  await page.waitForFunction((n) => performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('.js') && !e.name.includes('/workers/')).length > n, before.length);
  await chooseLang(page, 'zh');
  assert.match(await page.getByTestId('page-heading').textContent(), /皇后/);
  const fetched = (await scripts()).filter((u) => !before.includes(u));
  assert.equal(fetched.length, 1, `the Chinese table alone was fetched: ${fetched}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

/** The production build's chunks of the parts built on first use (named after its source: `queens-gallery-HASH.js`). */
const LAZY_CHUNKS = {
  gallery: /\/js\/queens-gallery-[a-z0-9]+\.js$/,
  count: /\/js\/queens-count-panel-[a-z0-9]+\.js$/,
  export: /\/js\/queens-export-panel-[a-z0-9]+\.js$/,
  exercise: /\/js\/queens-exercise-panel-[a-z0-9]+\.js$/,
  nodes: /\/js\/node-tree-[a-z0-9]+\.js$/,
  overview: /\/js\/queens-board-overview-[a-z0-9]+\.js$/,
  play: /\/js\/queens-play-mode-[a-z0-9]+\.js$/,
};

/** The lazy parts (keys of LAZY_CHUNKS) whose chunk the page has fetched so far. */
function fetchedParts(page) {
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
    .then((urls) => Object.keys(LAZY_CHUNKS).filter((part) => urls.some((u) => LAZY_CHUNKS[part].test(u))));
}

test('the first view fetches none of the tools; each tool is fetched when first used, and works', { timeout: 90_000 }, async () => {
  const { page, errors } = await env.openPage('#n=5');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await fetchedParts(page), [], 'the first view fetched a tool');

  // The gallery: N = 5 has 10 solutions (A000170).
  await showTab(page, 'gallery');
  await waitForGallery(page);
  assert.equal(await page.getByTestId('gallery-item').count(), 10);
  // The count: 10 solutions, 2 fundamental (A002562).
  await showTab(page, 'count');
  await page.getByTestId('count-start').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="count-total"]')?.textContent === '10', null, { timeout: 20_000 });
  // The export: the SVG of the board shown.
  await showTab(page, 'export');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
  assert.match(download.suggestedFilename(), /^nqueens-5-.*\.svg$/);
  await showTab(page, 'exercise');
  await page.getByTestId('exercise-panel').locator('button').first().waitFor();
  // Play mode: a queen placed on (1, 2), then Check counts 1 of 5.
  await showTab(page, 'lesson');
  await page.getByTestId('play-mode').click();
  await page.locator('[data-testid="square"][data-row="1"][data-col="2"]').click();
  await page.waitForFunction(() => location.hash.includes('q=2-0-0-0-0'));
  // The node-link tree of N = 5: 220 nodes (docs/REFERENCE.md) and its root.
  await page.getByTestId('play-mode').click();
  await page.getByTestId('tree-style').selectOption('nodes');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree-nodes"] [data-step]').length > 0);
  assert.deepEqual(await fetchedParts(page), ['gallery', 'count', 'export', 'exercise', 'nodes', 'play']);
  assert.deepEqual(errors, []);
  await page.context().close();

  // A huge N from a link: the overview is fetched for it, and draws its canvas.
  const huge = await env.openPage('#n=1000000');
  await huge.page.locator('canvas').first().waitFor();
  assert.deepEqual(await fetchedParts(huge.page), ['overview']);
  assert.deepEqual(huge.errors, []);
  await huge.page.context().close();

  // An N above 2,000 typed in the field fetches the overview ahead of Show; 2,000 does not.
  const typed = await env.openPage('#n=8');
  await typed.page.getByTestId('n-input').fill('2000');
  await typed.page.waitForTimeout(300);
  assert.deepEqual(await fetchedParts(typed.page), []);
  await typed.page.getByTestId('n-input').fill('20000');
  await typed.page.waitForFunction((source) => performance.getEntriesByType('resource')
    .some((e) => new RegExp(source).test(e.name)), LAZY_CHUNKS.overview.source);
  assert.equal(await typed.page.getByTestId('board').getAttribute('data-n'), '8', 'the fetch ahead shows nothing');
  assert.deepEqual(typed.errors, []);
  await typed.page.context().close();
});

test('a part whose code cannot be fetched says so where it was asked for, in the page\'s language, and is fetched when asked again', { timeout: 90_000 }, async () => {
  const panelSays = (page, tab, pattern) => page.waitForFunction(([name, source]) => new RegExp(source)
    .test(document.querySelector(`#tab-panel-${name} [data-testid="part-error"]`)?.textContent ?? ''), [tab, pattern.source]);
  // Without the service worker (issue 24), which would answer from its cache: the network
  // itself refuses the part (as on a first visit whose worker has not installed yet).
  const uncached = { contextOptions: { serviceWorkers: 'block' } };
  let { page, errors } = await env.openPage('#n=6', uncached);
  const board = await page.getByTestId('board').boundingBox();
  await page.route(LAZY_CHUNKS.gallery, (route) => route.abort('internetdisconnected'));
  await page.getByTestId('tab-gallery').click();
  // In the panel opened, not above the board: nothing moves.
  await panelSays(page, 'gallery', /could not be fetched/);
  assert.deepEqual(await page.getByTestId('board').boundingBox(), board);
  assert.equal(await page.getByTestId('error').isVisible(), false);
  // In Chinese, with none of the browser's English.
  await chooseLang(page, 'zh');
  await panelSays(page, 'gallery', /^[^A-Za-z]*$/);
  // Asked for again (the tab clicked again, without leaving it): fetched, and the message goes.
  await page.unroute(LAZY_CHUNKS.gallery);
  await showTab(page, 'gallery');
  await waitForGallery(page);
  assert.equal(await page.getByTestId('gallery-item').count(), 4);
  assert.equal(await page.getByTestId('part-error').count(), 0);
  // Only the refused fetch itself is in the console (and the page's warning, not an error).
  assert.ok(errors.every((e) => /queens-gallery|ERR_INTERNET_DISCONNECTED/.test(e)), errors.join('\n'));
  await page.context().close();

  // The huge-N overview: refused for N = 5,000, then fetched for the next N shown.
  ({ page, errors } = await env.openPage('#n=6', uncached));
  await page.route(LAZY_CHUNKS.overview, (route) => route.abort('internetdisconnected'));
  await page.goto(`${env.baseUrl}#n=5000`);
  await page.waitForFunction(() => /could not be fetched/.test(document.querySelector('[data-testid="error"]')?.textContent ?? ''));
  await page.unroute(LAZY_CHUNKS.overview);
  await page.getByTestId('n-input').fill('6000');
  await page.getByTestId('n-input').press('Enter');
  await page.locator('canvas').first().waitFor();
  assert.equal(await page.getByTestId('error').isVisible(), false);
  await page.context().close();
});
