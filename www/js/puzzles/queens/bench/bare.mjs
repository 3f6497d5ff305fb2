// The N-Queens' part of `make bench` (not a test): what 2 workers of this browser can do
// at best on this machine. The same counting tasks as the page's pool (N = 16's sub-constellations, the
// wasm `run_count_tasks`), in 2 module workers of a blank page on the page's own server, split
// statically (task i to worker i mod 2): no page, no renders, no messages but one each way
// per worker. Its time against the in-page count separates the pool's own cost from the
// machine's (issue 14's ratio). Used by page.mjs.
// The production build (dist/) bundles the wasm's JS glue, so the glue is read from
// www/pkg here and handed to the workers as a blob: URL; a worker that fails to load it
// rejects instead of leaving the bench waiting.
import { readFileSync } from 'node:fs';

/** The workers' code: load the wasm from the page's server, warm up on N = 12, run a list. */
const WORKER = `
let pkg;
self.onmessage = async ({ data }) => {
  if (data.type === 'init') {
    try {
      pkg = await import(data.glue);
    } catch (err) {
      self.postMessage({ type: 'error', message: String(err) });
      return;
    }
    pkg.initSync({ module: data.module });
    pkg.run_count_tasks(12, Uint32Array.from({ length: pkg.count_task_count(12) }, (_, i) => i));
    self.postMessage({ type: 'ready' });
    return;
  }
  const started = performance.now();
  pkg.count_task_count(data.n);
  const t = performance.now();
  pkg.run_count_tasks(data.n, Uint32Array.from(data.tasks));
  const busy = performance.now() - t;
  self.postMessage({ type: 'done', busy, wall: performance.now() - started });
};`;

/** Runs in the blank page: `runs` counts of N on `workers` bare workers; [{ wall, busy[] }] (ms). */
function countBare({ code, glueText, n, workers, runs }) {
  return (async () => {
    const module = await WebAssembly.compileStreaming(fetch('/pkg/queens_tools_bg.wasm'));
    const blob = (text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
    const url = blob(code);
    const glue = blob(glueText);
    const pool = Array.from({ length: workers }, () => new Worker(url, { type: 'module' }));
    const ask = (w, message) => new Promise((resolve, reject) => {
      w.onmessage = ({ data }) => (data.type === 'error' ? reject(new Error(data.message)) : resolve(data));
      w.onerror = (e) => reject(new Error(`bare worker: ${e.message ?? 'failed'}`));
      w.postMessage(message);
    });
    await Promise.all(pool.map((w) => ask(w, { type: 'init', module, glue })));
    // As the page's pool: warm, and idle for a while before the count.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const { count_task_count: taskCount, initSync } = await import(glue);
    initSync({ module });
    const tasks = taskCount(n);
    const out = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const done = await Promise.all(pool.map((w, k) => ask(w, {
        type: 'task', n, tasks: Array.from({ length: tasks }, (_, i) => i).filter((i) => i % workers === k),
      })));
      out.push({ wall: performance.now() - started, busy: done.map((d) => d.busy) });
    }
    pool.forEach((w) => w.terminate());
    return out;
  })();
}

/**
 * N's count on `workers` bare workers, `runs` times: { n, workers, median_ms, runs, busy_ms }
 * (busy_ms: each worker's time inside the wasm in the median run).
 */
export async function bareWorkers(env, { n = 16, workers = 2, runs = 3 } = {}) {
  const context = await env.browser.newContext();
  await context.route('**/bench-bare.html', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
  const page = await context.newPage();
  await page.goto(`${env.baseUrl}bench-bare.html`);
  const glueText = readFileSync(new URL('../../../../pkg/queens_tools.js', import.meta.url), 'utf8');
  const out = await page.evaluate(countBare, { code: WORKER, glueText, n, workers, runs });
  await context.close();
  const sorted = [...out].sort((a, b) => a.wall - b.wall);
  const median = sorted[sorted.length >> 1];
  return { n, workers, median_ms: median.wall, runs: out.map((r) => r.wall), busy_ms: median.busy };
}
