//! The simulate exercise's rules for the combinations: an action is the search's next node,
//! the value i it takes for x[t] (1…n), or a backtrack; a value the constraint function or
//! the bound kills is not an action (the trace's `conflict` events, `tried`). The grading
//! itself is exercise/simulate.js's. Pure: no DOM. Events are puzzles/combinations/puzzle.js
//! `combEvent`'s.

/** The true action `next` (trace.next) as an answer: the value taken, or Backtrack. */
export function combExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.value } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`, for the words
 * (puzzles/combinations/exercise-strings.js), with the numbers of the core's events: for a
 * value taken, `next-value` (the values before it at this node were killed: `tried`, or
 * their subtrees are done); for a backtrack, `after-leaf` (a combination was output),
 * `killed` (the values left were killed: `tried`) or `all-done`.
 */
export function combReason(next, answer, size) {
  const e = next.event;
  const base = { event: e, tried: next.tried, size };
  if (next.kind === 'remove') {
    if (e.depth === size.r) return { ...base, why: 'after-leaf' };
    return { ...base, why: next.tried.length ? 'killed' : 'all-done' };
  }
  return { ...base, why: 'next-value' };
}

/** An answer it takes: a value 1…9 (the largest n) or backtrack; a value above this n is graded wrong. */
export const isValue = (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1);

/** The combinations' rules for exercise/simulate.js. */
export const COMBINATIONS_RULES = { expected: combExpected, reason: combReason };
