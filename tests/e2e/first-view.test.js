//! The production build's pages fetched on first use (`make build`'s dist/, served as `make
//! serve` serves it: scripts/serve.mjs), issue 20: every puzzle but the default one is
//! fetched when the switch (or a link) asks for it; when its code cannot be fetched, the
//! page's error line says so (not that the page cannot run), the default puzzle stays, and
//! the switch fetches it again. A puzzle opened first from its link: contract.test.js; the
//! default puzzle's first paint and its own parts: its folder's first-view tests.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { choosePuzzle, puzzleRoot, setUp } from './helpers.js';
import {
  DEFAULT_PUZZLE, DECLARED, firstView, withKey,
} from './declarations.js';

let env;
before(async () => {
  env = await setUp({ root: 'dist' });
});
after(async () => {
  await env?.close();
});

/**
 * A blank page of `env` (`options`) whose requests for `part` are refused, opened at `link`:
 * resolves once the page is ready and its error line says the part could not be fetched.
 */
async function openRefused(env, options, part, link) {
  const { page } = await env.blankPage(options);
  await page.route(part, (route) => route.abort('internetdisconnected'));
  await page.goto(`${env.baseUrl}${link}`);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(() => /could not be fetched/.test(document.querySelector('[data-testid="error"]')?.textContent ?? ''));
  return page;
}

test('a part whose code cannot be fetched says so where it was asked for, in the page\'s language, and is fetched when asked again', { timeout: 90_000 }, async () => {
  // Without the service worker (issue 24), which would answer from its cache: the network
  // itself refuses the part (as on a first visit whose worker has not installed yet).
  const uncached = { contextOptions: { serviceWorkers: 'block' } };
  for (const { id } of DECLARED.filter((p) => p.id !== DEFAULT_PUZZLE)) {
    // The puzzle's page: its entry chunk (dist/js/<id>-entry-HASH.js) or one named for it alone.
    const chunk = new RegExp(`/js/${id}(-entry)?-[a-z0-9]+\\.js$`);
    const { page } = await env.openPage('', uncached);
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    // (A click, not check(): the switch goes back to the default puzzle as soon as the fetch fails.)
    await choosePuzzle(page, id);
    await page.waitForFunction(() => /could not be fetched/.test(document.querySelector('[data-testid="error"]')?.textContent ?? ''));
    assert.doesNotMatch(await page.getByTestId('error').textContent(), /make build|cannot run/, id);
    assert.equal(await page.getByTestId('puzzle-switch').inputValue(), DEFAULT_PUZZLE, id);
    await page.unroute(chunk);
    await choosePuzzle(page, id);
    await puzzleRoot(page, id).waitFor();
    await page.context().close();
  }
});

/** The shell's parts fetched on first use: their chunks (dist/js/<name>-HASH.js). */
const SHELL_PARTS = {
  compare: /\/js\/compare-(?:part|view)-[a-z0-9]+\.js$/,
  parsons: /\/js\/parsons-part-[a-z0-9]+\.js$/,
};

/** The keys of SHELL_PARTS whose chunk `page` has fetched so far. */
function fetchedShellParts(page) {
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
    .then((urls) => Object.keys(SHELL_PARTS).filter((part) => urls.some((u) => SHELL_PARTS[part].test(u))));
}

test('the Compare view and the Parsons problem are fetched when first opened, each opens from its own link, and a refused fetch says so until it is asked for again', { timeout: 90_000 }, async () => {
  const uncached = { contextOptions: { serviceWorkers: 'block' } };
  const go = (page, hash) => page.evaluate((h) => { window.location.hash = h; }, hash);
  // The default puzzle's first view, and with each part's key.
  const plain = withKey(firstView(DEFAULT_PUZZLE), 'lang=en');
  const compare = withKey(firstView(DEFAULT_PUZZLE), 'compare=backtrack,bfs');
  const parsons = withKey(firstView(DEFAULT_PUZZLE), 'ex=parsons&seed=12');
  // The first view fetches neither.
  let { page, errors } = await env.openPage(plain, uncached);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await fetchedShellParts(page), []);
  await page.context().close();

  // A Compare link opens the view directly: both sides, at step 0 (the root alone).
  ({ page, errors } = await env.openPage(compare, uncached));
  await page.getByTestId('compare-view').waitFor();
  assert.deepEqual(await page.getByTestId('compare-side').evaluateAll((sides) => sides.map((s) => [s.dataset.method, s.dataset.nodes])), [['backtrack', '1'], ['bfs', '1']]);
  assert.deepEqual(await fetchedShellParts(page), ['compare']);
  assert.deepEqual(errors, []);
  await page.context().close();

  // Refused: the page's error line says so, the puzzle's page stays; asked again, it opens.
  page = await openRefused(env, uncached, SHELL_PARTS.compare, compare);
  assert.equal(await page.getByTestId('compare-view').isVisible(), false);
  assert.equal(await puzzleRoot(page, DEFAULT_PUZZLE).isVisible(), true);
  await page.unroute(SHELL_PARTS.compare);
  await go(page, plain);
  await go(page, compare);
  await page.getByTestId('compare-view').waitFor();
  assert.equal(await page.getByTestId('compare-side').count(), 2);
  assert.equal(await page.getByTestId('error').isVisible(), false);
  await page.context().close();

  // A Parsons link opens the problem directly; refused, the page's error line says so, and it is fetched when opened again.
  ({ page, errors } = await env.openPage(parsons, uncached));
  assert.equal(await page.getByTestId('parsons').isVisible(), true);
  assert.ok(await page.getByTestId('parsons-pool').locator('[data-testid="parsons-line"]').count() > 0);
  assert.deepEqual(await fetchedShellParts(page), ['parsons']);
  assert.deepEqual(errors, []);
  await page.context().close();
  page = await openRefused(env, uncached, SHELL_PARTS.parsons, parsons);
  assert.equal(await page.getByTestId('parsons').count(), 0);
  await page.unroute(SHELL_PARTS.parsons);
  await go(page, plain);
  await go(page, parsons);
  await page.getByTestId('parsons-pool').waitFor();
  assert.equal(await page.getByTestId('error').isVisible(), false);
  await page.context().close();
});
