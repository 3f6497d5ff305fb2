//! Play mode's placements as plain data: one queen per row, as in the tuple x[1..N]
//! (x[i] = column of the queen in row i, 0 = no queen yet), and what Check finds in one.
//! Whether a placement is a solution and which pairs attack come from the wasm core
//! (`attacks`, `is_solution`); this module only shapes them. No DOM, no words.

/** An empty board of N: N rows, no queen. */
export function emptyPlacement(n) {
  return new Array(n).fill(0);
}

/** The placement after a click on (row, col): place, move within the row, or remove. */
export function clickPlacement(cols, row, col) {
  const next = cols.slice();
  next[row - 1] = next[row - 1] === col ? 0 : col;
  return next;
}

/** True when no two placed queens share a column, so every symmetry keeps one queen per row. */
export function transformable(cols) {
  const placed = cols.filter((c) => c !== 0);
  return new Set(placed).size === placed.length;
}

/** Queens on the board (non-zero entries). */
export function placedCount(cols) {
  let placed = 0;
  for (const c of cols) if (c !== 0) placed += 1;
  return placed;
}

/** Lines by their code in the wasm `attacks`. */
const LINES = ['column', 'diagonal', 'anti-diagonal'];

/**
 * The attacking pairs from the wasm `attacks` (a `Uint32Array`, five numbers a pair) as
 * `[{ row_a, col_a, row_b, col_b, line }]`: 1-based squares, row_a < row_b, line
 * `column`, `diagonal` or `anti-diagonal`.
 */
export function attackPairs(packed) {
  const pairs = [];
  for (let i = 0; i + 5 <= packed.length; i += 5) {
    pairs.push({
      row_a: packed[i], col_a: packed[i + 1], row_b: packed[i + 2], col_b: packed[i + 3], line: LINES[packed[i + 4]],
    });
  }
  return pairs;
}

/**
 * The attacking pairs (see attackPairs) as the board's `conflicts` (see queens-board.js);
 * `lineLabel(line)` gives the words drawn beside each line.
 */
export function conflictPairs(pairs, lineLabel = () => undefined) {
  return pairs.map((p) => ({
    rowA: p.row_a, colA: p.col_a, rowB: p.row_b, colB: p.col_b, line: p.line,
    label: lineLabel(p.line),
  }));
}

/**
 * What Check finds, as data (the words are puzzles/queens/board-tools.js's `checkText`):
 * { kind: 'empty' } | { kind: 'conflict', pairs } | { kind: 'incomplete', rows } |
 * { kind: 'solved', line, index: number | null, total }.
 * `isSolution(Uint32Array)` and `formatLine(Uint32Array)` are the wasm functions.
 */
export function checkPlacement(cols, pairs, isSolution, formatLine) {
  if (cols.every((c) => c === 0)) return { kind: 'empty' };
  if (pairs.length > 0) return { kind: 'conflict', pairs };
  const rows = cols.flatMap((c, i) => (c === 0 ? [i + 1] : []));
  if (rows.length > 0) return { kind: 'incomplete', rows };
  const full = Uint32Array.from(cols);
  if (!isSolution(full)) return { kind: 'conflict', pairs };
  return { kind: 'solved', line: formatLine(full), index: null, total: null };
}
