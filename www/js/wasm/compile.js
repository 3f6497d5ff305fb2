//! Fetches and compiles a wasm module once, so the page and every worker share one module.

/** The compiled WebAssembly.Module of the wasm file at `url`. */
export async function compileWasm(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}
