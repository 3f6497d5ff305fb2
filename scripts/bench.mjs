// Wasm half of `make bench` (not a test), and its table: each puzzle's wasm half in Node
// (PuzzleBench `wasm`, scripts/bench-puzzles.mjs: the puzzles' own measures, found in their
// folders, against their native halves), the size of every wasm module, and the in-page
// figures of scripts/bench-page.mjs (target/bench-page.json) when it has run. Prints the
// table (each puzzle's lines, then the interaction, main-thread, first-view and size
// tables) and writes target/bench.json.
// Usage: node scripts/bench.mjs [--dry] (`--dry` lists what would be measured).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus } from 'node:os';
import { formatInteractions } from './bench-interactions.mjs';
import { formatLongTasks } from './bench-long-tasks.mjs';
import { formatFirstView } from './bench-first-view.mjs';
import { dry, mergeKeys, puzzleBenches } from './bench-puzzles.mjs';

const repo = new URL('../', import.meta.url);
const benches = await puzzleBenches();

/** Every wasm module the puzzles declare (www/pkg/modules.json), by name. */
const moduleNames = () => JSON.parse(readFileSync(new URL('www/pkg/modules.json', repo), 'utf8')).map(({ name }) => name);

/**
 * The size of every wasm module the puzzles declare (www/pkg/modules.json), raw and gzip,
 * and the first view's: the modules the production build preloads (dist/index.html, what
 * the first view fetched before it was ready, scripts/prerender.mjs), null without dist/.
 */
function wasmSizes() {
  const modules = moduleNames().map((name) => {
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

/** The wasm size lines: each module, then the first view's total against its 80 KB target. */
function formatWasmSizes({ modules, first_view: first }) {
  const lines = modules.map((m) => `Wasm ${m.name}_bg.wasm: ${fmt(m.raw)} bytes raw, ${fmt(m.gzip)} bytes gzip`);
  if (!first) return [...lines, 'The first view\'s wasm: no dist/ (make build) to read it from'];
  return [...lines, `The first view's wasm (${first.modules.join(', ')}): ${fmt(first.raw)} bytes raw, ${fmt(first.gzip)} bytes gzip`
    + ` (target <= 80 KB: ${first.raw <= 80_000 ? 'met' : 'NOT met'})`];
}

const fmt = (x, d = 0) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

if (dry()) {
  for (const b of benches.filter((x) => x.wasm)) console.log(`${b.id}: wasm half (${b.measures?.wasm ?? 'declared'})`);
  console.log(`wasm sizes: ${existsSync(new URL('www/pkg/modules.json', repo)) ? moduleNames().join(', ') : 'every module of www/pkg/modules.json (not built)'}`);
  process.exit(0);
}

const parts = [];
for (const b of benches.filter((x) => x.wasm)) parts.push([b.id, await b.wasm()]);
const result = mergeKeys([...parts, ['shared', { wasm_bytes: wasmSizes(), machine: { node: process.version, cpus: cpus().length } }]]);
// The in-page figures of scripts/bench-page.mjs, when it has run (make bench runs it first).
const pageFile = new URL('target/bench-page.json', repo);
if (existsSync(pageFile)) Object.assign(result, { page: null }, JSON.parse(readFileSync(pageFile, 'utf8')));
writeFileSync(new URL('target/bench.json', repo), JSON.stringify(result, null, 2) + '\n');

for (const b of benches.filter((x) => x.format)) for (const line of await b.format(result)) console.log(line);
for (const line of formatInteractions(result.interactions ?? [])) console.log(line);
for (const line of formatLongTasks(result.long_tasks ?? [])) console.log(line);
if (result.first_view?.length) for (const line of formatFirstView(result.first_view)) console.log(line);
for (const line of formatWasmSizes(result.wasm_bytes)) console.log(line);
console.log('\nwritten: target/bench.json');
