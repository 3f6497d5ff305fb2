//! A counting worker (module worker) of the pool in engine/count-pool.js: it receives the compiled
//! wasm module once, then runs counting tasks one message at a time and posts each tally
//! back. The search is the core's D4-symmetric counter (OEIS A000170 / A002562); this file
//! only carries messages.
//!
//! in:  { type: 'init', module }   { type: 'task', job, n, index }
//! out: { type: 'tally', job, index, classes8, classes4, classes2, classes1, nodes }
//!      { type: 'error', job, message }   (job is undefined when the start failed)

import { count_task_count, initSync, run_count_task } from '../../pkg/nqueens_wasm.js';

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
  if (data.type !== 'task') return;
  try {
    const tally = run_count_task(data.n, data.index);
    self.postMessage({
      type: 'tally',
      job: data.job,
      index: data.index,
      classes8: tally.classes8,
      classes4: tally.classes4,
      classes2: tally.classes2,
      classes1: tally.classes1,
      nodes: tally.nodes,
    });
  } catch (err) {
    self.postMessage({ type: 'error', job: data.job, message: messageOf(err) });
  }
});
