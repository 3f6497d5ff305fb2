//! The simulate exercise (`ex=simulate`): the student is the search. At each turn they
//! place the next queen where the textbook search places it, or press Backtrack where the
//! search removes one; each action is graded against the next action of the core's trace
//! (exercise/trace.js). A wrong action is answered with what the search does instead and
//! why, and the right one is applied, so the student goes on from the true state. The
//! squares the search tries and rejects on the way are not asked for. Pure: no DOM; the
//! exercise is plain data, unit-tested in tests/unit/exercise.test.js against the N = 4
//! trace of docs/REFERENCE.md.

import { sameAnswer } from './answers.js';

/**
 * A fresh simulate exercise from step `start` (0: the empty board) of `trace`:
 * `{ kind: 'simulate', step, answers: [], marks: [], right, wrong, done, feedback, end }`.
 * `step` is the true search's step after the last action, `answers` the student's
 * (exercise/answers.js), `marks` true/false per answer, `feedback` the last verdict (see
 * `simulateAnswer`), `end` the action that ended it (`{ kind: 'solution' | 'done', step }`)
 * once `done`.
 */
export function startSimulate(trace, start = 0) {
  const sim = {
    kind: 'simulate', step: start, answers: [], marks: [], right: 0, wrong: 0, done: false, feedback: null, end: null,
  };
  return settle(trace, sim);
}

/** Ends the exercise when the search has no action left: its (first) solution, or its end. */
function settle(trace, sim) {
  const next = trace.next(sim.step);
  if (next.kind === 'place' || next.kind === 'remove') return sim;
  return { ...sim, done: true, step: next.step, end: { kind: next.kind, step: next.step } };
}

/** The true action `next` (trace.next) as an answer: the queens' square, or Backtrack. */
export function expectedAnswer(next) {
  return next.kind === 'place' ? { kind: 'square', row: next.event.row, col: next.event.col } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` (trace.next) rather than the student's `answer`,
 * as data for the words (exercise/words.js), for the queens:
 * - for a placement at (row, col): `safe-left` (the student backtracked though (row, col)
 *   is safe), `wrong-row` (a square of another row: the search fills `row`), `attacked`
 *   (the square is attacked: `by` the conflict event of the trace), `tried` (the square
 *   was tried before, so the search goes on from `from`), `first-safe` (a later square:
 *   (row, col) is safe and comes first);
 * - for a backtrack (the queen of `row` removed): `after-solution` (a solution was just
 *   found), `all-attacked` (every square left in row + 1 is attacked: `tried`, each with its
 *   attacker) or `row-exhausted` (row + 1 has no column left to try).
 * Each with `row`, `col` of the action and `tried` (the trace's conflicts on the way).
 */
export function queensReason(next, answer, n) {
  const { row, col } = next.event;
  const { tried } = next;
  const base = { row, col, tried };
  if (next.kind === 'remove') {
    if (row === n) return { ...base, why: 'after-solution' };
    return { ...base, why: tried.length ? 'all-attacked' : 'row-exhausted', next: row + 1 };
  }
  if (answer.kind !== 'square') return { ...base, why: 'safe-left' };
  if (answer.row !== row) return { ...base, why: 'wrong-row' };
  if (answer.col > col) return { ...base, why: 'first-safe', asked: answer };
  const by = tried.find((e) => e.row === answer.row && e.col === answer.col);
  if (by) return { ...base, why: 'attacked', by };
  return { ...base, why: 'tried', asked: answer, from: tried[0]?.col ?? col };
}

/** The queens' rules: the answer of an action, and why the search takes it. */
export const QUEENS_RULES = { expected: expectedAnswer, reason: queensReason };

/**
 * The exercise after the student's `answer` (a square or a backtrack): graded against the
 * trace's next action, which is then applied whatever the answer. `feedback` is
 * `{ verdict: 'right' | 'wrong', answer, expected, reason }` (see `queensReason`). An
 * answer after the end changes nothing. `rules` is the puzzle's `{ expected(next),
 * reason(next, answer, size) }` (the queens', or the knight's: exercise/knight-rules.js)
 * and `n` the size it takes.
 */
export function simulateAnswer(trace, sim, answer, n, rules = QUEENS_RULES) {
  if (sim.done) return sim;
  const next = trace.next(sim.step);
  const expected = rules.expected(next);
  const right = sameAnswer(answer, expected);
  const feedback = {
    verdict: right ? 'right' : 'wrong', answer, expected, reason: rules.reason(next, answer, n), step: next.step,
  };
  return settle(trace, {
    ...sim,
    step: next.step,
    answers: [...sim.answers, answer],
    marks: [...sim.marks, right],
    right: sim.right + (right ? 1 : 0),
    wrong: sim.wrong + (right ? 0 : 1),
    feedback,
  });
}

/**
 * The exercise after `answers` replayed from `start` (a result link): the same grading,
 * answer by answer; answers after the end are ignored.
 */
export function replaySimulate(trace, answers, n, start = 0, rules = QUEENS_RULES) {
  let sim = startSimulate(trace, start);
  for (const answer of answers) {
    if (sim.done) break;
    sim = simulateAnswer(trace, sim, answer, n, rules);
  }
  return sim;
}
