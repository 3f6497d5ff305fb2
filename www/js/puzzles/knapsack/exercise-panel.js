//! The knapsack's exercise panel (in the knapsack's side column): "do the search yourself"
//! to start, then the instruction (`knap-exercise-prompt`), Take and Skip
//! (`knap-exercise-choice`, `data-value` 1 and 2) and Backtrack (`knap-exercise-backtrack`),
//! the verdict (`knap-exercise-feedback`, a polite live region, `data-verdict`), the score
//! (`knap-exercise-score`) and, at the end, the summary, the result link and the review of
//! every answer (`knap-exercise-review`, views/exercise-review.js). views/simulate-panel.js
//! writes the panel; this module gives it the subset tree's two answers (views/simulate-panel.js
//! `subsetChoices`) and the puzzle's words.

import { t } from '../../lib/i18n.js';
import { fraction } from './puzzle.js';
import { createSimulatePanel, subsetChoices } from '../../views/simulate-panel.js';

/** The item decided at depth t of snapshot `s` (1-based given number), or null past the last. */
const itemAt = (s, depth) => s.items[depth - 1]?.item ?? null;

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    i: e.item, x: e.take ? 1 : 0, w: e.weight, c: r.c, bound: e.num !== undefined ? fraction(e.num, e.den) : '', best: e.best,
  };
  if (fb.verdict === 'right') {
    if (fb.expected.kind === 'backtrack') return t('ex.knap-right-back', params);
    return t(e.take ? 'ex.knap-right-take' : 'ex.knap-right-skip', params);
  }
  let why;
  if (r.why === 'too-heavy') why = t('ex.knap-too-heavy', { ...params, w: r.by.weight });
  else if (r.why === 'killed') {
    why = t('ex.knap-killed', {
      ...params,
      list: r.tried.map((k) => (k.take ? t('ex.knap-kill-heavy', { i: k.item, w: k.weight, c: k.capacity })
        : t('ex.knap-kill-bound', { i: k.item, bound: fraction(k.num, k.den), best: k.best }))).join(t('ex.list-sep')),
    });
  } else why = t(`ex.knap-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createKnapsackExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: 'knap-exercise',
    slice: 'knapsackExercise',
    stepper: 'knapsack',
    about: 'ex.knap-about',
    ...subsetChoices('knap', itemAt),
    feedbackText,
    doneText: (end) => t('ex.knap-done', { best: end.best }),
  });
}
