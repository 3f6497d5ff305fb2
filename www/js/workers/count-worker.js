//! A counting worker (module worker) of the pool in engine/count-pool.js: it receives the compiled
//! wasm module once, then runs counting tasks a batch (one message) at a time and posts
//! their summed tallies back: at the end of the batch, and on the way after a task when
//! REPORT_MS have passed since its last post (so a batch of long tasks still shows
//! progress). The search is the core's D4-symmetric counter (OEIS A000170 / A002562); this
//! file only carries messages.
//!
//! in:  { type: 'init', module }   { type: 'tasks', job, n, indices }
//! out: { type: 'tally', job, tasks, last, classes8, classes4, classes2, classes1, nodes }
//!      (tasks: how many ran since the last post; last: the batch is done; the tallies
//!      as BigInts, summed over those tasks)
//!      { type: 'error', job, message }   (job is undefined when the start failed)

import { count_task_count, initSync, run_count_task } from '../../pkg/nqueens_wasm.js';

/** A batch posts what it has counted so far at most this often (ms). */
const REPORT_MS = 250;

/** Counted once at start-up, a few ms: see warmUp. */
const WARM_UP_N = 12;

/**
 * Runs the search on a small N so the engine compiles its optimised code for it while the
 * worker is idle: the first call of a wasm function runs baseline code until it returns,
 * and a real task is one call of 20-200 ms (measured: the first N = 16 task took 66 ms
 * cold, 37 ms warm).
 */
function warmUp() {
  for (let i = 0, tasks = count_task_count(WARM_UP_N); i < tasks; i++) run_count_task(WARM_UP_N, i);
}

const KEYS = ['classes8', 'classes4', 'classes2', 'classes1', 'nodes'];

function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

self.addEventListener('message', ({ data }) => {
  if (data.type === 'init') {
    try {
      initSync({ module: data.module });
      warmUp();
    } catch (err) {
      self.postMessage({ type: 'error', message: messageOf(err) });
    }
    return;
  }
  if (data.type !== 'tasks') return;
  try {
    const fresh = () => ({ type: 'tally', job: data.job, tasks: 0, last: false, classes8: 0n, classes4: 0n, classes2: 0n, classes1: 0n, nodes: 0n });
    let sum = fresh();
    let posted = performance.now();
    data.indices.forEach((index, k) => {
      const tally = run_count_task(data.n, index);
      for (const key of KEYS) sum[key] += BigInt(tally[key]);
      sum.tasks += 1;
      if (k + 1 < data.indices.length && performance.now() - posted >= REPORT_MS) {
        self.postMessage(sum);
        sum = fresh();
        posted = performance.now();
      }
    });
    self.postMessage({ ...sum, last: true });
  } catch (err) {
    self.postMessage({ type: 'error', job: data.job, message: messageOf(err) });
  }
});
