//! The simulate exercise (`ex=simulate`), for any puzzle on the shared engine: the student
//! is the search. At each turn they make the search's next choice, or press Backtrack
//! where the search undoes one; each action is graded against the next action of the core's trace
//! (exercise/trace.js). A wrong action is answered with what the search does instead and
//! why, and the right one is applied, so the student goes on from the true state. The
//! squares the search tries and rejects on the way are not asked for. Pure: no DOM; the
//! exercise is plain data, unit-tested in tests/unit/exercise.test.js against the N = 4
//! trace of docs/REFERENCE.md.

import { sameAnswer } from './answers.js';

/**
 * A fresh simulate exercise from step `start` (0: the empty board) of `trace`:
 * `{ kind: 'simulate', step, answers: [], marks: [], log: [], right, wrong, done, feedback,
 * end }`. `step` is the true search's step after the last action, `answers` the student's
 * (exercise/answers.js), `marks` true/false per answer, `log` the verdict of each answer in
 * order and `feedback` the last one (see `simulateAnswer`), `end` the action that ended it
 * (`{ kind: 'solution' | 'done', step }`) once `done`.
 */
export function startSimulate(trace, start = 0) {
  const sim = {
    kind: 'simulate', step: start, answers: [], marks: [], log: [], right: 0, wrong: 0, done: false, feedback: null, end: null,
  };
  return settle(trace, sim);
}

/**
 * Where a simulate exercise asked to start at step `start` (a link's `step`) starts:
 * `{ start, pastEnd }`, `start` itself when the search reaches it, else step 0 with
 * `pastEnd` `{ step, total }` (the step asked for and the search's last) for the message
 * that says so (lib/errors.js `exercise/start-past-end`).
 */
export function startStep(trace, start) {
  const total = start > 0 ? trace.endsBefore(start) : null;
  return total === null ? { start, pastEnd: null } : { start: 0, pastEnd: { step: start, total } };
}

/** Ends the exercise when the search has no action left: its (first) solution, or its end. */
function settle(trace, sim) {
  const next = trace.next(sim.step);
  if (next.kind === 'place' || next.kind === 'remove') return sim;
  return { ...sim, done: true, step: next.step, end: { kind: next.kind, step: next.step } };
}

/**
 * The exercise after the student's `answer` (a square or a backtrack): graded against the
 * trace's next action, which is then applied whatever the answer. `feedback` is
 * `{ verdict: 'right' | 'wrong', answer, expected, reason, step }` (`step`: the true
 * search's step once the action is applied, the board it leaves). An answer after the end
 * changes nothing. `rules` is the puzzle's `{ expected(next), reason(next, answer, size) }`
 * (its puzzles/<id>/exercise-rules.js) and `n` the size it takes.
 */
export function simulateAnswer(trace, sim, answer, n, rules) {
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
    log: [...sim.log, feedback],
    right: sim.right + (right ? 1 : 0),
    wrong: sim.wrong + (right ? 0 : 1),
    feedback,
  });
}

/**
 * The exercise after `answers` replayed from `start` (a result link): the same grading,
 * answer by answer. Answers after the end are not graded: the run's `answers` are those
 * that were, so the caller can say how many were left over.
 */
export function replaySimulate(trace, answers, n, start, rules) {
  let sim = startSimulate(trace, start);
  for (const answer of answers) {
    if (sim.done) break;
    sim = simulateAnswer(trace, sim, answer, n, rules);
  }
  return sim;
}

/**
 * Exercise `ex` (whose `run` is a simulate run) with `endView`, the trace's view at the end
 * of its finished run (the solution or the search's end its summary tells), kept once
 * found: the search shown may be at a review row's step instead.
 */
export function withEndView(ex, trace) {
  if (ex.run?.kind !== 'simulate' || !ex.run.done || ex.endView) return ex;
  return { ...ex, endView: trace.at(ex.run.step) };
}
