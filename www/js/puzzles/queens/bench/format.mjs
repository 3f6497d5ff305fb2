// The N-Queens' lines of `make bench`'s table (scripts/bench.mjs), from target/bench.json:
// its wasm half's keys (count, versus_c, numbering, tasks16, seek, construct) and its
// in-page half's (counts, c, bare, gpu).
import { formatGpu } from './gpu.mjs';

const fmt = (x, d = 0) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
/**
 * "met", or "NOT met: <reason>", for a measured figure against its issue 42 target (lower
 * is better); `reason()` is called only when the target is not met.
 */
const verdict = (x, target, reason) => `issue 42 target <= ${target}: ${x <= target ? 'met' : `NOT met: ${reason()}`}`;

/**
 * The wasm builds of the tools module tried against the shipped one (opt-level 2, wasm-opt
 * -Oz): medians of the process CPU time of N = 15 and 16 in one Node process, the builds
 * alternating, on 3 Dec 2026 (a loaded machine: CPU time, not wall time).
 */
export const WASM_BUILDS_TRIED = 'builds tried against the shipped one (process CPU time in Node, alternating): opt-level 3 0.97 at N=16 (7 runs) and 0.997 at N=15 (21 runs), +simd128 0.98, wasm-opt -O3 1.01 at N=16: no build gains beyond that noise';

/** Why wasm is over 1.1× native: its ratio down the sizes and the builds tried. */
function wasmReason(rows) {
  const big = rows.filter((r) => r.n >= 14).map((r) => `N=${r.n} ${fmt(r.wasm_over_native, 2)}`).join(', ');
  return `the same Rust loop in V8's wasm (${big}); ${WASM_BUILDS_TRIED}`;
}

/** Why a constellation count is over 0.8× C (natively, one thread). */
const nativeReason = (v) => `constellations ${fmt(v.constellation_ms)} ms against C's ${fmt(v.c_ms)} ms in this run`;

/**
 * Why the page's N = 16 is over 0.5× C: what the bare workers reach alone, and the pool's
 * own share (page − bare) with its measured parts (page.mjs `poolTimes`).
 */
export function pageReason(c, page16, bare) {
  if (!bare) return `no bare workers measured; page ${fmt(c.page_median_ms)} ms, C ${fmt(c.median_ms)} ms`;
  const bareRatio = bare.median_ms / c.median_ms;
  const own = page16.pool;
  const parts = own ? `: click to tasks ${fmt(own.start_ms)} ms, workers end ${fmt(own.apart_ms)} ms apart, last tally to result shown ${fmt(own.shown_ms)} ms,`
    + ` the page's main thread in tasks ${fmt(own.main_ms ?? 0)} ms of the count (on the workers' 2 cores)` : '';
  return `2 bare workers alone take ${fmt(bareRatio, 3)} of C (${bareRatio > 0.5 ? 'over the target themselves: the browser and machine' : 'under it'});`
    + ` the page adds ${fmt(page16.median_ms - bare.median_ms)} ms over their median (${fmt(page16.median_ms - bare.runs[0])} ms over their first run, fresh workers as each page's)${parts}`;
}

/** The count table, against C, wasm / native, seek, construction and the page's own thread. */
function wasmLines(result) {
  const { count: rows, seek, construct } = result;
  const lines = ['\nCount, one thread (ms): the D4 counter natively; the constellations (the page\'s method) natively and in wasm',
    ' N  total            fundamental   D4 nodes       native D4  constellation nodes  native   wasm ms   wasm/native'];
  for (const r of rows) {
    lines.push(`${String(r.n).padStart(2)}  ${fmt(r.total).padEnd(16)} ${fmt(r.fundamental).padEnd(13)} ${fmt(r.nodes).padEnd(14)}`
      + ` ${fmt(r.native_d4_ms, 1).padStart(9)}  ${fmt(r.constellation_nodes).padEnd(19)} ${fmt(r.native_ms, 1).padStart(7)}`
      + ` ${fmt(r.wasm_ms, 1).padStart(9)} ${fmt(r.wasm_over_native, 2).padStart(12)}`);
  }
  for (const v of result.versus_c) {
    lines.push(`Native N=${v.n}, one thread, medians of alternating runs: C 8-fold ${fmt(v.c_ms)} ms, D4 ${fmt(v.d4_ms)} ms (${fmt(v.d4_ms / v.c_ms, 2)}× C),`
      + ` constellations ${fmt(v.constellation_ms)} ms (${fmt(v.constellation_ms / v.c_ms, 2)}× C; ${verdict(v.constellation_ms / v.c_ms, 0.8, () => nativeReason(v))})`);
  }
  const wasm16 = rows.find((r) => r.n === 16);
  if (wasm16) lines.push(`Wasm / native, one thread, N=16: ${fmt(wasm16.wasm_ms)} / ${fmt(wasm16.native_ms)} ms = ${fmt(wasm16.wasm_over_native, 2)} (${verdict(wasm16.wasm_over_native, 1.1, () => wasmReason(rows))})`);
  lines.push(`\nStepper seek, N=${seek.n}, ${fmt(seek.steps)} steps: native ${fmt(seek.native_steps_per_s / 1e6, 1)} M steps/s, wasm ${fmt(seek.wasm_steps_per_s / 1e6, 1)} M steps/s`);
  lines.push(`One solution for N=${fmt(construct.n)}: native ${fmt(construct.native_ms, 1)} ms, wasm ${fmt(construct.wasm_ms, 1)} ms (built and verified)`);
  const here = rows.filter((r) => r.n <= 13).at(-1);
  if (here) lines.push(`Counted on the page's own thread up to N=13 (count-pool.js HERE_MAX_N): wasm N=${here.n} in ${fmt(here.wasm_ms, 1)} ms (a frame is 16 ms)`);
  return lines;
}

/** The numbering table and N = 16's tasks. */
function numberingLines({ numbering, tasks16 }) {
  const lines = ['\nNumbering table (src/puzzles/queens/numbering.rs): size, build, and one call against the built table',
    ' N  bytes       native build ms  wasm build ms  wasm solution_at ms  wasm hint ms (one queen)'];
  for (const r of numbering) {
    lines.push(`${String(r.n).padStart(2)}  ${fmt(r.bytes).padEnd(11)} ${fmt(r.native_build_ms, 1).padStart(15)} ${fmt(r.wasm_build_ms, 1).padStart(14)}`
      + ` ${fmt(r.wasm_solution_at_ms, 3).padStart(20)} ${fmt(r.wasm_hint_ms, 3).padStart(13)}`);
  }
  lines.push(`\nN=${tasks16.n} in tasks (wasm, one thread, pool order): ${tasks16.tasks} tasks, ${fmt(tasks16.sum_ms)} ms in all,`
    + ` largest ${fmt(tasks16.largest_ms)} ms, last ${fmt(tasks16.last_ms)} ms; 2 workers at best ${fmt(tasks16.two_workers_ms)} ms`);
  return lines;
}

/** The in-page counts, the C counter, the bare workers and the graphics card. */
function pageLines(result) {
  const lines = [];
  for (const p of result.counts ?? []) {
    const own = p.pool ? `; medians: click to tasks ${fmt(p.pool.start_ms)} ms, workers end ${fmt(p.pool.apart_ms)} ms apart, last tally to result ${fmt(p.pool.shown_ms)} ms, page's main thread in tasks ${fmt(p.pool.main_ms ?? 0)} ms` : '';
    lines.push(`In the page, N=${p.n} with ${p.workers} workers: best ${fmt(p.best_ms / 1e3, 2)} s, median ${fmt(p.median_ms / 1e3, 2)} s (click to result, ${p.runs.length} runs${own})`);
  }
  if (result.c) {
    const { c } = result;
    lines.push(`C 8-fold counter (benches/nqueens8.c, gcc -O3, one thread), N=16 in the same run: ${c.total} in median ${fmt(c.median_ms / 1e3, 2)} s`
      + ` (${c.runs.map((x) => fmt(x / 1e3, 2)).join(' / ')})`);
    const page16 = result.counts.find((p) => p.n === 16);
    lines.push(`Ratio page time / C time, N=16 (${verdict(c.ratio, 0.5, () => pageReason(c, page16, result.bare))}; 0.695 before issue 42): ${fmt(c.page_median_ms / 1e3, 2)} / ${fmt(c.median_ms / 1e3, 2)} = ${fmt(c.ratio, 3)}`);
    if (result.bare) {
      const { bare } = result;
      lines.push(`The same tasks on 2 bare workers of a blank page (static split, no page around them): median ${fmt(bare.median_ms / 1e3, 2)} s`
        + ` (${bare.runs.map((x) => fmt(x / 1e3, 2)).join(' / ')}), ratio ${fmt(c.bare_ratio, 3)}: the best this browser and machine allow`);
    }
  }
  return [...lines, ...formatGpu(result.gpu)];
}

/** Every line, in the table's order (an absent half's lines left out). */
export function formatQueens(result) {
  return [
    ...(result.count ? [...wasmLines(result), ...numberingLines(result)] : []),
    ...pageLines(result),
  ];
}
