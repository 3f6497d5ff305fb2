// The N-Queens' declaration for `make bench` (scripts/bench-puzzles.mjs `PuzzleBench`,
// found there by its place): its wasm half (wasm.mjs, against the native half
// src/puzzles/queens/benches/bench.rs), its in-page half (page.mjs: the worker pool's
// counts, the C counter, bare workers, the graphics card), its lines of the table
// (format.mjs), its rows of the interaction and main-thread tables, and the first view of
// the default puzzle. Node only: not part of the page.
import { INTERACTIONS } from './interactions.mjs';
import { LONG_TASKS } from './long-tasks.mjs';

/** In the page: the first view is shown when the board holds the 8 queens of #n=8. */
function firstBoard() {
  return document.querySelectorAll('[data-testid="board"] [data-testid="queen"]').length === 8;
}

/** @type {import('../../../../../scripts/bench-puzzles.mjs').PuzzleBench} */
export default {
  measures: {
    wasm: 'counting N = 8..16 against native (target/bench-native.json), numbering N = 13, 14, N = 16 in tasks, seek, construction',
    page: 'counts of N = 16, 17 in the worker pool; the C counter on N = 16; 2 bare workers; the graphics card',
  },
  wasm: () => import('./wasm.mjs').then((m) => m.wasmBench()),
  page: (env, options) => import('./page.mjs').then((m) => m.pageBench(env, options)),
  format: async (result) => (await import('./format.mjs')).formatQueens(result),
  interactions: INTERACTIONS,
  longTasks: LONG_TASKS,
  firstView: {
    hash: '#n=8',
    label: 'first board (8 queens)',
    moment: 'the first board',
    shown: String(firstBoard),
    clsLinks: ['#n=6&step=38', '#n=8&i=1'],
  },
};
