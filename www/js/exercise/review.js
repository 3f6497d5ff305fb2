//! The review of an exercise (a simulate run or a quiz): every answer in order, right or
//! wrong, with the right one beside a wrong one, and the point of the exercise each row
//! shows when picked (`reviewAt`: the verdict then, and the step of the search it leaves).
//! Data only, for the puzzles' views (views/exercise-review.js draws it). Pure: no DOM.

import { answerToken } from './answers.js';

/** The right answer of verdict `fb` (a simulate verdict's `expected`, a quiz question's `answer`). */
const rightAnswer = (fb) => fb.expected ?? fb.question.answer;

/**
 * The rows of `run`'s review, one per answer graded: `{ index, verdict, answer, expected,
 * token, expectedToken, feedback }`: `expected` the right answer beside a wrong one (null
 * beside a right one), the tokens as a result link writes them (exercise/answers.js),
 * `feedback` the verdict as it was given.
 */
export function reviewRows(run) {
  return run.log.map((fb, index) => {
    const expected = fb.verdict === 'wrong' ? rightAnswer(fb) : null;
    return {
      index,
      verdict: fb.verdict,
      answer: fb.answer,
      expected,
      token: answerToken(fb.answer),
      expectedToken: expected && answerToken(expected),
      feedback: fb,
    };
  });
}

/**
 * The verdict the exercise `ex` shows: the one of the review's row picked
 * (`ex.reviewAt`), else the last one given.
 */
export function shownFeedback(ex) {
  const at = ex.reviewAt ?? null;
  return at === null ? ex.run.feedback : ex.run.log[at];
}

/** The review row to show after picking row `index` of `ex`: that row, or none when it is picked again. */
export function pickRow(ex, index) {
  const rows = ex.run?.log.length ?? 0;
  if (!ex.run?.done || !Number.isInteger(index) || index < 0 || index >= rows) return ex.reviewAt ?? null;
  return ex.reviewAt === index ? null : index;
}
