//! The simulate exercise's rules for batch job scheduling: an action is the search's next
//! node, the job placed next (its number: x[t] = j), or a backtrack; a job the bounding
//! function kills is not an action (the trace's `conflict` events, `tried`). The grading
//! itself is exercise/simulate.js's. Pure: no DOM. Events are puzzles/flowshop/puzzle.js
//! `decodeFlowshop`'s.

/** The true action `next` (trace.next) as an answer: the job placed, or Backtrack. */
export function flowshopExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.job } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`, for the words
 * (puzzles/flowshop/exercise-strings.js), with the numbers of the core's events: for a
 * place, `first-left` (the swap form tries the jobs x[t..n] in order and this is the next
 * one whose f stays below bestf), with `tried` the jobs killed on the way; for a
 * backtrack, `after-leaf` (a leaf was reached), `killed` (the jobs left were killed:
 * `tried`) or `all-done` (every job left has been tried).
 */
export function flowshopReason(next, answer, size) {
  const e = next.event;
  const base = { event: e, tried: next.tried };
  if (next.kind === 'remove') {
    if (e.depth === size.t1.length) return { ...base, why: 'after-leaf' };
    return { ...base, why: next.tried.length ? 'killed' : 'all-done' };
  }
  return { ...base, why: answer.kind === 'backtrack' ? 'not-yet' : 'next-job' };
}

/** An answer the exercise takes: a job (1 to 7, the limit of jobs) or backtrack. */
export const isJob = (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1 && a.value <= 7);

/** Batch job scheduling's rules for exercise/simulate.js. */
export const FLOWSHOP_RULES = { expected: flowshopExpected, reason: flowshopReason };
