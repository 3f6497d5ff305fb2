//! Batch job scheduling's exercise panel (in its side column): "do the search yourself" to
//! start, then the instruction (`flow-exercise-prompt`), one button per job not yet placed
//! (`flow-exercise-choice`, `data-value` the job) and Backtrack (`flow-exercise-backtrack`),
//! the verdict (`flow-exercise-feedback`, a polite live region, `data-verdict`), the score
//! (`flow-exercise-score`) and, at the end, the summary, the result link and the review of
//! every answer (`flow-exercise-review`, views/exercise-review.js). views/simulate-panel.js
//! writes the panel; this module gives it the job buttons and the puzzle's words.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { createSimulatePanel } from '../../views/simulate-panel.js';
import { bestText } from './puzzle.js';

/** An action's words in the review: the job placed next, or Backtrack. */
function answerText(a) {
  if (a.kind === 'backtrack') return t('ex.backtrack');
  return t('ex.flow-review-job', { j: a.value });
}

/** The jobs the bound killed on the way, in words. */
const killList = (tried) => tried.map((k) => t('ex.flow-kill', { j: k.job, f: k.f, best: bestText(k.best) })).join(t('ex.list-sep'));

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    t: e.depth, j: e.job, f1: e.f1, f2: e.f2, f: e.f, best: bestText(e.best),
  };
  if (fb.verdict === 'right') {
    return t(fb.expected.kind === 'backtrack' ? 'ex.flow-right-back' : 'ex.flow-right-job', params);
  }
  let why = r.why === 'killed' ? t('ex.flow-killed', { ...params, list: killList(r.tried) }) : t(`ex.flow-${r.why}`, params);
  if (r.why === 'next-job' && r.tried.length) why += t('ex.flow-killed-on-way', { list: killList(r.tried) });
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/**
 * The answers: one button per job not yet placed (in the swap form's order, `data-value`
 * the job), the ones built reused; a leaf has no job left, only Backtrack is offered there.
 */
function jobChoices(P, actions) {
  const root = el('div', { className: 'ex-choices', role: 'group' });
  const buttons = [];
  return {
    root,
    render(s) {
      const leaf = s.depth >= s.n;
      const left = leaf ? [] : s.order.slice(s.depth);
      while (buttons.length < left.length) {
        const btn = button(`${P}-choice`, { className: 'ex-choice' });
        btn.addEventListener('click', () => actions.answer(Number(btn.dataset.value)));
        buttons.push(btn);
        root.append(btn);
      }
      buttons.forEach((btn, i) => {
        btn.hidden = i >= left.length;
        // A hidden button carries no job: the jobs offered are the shown ones.
        if (i < left.length) {
          setAttr(btn, 'data-value', String(left[i]));
          setText(btn, t('ex.flow-job', { j: left[i] }));
        } else btn.removeAttribute('data-value');
      });
      root.hidden = left.length === 0;
      return t(leaf ? 'ex.flow-prompt-leaf' : 'ex.flow-prompt', { t: s.depth + 1 });
    },
  };
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createFlowshopExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: 'flow-exercise',
    slice: 'flowshopExercise',
    stepper: 'flowshop',
    about: 'ex.flow-about',
    choices: jobChoices,
    answerText,
    feedbackText,
    doneText: (end) => t('ex.flow-done', { best: bestText(end.best), x: `(${end.bestX.join(', ')})` }),
  });
}
