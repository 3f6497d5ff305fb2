//! The gallery of all solutions and its share links. Reference: OEIS A000170 (92 for
//! N = 8) and the first/last solutions in ../../../shared/REFERENCE.md.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { boardTuple, isValidSolution, setUp, waitForGallery } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

test('the N = 8 gallery lists 92 distinct valid solutions from 1-5-8-6-3-7-2-4 to 8-4-1-3-6-2-7-5', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  const items = page.getByTestId('gallery').getByTestId('gallery-item');
  const cols = await items.evaluateAll((els) => els.map((el) => el.dataset.cols));
  assert.equal(cols.length, 92);
  assert.equal(new Set(cols).size, 92, 'all distinct');
  for (const c of cols) assert.ok(isValidSolution(c.split('-').map(Number)), `valid: ${c}`);
  assert.equal(cols[0], '1-5-8-6-3-7-2-4');
  assert.equal(cols[91], '8-4-1-3-6-2-7-5');
  assert.deepEqual([...cols].sort(), cols, 'lexicographic order');
  assert.match(await items.nth(36).textContent(), /#37 of 92/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the share link of a gallery item, opened in a new page, shows that placement', async () => {
  const { page, errors } = await env.openPage();
  await waitForGallery(page);
  const item = page.getByTestId('gallery-item').nth(36);
  const cols = (await item.getAttribute('data-cols')).split('-').map(Number);
  await item.click();
  assert.deepEqual(await boardTuple(page), cols);
  assert.match(await page.getByTestId('board-status').textContent(), /#37 of 92/);
  const link = await page.getByTestId('share-link').inputValue();
  assert.ok(link.startsWith(env.baseUrl), `absolute link: ${link}`);
  assert.ok(link.endsWith(`#n=8&q=${cols.join('-')}`), `solution link: ${link}`);
  assert.equal(await page.evaluate(() => window.location.hash), `#n=8&q=${cols.join('-')}`);

  const fresh = await env.openPage(link);
  assert.equal(await fresh.page.getByTestId('board').getAttribute('data-n'), '8');
  assert.deepEqual(await boardTuple(fresh.page), cols);
  await waitForGallery(fresh.page);
  assert.match(await fresh.page.getByTestId('board-status').textContent(), /#37 of 92/);
  assert.deepEqual(errors, []);
  assert.deepEqual(fresh.errors, []);
  await page.context().close();
  await fresh.page.context().close();
});

test('the N = 10 gallery streams all 724 boards as cheap thumbnails', async () => {
  const { page, errors } = await env.openPage();
  await page.getByTestId('n-slider').fill('10');
  await waitForGallery(page);
  const items = page.getByTestId('gallery-item');
  assert.equal(await items.count(), 724);
  const shapes = await items.first().evaluate((el) => el.querySelectorAll('svg *').length);
  assert.ok(shapes <= 4, `a thumbnail is a few shapes, not N² squares (got ${shapes})`);
  assert.deepEqual(errors, []);
  await page.context().close();
});
