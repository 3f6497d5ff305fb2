//! An exercise named in words, as the class view's rows and a SCORM package's title name it
//! (exercise/class-grading.js, lms/title.js): its kind, and its instance in a few words
//! (the puzzle's grading's `instance(link)`, the search's mode when it stops at the first
//! solution, a Parsons problem's form). Pure words; names no puzzle.

import { t } from '../lib/i18n.js';
import './strings.js';
import './parsons-strings.js';

/** The exercise `kind` (a link's `ex`) in words: the shared exercises' and a puzzle's own (`ex.kind-<kind>`). */
export function exerciseName(kind) {
  return kind === 'parsons' ? t('parsons.kind') : t(`ex.kind-${kind}`);
}

/** The Parsons problem's form a link asks of `puzzle` (its contract): its `tmpl` when the puzzle has it, else the first. */
export function parsonsForm(link, puzzle) {
  const templates = puzzle?.templates ?? ['recursive'];
  return templates.includes(link.tmpl) ? link.tmpl : templates[0];
}

/**
 * The instance of the exercise of `link` in words: `instance` (the grading's words, or
 * null), the mode when the search stops at its first solution, a Parsons problem's form;
 * '' for none.
 */
export function instanceWords(link, puzzle, instance) {
  const parts = [instance];
  if (link.mode === 'first' && puzzle?.words?.modeFirst) parts.push(t(puzzle.words.modeFirst));
  if (link.ex === 'parsons') parts.push(t(`parsons.form-${parsonsForm(link, puzzle)}`));
  return parts.filter(Boolean).join(t('ex.list-sep'));
}
