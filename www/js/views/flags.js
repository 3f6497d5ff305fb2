//! The flag arrays of the O(1) checking method, drawn as three strips under the board,
//! and the squares the placed queens attack (the board's optional shading).
//!
//! Both are read off the current tuple x[1..N] for display only: the search and its
//! conflict checks are the wasm Stepper's. Indices follow the pseudocode panel:
//! col[i] for column i, diag[k − i + n] for the diagonal of square (k, i) (r − c equal,
//! shifted to 1..2n−1) and anti[k + i] for its anti-diagonal (r + c equal, 2..2n).

import { setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/** The strips built into each root element: [{ key, cells: Map(index → cell) }]. */
const builtStrips = new WeakMap();

/** Above this N the strips' cells are too narrow for their index numbers. */
const NUMBERED_MAX_N = 10;

/** The three arrays' index ranges for N, in the order drawn. */
function ranges(n) {
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

/** Builds the three strips for N into `root` (a <div>). */
function build(root, n) {
  const rows = ranges(n).map(({ key, from, to }) => {
    const row = document.createElement('div');
    row.className = 'flag-row';
    const name = document.createElement('span');
    name.className = 'flag-name';
    name.textContent = t(`flags.${key}`);
    const strip = document.createElement('span');
    strip.className = 'flag-cells';
    strip.style.gridTemplateColumns = `repeat(${to - from + 1}, minmax(0, 1fr))`;
    const cells = new Map();
    for (let i = from; i <= to; i += 1) {
      const cell = document.createElement('span');
      cell.className = 'flag';
      cell.title = `${key}[${i}]`;
      cell.dataset.testid = 'flag';
      cell.dataset.array = key;
      cell.dataset.index = String(i);
      if (n <= NUMBERED_MAX_N) cell.textContent = String(i);
      strip.append(cell);
      cells.set(i, cell);
    }
    row.append(name, strip);
    return { key, cells, row };
  });
  root.replaceChildren(...rows.map((r) => r.row));
  root.dataset.n = String(n);
  builtStrips.set(root, rows);
}

/**
 * Lights the flags set by `cols`; with `candidate` ({ row, col, kind } of the square the
 * search is trying), outlines the three flags the check reads, red where one is set
 * before a conflict. `legend` gets the strips' one-line explanation.
 */
export function renderFlags(root, legend, cols, candidate) {
  const n = cols.length;
  if (root.dataset.n !== String(n)) build(root, n);
  const set = flagArrays(cols);
  const checked = candidate ? flagIndices(n, candidate.row, candidate.col) : null;
  for (const { key, cells } of builtStrips.get(root)) {
    for (const [i, cell] of cells) {
      const on = set[key].has(i);
      const isChecked = checked !== null && checked[key] === i;
      cell.classList.toggle('on', on);
      cell.classList.toggle('checked', isChecked);
      cell.classList.toggle('blocked', isChecked && on && candidate.kind === 'conflict');
    }
  }
  setText(legend, checked
    ? t('flags.legend-check', {
      k: candidate.row, i: candidate.col, col: checked.col, diag: checked.diag, anti: checked.anti,
    })
    : t('flags.legend'));
}
