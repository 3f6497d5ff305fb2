//! The maze's exercise panel (in the maze's side column): "do the search yourself" to
//! start, then the instruction (`maze-exercise-prompt`), the four moves from the path's last
//! square (`maze-exercise-choice`, `data-value` 1–4: up, right, down, left) and Backtrack
//! (`maze-exercise-backtrack`), the verdict (`maze-exercise-feedback`, a polite live
//! region), the score and, at the end, the summary, the result link and the review of every
//! answer (`maze-exercise-review`, views/exercise-review.js). views/simulate-panel.js
//! writes the panel; this module gives it the four moves and the maze's words.

import { t } from '../../lib/i18n.js';
import { createSimulatePanel, numberedChoices } from '../../views/simulate-panel.js';
import {
  arrow, dirName, formatPath, moves,
} from './puzzle.js';

/** A move's words: its arrow and its name. */
const moveName = (dir) => (dir ? `${arrow(dir)} ${t(dirName(dir))}` : '');

/** The path's last square at snapshot `s`, and whether it is the exit, where the path is complete. */
function at(s) {
  const [r, c] = s.path.at(-1) ?? s.start;
  return { r, c, end: r === s.exit[0] && c === s.exit[1] };
}

/** The four moves in the shown order (up, right, down, left), worded from the path's last square. */
const choices = numberedChoices(4, {
  label(s, dir) {
    const { r, c } = at(s);
    const [dr, dc] = moves()[dir - 1];
    return t('ex.maze-move', {
      arrow: arrow(dir), dir: t(dirName(dir)), r: r + dr, c: c + dc,
    });
  },
  prompt(s) {
    const { r, c, end } = at(s);
    // On the exit the path is complete: the search tries no move from there.
    return { text: t(end ? 'ex.maze-prompt-end' : 'ex.maze-prompt', { r, c }), open: !end };
  },
});

/** The verdict of the maze's last action, with why the search did what it did. */
function feedbackText(fb) {
  const r = fb.reason;
  const params = {
    dir: moveName(r.dir), r: r.row, c: r.col, asked: moveName(r.asked),
  };
  const blocked = (e) => t(`ex.maze-blocked-${e.why}`, { dir: moveName(e.dir), r: e.row, c: e.col });
  if (fb.verdict === 'right') return t(fb.expected.kind === 'number' ? 'ex.maze-right-move' : 'ex.maze-right-back', params);
  let why;
  if (r.why === 'blocked') why = t('ex.maze-blocked', { ...params, how: blocked(r.by) });
  else if (r.why === 'all-blocked') why = t('ex.maze-all-blocked', { ...params, list: r.tried.map(blocked).join(t('ex.list-sep')) });
  else why = t(`ex.maze-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/**
 * The panel in `section` (views/simulate-panel.js `createSimulatePanel`). `actions`:
 * `{ start(), answer(value), restart(), close(), copy(field), review(index) }`. Returns
 * `{ render(state, resultLink) }`.
 */
export function createMazeExercisePanel(section, parts) {
  return createSimulatePanel(section, parts, {
    prefix: 'maze-exercise',
    slice: 'mazeExercise',
    stepper: 'maze',
    about: 'ex.maze-about',
    choices,
    // A move's words in the review: its arrow and name, or Backtrack.
    answerText: (a) => (a.kind === 'number' ? moveName(a.value) : t('ex.backtrack')),
    feedbackText,
    doneText: (view, end) => (end?.kind === 'solution' ? t('ex.maze-done-path', { path: formatPath(view.path) }) : t('ex.maze-done-all')),
  });
}
