//! The flag arrays of the O(1) checking method, read off a tuple x[1..N] (0 = empty row),
//! and the squares the placed queens attack. Pure, for display only: the search and its
//! conflict checks are the wasm Stepper's. Indices follow the pseudocode panel:
//! col[i] for column i, diag[k − i + n] for the diagonal of square (k, i) (r − c equal,
//! shifted to 1..2n−1) and anti[k + i] for its anti-diagonal (r + c equal, 2..2n).

/** The three arrays' index ranges for N, in the order drawn. */
export function flagRanges(n) {
  return [
    { key: 'col', from: 1, to: n },
    { key: 'diag', from: 1, to: 2 * n - 1 },
    { key: 'anti', from: 2, to: 2 * n },
  ];
}

/** The indices of square (row k, column i) in col, diag and anti. */
export function flagIndices(n, k, i) {
  return { col: i, diag: k - i + n, anti: k + i };
}

/**
 * The flags set by the queens of `cols` (1-based columns, 0 = empty row):
 * { col: Set, diag: Set, anti: Set } of the indices that are true.
 */
export function flagArrays(cols) {
  const n = cols.length;
  const set = { col: new Set(), diag: new Set(), anti: new Set() };
  cols.forEach((c, r) => {
    if (c === 0) return;
    const idx = flagIndices(n, r + 1, c);
    set.col.add(idx.col);
    set.diag.add(idx.diag);
    set.anti.add(idx.anti);
  });
  return set;
}

/** Every empty square that a queen of `cols` attacks, as [{ row, col }]. */
export function attackedSquares(cols) {
  const n = cols.length;
  const flags = flagArrays(cols);
  const squares = [];
  for (let row = 1; row <= n; row += 1) {
    if (cols[row - 1] !== 0) continue;
    for (let col = 1; col <= n; col += 1) {
      const idx = flagIndices(n, row, col);
      if (flags.col.has(idx.col) || flags.diag.has(idx.diag) || flags.anti.has(idx.anti)) {
        squares.push({ row, col });
      }
    }
  }
  return squares;
}

