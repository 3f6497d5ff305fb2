//! Offline and installable (issue 24), on the production build (dist/, served as `make
//! serve` serves it): after one visit the page opens and works with the network cut (every
//! puzzle, each with its own wasm module, from the service worker's cache; each puzzle's
//! own tools offline: tests/e2e/puzzles/<id>/offline.test.js); the source (www/) registers no service worker; a new version
//! deployed while the page is open is announced (`update-ready`), a reload does not swap it
//! in, and the notice's click reloads onto it; Chromium finds the page installable (the
//! DevTools protocol's installability check, which Lighthouse 12 no longer audits).

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  chooseLang, DESKTOP, hook, LAUNCH, PHONE, puzzleRoot, SCREENSHOT_DIR, startOfflineSite, startServer, WWW_ROOT,
} from './helpers.js';
import { declared } from './declarations.js';
import { DEFAULT_PUZZLE } from '../../www/js/puzzles/registry.js';
import { chromium } from 'playwright-core';
import { writeServiceWorker } from '../../scripts/offline.mjs';

let offline;
before(async () => {
  offline = await startOfflineSite();
});
after(() => offline?.close());
const newPage = (...args) => offline.newPage(...args);
const visit = (...args) => offline.visit(...args);

const stepCount = (page) => hook(page, DEFAULT_PUZZLE, 'step-count').textContent();

/** The default puzzle's declaration, and a link to step 38 of its lesson (the update notice's test). */
const DEFAULT = declared.find(({ id }) => id === DEFAULT_PUZZLE).declaration;
const LESSON = `${DEFAULT.steps ?? DEFAULT.lesson}&step=38`;

test('after one visit, with the network cut, a reload opens every puzzle and steps it, each from its own wasm module in the cache', { timeout: 120_000 }, async () => {
  const { context, page, errors } = await newPage();
  await visit(page, `${offline.url}${declared[0].declaration.lesson}`);
  await context.setOffline(true);
  // (A file outside the precache: the worker leaves it to the network.)
  assert.equal(await page.evaluate(() => fetch('not-precached.txt').then(() => 'online', () => 'offline')), 'offline');
  errors.length = 0;

  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  // Each puzzle's page and its own wasm module.
  for (const { id, declaration: d } of declared) {
    await page.evaluate((h) => { location.hash = h; }, d.lesson);
    await puzzleRoot(page, id).waitFor({ state: 'visible' });
    await hook(page, id, 'step-count').filter({ hasText: /^0$/ }).waitFor();
    await hook(page, id, 'step-forward').click();
    await hook(page, id, 'step-count').filter({ hasText: /^1$/ }).waitFor();
  }

  // Every wasm module is cached with its MIME type (so compileStreaming works from the cache).
  const modules = JSON.parse(readFileSync(new URL('../../www/pkg/modules.json', import.meta.url), 'utf8')).map((m) => m.name);
  const types = await page.evaluate((names) => Promise.all(names
    .map((m) => caches.match(`pkg/${m}_bg.wasm`).then((r) => r?.headers.get('content-type') ?? 'missing'))), modules);
  assert.deepEqual(types, modules.map(() => 'application/wasm'));
  assert.deepEqual(errors, [], 'nothing failed offline: every file the page asked for was in the cache');
  await context.close();
});

test('the production build registers its service worker after load; the source (www/) registers none', { timeout: 60_000 }, async () => {
  const { context, page, errors } = await newPage();
  let worker = null;
  context.on('request', (r) => {
    if (r.url().endsWith('/sw.js')) worker ??= Date.now();
  });
  const loaded = page.waitForEvent('load').then(() => Date.now());
  await visit(page, `${offline.url}`);
  assert.ok(worker !== null && worker >= await loaded, 'sw.js is fetched after the load event');
  assert.equal(await page.evaluate(() => new URL(navigator.serviceWorker.controller.scriptURL).pathname), '/sw.js');
  assert.deepEqual(errors, []);
  await context.close();

  const source = await startServer({ root: WWW_ROOT });
  try {
    const dev = await newPage();
    await dev.page.goto(`${source.url}`);
    await dev.page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    await dev.page.waitForLoadState('load');
    await dev.page.waitForTimeout(500);
    assert.deepEqual(await dev.page.evaluate(async () => ({
      meta: document.querySelector('meta[name="service-worker"]') !== null,
      controller: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
    })), { meta: false, controller: false, registrations: 0 });
    assert.deepEqual(dev.errors, []);
    await dev.context.close();
  } finally {
    await source.close();
  }
});

/** Overlap of two boxes ({ x, y, width, height }), in px². */
function overlap(a, b) {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * "Deploys" a new version into the served copy, as a host does: index.html changed, sw.js
 * rebuilt as the build does, the server restarted on the same origin (sirv reads the
 * folder once). Resolves to the new version.
 */
async function deployNewVersion() {
  const index = path.join(offline.site, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<meta charset="utf-8">', '<meta charset="utf-8">\n  <meta name="deployed" content="2">'));
  for (const file of ['index.html', 'sw.js']) for (const ext of ['.br', '.gz']) rmSync(path.join(offline.site, file + ext), { force: true });
  const { version } = writeServiceWorker(offline.site, readFileSync(path.join(WWW_ROOT, 'sw.js'), 'utf8'));
  await offline.restart();
  return version;
}

test('a new version deployed while the page is open is announced, not swapped in; its notice reloads onto it', { timeout: 120_000 }, async () => {
  const { context, page, errors } = await newPage();
  await visit(page, `${offline.url}${LESSON}`);
  assert.equal(await page.getByTestId('update-ready').isVisible(), false);
  const oldCache = await page.evaluate(() => caches.keys());
  const version = await deployNewVersion();
  // The page asks for a new version when it is shown again (and hourly).
  await page.evaluate(() => { window.__samePage = true; document.dispatchEvent(new Event('visibilitychange')); });
  await page.getByTestId('update-ready').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByTestId('update-ready').textContent(), 'A new version is available: reload');
  assert.equal(await page.evaluate(() => window.__samePage), true, 'nothing reloaded by itself');
  assert.equal(await stepCount(page), '38');

  // The notice sits under the header: clear of the board and the step controls, at both sizes, in both languages.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const lang of ['en', 'zh']) {
    if (lang === 'zh') await chooseLang(page, 'zh');
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); }));
      const notice = await page.getByTestId('update-ready').boundingBox();
      assert.ok(notice.x >= 0 && notice.x + notice.width <= viewport.width, `${lang} ${name}: the notice fits the width`);
      for (const part of [puzzleRoot(page, DEFAULT_PUZZLE).getByTestId(DEFAULT.figure), ...['step-back', 'step-forward', 'play', 'event'].map((h) => hook(page, DEFAULT_PUZZLE, h))]) {
        assert.equal(overlap(notice, await part.boundingBox()), 0, `${lang} ${name}: the notice overlaps ${part}`);
      }
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `update-ready-${name}-${lang}.png`) });
    }
  }
  assert.equal(await page.getByTestId('update-ready').textContent(), '有新版本可用：重新加载');
  await chooseLang(page, 'en');
  await page.setViewportSize(DESKTOP);

  // A reload stays on the version the lesson started with, and says again that a new one waits.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('meta[name="deployed"]').count(), 0);
  await page.getByTestId('update-ready').waitFor();

  // The click: the new worker takes over and the page reloads onto the new version.
  await Promise.all([page.waitForEvent('load'), page.getByTestId('update-ready').click()]);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('meta[name="deployed"]').count(), 1);
  assert.equal(await page.getByTestId('update-ready').isVisible(), false);
  assert.equal(await stepCount(page), '38', 'the link (the fragment) is kept');
  const caches = await page.evaluate(() => caches.keys());
  assert.deepEqual(caches, [`nqueens-${version}`], 'the old version\'s cache is deleted');
  assert.notDeepEqual(caches, oldCache);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Chromium finds the page installable: a valid manifest with its icons, no installability errors', { timeout: 60_000 }, async () => {
  // A profile of its own: Chromium installs nothing from an incognito context (Playwright's newContext).
  const profile = mkdtempSync(path.join(os.tmpdir(), 'offline-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...LAUNCH, viewport: DESKTOP });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await visit(page, `${offline.url}`);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, [], 'the manifest parses without errors');
    assert.match(manifest.url, /\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    // Every icon it names is a PNG of its size.
    for (const icon of JSON.parse(manifest.data).icons) {
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, icon.src);
      assert.equal(size, icon.sizes, icon.src);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
