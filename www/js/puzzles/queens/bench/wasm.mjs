// The N-Queens' wasm half of `make bench` (not a test), run by scripts/bench.mjs in Node:
// the counting, numbering, seek and construction of the www/pkg build against the native
// figures of src/puzzles/queens/benches/bench.rs (target/bench-native.json).
import { readFileSync } from 'node:fs';

const repo = new URL('../../../../../', import.meta.url);

/** Best of `runs` timings of f, in ms; with `own`, f times itself and returns its ms. */
function bestMs(runs, f, own = false) {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const ms = f();
    best = Math.min(best, own ? ms : performance.now() - t);
  }
  return best;
}

/** The page's count: every task of the constellation counter in one wasm call. */
function countAll(tools, n) {
  const tasks = tools.count_task_count(n);
  return tools.run_count_tasks(n, Uint32Array.from({ length: tasks }, (_, i) => i)).total;
}

/** The count table: the native rows, each timed again in wasm (the totals must agree). */
function countRows(tools, native) {
  return native.count.map((nat) => {
    let total;
    tools.count_task_count(nat.n); // the task list, built once per N: not timed
    const ms = bestMs(nat.n >= 15 ? 1 : 3, () => { total = countAll(tools, nat.n); });
    if (String(total) !== String(nat.total)) throw new Error(`N=${nat.n}: wasm ${total} != native ${nat.total}`);
    return {
      n: nat.n, total: nat.total, fundamental: nat.fundamental, nodes: nat.nodes,
      constellation_nodes: nat.constellation_nodes,
      native_d4_ms: nat.ms, native_ms: nat.constellation_ms, wasm_ms: ms,
      wasm_nodes_per_s: nat.constellation_nodes / (ms / 1e3),
      wasm_over_native: ms / nat.constellation_ms,
    };
  });
}

// The numbering table (src/puzzles/queens/numbering.rs) in wasm: its build (switching N
// rebuilds it), then one solution_at and one hint against it; the Rust side reports the size.
function numberingRows(tools, native) {
  return (native.numbering ?? []).map((nat) => {
    const { n } = nat;
    let bytes = 0;
    const buildMs = bestMs(3, () => {
      tools.prepare_numbering(n === 14 ? 13 : 14);
      const t = performance.now();
      bytes = tools.prepare_numbering(n);
      return performance.now() - t;
    }, true);
    const atMs = bestMs(5, () => tools.solution_at(n, 12345));
    const oneQueen = new Uint32Array(n);
    oneQueen[6] = 5;
    const hintMs = bestMs(5, () => tools.hint(oneQueen));
    return { n, bytes, native_build_ms: nat.build_ms, wasm_build_ms: buildMs, native_solution_at_ms: nat.solution_at_ms,
      wasm_solution_at_ms: atMs, native_hint_ms: nat.hint_ms, wasm_hint_ms: hintMs };
  });
}

// Where the in-page N = 16 time goes: the tasks one by one in wasm (one thread), in the
// order the pool hands them out, and the best a pool of 2 could do with them (each task to
// the worker that frees first: the pool's greedy feed, without messaging or start-up).
async function tasksOf(tools, n) {
  const taskMs = [];
  const taskTotal = tools.count_task_count(n);
  const order = (await import('../count-pool.js')).taskOrder;
  for (let k = 0; k < taskTotal; k++) {
    const t = performance.now();
    tools.run_count_tasks(n, Uint32Array.of(order(k, taskTotal)));
    taskMs.push(performance.now() - t);
  }
  const free = [0, 0];
  for (const ms of taskMs) {
    const w = free[0] <= free[1] ? 0 : 1;
    free[w] += ms;
  }
  return { n, tasks: taskTotal, sum_ms: taskMs.reduce((a, b) => a + b, 0),
    largest_ms: Math.max(...taskMs), last_ms: taskMs[taskMs.length - 1], two_workers_ms: Math.max(...free) };
}

/** The wasm figures, keys of target/bench.json: count, versus_c, numbering, tasks16, seek, construct. */
export async function wasmBench() {
  // The page module (stepper, construction) and the tools module (counting, numbering, hints).
  const pkg = await import(new URL('www/pkg/queens.js', repo));
  pkg.initSync({ module: readFileSync(new URL('www/pkg/queens_bg.wasm', repo)) });
  const tools = await import(new URL('www/pkg/queens_tools.js', repo));
  tools.initSync({ module: readFileSync(new URL('www/pkg/queens_tools_bg.wasm', repo)) });
  const native = JSON.parse(readFileSync(new URL('target/bench-native.json', repo), 'utf8'));

  const count = countRows(tools, native);
  const numbering = numberingRows(tools, native);
  const tasks16 = await tasksOf(tools, 16);
  const seekMs = bestMs(3, () => {
    const s = pkg.new_stepper(native.seek.n, true);
    s.seek(native.seek.steps);
    s.free();
  });
  const constructMs = bestMs(5, () => {
    const s = pkg.construct_solution(native.construct.n);
    if (!pkg.is_solution(s)) throw new Error('construction is not a solution');
  });
  const seek = { ...native.seek, native_ms: native.seek.ms, wasm_ms: seekMs,
    native_steps_per_s: native.seek.steps / (native.seek.ms / 1e3),
    wasm_steps_per_s: native.seek.steps / (seekMs / 1e3) };
  delete seek.ms;
  return {
    count,
    versus_c: native.versus_c ?? [],
    numbering,
    tasks16,
    seek,
    construct: { n: native.construct.n, native_ms: native.construct.ms, wasm_ms: constructMs },
  };
}
