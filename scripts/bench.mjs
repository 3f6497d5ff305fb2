// Wasm half of `make bench` (not a test): runs the www/pkg build in Node, compares with
// target/bench-native.json, prints a table and writes target/bench.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { formatInteractions } from './bench-interactions.mjs';
import { formatLongTasks } from './bench-long-tasks.mjs';
import { formatFirstView } from './bench-first-view.mjs';
import { formatGpu } from './bench-gpu.mjs';

const repo = new URL('../', import.meta.url);
// The page module (stepper, construction) and the tools module (counting, numbering, hints).
const pkg = await import(new URL('www/pkg/queens.js', repo));
pkg.initSync({ module: readFileSync(new URL('www/pkg/queens_bg.wasm', repo)) });
const tools = await import(new URL('www/pkg/queens_tools.js', repo));
tools.initSync({ module: readFileSync(new URL('www/pkg/queens_tools_bg.wasm', repo)) });
const native = JSON.parse(readFileSync(new URL('target/bench-native.json', repo), 'utf8'));

/**
 * The size of every wasm module the puzzles declare (www/pkg/modules.json), raw and gzip,
 * and the first view's: the modules the production build preloads (dist/index.html, what
 * the first view fetched before it was ready, scripts/prerender.mjs), null without dist/.
 */
function wasmSizes() {
  const modules = JSON.parse(readFileSync(new URL('www/pkg/modules.json', repo), 'utf8')).map(({ name }) => {
    const bytes = readFileSync(new URL(`www/pkg/${name}_bg.wasm`, repo));
    return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const index = new URL('dist/index.html', repo);
  if (!existsSync(index)) return { modules, first_view: null };
  const names = [...readFileSync(index, 'utf8').matchAll(/<link rel="preload" href="pkg\/([a-z0-9_]+)_bg\.wasm"/g)].map((m) => m[1]);
  const fetched = modules.filter((m) => names.includes(m.name));
  return {
    modules,
    first_view: { modules: names, raw: fetched.reduce((a, m) => a + m.raw, 0), gzip: fetched.reduce((a, m) => a + m.gzip, 0) },
  };
}

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
function countAll(n) {
  const tasks = tools.count_task_count(n);
  return tools.run_count_tasks(n, Uint32Array.from({ length: tasks }, (_, i) => i)).total;
}

const rows = native.count.map((nat) => {
  let total;
  tools.count_task_count(nat.n); // the task list, built once per N: not timed
  const ms = bestMs(nat.n >= 15 ? 1 : 3, () => { total = countAll(nat.n); });
  if (String(total) !== String(nat.total)) throw new Error(`N=${nat.n}: wasm ${total} != native ${nat.total}`);
  return {
    n: nat.n, total: nat.total, fundamental: nat.fundamental, nodes: nat.nodes,
    constellation_nodes: nat.constellation_nodes,
    native_d4_ms: nat.ms, native_ms: nat.constellation_ms, wasm_ms: ms,
    wasm_nodes_per_s: nat.constellation_nodes / (ms / 1e3),
    wasm_over_native: ms / nat.constellation_ms,
  };
});

// The numbering table (src/puzzles/queens/numbering.rs) in wasm: its build (switching N rebuilds it), then
// one solution_at and one hint against it; the Rust side reports the size.
const numbering = (native.numbering ?? []).map((nat) => {
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

// Where the in-page N = 16 time goes: the tasks one by one in wasm (one thread), in the
// order the pool hands them out, and the best a pool of 2 could do with them (each task to
// the worker that frees first: the pool's greedy feed, without messaging or start-up).
const N_POOL = 16;
const taskMs = [];
const taskTotal = tools.count_task_count(N_POOL);
const order = (await import(new URL('www/js/puzzles/queens/count-pool.js', repo))).taskOrder;
for (let k = 0; k < taskTotal; k++) {
  const t = performance.now();
  tools.run_count_tasks(N_POOL, Uint32Array.of(order(k, taskTotal)));
  taskMs.push(performance.now() - t);
}
const free = [0, 0];
for (const ms of taskMs) {
  const w = free[0] <= free[1] ? 0 : 1;
  free[w] += ms;
}
const tasks16 = { n: N_POOL, tasks: taskTotal, sum_ms: taskMs.reduce((a, b) => a + b, 0),
  largest_ms: Math.max(...taskMs), last_ms: taskMs[taskMs.length - 1], two_workers_ms: Math.max(...free) };

const seekMs = bestMs(3, () => {
  const s = pkg.new_stepper(native.seek.n, true);
  s.seek(native.seek.steps);
  s.free();
});
const constructMs = bestMs(5, () => {
  const s = pkg.construct_solution(native.construct.n);
  if (!pkg.is_solution(s)) throw new Error('construction is not a solution');
});

const result = {
  count: rows,
  versus_c: native.versus_c ?? [],
  numbering,
  tasks16,
  seek: { ...native.seek, native_ms: native.seek.ms, wasm_ms: seekMs,
    native_steps_per_s: native.seek.steps / (native.seek.ms / 1e3),
    wasm_steps_per_s: native.seek.steps / (seekMs / 1e3) },
  construct: { n: native.construct.n, native_ms: native.construct.ms, wasm_ms: constructMs },
  wasm_bytes: wasmSizes(),
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
};
// The in-page counts of scripts/bench-page.mjs, when it has run (make bench runs it first).
const pageFile = new URL('target/bench-page.json', repo);
if (existsSync(pageFile)) Object.assign(result, { page: null }, JSON.parse(readFileSync(pageFile, 'utf8')));
delete result.seek.ms;
writeFileSync(new URL('target/bench.json', repo), JSON.stringify(result, null, 2) + '\n');

/** The wasm size lines: each module, then the first view's total against its 80 KB target. */
function formatWasmSizes({ modules, first_view: first }) {
  const lines = modules.map((m) => `Wasm ${m.name}_bg.wasm: ${fmt(m.raw)} bytes raw, ${fmt(m.gzip)} bytes gzip`);
  if (!first) return [...lines, 'The first view\'s wasm: no dist/ (make build) to read it from'];
  return [...lines, `The first view's wasm (${first.modules.join(', ')}): ${fmt(first.raw)} bytes raw, ${fmt(first.gzip)} bytes gzip`
    + ` (target <= 80 KB: ${first.raw <= 80_000 ? 'met' : 'NOT met'})`];
}

const fmt = (x, d = 0) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
/** "met" or "NOT met" for a measured figure against its target (lower is better). */
const verdict = (x, target) => `issue 42 target <= ${target}: ${x <= target ? 'met' : 'NOT met'}`;
console.log('\nCount, one thread (ms): the D4 counter natively; the constellations (the page\'s method) natively and in wasm');
console.log(' N  total            fundamental   D4 nodes       native D4  constellation nodes  native   wasm ms   wasm/native');
for (const r of rows) {
  console.log(`${String(r.n).padStart(2)}  ${fmt(r.total).padEnd(16)} ${fmt(r.fundamental).padEnd(13)} ${fmt(r.nodes).padEnd(14)}`
    + ` ${fmt(r.native_d4_ms, 1).padStart(9)}  ${fmt(r.constellation_nodes).padEnd(19)} ${fmt(r.native_ms, 1).padStart(7)}`
    + ` ${fmt(r.wasm_ms, 1).padStart(9)} ${fmt(r.wasm_over_native, 2).padStart(12)}`);
}
for (const v of result.versus_c) {
  console.log(`Native N=${v.n}, one thread, medians of alternating runs: C 8-fold ${fmt(v.c_ms)} ms, D4 ${fmt(v.d4_ms)} ms (${fmt(v.d4_ms / v.c_ms, 2)}× C),`
    + ` constellations ${fmt(v.constellation_ms)} ms (${fmt(v.constellation_ms / v.c_ms, 2)}× C; ${verdict(v.constellation_ms / v.c_ms, 0.8)})`);
}
const wasm16 = rows.find((r) => r.n === 16);
if (wasm16) console.log(`Wasm / native, one thread, N=16: ${fmt(wasm16.wasm_ms)} / ${fmt(wasm16.native_ms)} ms = ${fmt(wasm16.wasm_over_native, 2)} (${verdict(wasm16.wasm_over_native, 1.1)})`);
console.log(`\nStepper seek, N=${native.seek.n}, ${fmt(native.seek.steps)} steps: native ${fmt(result.seek.native_steps_per_s / 1e6, 1)} M steps/s, wasm ${fmt(result.seek.wasm_steps_per_s / 1e6, 1)} M steps/s`);
console.log(`One solution for N=${fmt(native.construct.n)}: native ${fmt(native.construct.ms, 1)} ms, wasm ${fmt(constructMs, 1)} ms (built and verified)`);
const here = rows.filter((r) => r.n <= 13).at(-1);
if (here) console.log(`Counted on the page's own thread up to N=13 (count-pool.js HERE_MAX_N): wasm N=${here.n} in ${fmt(here.wasm_ms, 1)} ms (a frame is 16 ms)`);
console.log('\nNumbering table (src/puzzles/queens/numbering.rs): size, build, and one call against the built table');
console.log(' N  bytes       native build ms  wasm build ms  wasm solution_at ms  wasm hint ms (one queen)');
for (const r of numbering) {
  console.log(`${String(r.n).padStart(2)}  ${fmt(r.bytes).padEnd(11)} ${fmt(r.native_build_ms, 1).padStart(15)} ${fmt(r.wasm_build_ms, 1).padStart(14)}`
    + ` ${fmt(r.wasm_solution_at_ms, 3).padStart(20)} ${fmt(r.wasm_hint_ms, 3).padStart(13)}`);
}
console.log(`\nN=${tasks16.n} in tasks (wasm, one thread, pool order): ${tasks16.tasks} tasks, ${fmt(tasks16.sum_ms)} ms in all,`
  + ` largest ${fmt(tasks16.largest_ms)} ms, last ${fmt(tasks16.last_ms)} ms; 2 workers at best ${fmt(tasks16.two_workers_ms)} ms`);
for (const p of result.counts ?? []) {
  console.log(`In the page, N=${p.n} with ${p.workers} workers: best ${fmt(p.best_ms / 1e3, 2)} s, median ${fmt(p.median_ms / 1e3, 2)} s (click to result, ${p.runs.length} runs)`);
}
if (result.c) {
  const { c } = result;
  console.log(`C 8-fold counter (benches/nqueens8.c, gcc -O3, one thread), N=16 in the same run: ${c.total} in median ${fmt(c.median_ms / 1e3, 2)} s`
    + ` (${c.runs.map((x) => fmt(x / 1e3, 2)).join(' / ')})`);
  console.log(`Ratio page time / C time, N=16 (${verdict(c.ratio, 0.5)}; 0.695 before issue 42): ${fmt(c.page_median_ms / 1e3, 2)} / ${fmt(c.median_ms / 1e3, 2)} = ${fmt(c.ratio, 3)}`);
  if (result.bare) {
    const { bare } = result;
    console.log(`The same tasks on 2 bare workers of a blank page (static split, no page around them): median ${fmt(bare.median_ms / 1e3, 2)} s`
      + ` (${bare.runs.map((x) => fmt(x / 1e3, 2)).join(' / ')}), ratio ${fmt(c.bare_ratio, 3)}: the best this browser and machine allow`);
  }
}
for (const line of formatGpu(result.gpu)) console.log(line);
for (const line of formatInteractions(result.interactions ?? [])) console.log(line);
for (const line of formatLongTasks(result.long_tasks ?? [])) console.log(line);
if (result.first_view?.length) for (const line of formatFirstView(result.first_view)) console.log(line);
for (const line of formatWasmSizes(result.wasm_bytes)) console.log(line);
console.log('\nwritten: target/bench.json');
