//! The maze's exercise panel (in the maze's side column): "do the search yourself" to
//! start, then the instruction (`maze-exercise-prompt`), the four moves from the path's last
//! square (`maze-exercise-choice`, `data-value` 1–4: up, right, down, left) and Backtrack
//! (`maze-exercise-backtrack`), the verdict (`maze-exercise-feedback`, a polite live
//! region), the score and, at the end, the summary, the result link and the review of every
//! answer (`maze-exercise-review`, views/exercise-review.js). The one module that writes
//! this panel.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { simulateSummary } from '../../exercise/words.js';
import { reviewRows, shownFeedback } from '../../exercise/review.js';
import {
  arrow, dirName, formatPath, moves,
} from './puzzle.js';
import { createExerciseReview } from '../../views/exercise-review.js';

const P = 'maze-exercise';

/** A move's words in the review: ① to ④, or Backtrack. */
const answerText = (a) => (a.kind === 'number' ? `${arrow(a.value)} ${t(dirName(a.value))}` : t('ex.backtrack'));

/**
 * The panel in `section`. `actions`: `{ start(), answer(value), restart(), close(),
 * copy(field), review(index) }`. Returns `{ render(state, resultLink) }`.
 */
export function createMazeExercisePanel(section, { actions }) {
  const heading = el('h2', { id: `${P}-heading` });
  const start = button(`${P}-start`);
  start.addEventListener('click', () => actions.start());
  const about = el('p', { className: 'note' });
  const prompt = el('p', { className: 'ex-prompt', testid: `${P}-prompt` });
  const choices = el('div', { className: 'ex-choices', role: 'group' }, ...[1, 2, 3, 4].map((d) => button(`${P}-choice`, { className: 'ex-choice', 'data-value': d })));
  choices.addEventListener('click', (event) => {
    const b = event.target.closest(`[data-testid="${P}-choice"]`);
    if (b) actions.answer(b.dataset.value);
  });
  const backtrack = button(`${P}-backtrack`, { className: 'ex-backtrack' });
  backtrack.addEventListener('click', () => actions.answer('backtrack'));
  const feedback = el('p', { className: 'ex-feedback', testid: `${P}-feedback`, role: 'status', 'aria-live': 'polite' });
  const score = el('p', { className: 'ex-score', testid: `${P}-score` });
  const summary = el('p', { className: 'ex-summary', testid: `${P}-summary` });
  const resultLink = el('input', {
    type: 'text', id: `${P}-result-link`, testid: `${P}-result-link`, readonly: '', spellcheck: 'false',
  });
  const copy = button(`${P}-result-copy`);
  copy.addEventListener('click', () => actions.copy(resultLink));
  const copied = el('p', { className: 'note', role: 'status' });
  const resultLabel = el('label', { for: `${P}-result-link` });
  const result = el('div', { className: 'ex-result' }, summary, resultLabel, el('div', { className: 'share-row' }, resultLink, copy), copied);
  const restart = button(`${P}-restart`);
  restart.addEventListener('click', () => actions.restart());
  const close = button(`${P}-close`);
  close.addEventListener('click', () => actions.close());
  const review = createExerciseReview((index) => actions.review(index), `${P}-review`);
  const run = el('div', { className: 'ex-run', testid: P },
    el('p', { className: 'ex-counter note' }), prompt, el('div', { className: 'ex-answers' }, choices, backtrack), feedback, score, result, review.root,
    el('div', { className: 'ex-foot' }, restart, close));
  section.setAttribute('aria-labelledby', heading.id);
  section.classList.add('exercise-panel');
  section.append(heading, about, start, run);

  return {
    render(state, link) {
      const ex = state.mazeExercise;
      setText(heading, t('ex.kind-simulate'));
      setText(start, t('ex.kind-simulate'));
      setText(about, t('ex.maze-about'));
      start.hidden = ex !== null;
      about.hidden = ex !== null;
      run.hidden = ex === null;
      if (!ex) return;
      const snap = state.steppers.maze.snapshot;
      run.dataset.state = ex.run.done ? 'done' : 'running';
      setText(run.querySelector('.ex-counter'), t('ex.step', { step: snap?.step ?? ex.run.step }));
      const [r, c] = snap?.path.at(-1) ?? ex.maze.start;
      // On the exit the path is complete: the search tries no move from there.
      const atEnd = snap !== null && r === snap.exit[0] && c === snap.exit[1];
      setText(prompt, ex.run.done ? '' : t(atEnd ? 'ex.maze-prompt-end' : 'ex.maze-prompt', { r, c }));
      prompt.hidden = ex.run.done;
      [...choices.children].forEach((b, i) => {
        const [dr, dc] = moves()[i];
        setText(b, t('ex.maze-move', {
          arrow: arrow(i + 1), dir: t(dirName(i + 1)), r: r + dr, c: c + dc,
        }));
        b.disabled = ex.run.done;
      });
      choices.hidden = ex.run.done || atEnd;
      backtrack.hidden = ex.run.done;
      setText(backtrack, t('ex.backtrack'));
      const fb = shownFeedback(ex);
      feedback.hidden = !fb;
      if (fb) setAttr(feedback, 'data-verdict', fb.verdict);
      setText(feedback, fb ? mazeFeedback(fb) : '');
      const asked = ex.run.right + ex.run.wrong;
      setAttr(score, 'data-right', String(ex.run.right));
      setAttr(score, 'data-wrong', String(ex.run.wrong));
      setAttr(score, 'data-asked', String(asked));
      setText(score, t('ex.score', { right: ex.run.right, wrong: ex.run.wrong, asked }));
      result.hidden = !ex.run.done;
      review.render(ex.run.done ? reviewRows(ex.run) : null, ex.reviewAt ?? null, answerText);
      if (ex.run.done) {
        const end = ex.run.end?.kind === 'solution' ? t('ex.maze-done-path', { path: formatPath(ex.endView.path) }) : t('ex.maze-done-all');
        setText(summary, simulateSummary(ex, end, true));
        setText(resultLabel, t('ex.result-label'));
        if (resultLink.value !== link) resultLink.value = link;
        setText(copy, t('ex.result-copy'));
        setText(copied, String(ex.copyStatus));
      }
      setText(restart, t('ex.restart'));
      setText(close, t('ex.close'));
    },
  };
}

/** The verdict of the maze's last action, with why the search did what it did. */
function mazeFeedback(fb) {
  const r = fb.reason;
  const name = (dir) => (dir ? `${arrow(dir)} ${t(dirName(dir))}` : '');
  const params = {
    dir: name(r.dir), r: r.row, c: r.col, asked: name(r.asked),
  };
  const blocked = (e) => t(`ex.maze-blocked-${e.why}`, { dir: name(e.dir), r: e.row, c: e.col });
  if (fb.verdict === 'right') return t(fb.expected.kind === 'number' ? 'ex.maze-right-move' : 'ex.maze-right-back', params);
  let why;
  if (r.why === 'blocked') why = t('ex.maze-blocked', { ...params, how: blocked(r.by) });
  else if (r.why === 'all-blocked') why = t('ex.maze-all-blocked', { ...params, list: r.tried.map(blocked).join(t('ex.list-sep')) });
  else why = t(`ex.maze-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}
