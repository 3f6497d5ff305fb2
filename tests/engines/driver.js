//! The cross-engine suite's one adapter: a W3C WebDriver session (selenium-webdriver) on
//! Debian's Chromium (chromedriver), Firefox ESR (geckodriver) or WebKitGTK's MiniBrowser
//! (WebKitWebDriver, under xvfb-run), chosen by ENGINE, with the few verbs the tests use.
//! The test bodies know no engine; what differs between engines is in ENGINES below.
//! One session serves a whole run: each `open` loads the page afresh in the same window.

import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Builder, By, Key } from 'selenium-webdriver';
import { DIST_ROOT, startServer } from '../e2e/helpers.js';

const PROBE = new URL('./probe.js', import.meta.url);
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Per engine: the driver binary, its port flag, and the session's capabilities. */
const ENGINES = {
  chromium: {
    driver: process.env.CHROMEDRIVER || '/usr/bin/chromedriver',
    args: (port) => [`--port=${port}`],
    capabilities: (downloads) => ({
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: process.env.CHROMIUM || '/usr/bin/chromium',
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
          '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        prefs: { 'download.default_directory': downloads, 'download.prompt_for_download': false },
      },
    }),
  },
  firefox: {
    driver: process.env.GECKODRIVER || path.join(os.homedir(), '.cargo/bin/geckodriver'),
    args: (port) => ['--port', String(port)],
    capabilities: (downloads) => ({
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: process.env.FIREFOX || '/usr/bin/firefox-esr',
        args: ['-headless'],
        prefs: {
          'browser.download.folderList': 2,
          'browser.download.dir': downloads,
          'browser.download.useDownloadDir': true,
          'browser.download.always_ask_before_handling_new_types': false,
          'browser.helperApps.neverAsk.saveToDisk': 'image/svg+xml,image/png,text/plain,application/zip',
        },
      },
    }),
  },
  webkit: {
    driver: process.env.WEBKITWEBDRIVER || '/usr/bin/WebKitWebDriver',
    args: (port) => [`--port=${port}`],
    // MiniBrowser has no download setting: it saves into the home folder (no XDG
    // download folder is configured there), so its home is the download folder.
    env: (downloads) => ({ HOME: downloads }),
    capabilities: () => ({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: process.env.MINIBROWSER || MINIBROWSER, args: ['--automation'] },
    }),
  },
};

export const ENGINE = process.env.ENGINE || 'chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startDriver(engine, downloads) {
  const port = await freePort();
  const child = spawn(engine.driver, engine.args(port), {
    stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...engine.env?.(downloads) },
  });
  // A run that ends early (a failed hook, Ctrl-C) must not leave the driver and its browser.
  process.once('exit', () => child.kill());
  let log = '';
  child.stderr.on('data', (chunk) => { log = (log + chunk).slice(-4000); });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`${engine.driver} exited: ${log}`);
    const up = await fetch(`${url}/status`).then((r) => r.ok, () => false);
    if (up) return { url, child };
    await sleep(100);
  }
  child.kill();
  throw new Error(`${engine.driver} did not answer on ${url}: ${log}`);
}

/**
 * The suite runs on the production build (dist/, `make build`), what every engine's visitor
 * gets; the Chromium e2e suite covers the source (www/). Its index.html with the error
 * probe as its first script.
 */
async function probedIndex() {
  const html = await readFile(path.join(DIST_ROOT, 'index.html'), 'utf8');
  const body = html.replace('<meta charset="utf-8">', '<meta charset="utf-8">\n  <script src="/__engines/probe.js"></script>');
  return { type: 'text/html; charset=utf-8', body };
}

/**
 * The page in a frame of the given size, for the phone viewport where the engine's window
 * cannot be that narrow (Firefox's headless window is at least 500 px wide, MiniBrowser's
 * toolbar holds it at 447): the page lays out in the frame exactly as in such a viewport.
 */
function framePage() {
  const body = `<!doctype html><meta charset="utf-8"><title>frame</title><link rel="icon" href="data:,">
<style>html, body { margin: 0; } iframe { border: 0; display: block; }</style>
<iframe id="page" allow="fullscreen; clipboard-write; web-share"></iframe>
<script src="/__engines/frame.js"></script>`;
  return { type: 'text/html; charset=utf-8', body };
}

function frameScript() {
  const body = `const q = new URLSearchParams(location.search);
const frame = document.getElementById('page');
frame.style.width = q.get('w') + 'px';
frame.style.height = q.get('h') + 'px';
frame.src = '/index.html' + location.hash;`;
  return { type: 'text/javascript; charset=utf-8', body };
}

const sel = (testid, more = '') => `[data-testid="${testid}"]${more}`;

/**
 * Starts the server, the driver and one browser session of ENGINE. Resolves to the session:
 * open(hash, { viewport }), find/click/text/attr/count by testid, js(fn, ...args) (a
 * function run in the page), waitFor(fn, args, message), keys, viewport, screenshot,
 * offline(on), errors() (the probe's and the server's), download(name) and close().
 */
export async function startEngine(name = ENGINE) {
  const engine = ENGINES[name];
  if (!engine) throw new Error(`ENGINE must be one of ${Object.keys(ENGINES).join(', ')}: ${name}`);
  const missing = [];
  const server = await startServer({
    routes: {
      '/index.html': probedIndex,
      '/__engines/probe.js': async () => ({ type: 'text/javascript; charset=utf-8', body: await readFile(PROBE, 'utf8') }),
      '/__engines/frame.html': async () => framePage(),
      '/__engines/frame.js': async () => frameScript(),
    },
    onMissing: (status, urlPath) => missing.push(`${status} ${urlPath}`),
    root: DIST_ROOT,
  });
  const downloads = await mkdtemp(path.join(os.tmpdir(), `engines-${name}-`));
  const { url, child } = await startDriver(engine, downloads);
  let driver;
  try {
    driver = await new Builder().usingServer(url).withCapabilities(engine.capabilities(downloads)).build();
  } catch (err) {
    child.kill();
    await server.close();
    throw err;
  }
  const caps = await driver.getCapabilities();
  const version = `${caps.getBrowserName()} ${caps.getBrowserVersion()}`;
  return createSession({ name, version, driver, server, child, downloads, missing });
}

function createSession({ name, version, driver, server, child, downloads, missing }) {
  const find = (testid, more) => driver.findElement(By.css(sel(testid, more)));
  const js = (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  /** Set when the viewport asked for is narrower than the engine's window can be. */
  let framed = null;
  const session = {
    name,
    version,
    driver,
    baseUrl: server.url,
    find,
    js,
    /** True while the page is laid out in a frame (see framePage). */
    get framed() { return framed !== null; },
    /** Loads `hash` afresh (a new document, not a hash change) and waits for the page. */
    async open(hash = '', { viewport } = {}) {
      if (viewport) await session.viewport(viewport);
      for (let attempt = 1; ; attempt += 1) {
        await driver.switchTo().defaultContent();
        await driver.get('about:blank');
        missing.length = 0;
        if (framed) {
          await driver.get(`${server.url}__engines/frame.html?w=${framed.width}&h=${framed.height}${hash}`);
          await driver.switchTo().frame(await driver.findElement(By.id('page')));
        } else {
          await driver.get(`${server.url}${hash}`);
        }
        await session.waitFor(() => document.documentElement?.dataset.ready === 'true', [], 'the page started');
        // A window can still change size after viewport() saw the size asked for (MiniBrowser
        // under xvfb, a little after leaving full screen): the page is measured as loaded, so
        // a size that moved is set again and the page opened again.
        if (!viewport || framed) return;
        const inner = await js(() => [window.innerWidth, window.innerHeight]);
        if (inner[0] === viewport.width && inner[1] === viewport.height) return;
        if (attempt === 3) throw new Error(`${name}: the viewport is ${inner.join('×')} after loading, not ${viewport.width}×${viewport.height}`);
        console.log(`# ${name}: the viewport moved to ${inner.join('×')} after loading; set to ${viewport.width}×${viewport.height} again`);
        await session.viewport(viewport);
      }
    },
    click: async (testid, more) => {
      const element = await find(testid, more);
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
      await element.click();
    },
    text: (testid, more) => js((s) => document.querySelector(s)?.textContent ?? null, sel(testid, more)),
    attr: (testid, name2, more) => js((s, a) => document.querySelector(s)?.getAttribute(a) ?? null, sel(testid, more), name2),
    count: (testid, more) => js((s) => document.querySelectorAll(s).length, sel(testid, more)),
    async keys(testid, ...keys) {
      await (await find(testid)).sendKeys(...keys);
    },
    /** Polls `fn(...args)` in the page until it is truthy; resolves to its value. */
    async waitFor(fn, args = [], message = String(fn), timeout = 30_000) {
      const start = Date.now();
      let last;
      while (Date.now() - start < timeout) {
        last = await js(fn, ...args);
        if (last) return last;
        await sleep(50);
      }
      throw new Error(`timed out after ${timeout} ms waiting for: ${message} (last: ${JSON.stringify(last)})`);
    },
    /**
     * Sizes the window so that the page's viewport is width × height CSS pixels, or, when
     * the window cannot be that narrow, lays the page out in a frame of that size from the
     * next `open` on. Call it through `open(hash, { viewport })`.
     */
    async viewport({ width, height }) {
      await driver.switchTo().defaultContent();
      framed = null;
      let rect = { width, height };
      let inner = [0, 0];
      for (let i = 0; i < 5; i += 1) {
        await driver.manage().window().setRect(rect);
        inner = await js(() => [window.innerWidth, window.innerHeight]);
        if (inner[0] === width && inner[1] === height) return;
        // The window's frame (toolbar, borders) is the difference; a window just back from
        // full screen may take a moment to follow.
        const outer = await driver.manage().window().getRect();
        rect = { width: outer.width + width - inner[0], height: outer.height + height - inner[1] };
        await sleep(100);
      }
      if (inner[0] > width && inner[1] === height) {
        framed = { width, height };
        return;
      }
      throw new Error(`${name}: the viewport is ${inner.join('×')}, not ${width}×${height}`);
    },
    /** A PNG of the viewport (of the frame, when framed). */
    async screenshot(file) {
      let png;
      if (framed) {
        await driver.switchTo().defaultContent();
        png = await driver.findElement(By.id('page')).takeScreenshot();
        await driver.switchTo().frame(await driver.findElement(By.id('page')));
      } else {
        png = await driver.takeScreenshot();
      }
      await writeFile(file, png, 'base64');
    },
    /** Cuts the server off (every request's connection dropped, as a network gone), or brings it back. */
    offline: (on) => server.setOffline(on),
    /** What went wrong on the page since it was opened: the probe's list and failed requests. */
    async errors() {
      const probe = await js(() => window.__engineErrors ?? ['the error probe did not run']);
      return [...probe, ...missing.map((m) => `request: ${m}`)];
    },
    /** Waits for the file `file` to arrive in the download folder; resolves to its bytes. */
    async download(file, timeout = 15_000) {
      const start = Date.now();
      while (Date.now() - start < timeout) {
        const names = await readdir(downloads);
        if (names.includes(file)) {
          const bytes = await readFile(path.join(downloads, file));
          if (bytes.length > 0) return bytes;
        }
        await sleep(100);
      }
      throw new Error(`${name}: ${file} did not arrive in ${downloads} (there: ${(await readdir(downloads)).join(', ')})`);
    },
    async close() {
      await driver.quit().catch(() => {});
      child.kill();
      await server.close();
      await rm(downloads, { recursive: true, force: true });
    },
  };
  return session;
}

export { Key };
