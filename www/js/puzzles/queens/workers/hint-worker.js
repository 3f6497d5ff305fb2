//! Play mode's hint worker (module worker): runs the tools module's `hint` (the first solution, in
//! lexicographic order, that keeps the placed queens) away from the page for the
//! placements the page's own bounded search (puzzles/queens/hint-client.js) could not answer,
//! because proving that no solution extends a placement can take a long search for large
//! N. The page stops the worker when it takes too long.
//!
//! For N ≤ 14 the hint is one scan of N's solution table (src/puzzles/queens/numbering.rs), which `warm`
//! builds ahead of the first hint (play mode entered, N changed in play mode).
//!
//! in:  { type: 'init', module }   { type: 'warm', n }   { type: 'hint', id, cols }
//!      (module: the tools module, www/pkg/queens_tools*; messages that come before it wait)
//! out: { type: 'hint', id, hint: [row, col] | null }   { type: 'error', id, message }

import { hint, initSync, prepare_numbering } from '../../../../pkg/queens_tools.js';

/** Resolves once the module is instantiated: the page sends it when it has loaded it. */
let instantiated;
const ready = new Promise((resolve) => { instantiated = resolve; });

function receive(data) {
  try {
    if (data.type === 'init') {
      initSync({ module: data.module });
      instantiated();
    } else if (data.type === 'warm') {
      prepare_numbering(data.n);
    } else if (data.type === 'hint') {
      const next = hint(Uint32Array.from(data.cols));
      self.postMessage({ type: 'hint', id: data.id, hint: next.length ? Array.from(next) : null });
    }
  } catch (err) {
    self.postMessage({ type: 'error', id: data.id, message: err instanceof Error ? err.message : String(err) });
  }
}

self.addEventListener('message', ({ data }) => {
  if (data.type === 'init') receive(data);
  else ready.then(() => receive(data));
});
