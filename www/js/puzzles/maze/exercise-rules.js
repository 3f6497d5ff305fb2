//! The simulate exercise's rules for the maze (迷宫问题): an action is the next move the
//! search makes (1 to 4: up, right, down, left, the core's order) or a backtrack; a move is
//! rejected when it leaves the grid, hits a wall or reaches a square on the path (the
//! trace's `conflict` events). The grading itself is exercise/simulate.js's. Pure: no DOM.

/** The true action `next` (trace.next) as an answer: the move's number, or Backtrack. */
export function mazeExpected(next) {
  return next.kind === 'place' ? { kind: 'number', value: next.event.dir } : { kind: 'backtrack' };
}

/**
 * Why the search takes the action `next` rather than the student's `answer`: for a move
 * `dir` to (row, col): `open-left` (the student backtracked though the move is open),
 * `blocked` (the move asked fails the test: `by` the trace's rejection, with its square and
 * why), `tried` (asked before a backtrack: the search goes on with the next move),
 * `first-open` (a later move: `dir` comes first and is open); for a backtrack (square
 * (row, col) unmarked): `after-solution` (the exit was just reached, `size.exit`),
 * `all-blocked` (every move left fails: `tried`) or `no-move-left` (all four were tried).
 */
export function mazeReason(next, answer, size) {
  const e = next.event;
  const base = {
    dir: e.dir, row: e.row, col: e.col, tried: next.tried,
  };
  if (next.kind === 'remove') {
    if (e.row === size.exit[0] && e.col === size.exit[1]) return { ...base, why: 'after-solution' };
    return { ...base, why: next.tried.length ? 'all-blocked' : 'no-move-left' };
  }
  if (answer.kind !== 'number') return { ...base, why: 'open-left' };
  if (answer.value > e.dir) return { ...base, why: 'first-open', asked: answer.value };
  const by = next.tried.find((tried) => tried.dir === answer.value);
  if (by) return { ...base, why: 'blocked', asked: answer.value, by };
  return { ...base, why: 'tried', asked: answer.value };
}

/** An answer the maze's exercise takes: a move 1 to 4 or backtrack. */
export const isMove = (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1 && a.value <= 4);

/** The maze's rules for exercise/simulate.js. */
export const MAZE_RULES = { expected: mazeExpected, reason: mazeReason };
