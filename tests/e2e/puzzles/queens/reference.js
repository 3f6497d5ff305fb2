//! Outside checks for the gallery, play and export tests, written from the definitions
//! and independent of the wasm core: a small backtracking enumerator (rows top to bottom,
//! columns left to right, so solutions come in lexicographic order) and the 8 symmetries
//! of the square worked out on the queens' coordinates.

/** Every solution of N as arrays of 1-based columns, in lexicographic order. */
export function allSolutions(n, limit = Infinity) {
  const out = [];
  const cols = [];
  const place = (row) => {
    if (row === n) {
      out.push(cols.slice());
      return;
    }
    for (let c = 1; c <= n && out.length < limit; c += 1) {
      const ok = cols.every((d, r) => d !== c && Math.abs(d - c) !== row - r);
      if (ok) {
        cols.push(c);
        place(row + 1);
        cols.pop();
      }
    }
  };
  place(0);
  return out;
}

/** The first solution of N in lexicographic order. */
export function firstSolution(n) {
  return allSolutions(n, 1)[0];
}

/**
 * The image of a placement (1-based columns, 0 = empty row) under a symmetry of the square,
 * by moving each queen (r, c): rotations clockwise, horizontal = mirror left–right,
 * vertical = top–bottom, diagonal = through (1,1)–(N,N), anti-diagonal = through (1,N)–(N,1).
 */
export function symmetry(cols, name) {
  const n = cols.length;
  const move = {
    identity: (r, c) => [r, c],
    rotate90: (r, c) => [c, n + 1 - r],
    rotate180: (r, c) => [n + 1 - r, n + 1 - c],
    rotate270: (r, c) => [n + 1 - c, r],
    'reflect-horizontal': (r, c) => [r, n + 1 - c],
    'reflect-vertical': (r, c) => [n + 1 - r, c],
    'reflect-diagonal': (r, c) => [c, r],
    'reflect-anti-diagonal': (r, c) => [n + 1 - c, n + 1 - r],
  }[name];
  const out = new Array(n).fill(0);
  cols.forEach((c, i) => {
    if (c === 0) return;
    const [r2, c2] = move(i + 1, c);
    out[r2 - 1] = c2;
  });
  return out;
}

export const SYMMETRIES = [
  'identity', 'rotate90', 'rotate180', 'rotate270',
  'reflect-horizontal', 'reflect-vertical', 'reflect-diagonal', 'reflect-anti-diagonal',
];

/** The distinct images of a solution under the 8 symmetries, as 'c1-c2-…' strings. */
export function images(cols) {
  return new Set(SYMMETRIES.map((name) => symmetry(cols, name).join('-')));
}

/** Lexicographic comparison of two equal-length column arrays. */
export function compareCols(a, b) {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
