//! A counting worker (module worker) of the pool in puzzles/queens/count-pool.js: it receives the compiled
//! tools module (www/pkg/queens_tools*) once, then runs counting tasks a batch (one message) at a time and posts
//! their summed tallies back: at the end of the batch, and on the way when REPORT_MS have
//! passed since its last post (so a batch of long tasks still shows progress). A batch runs
//! as a few calls of the wasm `run_count_tasks` on slices of it (CHUNK_MS each at most, as
//! far as the last slice tells), not one call per task: N = 16 has 27,304 tasks of tens of µs.
//! The search is the core's constellation counter (src/puzzles/queens/constellation.rs, OEIS A000170, and
//! A002562 by Burnside's lemma); this file only carries messages.
//!
//! in:  { type: 'init', module }   { type: 'plan', n } (builds N's task list ahead of its count)
//!      { type: 'tasks', job, n, indices }
//! out: { type: 'tally', job, tasks, last, total, halfTurn, quarterTurn, mirror, nodes }
//!      (tasks: how many ran since the last post; last: the batch is done; the tallies
//!      as BigInts, summed over those tasks)
//!      { type: 'error', job, message }   (job is undefined when the start failed)

import { count_task_count, initSync, run_count_tasks } from '../../../../pkg/queens_tools.js';

/** A batch posts what it has counted so far at most this often (ms). */
const REPORT_MS = 250;

/** One wasm call runs about this long at most (ms), so posts come on time. */
const CHUNK_MS = 25;

/** Counted once at start-up, a few ms: see warmUp. */
const WARM_UP_N = 12;

/**
 * Runs the search on a small N so the engine compiles its optimised code for it while the
 * worker is idle: the first call of a wasm function runs baseline code until it returns.
 */
function warmUp() {
  const tasks = count_task_count(WARM_UP_N);
  run_count_tasks(WARM_UP_N, Uint32Array.from({ length: tasks }, (_, i) => i));
}

const KEYS = ['total', 'halfTurn', 'quarterTurn', 'mirror', 'nodes'];

/** Tasks per wasm call, carried from one batch to the next of the same N (see runBatch): a
 *  batch does not start again from single tasks. */
let slice = { n: 0, size: 1 };

function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

/** Runs the batch `data` in slices, posting its sums every REPORT_MS and at the end. */
function runBatch(data) {
  const fresh = () => ({ type: 'tally', job: data.job, tasks: 0, last: false, total: 0n, halfTurn: 0n, quarterTurn: 0n, mirror: 0n, nodes: 0n });
  const indices = Uint32Array.from(data.indices);
  let sum = fresh();
  let posted = performance.now();
  if (slice.n !== data.n) slice = { n: data.n, size: 1 };
  for (let k = 0; k < indices.length;) {
    const size = Math.min(slice.size, indices.length - k);
    const started = performance.now();
    const tally = run_count_tasks(data.n, indices.subarray(k, k + size));
    const now = performance.now();
    for (const key of KEYS) sum[key] += tally[key];
    sum.tasks += size;
    k += size;
    // Twice as many tasks next time while a full slice stays well under CHUNK_MS, half as many over it.
    if (now - started < CHUNK_MS / 4 && size === slice.size) slice.size *= 2;
    else if (now - started > CHUNK_MS && slice.size > 1) slice.size = Math.ceil(slice.size / 2);
    if (k < indices.length && now - posted >= REPORT_MS) {
      self.postMessage(sum);
      sum = fresh();
      posted = now;
    }
  }
  self.postMessage({ ...sum, last: true });
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
  if (data.type === 'plan') {
    try {
      count_task_count(data.n);
    } catch {
      // A count of that N reports the error.
    }
    return;
  }
  if (data.type !== 'tasks') return;
  try {
    runBatch(data);
  } catch (err) {
    self.postMessage({ type: 'error', job: data.job, message: messageOf(err) });
  }
});
