//! The gallery's items and their share links. Reference: OEIS A000170 (92 for N = 8, 724
//! for N = 10). The list, the symmetry classes and search are in gallery-symmetry.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, setUp } from '../../helpers.js';
import { boardTuple, isValidSolution, waitForGallery } from './helpers.js';
import { allSolutions as solutions } from './reference.js';

let env;
before(async () => {
  env = await setUp({ tab: 'gallery' });
});
after(() => env?.close());

test('the share link of a gallery item, opened in a new page, shows that placement', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  const item = page.getByTestId('gallery-item').nth(36);
  const cols = (await item.getAttribute('data-cols')).split('-').map(Number);
  await item.click();
  // The page draws on the next frame (app/store.js): wait for the board to show the pick.
  await page.waitForFunction((want) => {
    const board = document.querySelector('[data-testid="board"]');
    const queens = [...board.querySelectorAll('[data-testid="queen"]')];
    return queens.length === want.length && queens.every((q) => want[Number(q.dataset.row) - 1] === Number(q.dataset.col));
  }, cols, { timeout: 10_000 }).catch(() => {});
  assert.deepEqual(await boardTuple(page), cols);
  assert.match(await page.getByTestId('board-status').textContent(), /#37 of 92/);
  const link = await page.getByTestId('share-link').inputValue();
  assert.ok(link.startsWith(env.baseUrl), `absolute link: ${link}`);
  // The link also opens the tab it was shared from (tab=, issue 24).
  assert.ok(link.endsWith(`#n=8&q=${cols.join('-')}&tab=gallery`), `solution link: ${link}`);
  assert.equal(await page.evaluate(() => window.location.hash), `#n=8&q=${cols.join('-')}&tab=gallery`);

  const fresh = await env.openPage(link);
  assert.equal(await fresh.page.getByTestId('tab-gallery').getAttribute('aria-selected'), 'true');
  assert.equal(await fresh.page.getByTestId('board').getAttribute('data-n'), '8');
  assert.deepEqual(await boardTuple(fresh.page), cols);
  await waitForGallery(fresh.page);
  await fresh.page.getByTestId('board-status').filter({ hasText: /#37 of 92/ }).waitFor({ timeout: 10_000 });
  assert.match(await fresh.page.getByTestId('board-status').textContent(), /#37 of 92/);
  assert.deepEqual(errors, []);
  assert.deepEqual(fresh.errors, []);
  await page.context().close();
  await fresh.page.context().close();
});

test('the N = 10 gallery lists 724 boards as cheap thumbnails, only those in sight as elements', async () => {
  const { page, errors } = await env.openPage();
  await page.getByTestId('n-slider').fill('10');
  await waitForGallery(page);
  assert.equal(await page.getByTestId('gallery-count').textContent(), '724');
  const items = page.getByTestId('gallery-item');
  const shown = await items.count();
  assert.ok(shown > 0 && shown < 724, `${shown} items in the DOM`);
  for (const cols of await items.evaluateAll((els) => els.map((el) => el.dataset.cols))) {
    assert.ok(isValidSolution(cols.split('-').map(Number)), cols);
  }
  const shapes = await items.first().evaluate((el) => el.querySelectorAll('svg *').length);
  assert.ok(shapes <= 4, `a thumbnail is a few shapes, not N² squares (got ${shapes})`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an index link shows an empty board naming the solution to come until the numbering has loaded, then that solution', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  // The module that numbers the solutions (loaded after the first view) is held back.
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  await page.route(/queens_tools/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${env.baseUrl}#n=8&i=37`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await boardTuple(page), [0, 0, 0, 0, 0, 0, 0, 0], 'no other solution in its place');
  assert.match(await page.getByTestId('board-status').textContent(), /Solution #37 for N = 8: finding it/);
  assert.equal(await page.evaluate(() => window.location.hash), '#n=8&i=37', 'the link keeps its number');
  release();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="board"] [data-testid="queen"]').length === 8);
  // Solution #37 of N = 8 in lexicographic order, from the brute force of reference.js.
  assert.deepEqual(await boardTuple(page), solutions(8)[36]);
  assert.match(await page.getByTestId('board-status').textContent(), /Solution #37/);
  assert.equal(await page.evaluate(() => window.location.hash), '#n=8&i=37');
  assert.deepEqual(errors, []);
  await context.close();
});
