//! The board an exercise shows, worked out from the exercise and the core's trace when the
//! exercise changes (puzzles/queens/exercise-actions.js), so the render only draws it: the
//! queens at the step the exercise is about, and what the last verdict points at (the
//! square the search took, the attack that made a square unsafe, the queen removed), or,
//! while a row of the finished exercise's review is picked (`reviewAt`), the board at that
//! answer. Pure: no DOM.

import { shownFeedback } from '../../exercise/review.js';

import { explainedAttack } from './quiz.js';

const blank = (n, cols) => ({
  n, cols, candidate: null, conflict: null, removed: null, currentRow: null, solved: false,
});

/** The attack `event` (a trace conflict) as the board's `conflict`. */
const conflictOf = (e) => ({
  row: e.row, col: e.col, attackerRow: e.attacker_row, attackerCol: e.attacker_col, line: e.line,
});

function simulateBoard(ex, trace, n) {
  const { run } = ex;
  const fb = shownFeedback(ex);
  // A review row shows the board its answer left (the step once the true action was applied).
  const step = ex.reviewAt === null || ex.reviewAt === undefined ? run.step : fb.step;
  const view = trace.at(step);
  const model = { ...blank(n, view.x.slice()), step, solved: run.end?.kind === 'solution' && step === run.step };
  if (fb) {
    const r = fb.reason;
    if (fb.expected.kind === 'square') model.candidate = { row: r.row, col: r.col, kind: 'place' };
    else model.removed = { row: r.row, col: r.col };
    if (fb.verdict === 'wrong' && r.why === 'attacked') model.conflict = conflictOf(r.by);
  }
  return model;
}

/** The quiz question exercise `ex` shows: the one asked, or the review row's picked. */
export function shownQuestion(ex) {
  const { run } = ex;
  return run.questions[ex.reviewAt ?? Math.min(run.index, run.questions.length - 1)];
}

function quizBoard(ex, trace, n) {
  const q = shownQuestion(ex);
  if (q.step === null) return { ...blank(n, new Array(n).fill(0)), step: null };
  const model = { ...blank(n, trace.at(q.step).x.slice()), step: q.step };
  const feedback = shownFeedback(ex);
  const answered = Boolean(feedback);
  if (q.type === 'attacker' || q.type === 'line') {
    model.candidate = { row: q.square.row, col: q.square.col, kind: 'conflict' };
    // The attack is drawn once answered: its line would give the answer away.
    if (answered) {
      const a = q.type === 'line' ? { ...q.attacker, line: q.answer.line } : explainedAttack(q, feedback.answer);
      model.conflict = {
        row: q.square.row, col: q.square.col, attackerRow: a.row, attackerCol: a.col, line: a.line,
      };
    }
  }
  if (q.type === 'resume') model.removed = q.removed;
  if (answered && q.answer.kind === 'square' && q.type !== 'attacker') {
    model.candidate = { row: q.answer.row, col: q.answer.col, kind: 'place' };
  }
  return model;
}

function ruleBoard(ex, trace, n) {
  const { rule } = ex;
  const model = { ...blank(n, new Array(n).fill(0)), step: null };
  const bad = typeof rule.shown === 'number' ? rule.bad[rule.shown] : null;
  if (bad) {
    const a = bad.attack;
    return {
      ...model,
      cols: bad.cols.slice(),
      conflicts: [{ rowA: a.row_a, colA: a.col_a, rowB: a.row_b, colB: a.col_b, line: a.line }],
    };
  }
  const d = rule.divergence;
  if (!d) return model;
  const view = trace.at(d.step);
  const cols = view.x.slice();
  const step = d.step;
  if (d.kind === 'allowed') {
    return {
      ...model,
      step,
      cols,
      candidate: { row: d.row, col: d.col, kind: 'conflict' },
      conflict: {
        row: d.row, col: d.col, attackerRow: d.row2, attackerCol: d.col2, line: d.line,
      },
    };
  }
  return { ...model, step, cols, candidate: { row: d.row, col: d.col, kind: 'place' } };
}

/**
 * The board of exercise `ex` (app/state.js `exercise`) on N = `n`: a board model of
 * puzzles/queens/board.js (`n, cols, candidate, conflict, removed, currentRow, solved`,
 * maybe `conflicts`) with `step`, the step of the search it shows (null for none), and
 * `attacked` when the student shades the attacked squares.
 */
export function exerciseBoard(ex, trace, n) {
  if (ex.kind === 'simulate') return simulateBoard(ex, trace, n);
  if (ex.kind === 'quiz') return quizBoard(ex, trace, n);
  return ruleBoard(ex, trace, n);
}
