//! The exercises' shared sentences in the page's language (exercise/strings.js): the time
//! an exercise took, sentences one after the other, and the summary of a "do the search
//! yourself" exercise, for every puzzle's exercise panel. A puzzle's own sentences (its
//! questions, verdicts and explanations) are in its folder. Plain text for textContent.

import { t } from '../lib/i18n.js';
import { formatSeconds } from '../lib/format.js';
import { exerciseSeconds } from './student.js';

/**
 * The time a finished exercise took, in whole seconds as its link keeps it
 * (exercise/student.js `exerciseSeconds`): a result link's as the link says (`time=`), or
 * "not recorded".
 */
export function timeText(ex) {
  const seconds = exerciseSeconds(ex);
  if (seconds === null) return t('ex.time-unknown');
  return ex.replayed ? t('ex.time-link', { time: formatSeconds(seconds) }) : formatSeconds(seconds);
}

/** Sentences one after the other: a space between them in English, none after 。 in Chinese. */
export function sentences(...texts) {
  const list = texts.filter(Boolean);
  return list.length ? list.reduce((a, b) => t('ex.notes', { a, b })) : '';
}

/**
 * The summary of a finished simulate exercise, after `end` (the puzzle's words for where
 * the search ended): actions, right and wrong, time, and for a result link that its answers
 * were graded again when `withReplayed`.
 */
export function simulateSummary(ex, end, withReplayed = false) {
  const { run } = ex;
  const counts = t('ex.sim-summary', {
    actions: run.answers.length, right: run.right, wrong: run.wrong, time: timeText(ex),
  });
  return sentences(end, counts, withReplayed && ex.replayed ? t('ex.replayed') : null);
}
