//! The loading problem's exercise panel (in its side column): "do the search yourself"
//! to start, then the instruction (`load-exercise-prompt`), x = 1 and x = 0
//! (`load-exercise-choice`, `data-value` 1 and 2) and Backtrack (`load-exercise-backtrack`),
//! the verdict (`load-exercise-feedback`, a polite live region, `data-verdict`), the score
//! (`load-exercise-score`) and, at the end, the summary, the result link and the review of
//! every answer (`load-exercise-review`, views/exercise-review.js). views/simulate-panel.js
//! writes the panel; this module gives it the subset tree's two answers (views/simulate-panel.js
//! `subsetChoices`) and the puzzle's words.

import { t } from '../../lib/i18n.js';
import { createSimulatePanel, subsetChoices } from '../../views/simulate-panel.js';

/** The container decided at depth t of snapshot `s` (containers go in the order given), or null past the last. */
const itemAt = (s, depth) => (depth <= s.n ? depth : null);

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    i: e.item, x: e.take ? 1 : 0, w: e.weight, cw: e.cw, c1: r.c1, r: e.r, sum: e.cw + e.r, best: e.best,
  };
  if (fb.verdict === 'right') {
    if (fb.expected.kind === 'backtrack') return t('ex.load-right-back', params);
    return t(e.take ? 'ex.load-right-take' : 'ex.load-right-skip', params);
  }
  let why;
  if (r.why === 'too-heavy') why = t('ex.load-too-heavy', { ...params, load: r.by.cw });
  else if (r.why === 'killed') {
    why = t('ex.load-killed', {
      ...params,
      list: r.tried.map((k) => (k.take ? t('ex.load-kill-heavy', { i: k.item, load: k.cw, c1: k.capacity })
        : t('ex.load-kill-bound', { i: k.item, cw: k.cw, r: k.r, best: k.best }))).join(t('ex.list-sep')),
    });
  } else why = t(`ex.load-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createLoadingExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: 'load-exercise',
    slice: 'loadingExercise',
    stepper: 'loading',
    about: 'ex.load-about',
    ...subsetChoices('load', itemAt),
    feedbackText,
    doneText: (end) => t(end.loadable ? 'ex.load-done-yes' : 'ex.load-done-no', { best: end.best, rest: end.rest, c2: end.c2 }),
  });
}
