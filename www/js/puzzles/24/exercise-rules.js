//! The simulate exercise's rules for 24 points (算24点): an action is the next pick the
//! search takes (its number at its depth: the pairs of numbers left in order, six
//! operations each) or a backtrack; a pick that divides by 0, or a last pick that does not
//! make a new 24, is dead (the trace's `conflict` events). The grading itself is
//! exercise/simulate.js's. Pure: no DOM. Events are puzzles/24/puzzle.js `decodePoints`'s.

import { pickCount, LEFT } from './puzzle.js';

/** The true action `next` (trace.next) as an answer: the pick's number, or Backtrack. */
export function pointsExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.choice } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`: for a pick,
 * `not-yet` (the student backtracked though a pick is left that passes the test), `dead`
 * (the pick asked fails the test: `by`, the trace's rejection), `tried` (asked before it:
 * the search goes on after the last pick tried), `first-left` (a later pick: this one
 * comes first and passes); for a backtrack, `after-solution` (a last pick made 24),
 * `all-dead` (every pick left failed: `tried`) or `no-pick-left` (all were tried).
 */
export function pointsReason(next, answer) {
  const e = next.event;
  const base = { event: e, tried: next.tried };
  if (next.kind === 'remove') {
    if (e.depth === 3) return { ...base, why: 'after-solution' };
    return { ...base, why: next.tried.length ? 'all-dead' : 'no-pick-left' };
  }
  if (answer.kind !== 'number') return { ...base, why: 'not-yet' };
  if (answer.value > e.choice) return { ...base, why: 'first-left', asked: answer.value };
  const by = next.tried.find((tried) => tried.choice === answer.value);
  if (by) return { ...base, why: 'dead', asked: answer.value, by };
  return { ...base, why: 'tried', asked: answer.value };
}

/** The largest pick number: the picks among the four cards. */
export const MAX_PICK = pickCount(LEFT[0]);

/** An answer the exercise takes: a pick 1 to 36 or backtrack. */
export const isPick = (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1 && a.value <= MAX_PICK);

/** The rules for exercise/simulate.js. */
export const POINTS_RULES = { expected: pointsExpected, reason: pointsReason };
