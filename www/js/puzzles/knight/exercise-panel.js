//! The knight's exercise panel (in the knight's side column): "do the search yourself" to
//! start, then the instruction (`knight-exercise-prompt`), the four moves from the square
//! the horse is on (`knight-exercise-choice`, `data-value` 1–4) and Backtrack
//! (`knight-exercise-backtrack`), the verdict (`knight-exercise-feedback`, a polite live
//! region), the score and, at the end, the summary, the result link and the review of every
//! answer (`knight-exercise-review`, views/exercise-review.js). views/simulate-panel.js
//! writes the panel; this module gives it the four moves and the knight's words.

import { t } from '../../lib/i18n.js';
import { createSimulatePanel, numberedChoices } from '../../views/simulate-panel.js';
import { CIRCLED, formatPath, moves } from './puzzle.js';

/** The square the horse is on at snapshot `s`, and whether it is (n, m), where the path is complete. */
function at(s) {
  const [x, y] = s.path.at(-1) ?? [1, 1];
  return { x, y, end: x === s.n && y === s.m };
}

const signed = (v) => String(v).replace('-', '−');

/** The four jumps in the notes' order, worded from the square the horse is on. */
const choices = numberedChoices(4, {
  label(s, dir) {
    const { x, y } = at(s);
    const [dx, dy] = moves()[dir - 1];
    return t('ex.knight-move', {
      dir: CIRCLED[dir], dx: signed(dx), dy: signed(dy), x: signed(x + dx), y: signed(y + dy),
    });
  },
  prompt(s) {
    const { x, y, end } = at(s);
    // On (n, m) the path is complete: the search tries no jump from there.
    return { text: t(end ? 'ex.knight-prompt-end' : 'ex.knight-prompt', { x, y }), open: !end };
  },
});

/** The verdict of the knight's last action, with why the search did what it did. */
function feedbackText(fb) {
  const r = fb.reason;
  const params = {
    dir: CIRCLED[r.dir], x: r.x, y: r.y, asked: CIRCLED[r.asked] ?? '',
  };
  if (fb.verdict === 'right') return t(fb.expected.kind === 'number' ? 'ex.knight-right-jump' : 'ex.knight-right-back', params);
  let why;
  if (r.why === 'leaves') why = t('ex.knight-leaves', { ...params, bx: r.by.x, by: r.by.y });
  else if (r.why === 'all-leave') {
    why = t('ex.knight-all-leave', {
      ...params,
      list: r.tried.map((e) => t('ex.knight-off', { dir: CIRCLED[e.dir], x: e.x, y: e.y })).join(t('ex.list-sep')),
    });
  } else why = t(`ex.knight-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createKnightExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: 'knight-exercise',
    slice: 'knightExercise',
    stepper: 'knight',
    about: 'ex.knight-about',
    choices,
    // A move's words in the review: ① to ④, or Backtrack.
    answerText: (a) => (a.kind === 'number' ? CIRCLED[a.value] : t('ex.backtrack')),
    feedbackText,
    doneText: (view, end) => (end?.kind === 'solution' ? t('ex.knight-done-path', { path: formatPath(view.path) }) : t('ex.knight-done-all')),
  });
}
