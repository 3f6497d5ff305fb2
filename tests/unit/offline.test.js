//! Offline and installable (issue 24), without a browser: the build's precache list and
//! version (scripts/offline.mjs), the manifest's fields, dist/sw.js written from www/sw.js,
//! and the page's controller (www/js/app/offline.js) with a fake service-worker container:
//! nothing registered without the build's <meta>, no error where service workers are
//! refused, a new version announced only over an older one, and applied only on request.

import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import {
  FILES_FILE, ICONS, manifest, precacheList, precacheVersion, serviceWorkerSource, writeServiceWorker,
} from '../../scripts/offline.mjs';
import { startOffline } from '../../www/js/app/offline.js';

const SW_SOURCE = readFileSync(fileURLToPath(new URL('../../www/sw.js', import.meta.url)), 'utf8');

test('the precache lists every file of dist/ but the compressed copies and the worker itself, sorted', () => {
  const files = ['sw.js', 'index.html', 'index.html.br', 'index.html.gz', 'js/main-abc12345.js', 'js/main-abc12345.js.br',
    'js/puzzles/p/workers/worker.js', 'pkg/p_bg.wasm', 'pkg/p_bg.wasm.gz', 'css/page-XYZ.css',
    'manifest.webmanifest', 'icons/icon-192.png', 'favicon.svg'];
  assert.deepEqual(precacheList(files), ['css/page-XYZ.css', 'favicon.svg', 'icons/icon-192.png', 'index.html',
    'js/main-abc12345.js', 'js/puzzles/p/workers/worker.js', 'manifest.webmanifest', 'pkg/p_bg.wasm']);
  assert.throws(() => precacheList(['js/a.js']), /index\.html is missing/);
});

test('the version changes with any byte of any file, and with the list; not with the order files were found', () => {
  const bytes = { 'index.html': 'a', 'pkg/x.wasm': Buffer.from([0, 97, 115, 109]) };
  const v = precacheVersion(['index.html', 'pkg/x.wasm'], (f) => bytes[f]);
  assert.match(v, /^[0-9a-f]{16}$/);
  assert.equal(precacheVersion(['index.html', 'pkg/x.wasm'], (f) => bytes[f]), v);
  // A file without a hash in its name (the wasm) changes: a new version.
  assert.notEqual(precacheVersion(['index.html', 'pkg/x.wasm'], (f) => (f === 'pkg/x.wasm' ? Buffer.from([0, 97, 115, 110]) : bytes[f])), v);
  assert.notEqual(precacheVersion(['index.html'], (f) => bytes[f]), v);
  // The same bytes under another name: a new version.
  assert.notEqual(precacheVersion(['index.html', 'pkg/y.wasm'], () => 'a'), precacheVersion(['index.html', 'pkg/x.wasm'], () => 'a'));
});

test('dist/sw.js is www/sw.js with the list and version in its BUILD line, and still a classic script', () => {
  const out = serviceWorkerSource(SW_SOURCE, ['index.html', 'js/a.js'], '0123456789abcdef');
  assert.match(out, /^const BUILD = \{"version":"0123456789abcdef","files":\["index.html","js\/a.js"\]\};$/m);
  assert.equal(out.replace(/^const BUILD = .*$/m, '').length, SW_SOURCE.replace(/^const BUILD = .*$/m, '').length);
  assert.doesNotMatch(out, /^\s*(?:import|export)\s/m, 'no module syntax: Firefox before 147 has no module service workers');
  new vm.Script(out); // parses as a classic script
  assert.throws(() => serviceWorkerSource('self.x = 1;', [], 'v'), /no "const BUILD/);
});

test('writeServiceWorker writes the worker and files.json for a folder as it is, and a changed file changes its version', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'offline-test-'));
  try {
    mkdirSync(path.join(dir, 'js'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'js/a.js'), 'export {};');
    writeFileSync(path.join(dir, 'js/a.js.br'), 'x');
    const first = writeServiceWorker(dir, SW_SOURCE);
    assert.deepEqual(first.files, [FILES_FILE, 'index.html', 'js/a.js']);
    // The page's own list of its files (an LMS package of itself) is the same list.
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, FILES_FILE), 'utf8')), { files: first.files });
    assert.ok(readFileSync(path.join(dir, 'sw.js'), 'utf8').includes(`"version":"${first.version}"`));
    // A second run sees its own sw.js and leaves it out.
    assert.deepEqual(writeServiceWorker(dir, SW_SOURCE), first);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>2</title>');
    assert.notEqual(writeServiceWorker(dir, SW_SOURCE).version, first.version);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the manifest has what an installable app needs: names, 192 and 512 PNG icons, a maskable one, start_url, scope, standalone, colours', () => {
  const m = manifest();
  assert.ok(m.name && m.short_name && m.short_name.length <= 12);
  assert.equal(m.start_url, './');
  assert.equal(m.scope, './');
  assert.equal(m.display, 'standalone');
  assert.match(m.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(m.background_color, /^#[0-9a-f]{6}$/);
  const sizes = m.icons.filter((i) => i.type === 'image/png' && i.purpose === 'any').map((i) => i.sizes);
  assert.deepEqual(sizes, ['192x192', '512x512']);
  assert.ok(m.icons.some((i) => i.purpose === 'maskable'));
  assert.deepEqual(m.icons.map((i) => i.src), ICONS.map((i) => i.src));
  // The page's light theme (www/css/base.css --paper).
  const css = readFileSync(fileURLToPath(new URL('../../www/css/base.css', import.meta.url)), 'utf8');
  assert.equal(/--paper:\s*(#[0-9a-f]{6})/.exec(css)[1], m.background_color);
});

/** A fake page for app/offline.js: its <meta>, load state, timers and a service-worker container. */
function fakePage({ meta = 'sw.js', sw = null, throwing = false, loaded = true } = {}) {
  const listeners = {};
  const on = (target) => (type, fn) => { (listeners[`${target}:${type}`] ??= []).push(fn); };
  const fire = (key) => { for (const fn of listeners[key] ?? []) fn(); };
  const reloads = [];
  const doc = {
    readyState: loaded ? 'complete' : 'interactive',
    visibilityState: 'visible',
    querySelector: (s) => (s === 'meta[name="service-worker"]' && meta ? { content: meta } : null),
    addEventListener: on('doc'),
  };
  const win = { addEventListener: on('win'), setInterval: () => 0, location: { reload: () => reloads.push(1) } };
  const nav = throwing ? { get serviceWorker() { throw new Error('SecurityError'); } } : (sw ? { serviceWorker: sw } : {});
  return { doc, win, nav, fire, reloads };
}

/** A fake ServiceWorkerContainer whose register() resolves to a registration we drive. */
function fakeContainer({ controller = null, waiting = null } = {}) {
  const regListeners = {};
  const swListeners = {};
  const registration = {
    waiting,
    installing: null,
    updates: 0,
    update() { this.updates += 1; return Promise.resolve(); },
    addEventListener: (type, fn) => { (regListeners[type] ??= []).push(fn); },
  };
  const sw = {
    controller,
    registered: [],
    register(url) { this.registered.push(url); return Promise.resolve(registration); },
    addEventListener: (type, fn) => { (swListeners[type] ??= []).push(fn); },
  };
  /** A new worker is found and installs. */
  function install() {
    const worker = { state: 'installing', messages: [], listeners: [], postMessage(m) { this.messages.push(m); },
      addEventListener(type, fn) { this.listeners.push(fn); } };
    registration.installing = worker;
    for (const fn of regListeners.updatefound ?? []) fn();
    worker.state = 'installed';
    registration.installing = null;
    registration.waiting = worker;
    for (const fn of worker.listeners) fn();
    return worker;
  }
  const takeOver = () => { for (const fn of swListeners.controllerchange ?? []) fn(); };
  return { sw, registration, install, takeOver };
}

const settle = () => new Promise((r) => { setImmediate(r); });

test('the source (no <meta name="service-worker">) registers nothing; where service workers are missing or refused, nothing throws', async () => {
  const c = fakeContainer();
  let page = fakePage({ meta: null, sw: c.sw });
  startOffline({ onUpdate: () => assert.fail(), ...page });
  await settle();
  assert.deepEqual(c.sw.registered, []);
  for (const opts of [{ throwing: true }, {}]) {
    page = fakePage(opts);
    const offline = startOffline({ onUpdate: () => assert.fail(), ...page });
    await settle();
    offline.apply();
    assert.equal(page.reloads.length, 1, 'apply without a worker just reloads');
  }
  // A stubbed register() that resolves to nothing (Playwright's serviceWorkers: 'block').
  const stub = { register: () => Promise.resolve(undefined), addEventListener() {} };
  startOffline({ onUpdate: () => assert.fail(), ...fakePage({ sw: stub }) }).apply();
  await settle();
  // register() refused (a sandboxed frame): no rejection left unhandled.
  const refused = { register: () => Promise.reject(new Error('SecurityError')), addEventListener() {} };
  startOffline({ onUpdate: () => assert.fail(), ...fakePage({ sw: refused }) });
  await settle();
});

test('the worker is registered after load; the first install announces nothing; a later one is announced, and applied only on request', async () => {
  const c = fakeContainer();
  const page = fakePage({ sw: c.sw, loaded: false });
  let announced = 0;
  const offline = startOffline({ onUpdate: () => { announced += 1; }, ...page });
  await settle();
  assert.deepEqual(c.sw.registered, [], 'not before the load event');
  page.fire('win:load');
  await settle();
  assert.deepEqual(c.sw.registered, ['sw.js']);
  c.install();
  assert.equal(announced, 0, 'the first install: the page is already that version');
  c.sw.controller = {};
  const next = c.install();
  assert.equal(announced, 1);
  assert.deepEqual(next.messages, [], 'no skipWaiting of its own');
  offline.apply();
  assert.deepEqual(next.messages, [{ type: 'skip-waiting' }]);
  assert.equal(page.reloads.length, 0, 'the reload waits for the new worker to take over');
  c.takeOver();
  assert.equal(page.reloads.length, 1);
  // Shown again, the page asks whether there is a newer version.
  page.fire('doc:visibilitychange');
  assert.equal(c.registration.updates, 1);
});

test('a version already waiting when the page loads (over an older one) is announced at once', async () => {
  const c = fakeContainer({ controller: {}, waiting: { postMessage() {} } });
  let announced = 0;
  startOffline({ onUpdate: () => { announced += 1; }, ...fakePage({ sw: c.sw }) });
  await settle();
  assert.equal(announced, 1);
});
