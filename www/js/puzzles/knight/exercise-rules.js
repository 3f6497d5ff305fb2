//! The simulate exercise's rules for the knight's rightward path (跳马问题): an action is
//! the next jump the search makes (its move ①–④, the notes' order dx = (1, 2, 2, 1),
//! dy = (−2, −1, 1, 2)) or a backtrack; a move is rejected when it leaves the board (the
//! trace's `conflict` events). The grading itself is exercise/simulate.js's. Pure: no DOM.

/** The true action `next` (trace.next) as an answer: the move's number, or Backtrack. */
export function knightExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.dir } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`, for the
 * words (exercise/knight-words.js): for a jump by move `dir` to (x, y): `safe-left` (the
 * student backtracked though the move stays on the board), `leaves` (the move asked leaves
 * the board: `by` the trace's rejection, with its landing square), `tried` (asked before
 * a backtrack: the search goes on with the next move), `first-safe` (a later move: `dir`
 * comes first and stays on the board); for a backtrack (the jump to (x, y) undone):
 * `after-solution` (a path was just found, `size` = { n, m }), `all-leave` (every move left
 * leaves the board: `tried`) or `no-move-left` (all four moves were tried).
 */
export function knightReason(next, answer, size) {
  const e = next.event;
  const base = {
    dir: e.dir, x: e.x, y: e.y, tried: next.tried,
  };
  if (next.kind === 'remove') {
    if (e.x === size.n && e.y === size.m) return { ...base, why: 'after-solution' };
    return { ...base, why: next.tried.length ? 'all-leave' : 'no-move-left' };
  }
  if (answer.kind !== 'number') return { ...base, why: 'safe-left' };
  if (answer.value > e.dir) return { ...base, why: 'first-safe', asked: answer.value };
  const by = next.tried.find((t) => t.dir === answer.value);
  if (by) return { ...base, why: 'leaves', asked: answer.value, by };
  return { ...base, why: 'tried', asked: answer.value };
}

/** An answer the knight's exercise takes: a move ① to ④ (1 to 4) or backtrack. */
export const isMove = (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1 && a.value <= 4);

/** The knight's rules for exercise/simulate.js. */
export const KNIGHT_RULES = { expected: knightExpected, reason: knightReason };
