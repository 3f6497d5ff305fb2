// The main-thread table of `make bench` (not a test): the longest main-thread task (the
// Long Tasks API, tasks of 50 ms and more) during each action the puzzles declare
// (PuzzleBench `longTasks`, scripts/bench-puzzles.mjs), median of RUNS fresh pages each,
// against its target. Used by scripts/bench-page.mjs; figures in docs/BENCHMARKS.md.

export const RUNS = 3;

/** Starts the long-task observer in the page; window.__longTasks collects durations (ms). */
async function observe(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  });
}
const longest = (page) => page.evaluate(() => Math.max(0, ...window.__longTasks));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** The declared rows of every puzzle: [{ label, target_ms, run }]. */
export const longTaskRows = (benches) => benches.flatMap((b) => b.longTasks ?? []);

/** RUNS runs of each declared row; rows { label, target_ms, median_ms, runs }. */
export async function longTaskTable(env, benches) {
  const rows = [];
  for (const { label, target_ms: target, run } of longTaskRows(benches)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(env, { observe, longest }));
    rows.push({ label, target_ms: target, median_ms: median(runs), runs });
  }
  return rows;
}

/** The table as text lines (0 ms: no task reached 50 ms). */
export function formatLongTasks(rows) {
  const lines = [`\nMain thread (headless Chromium, median of ${RUNS} runs; 0 = no task of 50 ms or more)`];
  for (const r of rows) {
    const met = r.median_ms <= r.target_ms ? 'yes' : 'NO';
    lines.push(`${` ${r.label}`.padEnd(52)} target ${String(r.target_ms).padStart(4)} ms   median ${r.median_ms.toFixed(0).padStart(4)} ms   ${met.padEnd(4)} ${r.runs.map((x) => x.toFixed(0)).join(' ')}`);
  }
  return lines;
}
