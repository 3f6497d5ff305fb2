//! The registered puzzles (www/js/puzzles/registry.js) with what each declares for the
//! shared end-to-end tests (tests/e2e/puzzles/<id>/contract.js, `PuzzleDeclaration` in
//! contract.test.js). A shared test loops over `puzzles`, reading a declaration's optional
//! fields with their defaults; it names no puzzle.

import { PUZZLES } from '../../www/js/puzzles/registry.js';

/** `[{ id, declaration }]`, in the registry's order; `declaration` null when a puzzle has none. */
export const puzzles = await Promise.all(PUZZLES.map(async ({ id }) => {
  const file = new URL(`./puzzles/${id}/contract.js`, import.meta.url);
  const declaration = await import(file).then((m) => m.default, () => null);
  return { id, declaration };
}));

/** The declared puzzles only. */
export const declared = puzzles.filter(({ declaration }) => declaration);

