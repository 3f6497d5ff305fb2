// The first-view table of `make bench` (not a test; issue 20's budget): how fast a first
// visit shows the page, served as a static host serves it (scripts/serve.mjs, sirv, on the
// production build dist/ by default: its .br / .gz files and cache policy).
//  - First board on slow 4G: playwright-core drives /usr/bin/chromium, a fresh browser
//    context each run, its cache off and the network throttled through CDP
//    (Network.emulateNetworkConditions: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, the
//    issue's "slow 4G"), phone viewport, on the link the default puzzle declares (its
//    PuzzleBench `firstView`, scripts/bench-puzzles.mjs; without one, the page's own link
//    and the page ready, html[data-ready]). Timed from navigation start to the moment its
//    first view is shown (its `shown()`, checked by an init script's MutationObserver,
//    records performance.now(); painting is not included), and the requests made before
//    that moment are counted (page 'request' events, workers' included, issued before it).
//    No CPU slow-down: this machine's own speed.
//  - Lighthouse 12 (its Node API, chrome-launcher, headless Chromium), performance category
//    only: the default mobile profile (simulated slow 4G, 4x CPU slow-down) and the desktop
//    preset, on the same link: score, LCP, CLS, TBT, requests, bytes transferred; and the
//    CLS of the other links the puzzle declares (`clsLinks`, mobile). Simulated throttling
//    scales the tasks seen on this machine, so a busy machine lowers the scores (lhr
//    benchmarkIndex is in the JSON).
// Medians of RUNS runs (upper median). Used by scripts/bench-page.mjs (firstViewBench,
// formatFirstView); run alone it prints the table to stderr and writes
// target/bench-first-view.json.
// Usage: node scripts/bench-first-view.mjs [--root DIR] [--runs K] [--link-runs K] [--dev] [--dry]
//   (defaults: dist, 3, the same as --runs; --dev serves with scripts/serve.mjs's dev mode;
//   --dry lists the rows and links it would measure).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startStatic } from './serve.mjs';
import { dry, firstViewOf, puzzleBenches } from './bench-puzzles.mjs';

export const RUNS = 3;

const REPO = fileURLToPath(new URL('../', import.meta.url));
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const QUIET_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];
const PHONE = { width: 390, height: 844 };
/** The issue's "slow 4G (150 ms, 1.6 Mbit/s)", as CDP takes it (bytes per second). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
/** A run's console errors, for the progress line (a page that broke loads less and looks fast). */
const errorNote = (run) => (run.console_errors.length ? `; CONSOLE ERRORS: ${run.console_errors.slice(0, 3).join(' | ')}` : '');

/** In the page: records window.__boardAt (performance.now()) when `shown()` first holds. */
function shownObserver(shown) {
  const seen = new MutationObserver(() => {
    if (window.__boardAt !== undefined || !shown()) return;
    window.__boardAt = performance.now();
    window.__boardAtEpoch = performance.timeOrigin + window.__boardAt;
    seen.disconnect();
  });
  seen.observe(document, { subtree: true, childList: true, attributes: true });
}

/** One cold visit on slow 4G: { ms, requests, requests_total, resource_timing, console_errors }. */
async function firstBoardOnce(browser, url, view) {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.addInitScript(`(${shownObserver})(${view.shown})`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const issued = [];
    const errors = [];
    page.on('request', (req) => issued.push({ req, at: Date.now() }));
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__boardAt !== undefined, null, { timeout: 120_000, polling: 50 });
    const seen = await page.evaluate(() => ({
      ms: window.__boardAt,
      epoch: window.__boardAtEpoch,
      // The document's own Resource Timing (no worker requests): a cross-check.
      resources: 1 + performance.getEntriesByType('resource').filter((e) => e.startTime < window.__boardAt).length,
    }));
    // Let the requests under way finish, so that each has its network start time.
    await page.waitForLoadState('load', { timeout: 120_000 }).catch(() => {});
    await page.waitForTimeout(500);
    const startOf = ({ req, at }) => {
      const t = req.timing().startTime;
      return t > 0 ? Math.min(t, at) : at;
    };
    const before = issued.filter((r) => startOf(r) < seen.epoch).length;
    return { ms: seen.ms, requests: before, requests_total: issued.length, resource_timing: seen.resources, console_errors: errors };
  } finally {
    await context.close();
  }
}

/** `runs` cold visits of url (a fresh context each); returns the list of firstBoardOnce results. */
async function firstBoardSeries(url, runs, log, view) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-quic', ...QUIET_FLAGS] });
  try {
    const out = [];
    for (let i = 0; i < runs; i++) {
      const run = await firstBoardOnce(browser, url, view);
      log(`${view.label}, slow 4G, run ${i + 1}/${runs}: ${(run.ms / 1000).toFixed(2)} s, ${run.requests} requests before it (${run.requests_total} in all; document's Resource Timing: ${run.resource_timing})${errorNote(run)}`);
      out.push(run);
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The figures of one Lighthouse result. */
function lighthouseFigures(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const perf = lhr.categories.performance;
  if (perf.score === null) throw new Error(`Lighthouse gave no performance score (${lhr.runWarnings.join('; ')})`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const diag = lhr.audits.diagnostics?.details?.items?.[0] ?? {};
  return {
    score: Math.round(perf.score * 100),
    lcp_s: audit('largest-contentful-paint') / 1000,
    cls: audit('cumulative-layout-shift'),
    tbt_ms: audit('total-blocking-time'),
    fcp_s: audit('first-contentful-paint') / 1000,
    requests: diag.numRequests ?? lhr.audits['network-requests']?.details?.items?.length ?? NaN,
    kib: (diag.totalByteWeight ?? audit('total-byte-weight')) / 1024,
    benchmark_index: lhr.environment?.benchmarkIndex ?? null,
    console_errors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((e) => `${e.source}: ${e.description}`),
    warnings: lhr.runWarnings,
  };
}

/** One Lighthouse run's figures; a run that fails to load the page is tried again (twice at most). */
async function lighthouseRun(url, flags, profile, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
      return lighthouseFigures(result.lhr);
    } catch (err) {
      if (attempt === 3) throw err;
      log(`Lighthouse ${profile} ${(new URL(url).hash || '/')}: ${err.message}; trying again`);
    }
  }
}

/** `runs` Lighthouse runs of url on `profile` ('mobile' / 'desktop') in one headless Chromium. */
async function lighthouseSeries(url, profile, runs, log) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...QUIET_FLAGS] });
  try {
    const out = [];
    for (let i = 0; i < runs; i++) {
      // errors-in-console (not scored in performance) tells whether the page really started.
      const flags = { port: chrome.port, onlyCategories: ['performance'], onlyAudits: ['errors-in-console'], output: 'json', logLevel: 'error' };
      const f = await lighthouseRun(url, flags, profile, log);
      log(`Lighthouse ${profile} ${(new URL(url).hash || '/')} run ${i + 1}/${runs}: score ${f.score.toFixed(0)}, LCP ${f.lcp_s.toFixed(2)} s, CLS ${f.cls.toFixed(3)}, TBT ${f.tbt_ms.toFixed(0)} ms, ${f.requests} requests, ${f.kib.toFixed(0)} KiB (benchmarkIndex ${f.benchmark_index})${errorNote(f)}`);
      out.push(f);
    }
    return out;
  } finally {
    await chrome.kill();
  }
}

/** A table row: the median of `key` over `runs`, against `target` ({ op: '<=' | '>=', value } or null). */
function row(label, unit, runs, key, target = null) {
  const values = runs.map((r) => r[key]);
  const m = median(values);
  const met = target === null ? null : target.op === '<=' ? m <= target.value : m >= target.value;
  const broken = runs.filter((r) => r.console_errors?.length).length;
  return { label, unit, target, median: m, met, runs: values, runs_with_console_errors: broken };
}

/** The rows of the table, from the series firstViewBench measured (`links`: each CLS link's series). */
function tableRows(view, { board, mobile, desktop, links }) {
  const max = (value) => ({ op: '<=', value });
  const min = (value) => ({ op: '>=', value });
  const at = view.hash ? ` ${view.hash}` : '';
  return [
    row(`${view.label}${at}, slow 4G, Playwright`, 's', board.map((r) => ({ ...r, s: r.ms / 1000 })), 's', max(2.5)),
    row(`requests before ${view.moment}`, 'requests', board, 'requests', max(30)),
    row(`Lighthouse mobile${at}: performance`, 'score', mobile, 'score', min(90)),
    row(`Lighthouse mobile${at}: LCP`, 's', mobile, 'lcp_s', max(2.5)),
    row(`Lighthouse mobile${at}: CLS`, 'CLS', mobile, 'cls', max(0.05)),
    row(`Lighthouse mobile${at}: TBT`, 'ms', mobile, 'tbt_ms'),
    row(`Lighthouse mobile${at}: requests`, 'requests', mobile, 'requests'),
    row(`Lighthouse mobile${at}: transferred`, 'KiB', mobile, 'kib'),
    row(`Lighthouse desktop${at}: performance`, 'score', desktop, 'score', min(98)),
    row(`Lighthouse desktop${at}: LCP`, 's', desktop, 'lcp_s'),
    row(`Lighthouse desktop${at}: CLS`, 'CLS', desktop, 'cls', max(0.05)),
    row(`Lighthouse desktop${at}: TBT`, 'ms', desktop, 'tbt_ms'),
    row(`Lighthouse desktop${at}: requests`, 'requests', desktop, 'requests'),
    row(`Lighthouse desktop${at}: transferred`, 'KiB', desktop, 'kib'),
    ...view.clsLinks.map((hash, i) => row(`Lighthouse mobile ${hash}: CLS`, 'CLS', links[i], 'cls', max(0.05))),
  ];
}

/** What firstViewBench measures of `view`, one line each (`--dry`). */
export function firstViewPlan(view) {
  const at = view.hash || '(no link)';
  return [
    `first view: ${view.label} at ${at}, slow 4G (Playwright), until ${view.moment}`,
    `Lighthouse mobile and desktop: ${at}`,
    ...view.clsLinks.map((hash) => `Lighthouse mobile CLS: ${hash}`),
  ];
}

/**
 * Serves `root` (relative to the repository, default dist) and measures the first view of
 * `view` (scripts/bench-puzzles.mjs `FirstViewBench`: the default puzzle's, else the page
 * ready); resolves to the table's rows { label, unit, target, median, met, runs } (`runs`:
 * every run's figure). `linkRuns`: Lighthouse runs of the CLS links (default `runs`).
 */
export async function firstViewBench({ view, root = 'dist', runs = RUNS, linkRuns = runs, dev = false, log = (line) => console.error(line) }) {
  const dir = path.resolve(REPO, root);
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html (make build writes dist/)`);
  const server = await startStatic(dir, { dev });
  try {
    const main = `${server.url}${view.hash}`;
    const board = await firstBoardSeries(main, runs, log, view);
    const mobile = await lighthouseSeries(main, 'mobile', runs, log);
    const desktop = await lighthouseSeries(main, 'desktop', runs, log);
    const links = [];
    for (const hash of view.clsLinks) links.push(await lighthouseSeries(`${server.url}${hash}`, 'mobile', linkRuns, log));
    const rows = tableRows(view, { board, mobile, desktop, links });
    const inRepo = path.relative(REPO, dir);
    rows.root = inRepo && !inRepo.startsWith('..') ? inRepo : dir;
    return rows;
  } finally {
    await server.close();
  }
}

const DIGITS = { s: 2, ms: 0, CLS: 3, score: 0, requests: 0, KiB: 0 };

/** The table as text lines (rows from firstViewBench). */
export function formatFirstView(rows) {
  const fmt = (x, unit) => (Number.isFinite(x) ? x.toFixed(DIGITS[unit] ?? 2) : String(x));
  const lines = [`\nFirst view${rows.root ? ` of ${rows.root}/` : ''} (headless Chromium; Lighthouse 12 simulated throttling; first board: CDP slow 4G 150 ms, 1.6 Mbit/s; medians)`];
  lines.push(`${' measure'.padEnd(56)} ${'target'.padStart(10)} ${'median'.padStart(11)}   met   runs`);
  for (const r of rows) {
    const target = r.target ? `${r.target.op === '<=' ? '≤' : '≥'} ${fmt(r.target.value, r.unit)}` : '';
    const met = r.met === null ? '' : r.met ? 'yes' : 'NO';
    const unit = ['s', 'ms', 'KiB'].includes(r.unit) ? ` ${r.unit}` : '';
    lines.push(`${` ${r.label}`.padEnd(56)} ${`${target}${target ? unit : ''}`.padStart(10)} ${`${fmt(r.median, r.unit)}${unit}`.padStart(11)}   ${met.padEnd(4)}  ${r.runs.map((x) => fmt(x, r.unit)).join(' ')} (${r.runs.length} run${r.runs.length === 1 ? '' : 's'})${r.runs_with_console_errors ? `, CONSOLE ERRORS in ${r.runs_with_console_errors}` : ''}`);
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const view = firstViewOf(await puzzleBenches());
  if (dry()) {
    for (const line of firstViewPlan(view)) console.log(line);
    process.exit(0);
  }
  const runs = Number(arg('--runs', RUNS));
  const rows = await firstViewBench({
    view, root: arg('--root', 'dist'), runs, linkRuns: Number(arg('--link-runs', runs)), dev: process.argv.includes('--dev'),
  });
  for (const line of formatFirstView(rows)) console.error(line);
  mkdirSync(path.join(REPO, 'target'), { recursive: true });
  writeFileSync(path.join(REPO, 'target/bench-first-view.json'), `${JSON.stringify({ root: rows.root, rows })}\n`);
}
