//! Fetches and compiles the wasm once, so the page and every worker share one module.

/** The compiled WebAssembly.Module of pkg/nqueens_wasm_bg.wasm. */
export async function compileWasm() {
  const url = new URL('../../pkg/nqueens_wasm_bg.wasm', import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}
