//! The registered puzzles' wasm modules, instantiated from their files (Node fetches no
//! file: URL): each puzzle module's `instantiate` with its `WASM` compiled, so the
//! registry's `load()` and the puzzles' own calls find them ready. Import it before the
//! modules under test.

import { readFileSync } from 'node:fs';
import { PUZZLES } from '../../www/js/puzzles/registry.js';

for (const p of PUZZLES) {
  const m = await p.source();
  m.instantiate(new WebAssembly.Module(readFileSync(m.WASM)));
}
