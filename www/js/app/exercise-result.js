//! The exercise the page shows and how it stands, for every puzzle and every exercise: a
//! puzzle's own (its page's `exerciseResult`, puzzles/contract.js `PuzzlePage`) or the
//! shell's Parsons problem of its procedure (graded as its panel grades it). What the
//! Share menu packages for an LMS (app/lms-actions.js) and what the LMS is told
//! (lms/runtime.js). Names no puzzle.

import { formatLink } from '../puzzles/registry.js';
import { parsonsCode } from './parsons-lazy.js';

/**
 * The exercise shown on puzzle page `page` in `state`, or null: `{ right, wrong, done,
 * fields }`: its answers graded right and wrong so far, whether it is done, and the fields
 * of its link without the student's answers and without the language (wasm
 * `format_link`'s): the package's launch link, and what tells one exercise from another
 * (`exerciseKey`).
 */
export function shownResult(state, page) {
  if (!page) return null;
  // A Parsons problem's code (app/parsons-route.js) has arrived while one is open.
  const code = parsonsCode();
  const parsons = code && state.parsons?.puzzle === state.puzzle ? state.parsons : null;
  const result = parsons ? code.parsonsResult(parsons, page.fragment(state)) : page.exerciseResult?.(state) ?? null;
  return result && { ...result, fields: { ...result.fields, lang: null } };
}

/** The link of `result`'s exercise without answers or language: one exercise's key. */
export function exerciseKey(result) {
  return formatLink(result.fields);
}
