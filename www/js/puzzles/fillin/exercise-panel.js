//! The fill-in's exercise panel (in its side column): "do the search yourself" to start,
//! then the instruction (`fillin-exercise-prompt`), one button per number 1…N
//! (`fillin-exercise-choice`, `data-value` the number) and Backtrack
//! (`fillin-exercise-backtrack`), the verdict (`fillin-exercise-feedback`, a polite live
//! region, `data-verdict`), the score (`fillin-exercise-score`) and, at the end, the
//! summary, the result link and the review of every answer (`fillin-exercise-review`).
//! views/simulate-panel.js writes the panel; this module gives it the number buttons and
//! the fill-in's words.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { createSimulatePanel } from '../../views/simulate-panel.js';
import { SQUARES, refusalWords } from './puzzle.js';

/** The refusals on the way, each with its reason: `5 (4 + 5 = 9 is not prime); 6 (…)`. */
function refusedList(tried) {
  return tried.map((c) => t('ex.fillin-refused-one', { i: c.number, why: refusalWords(c) })).join(t('ex.list-sep'));
}

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    t: e.square, i: e.number, next: e.square + 1, asked: r.asked, list: refusedList(r.tried),
  };
  if (fb.verdict === 'right') {
    if (fb.expected.kind === 'backtrack') return t('ex.fillin-right-back', params);
    return t(r.tried.length ? 'ex.fillin-right-place-after' : 'ex.fillin-right-place', params);
  }
  const why = r.why === 'refused'
    ? t('ex.fillin-refused', { ...params, why: refusalWords(r.by) })
    : t(`ex.fillin-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/** An action's words in the review: the number put in, or Backtrack. */
const answerText = (a) => (a.kind === 'backtrack' ? t('ex.backtrack') : t('ex.fillin-answer', { i: a.value }));

/**
 * The number buttons 1…N (`<P>-choice`, `data-value` the number; made again when N
 * changes), hidden once the grid is full, where only Backtrack is left.
 */
function numberChoices(P, actions) {
  const root = el('div', { className: 'ex-choices fillin-exercise-numbers', role: 'group' });
  root.addEventListener('click', (event) => {
    const value = event.target.closest('[data-value]')?.dataset.value;
    if (value) actions.answer(Number(value));
  });
  let made = 0;
  return {
    root,
    render(s) {
      const square = s.depth + 1;
      const full = square > SQUARES;
      if (made !== s.max) {
        made = s.max;
        root.replaceChildren(...Array.from({ length: s.max }, (_, k) => button(`${P}-choice`, { className: 'ex-choice', 'data-value': k + 1, text: String(k + 1) })));
      }
      root.hidden = full;
      for (const b of root.children) setAttr(b, 'aria-label', t('ex.fillin-put', { t: square, i: b.dataset.value }));
      setAttr(root, 'aria-label', t('ex.fillin-numbers', { t: square }));
      return full ? t('ex.fillin-prompt-full') : t('ex.fillin-prompt', { t: square });
    },
  };
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createFillinExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: 'fillin-exercise',
    slice: 'fillinExercise',
    stepper: 'fillin',
    about: 'ex.fillin-about',
    choices: numberChoices,
    answerText,
    feedbackText,
    doneText: (end) => t('ex.fillin-done', { count: end.counters.solutions }),
  });
}
