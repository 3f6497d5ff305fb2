//! The simulate exercise's rules for the loading problem: an action is the search's next
//! node, the left child (1: the container on ship 1, x = 1) or the right child (2: left
//! off, x = 0), or a backtrack; a child the constraint or the bounding function kills is not an action (the
//! trace's `conflict` events, `tried`). The grading itself is exercise/simulate.js's. Pure:
//! no DOM. Events are puzzles/loading/puzzle.js `loadingEvent`'s.

/** The true action `next` (trace.next) as an answer: 1 take, 2 skip, or Backtrack. */
export function loadingExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.take ? 1 : 2 } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`, for the words
 * (puzzles/loading/exercise-strings.js), with the numbers of the core's events: for a take of item
 * i, `take-fits` (cw + wᵢ stays within c₁, `size.c1`; the search tries the left
 * child first); for a skip, `too-heavy` (the take was killed by the constraint: `by`),
 * `take-done` (the take's subtree is done) or `bound-above` (the student backtracked, but
 * the bound is above the best); for a backtrack, `after-leaf` (a leaf was reached),
 * `killed` (the children left were killed: `tried`) or `both-done`.
 */
export function loadingReason(next, answer, size) {
  const e = next.event;
  const base = { event: e, tried: next.tried, c1: size.c1 };
  if (next.kind === 'remove') {
    if (e.depth === size.w.length) return { ...base, why: 'after-leaf' };
    return { ...base, why: next.tried.length ? 'killed' : 'both-done' };
  }
  if (e.take) return { ...base, why: 'take-fits' };
  if (answer.kind !== 'number') return { ...base, why: 'bound-above' };
  const by = next.tried.find((t) => t.take && t.depth === e.depth);
  return by ? { ...base, why: 'too-heavy', by } : { ...base, why: 'take-done' };
}

/** The loading problem's rules for exercise/simulate.js. */
export const LOADING_RULES = { expected: loadingExpected, reason: loadingReason };
