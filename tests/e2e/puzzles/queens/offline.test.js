//! The N-Queens offline, on the production build (dist/, served as `make serve` serves it):
//! after one visit the board, the stepper, a count and the gallery's worker work with the
//! network cut, from the service worker's cache (every puzzle offline:
//! tests/e2e/offline.test.js). Expected counts: OEIS A000170 (docs/REFERENCE.md).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  changeHash, showTab, startOfflineSite,
} from '../../helpers.js';
import { waitForGallery } from './helpers.js';

let offline;
before(async () => {
  offline = await startOfflineSite();
});
after(() => offline?.close());
const newPage = (...args) => offline.newPage(...args);
const visit = (...args) => offline.visit(...args);

const stepCount = (page) => page.getByTestId('step-count').textContent();

test('after one visit, with the network cut, a reload shows the board, steps, counts N = 10 and N = 14 and lists a gallery', { timeout: 120_000 }, async () => {
  const { context, page, errors } = await newPage();
  await visit(page, `${offline.url}#n=6&step=40`);
  await context.setOffline(true);
  // (A file outside the precache: the worker leaves it to the network.)
  assert.equal(await page.evaluate(() => fetch('not-precached.txt').then(() => 'online', () => 'offline')), 'offline');
  errors.length = 0;

  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  assert.equal(await page.getByTestId('board').getAttribute('data-n'), '6');
  assert.equal(await stepCount(page), '40');
  await page.getByTestId('step-forward').click();
  assert.equal(await stepCount(page), '41');

  // The count panel's chunk from the cache; N = 10 has 724 solutions, N = 14 365,596 (the worker pool).
  await changeHash(page, '#n=10');
  await showTab(page, 'count');
  await page.waitForFunction(() => document.querySelector('[data-testid="count-total"]')?.textContent === '724', null, { timeout: 20_000 });
  await changeHash(page, '#n=14');
  await page.getByTestId('count-start').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="count-panel"]')?.dataset.state === 'done', null, { timeout: 60_000 });
  assert.equal((await page.getByTestId('count-total').textContent()).replace(/\D/g, ''), '365596');

  // The gallery's worker: N = 6 has 4 solutions.
  await changeHash(page, '#n=6');
  await showTab(page, 'gallery');
  await waitForGallery(page);
  assert.equal(await page.getByTestId('gallery-item').count(), 4);

  assert.deepEqual(errors, [], 'nothing failed offline: every file the page asked for was in the cache');
  await context.close();
});
