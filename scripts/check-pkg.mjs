// Loads a built module of www/pkg in Node and asks it the one question its crate declares
// (`check` in `[package.metadata.wasm]`, listed in www/pkg/modules.json by
// scripts/build-wasm.mjs): exits non-zero when the wasm cannot be instantiated or answers
// wrongly (as an old wasm-opt can make it).
// Usage: node scripts/check-pkg.mjs path/to/<name>_bg.wasm[.opt]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = new URL('../www/pkg/', import.meta.url);
const wasmPath = process.argv[2];
try {
  if (!wasmPath) throw new Error('usage: node scripts/check-pkg.mjs path/to/<name>_bg.wasm');
  const name = path.basename(wasmPath).replace(/_bg\.wasm(?:\.opt)?$/, '');
  const modules = JSON.parse(readFileSync(new URL('modules.json', root), 'utf8'));
  const module = modules.find((m) => m.name === name);
  if (!module) throw new Error(`${name} is not a module of www/pkg/modules.json`);
  const pkg = await import(new URL(`${name}.js`, root));
  pkg.initSync({ module: readFileSync(wasmPath) });
  const { call, args, expect } = module.check;
  const got = pkg[call](...args);
  const plain = (v) => JSON.stringify(ArrayBuffer.isView(v) ? Array.from(v) : v);
  if (plain(got) !== plain(expect)) throw new Error(`${name}: ${call}(${plain(args).slice(1, -1)}) gave ${plain(got)}, not ${plain(expect)}`);
} catch (e) {
  console.error(`check-pkg: ${e.message}`);
  process.exit(1);
}
