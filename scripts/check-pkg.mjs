// Loads the built www/pkg in Node and asks it one question: exits non-zero when the wasm
// cannot be instantiated or answers wrongly (as an old wasm-opt can make it).
// Usage: node scripts/check-pkg.mjs [path/to/nqueens_wasm_bg.wasm]
import { readFileSync } from 'node:fs';

const root = new URL('../www/pkg/', import.meta.url);
const wasmPath = process.argv[2] ?? new URL('nqueens_wasm_bg.wasm', root);
try {
  const pkg = await import(new URL('nqueens_wasm.js', root));
  pkg.initSync({ module: readFileSync(wasmPath) });
  const first = Array.from(pkg.first_solution(8)).join(' ');
  if (first !== '1 5 8 6 3 7 2 4') throw new Error(`first solution of N=8 came out as ${first}`);
} catch (e) {
  console.error(`check-pkg: ${e.message}`);
  process.exit(1);
}
