//! The combinations' exercise panel (in its side column): "do the search yourself" to
//! start, then the instruction (`comb-exercise-prompt`), one button per value 1…n
//! (`comb-exercise-choice`, `data-value` the value) and Backtrack
//! (`comb-exercise-backtrack`), the verdict (`comb-exercise-feedback`, a polite live
//! region, `data-verdict`), the score (`comb-exercise-score`) and, at the end, the summary,
//! the result link and the review of every answer (`comb-exercise-review`,
//! views/exercise-review.js). views/simulate-panel.js writes the panel; this module gives
//! it the value buttons and the combinations' words.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { createSimulatePanel } from '../../views/simulate-panel.js';

/** An action's words in the review: x[t] = i, or Backtrack. */
function answerText(a) {
  if (a.kind === 'backtrack') return t('ex.backtrack');
  return t('ex.comb-review-take', { v: a.value });
}

/** The killed values on the way, with their numbers: `x2 = 1 (1 ≤ 1, constraint)`. */
function killedList(tried) {
  return tried.map((k) => (k.cause === 'constraint'
    ? t('ex.comb-kill-constraint', { t: k.depth, v: k.value, prev: k.prev })
    : t('ex.comb-kill-bound', { t: k.depth, v: k.value, limit: k.limit }))).join(t('ex.list-sep'));
}

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    t: e.depth, v: e.value, prev: e.prev, limit: e.limit, list: killedList(r.tried),
  };
  if (fb.verdict === 'right') {
    if (fb.expected.kind === 'backtrack') return t('ex.comb-right-back', params);
    return t(r.size.bound ? 'ex.comb-right-take' : 'ex.comb-right-take-nobound', params);
  }
  let why;
  if (r.why === 'next-value') why = t(r.tried.length ? 'ex.comb-next-value-killed' : 'ex.comb-next-value', params);
  else why = t(`ex.comb-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/**
 * One button per value 1…n (`<P>-choice`, `data-value` the value; rebuilt when n
 * changes), hidden at a leaf, where there is no x[t] to choose.
 */
function valueChoices(P, actions) {
  const root = el('div', { className: 'ex-choices comb-exercise-values', role: 'group' });
  const buttons = [];
  root.addEventListener('click', (event) => {
    const value = event.target.closest('[data-value]')?.dataset.value;
    if (value) actions.answer(Number(value));
  });
  return {
    root,
    render(s) {
      const depth = s.x.length + 1;
      const leaf = depth > s.r;
      root.hidden = leaf;
      while (buttons.length < s.n) {
        const btn = button(`${P}-choice`, { className: 'ex-choice', 'data-value': buttons.length + 1 });
        buttons.push(btn);
        root.append(btn);
      }
      while (buttons.length > s.n) buttons.pop().remove();
      buttons.forEach((btn, i) => {
        setText(btn, String(i + 1));
        setAttr(btn, 'aria-label', t('ex.comb-take', { t: depth, v: i + 1 }));
      });
      setAttr(root, 'aria-label', t('ex.comb-values', { t: depth }));
      return t(leaf ? 'ex.comb-prompt-leaf' : 'ex.comb-prompt', { t: depth, x: `(${s.x.join(', ')})` });
    },
  };
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createCombinationsExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: 'comb-exercise',
    slice: 'combinationsExercise',
    stepper: 'combinations',
    about: 'ex.comb-about',
    choices: valueChoices,
    answerText,
    feedbackText,
    doneText: (end) => t('ex.comb-done', { count: end.output.length }),
  });
}
