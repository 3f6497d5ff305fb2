//! Every puzzle of the page, one line each: `{ id, load() }`. `load()` imports the
//! puzzle's module on first use and resolves to its factory `createPuzzle(wasm)` (the
//! contract: puzzles/contract.js). Adding a puzzle is its Rust module, its
//! `puzzles/<id>.js`, its board view, its CSS, its texts and one line here.

/** The registered puzzles, the default (the link without `puzzle=`) first. */
export const PUZZLES = [
  { id: 'queens', load: () => import('./queens.js').then((m) => m.default) },
  { id: 'knight', load: () => import('./knight.js').then((m) => m.default) },
];

/** The registry entry of `id`, or undefined. */
export function entry(id) {
  return PUZZLES.find((p) => p.id === id);
}

/** The puzzle `id` built for `wasm` (the wasm package's exports): a contract object. */
export async function loadPuzzle(id, wasm) {
  const found = entry(id);
  if (!found) throw new Error(`no puzzle ${id}`);
  const createPuzzle = await found.load();
  return createPuzzle(wasm);
}
