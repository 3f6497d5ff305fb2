// Loads a built module of www/pkg in Node and asks it one question: exits non-zero when the
// wasm cannot be instantiated or answers wrongly (as an old wasm-opt can make it).
// Usage: node scripts/check-pkg.mjs [path/to/nqueens_wasm_bg.wasm | path/to/nqueens_rule_bg.wasm
// | path/to/nqueens_knapsack_bg.wasm]
// The page's module must give the first 8-queens solution 1 5 8 6 3 7 2 4; the rule
// exercise's module must count 8! = 40,320 placements for the rule `x[j] = x[k]` at N = 8;
// the knapsack's must give the textbook instance's optimum 50 (../shared/REFERENCE.md).
import { readFileSync } from 'node:fs';

const root = new URL('../www/pkg/', import.meta.url);
const wasmPath = process.argv[2] ?? new URL('nqueens_wasm_bg.wasm', root);
const rule = String(wasmPath).includes('nqueens_rule');
const knapsack = String(wasmPath).includes('nqueens_knapsack');
try {
  const glue = knapsack ? 'nqueens_knapsack.js' : rule ? 'nqueens_rule.js' : 'nqueens_wasm.js';
  const pkg = await import(new URL(glue, root));
  pkg.initSync({ module: readFileSync(wasmPath) });
  if (knapsack) {
    const best = pkg.knapsack_dp(Uint32Array.of(16, 15, 15), Uint32Array.of(45, 25, 25), 30);
    if (best !== 50) throw new Error(`the textbook knapsack's optimum came out as ${best}`);
  } else if (rule) {
    const count = pkg.rule_count('x[j] = x[k]', 8);
    if (count !== 40320) throw new Error(`the rule x[j] = x[k] counted ${count} at N = 8`);
  } else {
    const first = Array.from(pkg.first_solution(8)).join(' ');
    if (first !== '1 5 8 6 3 7 2 4') throw new Error(`first solution of N=8 came out as ${first}`);
  }
} catch (e) {
  console.error(`check-pkg: ${e.message}`);
  process.exit(1);
}
