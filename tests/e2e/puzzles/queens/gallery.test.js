//! The gallery's items and their share links. Reference: OEIS A000170 (92 for N = 8, 724
//! for N = 10). The list, the symmetry classes and search are in gallery-symmetry.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { boardTuple, isValidSolution, setUp, waitForGallery } from '../../helpers.js';

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
