//! The N-Queens' tools wasm module (www/pkg/queens_tools*, src/puzzles/queens/wasm_tools.rs):
//! the counting, the gallery's enumeration and symmetry classes, the numbering (`i=` links),
//! play mode's hints and the FEN, which the first view does not need. The first view loads
//! the page module alone (puzzle.js `ready()`); this one is fetched once the first view is
//! drawn (`drawn()`), or at once when something needs it before (`load({ now: true })`: an
//! `i=` link). The page instantiates it on its own thread and shares the compiled module
//! with the workers that use it (counting, gallery, hints). No DOM.

import { compileWasm } from '../../wasm/compile.js';

/** The tools' wasm module. */
export const TOOLS_WASM = new URL('../../../pkg/queens_tools_bg.wasm', import.meta.url);

/**
 * The loader: `now()` is `{ wasm, module }` (the instantiated exports, the compiled
 * `WebAssembly.Module`) once loaded, else null; `load({ now })` resolves to it, fetching it
 * once the first view is drawn (at once with `now`); `drawn()` says the first view is drawn;
 * `onLoad(f)` calls `f` when it has loaded. A failed fetch is tried again at the next `load`.
 */
export function createToolsModule() {
  let loaded = null;
  let loading = null;
  let allow;
  let drawn = false;
  const allowed = new Promise((resolve) => { allow = resolve; });
  const listeners = [];
  function fetchNow() {
    loading ??= Promise.all([import('../../../pkg/queens_tools.js'), compileWasm(TOOLS_WASM)])
      .then(async ([pkg, module]) => {
        await pkg.default({ module_or_path: module });
        loaded = { wasm: pkg, module };
        for (const f of listeners) f(loaded);
        return loaded;
      });
    loading.catch(() => { loading = null; });
    return loading;
  }
  return {
    now: () => loaded,
    load({ now = false } = {}) {
      if (loaded) return Promise.resolve(loaded);
      return now ? fetchNow() : allowed.then(fetchNow);
    },
    drawn() {
      if (drawn) return;
      drawn = true;
      // After the task that drew it, so the fetch never delays the first paint.
      setTimeout(allow, 0);
    },
    onLoad(f) {
      listeners.push(f);
    },
  };
}
