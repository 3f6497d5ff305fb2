//! The registered puzzles (www/js/puzzles/registry.js) with what each declares for the
//! shared end-to-end tests: tests/e2e/puzzles/<id>/contract.js's default export, a
//! `PuzzleDeclaration` (contract.test.js). A shared test loops over these, reading a
//! declaration's optional fields with their defaults; it names no puzzle.

import { DEFAULT_PUZZLE, PUZZLES } from '../../www/js/puzzles/registry.js';

export { DEFAULT_PUZZLE };

/**
 * E2E_ONLY=<id>,<id>: the shared tests loop over those puzzles alone (to try a change
 * quickly; `make test` runs them all).
 */
const ONLY = process.env.E2E_ONLY ? process.env.E2E_ONLY.split(',') : null;

/**
 * Every registered puzzle as `{ id, declaration }`, in the registry's order (`declaration`
 * null when its folder declares nothing: contract.test.js fails for it).
 * @type {Array<{ id: string, declaration: import('./contract.test.js').PuzzleDeclaration | null }>}
 */
export const puzzles = await Promise.all(PUZZLES.filter(({ id }) => ONLY === null || ONLY.includes(id)).map(async ({ id }) => {
  const file = new URL(`./puzzles/${id}/contract.js`, import.meta.url);
  const declaration = await import(file).then((m) => m.default, () => null);
  return { id, declaration };
}));

/** The same list under the name the first-view tests use. */
export const DECLARED = puzzles;

/** The declared puzzles only, as `{ id, declaration }`. */
export const declared = puzzles.filter(({ declaration }) => declaration);

/** The declared puzzles only, as `[id, declaration]`. */
export const declaredPairs = () => declared.map(({ id, declaration }) => [id, declaration]);

/** The link that opens puzzle `id` on its first view, as the bare puzzle switch does. */
export const firstView = (id) => (id === DEFAULT_PUZZLE ? '' : `#puzzle=${id}`);

/** `link` with the key `kv` (`key=value`) added: `#kv` for the empty link, else `link&kv`. */
export const withKey = (link, kv) => (link ? `${link}&${kv}` : `#${kv}`);

/** Another registered puzzle than `id` (the default one, or for it the next). */
export const another = (id) => (id === DEFAULT_PUZZLE ? PUZZLES.find((p) => p.id !== id).id : DEFAULT_PUZZLE);
