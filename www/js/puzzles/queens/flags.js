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


/**
 * The flags the check ok(k, i) reads for square (row k, column i) of the flag method, in
 * the order it reads them: col[i], then diag[k − i + n], then anti[k + i], stopping at the
 * first one that a queen of an earlier row has set (the pseudocode's short-circuit
 * `!col[i] && !diag[k−i+n] && !anti[k+i]`, and the Rust stepper's `check`, whose
 * comparisons counter counts these reads). Rows k and below of `cols` are ignored, so
 * `cols` may already hold the queen placed on (k, i). Returns 1 to 3 entries
 * `{ key: 'col' | 'diag' | 'anti', index, set }`; only the last may have `set` true.
 */
export function flagsRead(cols, k, i) {
  const n = cols.length;
  const earlier = flagArrays(cols.map((c, r) => (r < k - 1 ? c : 0)));
  const idx = flagIndices(n, k, i);
  const reads = [];
  for (const { key } of flagRanges(n)) {
    const set = earlier[key].has(idx[key]);
    reads.push({ key, index: idx[key], set });
    if (set) break;
  }
  return reads;
}
