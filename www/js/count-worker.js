//! A counting worker (module worker) of the pool in count.js: it receives the compiled
//! wasm module once, then runs counting tasks one message at a time and posts each tally
//! back. The search is the core's D4-symmetric counter (OEIS A000170 / A002562); this file
//! only carries messages.
//!
//! in:  { type: 'init', module }   { type: 'task', job, n, index }
//! out: { type: 'tally', job, index, classes8, classes4, classes2, classes1, nodes }
//!      { type: 'error', job, message }   (job is undefined when the start failed)

import { initSync, run_count_task } from '../pkg/nqueens_wasm.js';

function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

self.addEventListener('message', ({ data }) => {
  if (data.type === 'init') {
    try {
      initSync({ module: data.module });
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
