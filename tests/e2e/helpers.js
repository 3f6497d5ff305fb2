//! Shared set-up for the end-to-end tests: a static file server for the production build
//! (scripts/serve.mjs) or for www/ (node:http; 127.0.0.1, ephemeral port), Debian's Chromium
//! driven by playwright-core, and pages that record console errors, uncaught exceptions and
//! failed requests so every test can assert there are none.

import { cpSync, createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStatic } from '../../scripts/serve.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WWW_ROOT = path.join(REPO_ROOT, 'www');
export const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** The production build (`make build`: scripts/build-dist.mjs), served by scripts/serve.mjs. */
export const DIST_ROOT = path.join(REPO_ROOT, 'dist');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` (www/ by default) read-only. Resolves to { url, close, setOffline(on) }
 * (while offline, every request's connection is cut, as a network gone). `routes` maps a path (`/index.html`) to
 * an async function giving { type, body } served in its place (the cross-engine suite
 * serves the page with its error probe); `onMissing(status, path)` hears every 4xx answer.
 */
export async function startServer({ routes = {}, onMissing = () => {}, root = WWW_ROOT } = {}) {
  let offline = false;
  const server = http.createServer(async (req, res) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let urlPath = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      if (urlPath.endsWith('/')) urlPath += 'index.html';
      if (routes[urlPath]) {
        const { type, body } = await routes[urlPath]();
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const file = path.resolve(root, `.${urlPath}`);
      if (file !== root && !file.startsWith(root + path.sep)) {
        onMissing(403, urlPath);
        res.writeHead(403).end();
        return;
      }
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        onMissing(404, urlPath);
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': 'no-store',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(400).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    setOffline(on) {
      offline = on;
      if (on) server.closeAllConnections();
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

/**
 * The features Playwright turns off when it launches Chromium (its `chromiumSwitches`), read
 * from the installed playwright-core: Chromium keeps only the last `--disable-features`
 * switch, so a launch that turns off more must repeat these.
 */
function playwrightDisabledFeatures() {
  const bundle = path.join(path.dirname(createRequire(import.meta.url).resolve('playwright-core')), 'lib', 'coreBundle.js');
  const list = readFileSync(bundle, 'utf8').match(/\bdisabledFeatures = \[([^\]]*)\]/)?.[1];
  const names = list ? [...list.matchAll(/^\s*"(\w+)"/gm)].map((m) => m[1]) : [];
  if (!names.includes('PaintHolding')) {
    throw new Error(`tests/e2e/helpers.js: playwright-core's list of disabled Chromium features is no longer found in ${bundle}`);
  }
  return names;
}

/**
 * Each new browser context opens a window whose omnibox popups are WebUI pages: two more
 * renderers per context, about a quarter of a second of a loaded machine each time. The tests
 * never open the omnibox.
 */
const NO_OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** How every test launches Debian's Chromium (also for a persistent profile: `launchPersistentContext`). */
export const LAUNCH = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...playwrightDisabledFeatures(), ...NO_OMNIBOX_POPUPS].join(',')}`,
  ],
};

/** Launches Chromium as LAUNCH does, with `args` added (e.g. WebGPU's flags). */
export function launchBrowser(args = []) {
  return chromium.launch({ ...LAUNCH, args: [...LAUNCH.args, ...args] });
}

/**
 * The page's console errors, uncaught exceptions and failed requests, as they come: the array
 * every test asserts empty. A request the old document made, cut short by a reload or a
 * navigation, is not the page's failure (see below).
 */
export function recordErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  // A request the old document made, cut short because the test reloads or navigates the
  // page, is not the page's failure: a request that starts before a main-frame navigation
  // commits (before its request, or while it is on its way) is the old document's, and
  // its abort is left out.
  const old = new WeakSet();
  const seen = new Set();
  let committing = false;
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) {
      committing = true;
      for (const earlier of seen) old.add(earlier);
      seen.clear();
    } else if (committing) {
      old.add(req);
    } else {
      seen.add(req);
    }
  });
  page.on('requestfinished', (req) => seen.delete(req));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) committing = false;
  });
  page.on('requestfailed', (req) => {
    seen.delete(req);
    const aborted = req.failure()?.errorText === 'net::ERR_ABORTED';
    // The browser's own favicon fetch, cut short by a reload or a navigation: not the page's.
    if (aborted && req.url().endsWith('/favicon.svg')) return;
    if (aborted && old.has(req)) return;
    errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText}`);
  });
  return errors;
}

/** The page methods whose effect outlives a navigation: a page they were called on is not reused. */
const LASTING = ['addInitScript', 'exposeFunction', 'exposeBinding', 'route', 'routeFromHAR', 'routeWebSocket', 'setExtraHTTPHeaders'];

/**
 * Screenshots into SCREENSHOT_DIR are for a reader's eye, not checks: they are saved with
 * E2E_SCREENSHOTS=1 (`E2E_SCREENSHOTS=1 make test-e2e`) and skipped otherwise, since
 * encoding a large page's PNG costs about as much as opening it.
 */
const KEEP_SHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/**
 * The pages of one test file's `openPage`, kept for the next `openPage` with the same
 * options: a new context and page cost a page load about half a second more (a new renderer,
 * an empty HTTP cache and no compiled code). A test still closes its page's context when done
 * (`page.context().close()`): that sends its page to a blank document, takes off the test's
 * listeners, clears what the pages stored for the server's origin (local and session
 * storage: the language picked; cookies), closes any other page (a tab it opened), and keeps
 * the context and its page for the next `openPage`, as fresh to the page as new ones (the
 * media it emulated back to the context's). A page given something else that outlives a
 * navigation (LASTING: an init script, a route) is closed instead, its context kept. A
 * context whose service worker may run is not kept: its worker would answer the next page.
 */
function pagePool(browser, origin) {
  const idle = new Map();
  async function release(key, context, page, close) {
    try {
      const reusable = page && !page.isClosed() && !page.__lasting;
      for (const open of context.pages()) if (open !== page || !reusable) await open.close();
      const blank = reusable ? page : await context.newPage();
      if (blank.__media) {
        const { colorScheme = null, reducedMotion = null, forcedColors = null, contrast = null } = JSON.parse(key);
        await blank.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors, contrast });
      }
      blank.removeAllListeners();
      await blank.goto('about:blank');
      const cdp = await context.newCDPSession(blank);
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.detach();
      await context.clearCookies();
      if (!idle.has(key)) idle.set(key, []);
      idle.get(key).push({ context, page: blank });
    } catch {
      await close();
    }
  }
  return {
    /** A context with `options` and a blank page in it. */
    async take(options) {
      const key = JSON.stringify(options);
      const kept = idle.get(key)?.pop();
      if (kept) return kept;
      const context = await browser.newContext(options);
      const page = await context.newPage();
      if (options.serviceWorkers !== 'block') return { context, page };
      const close = context.close.bind(context);
      context.close = () => release(key, context, context.pages().find((p) => p.__pooled), close);
      return { context, page };
    },
    /** Marks `page` as the pool's, and as not reusable once a LASTING method is called on it. */
    watch(page) {
      page.__pooled = true;
      page.__lasting = false;
      page.__media = false;
      const own = (name) => Object.getPrototypeOf(page)[name];
      if (!Object.hasOwn(page, 'emulateMedia')) {
        page.emulateMedia = (...args) => {
          page.__media = true;
          return own('emulateMedia').apply(page, args);
        };
      }
      if (!Object.hasOwn(page, 'screenshot')) {
        page.screenshot = (options = {}) => (!KEEP_SHOTS && options.path?.startsWith(SCREENSHOT_DIR)
          ? Promise.resolve(Buffer.alloc(0)) : own('screenshot').call(page, options));
      }
      for (const name of LASTING) {
        if (Object.hasOwn(page, name)) continue;
        page[name] = (...args) => {
          page.__lasting = true;
          return own(name).apply(page, args);
        };
      }
    },
  };
}

/**
 * Starts the server (of the production build, dist/, or with `defaults.root = 'www'` of the
 * source) and the browser for one test file (with `defaults.args` added to its flags). Returns
 * { baseUrl, browser, openPage(hash, options), blankPage(options), close }; blankPage opens no
 * URL (a context with those options and its page, `errors` recorded), for a page the test writes.
 * openPage(hash or absolute URL, { viewport, permissions, initScript, contextOptions, tab,
 * share }) (contextOptions: more Playwright context options, e.g. colorScheme, locale)
 * resolves to { page, errors } once the page has started (html[data-ready]); `tab`
 * ('gallery', 'count', 'export'; default `defaults.tab`) is then clicked, as a visitor
 * opens the tool beside the board, and `share: true` opens the header's Share menu.
 * `errors` collects console errors, uncaught exceptions and failed requests (recordErrors).
 */
export async function setUp(defaults = {}) {
  // The page is the production build as `make serve` serves it (compressed, cached: a page
  // opens in about half the time the source's 190 modules take), with its service worker
  // blocked unless a file asks for `root: 'dist'` itself (the offline and first-view
  // tests); `root: 'www'` (or E2E_ROOT=www, to try an edit without `make build`) serves
  // the source, for the tests that reach into its modules by name.
  const root = defaults.root ?? process.env.E2E_ROOT ?? 'dist';
  const server = root === 'dist' ? await startStatic(DIST_ROOT) : await startServer();
  const workers = defaults.root === 'dist' ? {} : { serviceWorkers: 'block' };
  const browser = await launchBrowser(defaults.args);

  const pool = pagePool(browser, new URL(server.url).origin);

  async function blankPage({
    viewport = DESKTOP, permissions = [], initScript = null, contextOptions = {},
  } = {}) {
    const options = { permissions, ...workers, ...contextOptions };
    const { page } = await pool.take(options);
    pool.watch(page);
    await page.setViewportSize(viewport);
    if (initScript) await page.addInitScript(initScript);
    return { page, errors: recordErrors(page) };
  }

  async function openPage(hash = '', {
    tab = defaults.tab ?? null, share = defaults.share ?? false, ...options
  } = {}) {
    const { page, errors } = await blankPage(options);
    const url = hash.startsWith('http') ? hash : `${server.url}${hash}`;
    await page.goto(url);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 15_000 });
    if (tab) await showTab(page, tab);
    if (share) await openShare(page);
    return { page, errors };
  }

  return {
    baseUrl: server.url,
    browser,
    openPage,
    blankPage,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Picks `lang` ('en' | 'zh') on the header's switch, as a visitor does, and waits until the
 * page shows it (<html lang>): a language's texts are fetched on the first switch to it.
 */
export async function chooseLang(page, lang) {
  await page.getByTestId('lang-switch').selectOption(lang);
  await page.waitForFunction((want) => document.documentElement.lang === want, lang === 'zh' ? 'zh-Hans' : 'en');
}

/** The element each tab's view is built in, the first time the tab is shown (issue 20). */
const TAB_ROOTS = {
  exercise: 'exercise-panel', gallery: 'gallery-root', count: 'count-panel', export: 'export-panel',
};

/**
 * Clicks the tab `name` beside the board ('lesson', 'exercise', 'gallery', 'count',
 * 'export'), as a visitor does, and waits until its panel is drawn: its view's code is
 * fetched the first time the tab is shown.
 */
export async function showTab(page, name) {
  await page.getByTestId(`tab-${name}`).click();
  await page.waitForFunction((id) => {
    const root = id && document.getElementById(id);
    return !id || [...(root?.children ?? [])].some((child) => !child.classList.contains('part-error'));
  }, TAB_ROOTS[name] ?? null);
}

/** Opens the header's Share menu (the share link, Copy, native share). */
export async function openShare(page) {
  if (!(await page.getByTestId('share-menu').evaluate((d) => d.open))) await page.getByTestId('share-open').click();
}

/**
 * Switches the tree panel (testids with `prefix`: '' for the default puzzle, else the
 * puzzle's own) to the node-link drawing and waits until it is drawn: its code is fetched the
 * first time it is picked.
 */
export async function showNodeLink(page, prefix = '') {
  await page.getByTestId(`${prefix}tree-style`).selectOption('nodes');
  await page.locator(`[data-testid="${prefix}tree-nodes"] .nl-node`).first().waitFor();
}

/**
 * Opens the "More" (a panel's `<details class="more">`, views/more.js) that is or holds
 * the element `testid`, as a visitor does: a click on its summary. The expert's tools
 * (coarse steps, run to row, rotate and reflect, pause at solution, shading…) sit there,
 * closed on the first view. Does nothing when the element is not behind a closed More.
 */
export async function openMore(page, testid) {
  const closed = 'details.more:not([open])';
  const summary = page.locator(`${closed}[data-testid="${testid}"] > summary, ${closed}:has([data-testid="${testid}"]) > summary`);
  if (await summary.count()) await summary.first().click();
}

/** Picks the puzzle `id` (its registry id) on the header's puzzle switch (a `<select>`), as a visitor does. */
export async function choosePuzzle(page, id) {
  await page.getByTestId('puzzle-switch').selectOption(id);
}

/** axe-core's script, injected by `seriousViolations`. */
export const AXE_PATH = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/**
 * Opens `hash` with `env` (setUp) for axe. The page's CSP (script-src 'self') forbids the
 * injected axe script, so ONLY these axe contexts bypass CSP; every other test runs under
 * the real policy.
 */
export function openForAxe(env, hash, { lang, scheme, viewport }) {
  return env.openPage(hash, {
    viewport,
    contextOptions: { bypassCSP: true, colorScheme: scheme, locale: lang === 'zh' ? 'zh-CN' : 'en-US' },
  });
}

/** Runs axe-core on the whole page; returns the serious and critical violations, readably. */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ')}`);
  });
}

/**
 * A host page with an input (`#notes`) and an `<iframe id="lesson">` of `hash`, `width` ×
 * `height`, opened with `env` (setUp). It is served from the test server (a page of another
 * origin may not frame a local address: Chromium's local network access checks), and reads
 * nothing of the frame. Resolves to `{ page, frame, errors }` once the frame's page has
 * started.
 */
export async function hostPage(env, hash, { width = 640, height = 400, viewport, contextOptions } = {}) {
  const { page, errors } = await env.blankPage({ viewport, contextOptions });
  const html = `<!doctype html><title>Slides</title><input id="notes" aria-label="notes">
    <iframe id="lesson" src="${env.baseUrl}${hash}" width="${width}" height="${height}" style="border:0"></iframe>`;
  await page.route(`${env.baseUrl}slides.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${env.baseUrl}slides.html`);
  const frame = page.frameLocator('#lesson');
  await frame.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  return { page, frame, errors };
}

/**
 * The root of puzzle `id`'s page (`[data-puzzle="<id>"]` inside `<main>`; `<body>` carries
 * the id of the puzzle shown too) in `page` (a page or a frame locator).
 */
export function puzzleRoot(page, id) {
  return page.locator(`main [data-puzzle="${id}"]`);
}

/** The element of a shared stepper view with the hook `name` in puzzle `id`'s page. */
export function hook(page, id, name) {
  return puzzleRoot(page, id).locator(`[data-hook="${name}"]`);
}

/** An exercise review's rows inside `scope` as `[verdict, answer token, right answer token or null]`. */
export async function reviewRows(scope, count) {
  const rows = scope.getByTestId('exercise-review-row');
  // A result link's answers are graded once the page (and a quiz's tools) has loaded: the
  // review is written then, so wait for its `count` rows.
  if (count !== undefined) await rows.nth(count - 1).waitFor({ state: 'attached', timeout: 10_000 });
  return rows.evaluateAll((list) => list.map((r) => [r.dataset.verdict, r.dataset.answer, r.dataset.expected ?? null]));
}

/**
 * A node-link tree (testids `<prefix>tree-nodes`, `<prefix>tree-node`): its box, its drawing and
 * its nodes as the screen shows them.
 */
export function geometry(page, prefix = '') {
  return page.evaluate((p) => {
    const svg = document.querySelector(`[data-testid="${p}tree-nodes"]`);
    const box = svg.parentElement.getBoundingClientRect();
    const inside = (r) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    const nodes = [...svg.querySelectorAll(`[data-testid="${p}tree-node"]`)];
    const current = svg.querySelector('.nl-current') ?? svg.querySelector('[data-state="expanding"]');
    const drawing = svg.getBoundingClientRect();
    return {
      scale: Number(svg.dataset.scale),
      nodes: nodes.length,
      shown: nodes.filter((g) => inside(g.querySelector('.nl-disc').getBoundingClientRect())).length,
      currentInView: current ? inside(current.querySelector('.nl-disc').getBoundingClientRect()) : null,
      currentStep: current?.dataset.step ?? null,
      levelsFit: drawing.height <= box.height + 1,
      wholeFits: drawing.width <= box.width + 1 && drawing.height <= box.height + 1,
      scrollLeft: svg.parentElement.scrollLeft,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
    };
  }, prefix);
}

/**
 * The numbers in the page's visible text (not in fields, code or the procedure) that are
 * not grouped (five digits or more in a row) or that are split across lines.
 */
export function numberFaults(page) {
  return page.evaluate(() => {
    const faults = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode(node) {
        const parent = node.parentElement;
        if (!parent || parent.closest('textarea, input, select, script, style, code, pre, .code, [hidden]')) return NodeFilter.FILTER_REJECT;
        return parent.getClientRects().length ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.data.matchAll(/(?<![\w,.])\d{1,3}(?:,\d{3})+(?![\d,])|(?<![\w,.])\d{5,}(?![\d])/g)) {
        if (!m[0].includes(',')) {
          faults.push(`ungrouped “${m[0]}” in “${node.data.slice(0, 60)}”`);
          continue;
        }
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) faults.push(`“${m[0]}” split over ${tops.size} lines in “${node.data.slice(0, 60)}”`);
      }
    }
    return faults;
  });
}

/**
 * The production build served from a copy of dist/ (so that a test can deploy a new version
 * into it), with a browser, for the offline tests: `{ site, url, newPage(viewport, locale),
 * visit(page, url), restart(), close() }`. `newPage` gives a fresh context and page that
 * records console errors, exceptions and failed requests; `visit` opens a URL and waits until
 * the page is ready and its service worker controls it; `restart` starts the server again on
 * the same origin (it reads the folder once).
 */
export async function startOfflineSite() {
  const site = mkdtempSync(path.join(os.tmpdir(), 'offline-e2e-'));
  cpSync(DIST_ROOT, site, { recursive: true });
  let server = await startStatic(site);
  const browser = await launchBrowser();
  return {
    site,
    get url() { return server.url; },
    async newPage(viewport = DESKTOP, locale = 'en-US') {
      const context = await browser.newContext({ viewport, locale });
      const page = await context.newPage();
      return { context, page, errors: recordErrors(page) };
    },
    async visit(page, url) {
      await page.goto(url);
      await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
    },
    async restart() {
      const { port } = new URL(server.url);
      await server.close();
      server = await startStatic(site, { port: Number(port) });
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(site, { recursive: true, force: true });
    },
  };
}

/** The score's `data-right`, `data-wrong`, `data-asked` of an exercise's score hook `testid`. */
export async function exerciseScore(page, testid = 'exercise-score') {
  const s = page.getByTestId(testid);
  return Promise.all(['data-right', 'data-wrong', 'data-asked'].map(async (a) => Number(await s.getAttribute(a))));
}

/** Opens `hash` in `env` and waits (5 s at most) for the error line to match `re`. */
export async function openWithMessage(env, hash, re) {
  const opened = await env.openPage(hash);
  await opened.page.getByTestId('error').filter({ hasText: re }).waitFor({ timeout: 5000 }).catch(() => {});
  return opened;
}

/**
 * Drags the timeline `testid` to its end, once the search's length is known: while the
 * total is being counted (after opening or an edit) the slider is disabled and its max is
 * the last instance's.
 */
export async function dragTimelineToEnd(page, testid) {
  const input = page.getByTestId(testid);
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return el && !el.disabled;
  }, testid, { timeout: 15_000 });
  await input.evaluate((el) => {
    el.value = el.max;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/**
 * Sets the page's location hash to `hash` (with or without its '#'), as a link followed on
 * the page does, and resolves once the page has handled the `hashchange` (the page's own
 * listener, added at start-up, runs before this one): the event comes in a later task than
 * the assignment, so a read right after a bare `location.hash = …` may see the old link's
 * page. A link that loads another puzzle's code is shown when that code has arrived: wait
 * for what it shows. The same hash as now changes nothing (no event) and resolves at once.
 */
export async function changeHash(page, hash) {
  await page.evaluate((h) => new Promise((resolve) => {
    const next = new URL(`#${h.replace(/^#/, '')}`, window.location.href).hash;
    if (next === window.location.hash) {
      resolve();
      return;
    }
    window.addEventListener('hashchange', () => resolve(), { once: true });
    window.location.hash = h;
  }), hash);
}

/**
 * The browser's Back (`way` 'back') or Forward ('forward') to an entry of another hash,
 * resolved once the page has handled its `hashchange`: `page.goBack()` resolves when the
 * entry is committed, when `location.hash` already reads the new link but the page may not
 * have opened it yet (the event comes in a later task).
 */
export async function goInHistory(page, way) {
  await page.evaluate(() => {
    window.__e2eHashHandled = false;
    window.addEventListener('hashchange', () => { window.__e2eHashHandled = true; }, { once: true });
  });
  await (way === 'back' ? page.goBack() : page.goForward());
  await page.waitForFunction(() => window.__e2eHashHandled === true, null, { timeout: 10_000 });
}
