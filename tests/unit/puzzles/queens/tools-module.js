//! The N-Queens' tools module (www/pkg/queens_tools*), instantiated from its file (Node
//! fetches no file: URL), and a loader of it as the page's (puzzles/queens/tools-module.js)
//! that has already loaded: what the count pool and the exercises take.

import { readFileSync } from 'node:fs';
import * as wasm from '../../../../www/pkg/queens_tools.js';
import { TOOLS_WASM } from '../../../../www/js/puzzles/queens/tools-module.js';

wasm.initSync({ module: new WebAssembly.Module(readFileSync(TOOLS_WASM)) });

export { wasm };

/** The loader, loaded: `now()` and `load()` give `{ wasm, module }` (no compiled module: no workers here). */
export const loadedTools = {
  now: () => ({ wasm, module: null }),
  load: () => Promise.resolve({ wasm, module: null }),
  drawn() {},
  onLoad() {},
};
