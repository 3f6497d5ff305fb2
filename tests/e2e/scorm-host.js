//! A test LMS for the exercises' SCORM 1.2 packages (tests/e2e/scorm.test.js and each
//! puzzle's own): the Share menu's download unzipped in Node (fflate), its files served as
//! an LMS serves an uploaded package, and a host page whose `window.API` is scorm-again's
//! Scorm12API (npm: the run-time library LMS integrations use, not a mock), loading the
//! CMI a test saved and framing the package's launch page, as an LMS's player does.

import {
  mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { openShare, startServer } from './helpers.js';

/** scorm-again's SCORM 1.2 run-time for a browser page (its `Scorm12API` global). */
export const SCORM_AGAIN = fileURLToPath(new URL('../../node_modules/scorm-again/dist/scorm12.min.js', import.meta.url));

/**
 * In `page`, opens the Share menu, sets the pass mark, clicks `share-scorm` and waits for
 * the download; resolves to `{ name, files }`, the zip's name and its files `{ path: bytes }`.
 */
export async function downloadPackage(page, passMark) {
  await openShare(page);
  await page.getByTestId('scorm-pass-mark').fill(String(passMark));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-scorm').click()]);
  const file = await download.path();
  await page.getByTestId('scorm-status').filter({ hasText: /\.zip/ }).waitFor();
  return { name: download.suggestedFilename(), files: unzipSync(new Uint8Array(readFileSync(file))) };
}

/** Writes a package's `files` (path → bytes) into a new temporary folder named `prefix…`; returns the folder. */
export function writePackage(files, prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  }
  return dir;
}

/**
 * The LMS of a package's `files`: served from a folder (127.0.0.1, its own port), with the
 * host page `/__lms/host.html`. Resolves to `{ url, close() }`.
 */
export async function startLms(files) {
  const dir = writePackage(files, 'scorm-');
  const host = `<!doctype html><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="/__lms/scorm12.js"></script>
<script>
  window.API = new Scorm12API({ logLevel: 5, autocommit: false });
  if (window.__savedCmi) window.API.loadFromJSON(window.__savedCmi, '');
  window.API.on('LMSFinish', () => { window.__finished = true; });
  // cmi.core.<key> as the runtime commits it (exit and session_time are write-only to the content).
  window.__core = (key) => key.split('.')
    .reduce((o, part) => o?.[part], JSON.parse(JSON.stringify(window.API.renderCommitCMI(false))).cmi.core);
</script>
<iframe id="sco" src="/launch.html" width="1100" height="760" style="border:0"></iframe>`;
  const server = await startServer({
    root: dir,
    routes: {
      '/__lms/host.html': async () => ({ type: 'text/html; charset=utf-8', body: host }),
      '/__lms/scorm12.js': async () => ({ type: 'text/javascript; charset=utf-8', body: readFileSync(SCORM_AGAIN, 'utf8') }),
    },
  });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the host page of `lms` in a blank page of `env` (setUp), the LMS loading `saved`
 * (a CMI, scorm-again's JSON) first when given, and waits for the page in its frame.
 * Resolves to `{ page, frame, errors }`.
 */
export async function openInLms(env, lms, saved = null) {
  const { page, errors } = await env.blankPage();
  if (saved) await page.addInitScript((data) => { window.__savedCmi = data; }, saved);
  await page.goto(`${lms.url}__lms/host.html`);
  const frame = page.frameLocator('#sco');
  await frame.locator('html[data-ready="true"]').waitFor({ timeout: 20_000 });
  return { page, frame, errors };
}

/** The runtime's CMI as scorm-again would commit it (its JSON), which `openInLms` can load again. */
export function savedCmi(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.API.renderCommitCMI(true))).cmi);
}

/**
 * The student leaves: the frame goes (its pagehide ends the session: LMSFinish). First the
 * page's lazy parts finish loading (the exercise's panel, its review, a worker): a frame
 * removed while they load cuts their requests short, which the test would read as failures.
 */
export async function leave(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.getElementById('sco').remove());
  await page.waitForFunction(() => window.__finished === true);
}

/** Waits until the runtime's `cmi.core.<key>` (`lesson_status`, `score.raw`) is `value`. */
export function waitForCore(page, key, value) {
  return page.waitForFunction(([k, v]) => window.__core(k) === v, [key, value]);
}

/** The runtime's `cmi.core` values at `keys` (`lesson_status`, `score.raw`, `exit`, `session_time`), as committed. */
export function core(page, ...keys) {
  return page.evaluate((names) => names.map((k) => window.__core(k)), keys);
}
