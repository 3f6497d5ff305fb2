//! The simulate exercise's rules on a subset tree with a constraint and a bounding function:
//! an action is the search's next node, the left child (1: x = 1) or the right child (2:
//! x = 0), or a backtrack; a child the constraint or the bounding function kills is not an
//! action (the trace's `conflict` events, `tried`). The grading itself is
//! exercise/simulate.js's. Pure: no DOM. Events carry `take` (x = 1) and `depth`.

/** The true action `next` (trace.next) as an answer: 1 (x = 1), 2 (x = 0), or Backtrack. */
export function subsetExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.take ? 1 : 2 } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`, for the
 * puzzle's words, with the numbers of the core's events: for x = 1 at item i, `take-fits`
 * (the constraint holds; the search tries the left child first); for x = 0, `too-heavy` (x
 * = 1 was killed by the constraint: `by`), `take-done` (the left subtree is done) or
 * `bound-above` (the student backtracked, but the bound is above the best); for a
 * backtrack, `after-leaf` (a leaf was reached), `killed` (the children left were killed:
 * `tried`) or `both-done`. `params` is what the instance `size` adds to the words (the
 * capacity).
 */
export function subsetReason(next, answer, size, params) {
  const e = next.event;
  const base = { event: e, tried: next.tried, ...params };
  if (next.kind === 'remove') {
    if (e.depth === size.w.length) return { ...base, why: 'after-leaf' };
    return { ...base, why: next.tried.length ? 'killed' : 'both-done' };
  }
  if (e.take) return { ...base, why: 'take-fits' };
  if (answer.kind !== 'number') return { ...base, why: 'bound-above' };
  const by = next.tried.find((t) => t.take && t.depth === e.depth);
  return by ? { ...base, why: 'too-heavy', by } : { ...base, why: 'take-done' };
}

/** An answer a subset tree's exercise takes: 1 (x = 1), 2 (x = 0) or backtrack. */
export const subsetTakes = (a) => a.kind === 'backtrack' || (a.kind === 'number' && (a.value === 1 || a.value === 2));

/** The rules for exercise/simulate.js of a subset tree whose words take `params(size)`. */
export function subsetRules(params) {
  return { expected: subsetExpected, reason: (next, answer, size) => subsetReason(next, answer, size, params(size)) };
}
