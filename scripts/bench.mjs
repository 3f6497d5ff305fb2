// Wasm half of `make bench` (not a test): runs the www/pkg build in Node, compares with
// target/bench-native.json, prints a table and writes target/bench.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const repo = new URL('../', import.meta.url);
const wasmBytes = readFileSync(new URL('www/pkg/nqueens_wasm_bg.wasm', repo));
const pkg = await import(new URL('www/pkg/nqueens_wasm.js', repo));
pkg.initSync({ module: wasmBytes });
const native = JSON.parse(readFileSync(new URL('target/bench-native.json', repo), 'utf8'));

function bestMs(runs, f) {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/** The page's count: every task of the D4-symmetric search, one after the other. */
function countAll(n) {
  let total = 0n;
  for (let i = 0, tasks = pkg.count_task_count(n); i < tasks; i++) {
    const t = pkg.run_count_task(n, i);
    total += 8n * BigInt(t.classes8) + 4n * BigInt(t.classes4) + 2n * BigInt(t.classes2) + BigInt(t.classes1);
  }
  return total;
}

const rows = native.count.map((nat) => {
  let total;
  const ms = bestMs(nat.n >= 15 ? 1 : 3, () => { total = countAll(nat.n); });
  if (String(total) !== String(nat.total)) throw new Error(`N=${nat.n}: wasm ${total} != native ${nat.total}`);
  return {
    n: nat.n, total: nat.total, fundamental: nat.fundamental, nodes: nat.nodes,
    native_ms: nat.ms, wasm_ms: ms,
    native_nodes_per_s: nat.nodes / (nat.ms / 1e3), wasm_nodes_per_s: nat.nodes / (ms / 1e3),
    wasm_over_native: ms / nat.ms,
  };
});

const seekMs = bestMs(3, () => {
  const s = new pkg.Stepper(native.seek.n, true);
  s.seek(native.seek.steps);
  s.free();
});
const constructMs = bestMs(5, () => {
  const s = pkg.construct_solution(native.construct.n);
  if (!pkg.is_solution(s)) throw new Error('construction is not a solution');
});

const result = {
  count: rows,
  seek: { ...native.seek, native_ms: native.seek.ms, wasm_ms: seekMs,
    native_steps_per_s: native.seek.steps / (native.seek.ms / 1e3),
    wasm_steps_per_s: native.seek.steps / (seekMs / 1e3) },
  construct: { n: native.construct.n, native_ms: native.construct.ms, wasm_ms: constructMs },
  wasm_bytes: { raw: wasmBytes.length, gzip: gzipSync(wasmBytes, { level: 9 }).length },
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
};
// The in-page counts of scripts/bench-page.mjs, when it has run (make bench runs it first).
const pageFile = new URL('target/bench-page.json', repo);
if (existsSync(pageFile)) result.page = JSON.parse(readFileSync(pageFile, 'utf8'));
delete result.seek.ms;
writeFileSync(new URL('target/bench.json', repo), JSON.stringify(result, null, 2) + '\n');

const fmt = (x, d = 0) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
console.log('\nCount with D4 symmetry, one thread (ms; nodes = queens placed)');
console.log(' N  total            fundamental   nodes          native ms   wasm ms   wasm/native  wasm Mnodes/s');
for (const r of rows) {
  console.log(`${String(r.n).padStart(2)}  ${fmt(r.total).padEnd(16)} ${fmt(r.fundamental).padEnd(13)} ${fmt(r.nodes).padEnd(14)}`
    + ` ${fmt(r.native_ms, 1).padStart(9)} ${fmt(r.wasm_ms, 1).padStart(9)} ${fmt(r.wasm_over_native, 2).padStart(12)}`
    + ` ${fmt(r.wasm_nodes_per_s / 1e6, 1).padStart(14)}`);
}
console.log(`\nStepper seek, N=${native.seek.n}, ${fmt(native.seek.steps)} steps: native ${fmt(result.seek.native_steps_per_s / 1e6, 1)} M steps/s, wasm ${fmt(result.seek.wasm_steps_per_s / 1e6, 1)} M steps/s`);
console.log(`One solution for N=${fmt(native.construct.n)}: native ${fmt(native.construct.ms, 1)} ms, wasm ${fmt(constructMs, 1)} ms (built and verified)`);
for (const p of result.page ?? []) {
  console.log(`In the page, N=${p.n} with ${p.workers} workers: best ${fmt(p.best_ms / 1e3, 2)} s, median ${fmt(p.median_ms / 1e3, 2)} s (click to result, ${p.runs.length} runs)`);
}
console.log(`Wasm size: ${fmt(result.wasm_bytes.raw)} bytes raw, ${fmt(result.wasm_bytes.gzip)} bytes gzip`);
console.log('\nwritten: target/bench.json');
