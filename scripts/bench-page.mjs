// In-page half of `make bench` (not a test): counts N = 16 and N = 17 in the page's worker
// pool in headless Chromium, as a user would (type N, press Count), and prints the time from
// the click to the shown result. In the same run it builds the single-threaded C 8-fold
// counter benches/nqueens8.c (gcc -O3) and times N = 16 right after each in-page N = 16
// count, so both see the same machine load (issue 14's ratio: page time / C time). Then
// the graphics card's counts where Chromium finds a hardware adapter, "no hardware adapter"
// otherwise (scripts/bench-gpu.mjs), the interaction table (scripts/bench-interactions.mjs), the longest main-thread tasks
// (scripts/bench-long-tasks.mjs), the first view (scripts/bench-first-view.mjs: Lighthouse and
// the slow-4G first board), and N = 16 on 2 bare workers of a
// blank page (scripts/bench-bare.mjs: what this browser and machine allow at best). Writes
// target/bench-page.json;
// scripts/bench.mjs adds it to target/bench.json.
// Usage: node scripts/bench-page.mjs [N ...] (default 16 17; `--no-interactions` skips the table).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setUp } from '../tests/e2e/helpers.js';
import { bareWorkers } from './bench-bare.mjs';
import { formatGpu, gpuBench } from './bench-gpu.mjs';
import { timeCount } from './bench-count.mjs';
import { formatInteractions, interactionTable } from './bench-interactions.mjs';
import { formatLongTasks, longTaskTable } from './bench-long-tasks.mjs';
import { firstViewBench, formatFirstView } from './bench-first-view.mjs';

const repo = new URL('../', import.meta.url);
const cBinary = new URL('target/nqueens8', repo).pathname;
mkdirSync(new URL('target/', repo), { recursive: true });
execFileSync('gcc', ['-O3', '-o', cBinary, new URL('benches/nqueens8.c', repo).pathname]);
/** One timed run of the C counter: { n, total, unique, ms }. */
function runC(n) {
  const [, total, unique, seconds] = execFileSync(cBinary, [String(n)], { encoding: 'utf8' }).trim().split(/\s+/);
  return { n, total, unique, ms: Number(seconds) * 1e3 };
}
const withInteractions = !process.argv.includes('--no-interactions');

const sizes = process.argv.slice(2).filter((a) => !a.startsWith('--')).map(Number);
const cRuns = [];
const RUNS = { 16: 5, 17: 2 };
// The production build, as `make serve` serves it (what a visitor gets).
const env = await setUp({ root: 'dist' });
const rows = [];
let interactions = [];
let longTasks = [];
let bare = null;
let gpu = null;
try {
  for (const n of sizes.length ? sizes : [16, 17]) {
    const times = [];
    let shown = '';
    let workers = 0;
    for (let run = 0; run < (RUNS[n] ?? 1); run++) {
      // A fresh page each run: results are cached for the page's lifetime.
      // On the Count tab: its panel's code is fetched the first time the tab is shown.
      const { page, errors } = await env.openPage();
      await page.getByTestId('tab-count').click();
      await page.getByTestId('count-start').waitFor();
      const input = page.getByTestId('n-input');
      await input.fill(String(n));
      await input.press('Enter');
      // The pool is made at start-up (the page counts its first N at once): wait for it.
      await page.waitForTimeout(500);
      const ms = await timeCount(page);
      shown = await page.getByTestId('count-total').textContent();
      workers = await page.evaluate(() => navigator.hardwareConcurrency);
      if (errors.length) throw new Error(`N=${n}: console errors ${errors.join('; ')}`);
      times.push(ms);
      await page.context().close();
      if (n === 16) cRuns.push(runC(16));
    }
    times.sort((a, b) => a - b);
    const row = { n, total: shown.replaceAll(',', ''), workers, best_ms: times[0], median_ms: times[times.length >> 1], runs: times };
    console.error(`page count N=${n}: ${shown} in ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s (${workers} workers)`);
    rows.push(row);
  }
  if (rows.some((r) => r.n === 16)) bare = await bareWorkers(env);
  gpu = await gpuBench(env.baseUrl);
  if (withInteractions) interactions = await interactionTable(env);
  if (withInteractions) longTasks = await longTaskTable(env);
} finally {
  await env.close();
}
let c = null;
if (cRuns.length) {
  const cMs = cRuns.map((r) => r.ms).sort((a, b) => a - b);
  const page16 = rows.find((r) => r.n === 16);
  c = { n: 16, total: cRuns[0].total, unique: cRuns[0].unique, median_ms: cMs[cMs.length >> 1], runs: cMs,
    page_median_ms: page16.median_ms, ratio: page16.median_ms / cMs[cMs.length >> 1] };
  console.error(`C 8-fold counter N=16: ${cRuns[0].total} (${cRuns[0].unique} unique) in ${cMs.map((t) => (t / 1000).toFixed(2)).join(' / ')} s; page/C = ${c.ratio.toFixed(2)}`);
  if (bare) {
    c.bare_ratio = bare.median_ms / c.median_ms;
    console.error(`2 bare workers N=16: ${bare.runs.map((t) => (t / 1000).toFixed(2)).join(' / ')} s; bare/C = ${c.bare_ratio.toFixed(2)}`);
  }
}
for (const line of formatGpu(gpu)) console.error(line);
for (const line of formatInteractions(interactions)) console.error(line);
for (const line of formatLongTasks(longTasks)) console.error(line);
// The first view (issue 20): Lighthouse and the slow-4G first board, on dist/.
const firstView = withInteractions ? await firstViewBench({ root: 'dist' }) : [];
for (const line of formatFirstView(firstView)) console.error(line);
writeFileSync(new URL('../target/bench-page.json', import.meta.url), `${JSON.stringify({ counts: rows, c, bare, gpu, interactions, long_tasks: longTasks, first_view: firstView })}\n`);
