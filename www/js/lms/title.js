//! The title of an exercise's SCORM package (app/lms-actions.js): its manifest's
//! organisation and item, and its launch page's <title>, what a course platform lists it
//! by. The exercise in the page's language, in the words the class view names it with
//! (exercise/class-grading.js): its kind (`ex.kind-<kind>`, the Parsons problem's
//! `parsons.kind`), the puzzle's name (`puzzle.<id>`, the registry's) and its instance in
//! a few words (the puzzle's grading `instance(link)`, puzzles/contract.js
//! `PuzzleGrading`; the search's mode when it stops at the first solution; a Parsons
//! problem's form), so quizzes, rule exercises and searches of one instance differ.
//! Pure words but for the grading's loading; names no puzzle; unit-tested in
//! tests/unit/lms.test.js and each puzzle's folder (tests/unit/puzzles/<id>/lms-title.test.js).

import { t } from '../lib/i18n.js';
import { loadGrading } from '../puzzles/registry.js';
import { exerciseName, instanceWords } from '../exercise/naming.js';

/**
 * The title of the exercise of `link` (its puzzle's wasm `parse_link` object, with `ex`) of
 * puzzle `id`, from its contract `puzzle` (its words, its procedure's forms) and
 * `instance`, its instance in words (`instanceOf`; null: none): "<kind> · <puzzle>:
 * <instance>".
 */
export function exerciseTitle(link, id, { puzzle, instance }) {
  const words = { name: exerciseName(link.ex), puzzle: t(`puzzle.${id}`) };
  const all = instanceWords(link, puzzle, instance);
  return all ? t('lms.title', { ...words, instance: all }) : t('lms.title-bare', words);
}

/**
 * The instance of the exercise's link `fragment` (without `#`) of puzzle `id` in words, by
 * its grading (registry `loadGrading`: its module, wasm and `grade.js`), or null. The
 * page's build has no grading in its chunks: the page asks lms/title-client.js, whose
 * worker runs this.
 */
export async function instanceOf(fragment, id) {
  const { wasm, grading } = await loadGrading(id);
  return grading?.instance(wasm.parse_link(fragment)) ?? null;
}

/** The title of the package of the exercise's link `fragment` of puzzle `id`, all of it here (Node, a worker). */
export async function packageTitle(fragment, id) {
  const { wasm, puzzle, grading } = await loadGrading(id);
  const link = wasm.parse_link(fragment);
  return exerciseTitle(link, id, { puzzle, instance: grading?.instance(link) ?? null });
}
