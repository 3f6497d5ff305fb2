//! The simulate exercise's rules for graph colouring (图的着色问题): an action is the colour
//! the search gives the next vertex (1 to m, tried in increasing order) or a backtrack; a
//! colour is refused when a coloured neighbour of the vertex has it (the trace's `conflict`
//! events, each naming that neighbour). The grading itself is exercise/simulate.js's.
//! Pure: no DOM.

/** The true action `next` (trace.next) as an answer: the colour's number, or Backtrack. */
export function coloringExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.color } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`: for a colour
 * `color` given to vertex `vertex`: `open-left` (the student backtracked though the colour
 * is allowed), `refused` (the colour asked is a neighbour's: `by` the trace's refusal, with
 * the neighbour), `tried` (asked before a backtrack: the search goes on with the next
 * colour), `first-allowed` (a later colour: `color` comes first and is allowed); for a
 * backtrack (vertex `vertex`'s colour taken back): `after-solution` (every vertex was
 * coloured, the last is `size.n`), `all-refused` (every colour left is a neighbour's:
 * `tried`) or `no-color-left` (all m were tried).
 */
export function coloringReason(next, answer, size) {
  const e = next.event;
  const base = { vertex: e.vertex, color: e.color, tried: next.tried };
  if (next.kind === 'remove') {
    if (e.vertex === size.n) return { ...base, why: 'after-solution' };
    return { ...base, why: next.tried.length ? 'all-refused' : 'no-color-left' };
  }
  if (answer.kind !== 'number') return { ...base, why: 'open-left' };
  if (answer.value > e.color) return { ...base, why: 'first-allowed', asked: answer.value };
  const by = next.tried.find((tried) => tried.color === answer.value);
  if (by) return { ...base, why: 'refused', asked: answer.value, by };
  return { ...base, why: 'tried', asked: answer.value };
}

/** The answers an exercise with `m` colours takes: a colour 1 to m or backtrack. */
export const colorTakes = (m) => (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1 && a.value <= m);

/** Graph colouring's rules for exercise/simulate.js. */
export const COLORING_RULES = { expected: coloringExpected, reason: coloringReason };
