//! The title of an exercise's SCORM package (app/lms-actions.js): its manifest's
//! organisation and item, and its launch page's <title>, what a course platform lists it
//! by. The exercise in the page's language, in the words the class view names it with
//! (exercise/class-grading.js): its kind (`ex.kind-<kind>`, the Parsons problem's
//! `parsons.kind`), the puzzle's name (`puzzle.<id>`, the registry's) and its instance in
//! a few words (the puzzle's grading `instance(link)`, puzzles/contract.js
//! `PuzzleGrading`; the search's mode when it stops at the first solution; a Parsons
//! problem's form), so quizzes, rule exercises and searches of one instance differ.
//! Names no puzzle; unit-tested in tests/unit/lms.test.js and each puzzle's folder.

import { t } from '../lib/i18n.js';
import { loadGrading } from '../puzzles/registry.js';
import '../exercise/strings.js';
import '../exercise/parsons-strings.js';

/**
 * The title of the exercise of `link` (its puzzle's wasm `parse_link` object, with `ex`) of
 * puzzle `id`, from its contract `puzzle` (its words, its procedure's forms) and its
 * grading `grading` (or null): "<kind> · <puzzle>: <instance>".
 */
export function exerciseTitle(link, id, { puzzle, grading }) {
  const name = link.ex === 'parsons' ? t('parsons.kind') : t(`ex.kind-${link.ex}`);
  const parts = [grading?.instance(link)];
  if (link.mode === 'first' && puzzle?.words?.modeFirst) parts.push(t(puzzle.words.modeFirst));
  if (link.ex === 'parsons') {
    const templates = puzzle?.templates ?? ['recursive'];
    parts.push(t(`parsons.form-${templates.includes(link.tmpl) ? link.tmpl : templates[0]}`));
  }
  const instance = parts.filter(Boolean).join(t('ex.list-sep'));
  const words = { name, puzzle: t(`puzzle.${id}`) };
  return instance ? t('lms.title', { ...words, instance }) : t('lms.title-bare', words);
}

/**
 * The title of the package of the exercise's link `fragment` (without `#`) of puzzle `id`:
 * its contract and grading loaded (registry `loadGrading`), the link read by its module.
 */
export async function packageTitle(fragment, id) {
  const loaded = await loadGrading(id);
  return exerciseTitle(loaded.wasm.parse_link(fragment), id, loaded);
}
