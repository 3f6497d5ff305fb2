//! An exercise's review (`exercise-review`): every answer in order, one button per answer
//! (`exercise-review-row`, `data-verdict` right or wrong, `data-answer` and beside a wrong
//! one `data-expected`, the tokens a result link writes), its verdict in words, and the
//! right answer beside a wrong one. A click on a row shows the exercise at that point
//! (`aria-pressed`), bringing the board into view when it is out of it; a click on the row
//! shown goes back to the end. Each puzzle's exercise
//! panel has one and gives the words of its answers; this module names no puzzle.

import { button, el, keepFocus, setAttr, setText } from '../lib/dom.js';
import { getLang, t } from '../lib/i18n.js';

/**
 * The review's box, for `onPick(index)`. `testid` names the box for a puzzle whose hooks
 * carry its prefix (`<prefix>exercise-review`); the list inside is `exercise-review` in
 * every puzzle. Returns `{ root, render(rows, picked, answerText) }`: `rows` from
 * exercise/review.js `reviewRows` (or null: the box is hidden), `picked` the row shown or
 * null, `answerText(answer, verdict)` the words of an answer (given with the verdict of its
 * row) in the puzzle's terms.
 */
export function createExerciseReview(onPick, testid = null) {
  const heading = el('h3', { className: 'ex-review-heading' });
  const note = el('p', { className: 'note ex-review-note' });
  const list = el('ol', { className: 'ex-review', testid: 'exercise-review' });
  list.addEventListener('click', (event) => {
    const row = event.target.closest('[data-testid="exercise-review-row"]');
    if (!row) return;
    onPick(Number(row.dataset.index));
    revealFigure(root);
  });
  const root = el('section', { className: 'ex-review-box', testid, hidden: true }, heading, note, list);
  let key = '';
  return {
    root,
    render(rows, picked, answerText) {
      root.hidden = rows === null;
      if (!rows) return;
      setText(heading, t('ex.review-heading'));
      setText(note, t('ex.review-note'));
      const now = JSON.stringify([rows.map((r) => [r.token, r.verdict]), getLang()]);
      if (now !== key) {
        keepFocus(list, 'data-index', () => list.replaceChildren(...rows.map((r) => el('li', {}, rowButton(r, answerText)))));
        key = now;
      }
      for (const b of list.querySelectorAll('[data-testid="exercise-review-row"]')) {
        setAttr(b, 'aria-pressed', String(Number(b.dataset.index) === picked));
      }
    },
  };
}

/**
 * Brings the figure the row shows (the page layout's `.board-column`) into view when it is
 * out of it: on a narrow screen the panel stands above the board.
 */
function revealFigure(root) {
  const figure = root.closest('.layout')?.querySelector('.board-column');
  if (!figure) return;
  const { top, bottom } = figure.getBoundingClientRect();
  if (top > window.innerHeight - 80 || bottom < 80) figure.scrollIntoView({ block: 'start' });
}

/** One row: its number, the answer, the verdict in words, and the right answer beside a wrong one. */
function rowButton(row, answerText) {
  const wrong = row.verdict === 'wrong';
  const parts = [
    el('span', { className: 'ex-review-n' }, `${row.index + 1}.`),
    el('span', { className: 'ex-review-answer' }, answerText(row.answer, row.feedback)),
    el('span', { className: 'ex-review-verdict' }, t(wrong ? 'ex.review-wrong' : 'ex.review-right')),
  ];
  if (wrong) parts.push(el('span', { className: 'ex-review-expected' }, t('ex.review-expected', { answer: answerText(row.expected, row.feedback) })));
  return button('exercise-review-row', {
    className: 'ex-review-row',
    'data-index': row.index,
    'data-verdict': row.verdict,
    'data-answer': row.token,
    'data-expected': row.expectedToken,
  }, ...parts);
}
