//! The simulate exercise's rules for fill-in numbers: an action is the search's next node,
//! the number i it puts in square t (1…N), or a backtrack; a number that ok(t, i) refuses
//! (used already, or a sum with a neighbour that is not prime) is not an action (the trace's
//! `conflict` events, `tried`). The grading itself is exercise/simulate.js's. Pure: no DOM.
//! Events are puzzles/fillin/puzzle.js `decodeFillin`'s.

/** The square count of the grid: a backtrack from square 9 follows a filling. */
const LAST = 9;

/** The true action `next` (trace.next) as an answer: the number put in, or Backtrack. */
export function fillinExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.number } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`, for the words
 * (puzzles/fillin/exercise-strings.js), with the numbers of the core's events. For a number
 * put in: `fits` (the student backtracked, but the number fits), `earlier` (a smaller
 * number fits first), `refused` (the number asked is refused on the way: `by` its event),
 * `tried` (asked, but tried before the last backtrack); for a backtrack: `after-filling`
 * (the grid was full), `refused-all` (the numbers left were refused: `tried`) or
 * `none-left` (every number was tried).
 */
export function fillinReason(next, answer) {
  const e = next.event;
  const base = { event: e, tried: next.tried };
  if (next.kind === 'remove') {
    if (e.square === LAST) return { ...base, why: 'after-filling' };
    return { ...base, why: next.tried.length ? 'refused-all' : 'none-left' };
  }
  if (answer.kind !== 'number') return { ...base, why: 'fits' };
  if (answer.value > e.number) return { ...base, why: 'earlier', asked: answer.value };
  const by = next.tried.find((c) => c.number === answer.value);
  if (by) return { ...base, why: 'refused', asked: answer.value, by };
  return { ...base, why: 'tried', asked: answer.value };
}

/** An answer it takes: a number from 1 or backtrack; a number above this N is graded wrong. */
export const isNumber = (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1);

/** The fill-in's rules for exercise/simulate.js. */
export const FILLIN_RULES = { expected: fillinExpected, reason: fillinReason };
