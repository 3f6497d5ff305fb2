//! Every puzzle of the page, one entry each: `{ id, load(), page(), actions()? }`. `load()`
//! imports the puzzle's module on first use and resolves to its factory
//! `createPuzzle(wasm)` (the stepper-facing contract, puzzles/contract.js `Puzzle`);
//! `page()` to its page's factory (`PuzzlePage`: its links, its part of the render, its
//! keys); `actions()`, if any, to the modules of actions bound with the page's. Adding a puzzle is its
//! Rust module, its `puzzles/<id>.js`, its page and board view, its CSS, its texts and one
//! line here.

import { pageFaults } from './contract.js';

const module = (load) => () => load().then((m) => m.default);

/** The registered puzzles, the default (the link without `puzzle=`) first. */
export const PUZZLES = [
  {
    id: 'queens',
    load: module(() => import('./queens.js')),
    page: module(() => import('../app/queens-page.js')),
    actions: () => Promise.all([
      import('../app/queens-actions.js'), import('../app/queens-stepper-actions.js'),
      import('../app/queens-play-actions.js'), import('../app/queens-overview-actions.js'),
      import('../app/queens-exercise-actions.js'),
    ]),
  },
  { id: 'knight', load: module(() => import('./knight.js')), page: module(() => import('../app/knight-page.js')) },
];

/**
 * The action modules of every puzzle that binds its actions with the page's
 * (app/actions.js `bindActions`): each exports plain functions of the page context.
 */
export async function loadActions() {
  const lists = await Promise.all(PUZZLES.map((p) => (p.actions ? p.actions() : [])));
  return lists.flat();
}

/**
 * Starts fetching every puzzle's modules at once, so that they arrive while the wasm
 * compiles instead of one import chain after it (the later loads find them cached).
 */
export function preloadPuzzles() {
  return Promise.all(PUZZLES.flatMap((p) => [p.load(), p.page(), p.actions?.()])).catch(() => {});
}

/** The id of the default puzzle: a link without `puzzle=` opens it. */
export const DEFAULT_PUZZLE = PUZZLES[0].id;

/**
 * Every puzzle's page, `{ [id]: PuzzlePage }` in registry order, each built by its factory
 * with `deps` (`{ ctx, actions, els }`: `ctx.wasm` the wasm package), its contract object
 * `puzzle` and its root element, `#<id>-view` when the page has one.
 */
export async function loadPages(deps) {
  const factories = await Promise.all(PUZZLES.map(({ load, page }) => Promise.all([load(), page()])));
  const pages = {};
  for (const [i, { id }] of PUZZLES.entries()) {
    const [createPuzzle, createPage] = factories[i];
    const built = await createPage({
      ...deps, puzzle: createPuzzle(deps.ctx.wasm), root: document.getElementById(`${id}-view`),
    });
    const faults = pageFaults(built);
    if (faults.length > 0) throw new Error(`the ${id} page does not meet the contract: ${faults.join('; ')}`);
    pages[id] = built;
  }
  return pages;
}

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
