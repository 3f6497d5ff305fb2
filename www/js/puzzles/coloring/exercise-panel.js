//! Graph colouring's exercise panel (in its side column): "do the search yourself" to
//! start, then the instruction (`coloring-exercise-prompt`), one button per colour 1…m
//! (`coloring-exercise-choice`, `data-value` the colour) and Backtrack
//! (`coloring-exercise-backtrack`), the verdict (`coloring-exercise-feedback`, a polite live
//! region, `data-verdict`), the score and, at the end, the summary, the result link and the
//! review of every answer (`coloring-exercise-review`). views/simulate-panel.js writes the
//! panel; this module gives it the colour buttons and the puzzle's words.

import { button, el, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { createSimulatePanel } from '../../views/simulate-panel.js';
import { colorName, formatColoring } from './puzzle.js';

/** An action's words in the review: the colour given, or Backtrack. */
function answerText(a) {
  return a.kind === 'backtrack' ? t('ex.backtrack') : colorName(a.value);
}

/** The verdict of the last action, with why the search did what it did (the core's events). */
function feedbackText(fb) {
  const r = fb.reason;
  const params = {
    t: r.vertex, color: colorName(r.color), asked: r.asked ? colorName(r.asked) : '',
  };
  if (fb.verdict === 'right') return t(fb.expected.kind === 'backtrack' ? 'ex.coloring-right-back' : 'ex.coloring-right-color', params);
  const refusal = (e) => t('ex.coloring-refusal', { color: colorName(e.color), j: e.by });
  let why;
  if (r.why === 'refused') why = t('ex.coloring-refused', { ...params, j: r.by.by });
  else if (r.why === 'all-refused') why = t('ex.coloring-all-refused', { ...params, list: r.tried.map(refusal).join(t('ex.list-sep')) });
  else why = t(`ex.coloring-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/**
 * The answers: one button per colour 1…m of the graph shown (the ones built reused); once
 * every vertex is coloured only Backtrack is offered.
 */
function colorChoices(P, actions) {
  const root = el('div', { className: 'ex-choices', role: 'group' });
  const buttons = [];
  return {
    root,
    render(s) {
      const leaf = s.t >= s.n;
      while (buttons.length < s.m) {
        const c = buttons.length + 1;
        const btn = button(`${P}-choice`, { className: `ex-choice coloring-choice c${c}`, 'data-value': c });
        btn.append(el('span', { className: 'swatch', 'aria-hidden': 'true' }), el('span'));
        btn.addEventListener('click', () => actions.answer(c));
        buttons.push(btn);
        root.append(btn);
      }
      buttons.forEach((btn, i) => {
        btn.hidden = i >= s.m;
        setText(btn.lastChild, colorName(i + 1));
      });
      root.hidden = leaf;
      return t(leaf ? 'ex.coloring-prompt-leaf' : 'ex.coloring-prompt', { t: s.t + 1 });
    },
  };
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createColoringExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: 'coloring-exercise',
    slice: 'coloringExercise',
    stepper: 'coloring',
    about: 'ex.coloring-about',
    choices: colorChoices,
    answerText,
    feedbackText,
    doneText: (end) => (end.counters.solutions > 0 && end.event?.kind === 'solution'
      ? t('ex.coloring-done-first', { x: formatColoring(end.x) })
      : t(end.counters.solutions > 0 ? 'ex.coloring-done-all' : 'ex.coloring-done-none', { count: end.counters.solutions })),
  });
}
