//! The simulate exercise's rules for N-Queens: an action is the next queen placed (its
//! square) or a backtrack, and why the search takes it. The grading itself is
//! exercise/simulate.js's. Pure: no DOM.

/** The true action `next` (trace.next) as an answer: the queens' square, or Backtrack. */
export function expectedAnswer(next) {
  return next.kind === 'place' ? { kind: 'square', row: next.event.row, col: next.event.col } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` (trace.next) rather than the student's `answer`,
 * as data for the words (puzzles/queens/exercise-words.js):
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

/** An answer the simulate exercise takes: a square (of any row) or a backtrack. */
export const simulateTakes = (a) => a.kind === 'square' || a.kind === 'backtrack';

/** The queens' rules: the answer of an action, and why the search takes it. */
export const QUEENS_RULES = { expected: expectedAnswer, reason: queensReason };

