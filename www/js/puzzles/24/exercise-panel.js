//! The 24 points' exercise panel (in its side column): "do the search yourself" to start,
//! then the instruction (`24-exercise-prompt`), one button per pick of the numbers left
//! (`24-exercise-choice`, `data-value` the pick's number: the pairs in order, six operations
//! each, as the search tries them; each shows the positions of its numbers, `a[1]+a[3]`,
//! over what it computes, `4 + 10`) and Backtrack (`24-exercise-backtrack`), the verdict
//! (`24-exercise-feedback`, a polite live region, `data-verdict`), the score
//! (`24-exercise-score`) and, at the end, the summary, the result link and the review of
//! every answer (`24-exercise-review`). views/simulate-panel.js writes the panel; this
//! module gives it the pick buttons and the puzzle's words.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { createSimulatePanel } from '../../views/simulate-panel.js';
import {
  left, pickCount, pickWords, positions,
} from './puzzle.js';
import { SLICE } from './actions.js';

/** An event's pick in words (`event` a place, conflict or remove of the trace). */
const eventPick = (e) => t('ex.p24-pick', { t: e.depth, choice: e.choice });

/** An answer's words in the review: the pick's number, or Backtrack. */
function answerText(a) {
  return a.kind === 'backtrack' ? t('ex.backtrack') : t('ex.p24-review-pick', { choice: a.value });
}

const DEAD = { 1: 'ex.p24-dead-zero', 2: 'ex.p24-dead-not', 3: 'ex.p24-dead-duplicate' };

/** A pick the test rejected, in words. */
const deadText = (e) => t(DEAD[e.why] ?? 'ex.p24-dead-not', { pick: eventPick(e) });

/** The verdict of the last action, with why the search did what it did. */
function feedbackText(fb) {
  const r = fb.reason;
  const params = { pick: eventPick(r.event), asked: r.asked };
  if (fb.verdict === 'right') return t(fb.expected.kind === 'backtrack' ? 'ex.p24-right-back' : 'ex.p24-right-pick', params);
  let why;
  if (r.why === 'dead') why = t('ex.p24-dead', { ...params, how: deadText(r.by) });
  else if (r.why === 'all-dead') why = t('ex.p24-all-dead', { ...params, list: r.tried.map(deadText).join(t('ex.list-sep')) });
  else why = t(`ex.p24-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/** The summary's sentence at the search's end `end` (a snapshot). */
function doneText(end) {
  if (end.event?.kind === 'solution') return t('ex.p24-done-first', { expr: end.found[end.found.length - 1] });
  return end.found.length > 0 ? t('ex.p24-done-all', { count: end.found.length }) : t('ex.p24-done-none');
}

/**
 * The answers: one button per pick of the numbers left (`data-value` its number), the ones
 * built reused; with one number left only Backtrack is offered.
 */
function pickChoices(P, actions) {
  const root = el('div', { className: 'ex-choices p24-choices', role: 'group' });
  const buttons = [];
  return {
    root,
    render(s) {
      const level = left(s);
      const count = level.length > 1 ? pickCount(level.length) : 0;
      while (buttons.length < count) {
        const at = el('span', { className: 'p24-choice-at' });
        const values = el('span', { className: 'p24-choice-values' });
        const btn = button(`${P}-choice`, { className: 'ex-choice p24-choice', 'data-value': buttons.length + 1 }, at, values);
        btn.addEventListener('click', () => actions.answer(Number(btn.dataset.value)));
        buttons.push({ btn, at, values });
        root.append(btn);
      }
      buttons.forEach(({ btn, at, values }, i) => {
        const words = i < count ? pickWords(level, i + 1) : { at: '', values: '' };
        btn.hidden = i >= count;
        setAttr(btn, 'aria-label', i < count ? t('ex.p24-choice-label', { choice: i + 1, ...words }) : '');
        setText(at, words.at);
        setText(values, words.values);
      });
      root.hidden = count === 0;
      const depth = s.picks.length + 1;
      return count === 0 ? t('ex.p24-prompt-leaf') : t('ex.p24-prompt', { t: depth, count, list: positions(level) });
    },
  };
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createPointsExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: `${SLICE}-exercise`,
    slice: `${SLICE}Exercise`,
    stepper: SLICE,
    about: 'ex.p24-about',
    choices: pickChoices,
    answerText,
    feedbackText,
    doneText,
  });
}
