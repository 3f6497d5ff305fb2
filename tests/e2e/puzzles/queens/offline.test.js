//! The N-Queens offline, on the production build (dist/, served as `make serve` serves it):
//! after one visit the board, the stepper, a count and the gallery's worker work with the
//! network cut, from the service worker's cache (every puzzle offline:
//! tests/e2e/offline.test.js). Expected counts: OEIS A000170 (docs/REFERENCE.md).

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  DESKTOP, DIST_ROOT, launchBrowser, recordErrors, showTab,
} from '../../helpers.js';
import { waitForGallery } from './helpers.js';
import { startStatic } from '../../../../scripts/serve.mjs';

let browser;
let site;
let dist;
before(async () => {
  // A copy of dist/, so that a test can deploy a new version into it.
  site = mkdtempSync(path.join(os.tmpdir(), 'offline-e2e-'));
  cpSync(DIST_ROOT, site, { recursive: true });
  dist = await startStatic(site);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await dist?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** A fresh context and page that records console errors, exceptions and failed requests. */
async function newPage(viewport = DESKTOP, locale = 'en-US') {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  return { context, page, errors: recordErrors(page) };
}

/** Opens `url` and waits until the page is ready and its service worker controls it. */
async function visit(page, url) {
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
}

const stepCount = (page) => page.getByTestId('step-count').textContent();

test('after one visit, with the network cut, a reload shows the board, steps, counts N = 10 and N = 14 and lists a gallery', { timeout: 120_000 }, async () => {
  const { context, page, errors } = await newPage();
  await visit(page, `${dist.url}#n=6&step=40`);
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
  await page.evaluate(() => { location.hash = '#n=10'; });
  await showTab(page, 'count');
  await page.waitForFunction(() => document.querySelector('[data-testid="count-total"]')?.textContent === '724', null, { timeout: 20_000 });
  await page.evaluate(() => { location.hash = '#n=14'; });
  await page.getByTestId('count-start').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="count-panel"]')?.dataset.state === 'done', null, { timeout: 60_000 });
  assert.equal((await page.getByTestId('count-total').textContent()).replace(/\D/g, ''), '365596');

  // The gallery's worker: N = 6 has 4 solutions.
  await page.evaluate(() => { location.hash = '#n=6'; });
  await showTab(page, 'gallery');
  await waitForGallery(page);
  assert.equal(await page.getByTestId('gallery-item').count(), 4);

  assert.deepEqual(errors, [], 'nothing failed offline: every file the page asked for was in the cache');
  await context.close();
});
