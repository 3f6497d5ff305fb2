//! Cross-engine: offline (issue 24). The page's service worker is a classic script (Firefox
//! before 147 has no module service workers); in every engine that has service workers it
//! installs at the first visit and, with the server then cut off, the page opens from its
//! cache, steps, and counts N = 10 (724 solutions, OEIS A000170) with its wasm and its
//! count panel's chunk from the cache.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  assertNoErrors, env, open, showTab, waitForText,
} from './env.js';

test('offline: after one visit the service worker has every file; with the server cut off the page opens, steps and counts N = 10', { timeout: 90_000 }, async (t) => {
  let s = await open('#n=6&step=40');
  if (!(await s.js(() => 'serviceWorker' in navigator && window.isSecureContext))) {
    t.skip(`${s.name}: no service workers here`);
    return;
  }
  await s.waitFor(() => navigator.serviceWorker.controller?.state === 'activated', [], 'the service worker controls the page', 60_000);
  const modules = JSON.parse(readFileSync(new URL('../../www/pkg/modules.json', import.meta.url), 'utf8')).map((m) => m.name);
  const types = await s.js((names) => Promise.all(names
    .map((m) => caches.match(`pkg/${m}_bg.wasm`).then((r) => r?.headers.get('content-type') ?? 'missing'))), modules);
  assert.deepEqual(types, modules.map(() => 'application/wasm'));
  env.session.offline(true);
  try {
    s = await open('#n=6&step=40');
    assert.equal(await s.text('step-count'), '40');
    await s.click('step-forward');
    await waitForText(s, 'step-count', /^41$/);
    await s.js(() => { window.location.hash = '#n=10'; });
    await showTab(s, 'count');
    await waitForText(s, 'count-total', /^724$/, 30_000);
    assert.equal(await s.js(() => document.querySelector('[data-testid="error"]').hidden), true, 'no message on the page');
    // The error probe is the suite's own script, from the server that is cut off: it alone is missing.
    assert.deepEqual(await s.errors(), ['the error probe did not run']);
  } finally {
    env.session.offline(false);
  }
  await open('#n=6');
  await assertNoErrors(s);
});
