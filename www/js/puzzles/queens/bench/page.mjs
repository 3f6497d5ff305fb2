// The N-Queens' in-page half of `make bench` (not a test), run by scripts/bench-page.mjs:
// counts N = 16 and N = 17 in the page's worker pool in headless Chromium, as a user would
// (type N, press Count), and times the click to the shown result. In the same run it builds
// the single-threaded C 8-fold counter src/puzzles/queens/benches/nqueens8.c (gcc -O3) and
// times N = 16 right after each in-page N = 16 count, so both see the same machine load
// (issue 14's ratio: page time / C time). Then N = 16 on 2 bare workers of a blank page
// (bare.mjs: what this browser and machine allow at best), and the graphics card's counts
// where Chromium finds a hardware adapter, "no hardware adapter" otherwise (gpu.mjs).
// Its sizes: bench-page.mjs's arguments (`node scripts/bench-page.mjs [N ...]`, default 16 17).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { bareWorkers } from './bare.mjs';
import { formatGpu, gpuBench } from './gpu.mjs';
import { timeCount } from './count.mjs';
import { pageReason } from './format.mjs';

const repo = new URL('../../../../../', import.meta.url);
const RUNS = { 16: 5, 17: 2 };

/** Builds the C counter; returns one timed run of it: n → { n, total, unique, ms }. */
function cCounter() {
  const binary = new URL('target/nqueens8', repo).pathname;
  mkdirSync(new URL('target/', repo), { recursive: true });
  execFileSync('gcc', ['-O3', '-o', binary, new URL('src/puzzles/queens/benches/nqueens8.c', repo).pathname]);
  return (n) => {
    const [, total, unique, seconds] = execFileSync(binary, [String(n)], { encoding: 'utf8' }).trim().split(/\s+/);
    return { n, total, unique, ms: Number(seconds) * 1e3 };
  };
}

/**
 * Runs in the page before its scripts (an init script): every worker named `count` records
 * when the page posts it tasks and when its tallies arrive (`window.__countWorkers`).
 */
function recordCountWorkers() {
  const Real = window.Worker;
  window.__countWorkers = [];
  window.Worker = class extends Real {
    constructor(url, options) {
      super(url, options);
      if (options?.name !== 'count') return;
      const w = { posts: [], tallies: [] };
      window.__countWorkers.push(w);
      this.addEventListener('message', (e) => { if (e.data?.type === 'tally') w.tallies.push(performance.now()); });
      const post = this.postMessage.bind(this);
      this.postMessage = (message, transfer) => {
        if (message?.type === 'tasks') w.posts.push(performance.now());
        return post(message, transfer);
      };
    }
  };
}

/**
 * Where the pool's time went in the count just shown (ms from the click): { start_ms (to the
 * first tasks posted), ends_ms (each worker's last tally), apart_ms (between the first and
 * the last worker to end), shown_ms (the last tally to the result shown) }; pageCounts adds
 * main_ms, the page's main thread's time in tasks from the click to the result (Chromium's
 * TaskDuration: wall time, so a loaded machine inflates it; on 2 cores the workers share it).
 */
function poolTimes(page, ms) {
  return page.evaluate((total) => {
    const click = window.__countClickAt;
    const workers = window.__countWorkers.filter((w) => w.posts.some((t) => t >= click));
    const start = Math.min(...workers.map((w) => w.posts.find((t) => t >= click))) - click;
    const ends = workers.map((w) => w.tallies.at(-1) - click).sort((a, b) => a - b);
    return { start_ms: start, ends_ms: ends, apart_ms: ends.at(-1) - ends[0], shown_ms: total - ends.at(-1) };
  }, ms);
}

/** The page's main thread's busy time so far (ms): Chromium's TaskDuration, over the CDP session `cdp`. */
async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value * 1e3;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** `runs` counts of N, each on a fresh page; after each N = 16, one run of the C counter (into cRuns). */
async function pageCounts(env, n, runC, cRuns) {
  const times = [];
  const pool = [];
  let shown = '';
  let workers = 0;
  for (let run = 0; run < (RUNS[n] ?? 1); run++) {
    // A fresh page each run: results are cached for the page's lifetime.
    // On the Count tab: its panel's code is fetched the first time the tab is shown.
    const { page, errors } = await env.openPage('', { initScript: recordCountWorkers });
    await page.getByTestId('tab-count').click();
    await page.getByTestId('count-start').waitFor();
    const input = page.getByTestId('n-input');
    await input.fill(String(n));
    await input.press('Enter');
    // The pool is made at start-up (the page counts its first N at once): wait for it.
    await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await mainThreadMs(cdp);
    const ms = await timeCount(page);
    const main = (await mainThreadMs(cdp)) - before;
    pool.push({ ...(await poolTimes(page, ms)), main_ms: main });
    shown = await page.getByTestId('count-total').textContent();
    workers = await page.evaluate(() => navigator.hardwareConcurrency);
    if (errors.length) throw new Error(`N=${n}: console errors ${errors.join('; ')}`);
    times.push(ms);
    await page.context().close();
    if (n === 16) cRuns.push(runC(16));
  }
  times.sort((a, b) => a - b);
  const own = { start_ms: median(pool.map((r) => r.start_ms)), apart_ms: median(pool.map((r) => r.apart_ms)), shown_ms: median(pool.map((r) => r.shown_ms)),
    main_ms: median(pool.map((r) => r.main_ms)) };
  console.error(`page count N=${n}: ${shown} in ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s (${workers} workers);`
    + ` medians: click to tasks ${own.start_ms.toFixed(0)} ms, workers end ${own.apart_ms.toFixed(0)} ms apart, last tally to result ${own.shown_ms.toFixed(0)} ms, page's main thread in tasks ${own.main_ms.toFixed(0)} ms`);
  return { n, total: shown.replaceAll(',', ''), workers, best_ms: times[0], median_ms: times[times.length >> 1], runs: times, pool: own };
}

/** The C counter's N = 16 against the page's, and the bare workers' against C; null without an N = 16. */
function versusC(rows, cRuns, bare) {
  if (!cRuns.length) return null;
  const cMs = cRuns.map((r) => r.ms).sort((a, b) => a - b);
  const page16 = rows.find((r) => r.n === 16);
  const c = { n: 16, total: cRuns[0].total, unique: cRuns[0].unique, median_ms: cMs[cMs.length >> 1], runs: cMs,
    page_median_ms: page16.median_ms, ratio: page16.median_ms / cMs[cMs.length >> 1] };
  console.error(`C 8-fold counter N=16: ${cRuns[0].total} (${cRuns[0].unique} unique) in ${cMs.map((t) => (t / 1000).toFixed(2)).join(' / ')} s; page/C = ${c.ratio.toFixed(3)}`
    + ` (issue 42 target <= 0.5: ${c.ratio <= 0.5 ? 'met' : `NOT met: ${pageReason(c, page16, bare)}`})`);
  if (bare) {
    c.bare_ratio = bare.median_ms / c.median_ms;
    console.error(`2 bare workers N=16: ${bare.runs.map((t) => (t / 1000).toFixed(2)).join(' / ')} s; bare/C = ${c.bare_ratio.toFixed(2)}`);
  }
  return c;
}

/** The in-page figures, keys of target/bench-page.json: counts, c, bare, gpu. */
export async function pageBench(env, { args = [] } = {}) {
  const sizes = args.map(Number);
  const runC = cCounter();
  const cRuns = [];
  const counts = [];
  for (const n of sizes.length ? sizes : [16, 17]) counts.push(await pageCounts(env, n, runC, cRuns));
  const bare = counts.some((r) => r.n === 16) ? await bareWorkers(env) : null;
  const gpu = await gpuBench(env.baseUrl);
  const c = versusC(counts, cRuns, bare);
  for (const line of formatGpu(gpu)) console.error(line);
  return { counts, c, bare, gpu };
}
