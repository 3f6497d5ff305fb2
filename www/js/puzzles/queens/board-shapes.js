//! The small main board's SVG shapes (N up to SMALL_BOARD_MAX_N): squares, coordinate
//! labels, crowns and the search's overlays, as new elements for queens-board.js to put in place.
//! Nothing here writes to the page.
//!
//! Rows are numbered 1..N top to bottom and columns 1..N left to right, as in the
//! textbook tuple x[1..N] (x[i] = column of the queen in row i).

import { svgEl } from '../../lib/dom.js';

/** Size of the drawing in viewBox units; the CSS scales it to the page. */
const VIEW = 520;
/** Room for the row and column numbers, left of and above the board. */
const MARGIN = 24;
/** Width of the board proper, in viewBox units. */
const BOARD = VIEW - MARGIN - 4;

/**
 * The queen: a five-pointed crown on a base, in a 100×100 box, drawn as one path
 * (balls on the points are arcs), so no font or emoji is needed.
 */
export const CROWN_PATH = [
  'M20 76 L11 35 L28 52 L31 25 L43 49 L50 19 L57 49 L69 25 L72 52 L89 35 L80 76 Z',
  'M18 81 H82 V91 H18 Z',
  ...[[11, 30], [31, 20], [50, 14], [69, 20], [89, 30]].map(
    ([x, y]) => `M${x - 6} ${y} a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 Z`,
  ),
].join(' ');

/**
 * One path covering the dark squares of an N×N board whose top-left corner is
 * (x0, y0) and whose squares are `size` units wide. Square (1,1) is light.
 */
export function darkSquaresPath(n, size, x0 = 0, y0 = 0) {
  const parts = [];
  for (let row = 1; row <= n; row += 1) {
    for (let col = 1; col <= n; col += 1) {
      if ((row + col) % 2 === 1) {
        parts.push(`M${x0 + (col - 1) * size} ${y0 + (row - 1) * size}h${size}v${size}h${-size}z`);
      }
    }
  }
  return parts.join('');
}

function squareSize(n) {
  return BOARD / n;
}

/** Top-left corner of square (row, col), 1-based, in viewBox units. */
function corner(n, row, col) {
  const s = squareSize(n);
  return { x: MARGIN + (col - 1) * s, y: MARGIN + (row - 1) * s };
}

function centre(n, row, col) {
  const s = squareSize(n);
  const { x, y } = corner(n, row, col);
  return { x: x + s / 2, y: y + s / 2 };
}

/** Square (row, col), 1-based, in viewBox units: { x, y, size } (play mode's click targets). */
export function squareBox(n, row, col) {
  return { ...corner(n, row, col), size: squareSize(n) };
}

/**
 * An attacking pair of a placement in play mode: a ring round each queen and the line
 * between them, with the line's kind in words, so the conflict is not shown by colour alone.
 * The words go beside the line where they clear the words of the pairs before (`taken`).
 */
function pairConflict(n, { rowA, colA, rowB, colB, line, label }, taken) {
  const s = squareSize(n);
  const a = centre(n, rowA, colA);
  const b = centre(n, rowB, colB);
  const ring = (p) => svgEl('circle', {
    class: 'attacker-ring', cx: p.x, cy: p.y, r: s * 0.47, 'stroke-width': Math.max(2, s * 0.07),
  });
  const marks = [ring(a), ring(b), svgEl('line', {
    class: 'conflict-line', x1: a.x, y1: a.y, x2: b.x, y2: b.y,
    'stroke-width': Math.max(2.5, s * 0.09),
    'data-testid': 'conflict', 'data-from-row': rowA, 'data-from-col': colA,
    'data-row': rowB, 'data-col': colB, 'data-kind': line,
  })];
  return { marks, text: label ? pairLabel(n, a, b, label, taken) : null };
}

function pairLabel(n, a, b, label, taken) {
  const s = squareSize(n);
  const fontSize = Math.max(9, Math.min(15, s * 0.3));
  const w = label.length * fontSize * 0.6 + 6;
  const h = fontSize * 1.3;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const perp = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
  // Far enough from the line that the words' box does not cross it.
  const reach = Math.abs(perp.x) * (w / 2) + Math.abs(perp.y) * (h / 2) + 3;
  const box = (x, y) => ({ x0: x - w / 2, x1: x + w / 2, y0: y - h / 2, y1: y + h / 2 });
  const clear = (bx) => taken.every((o) => bx.x1 <= o.x0 || o.x1 <= bx.x0 || bx.y1 <= o.y0 || o.y1 <= bx.y0);
  let best = null;
  for (const along of [0.5, 0.35, 0.65, 0.2, 0.8]) {
    for (const side of [1, -1]) {
      const x = Math.min(Math.max(a.x + (b.x - a.x) * along + side * perp.x * reach, MARGIN + w / 2), MARGIN + BOARD - w / 2);
      const y = Math.min(Math.max(a.y + (b.y - a.y) * along + side * perp.y * reach, MARGIN + h / 2), MARGIN + BOARD - h / 2);
      const candidate = { x, y, box: box(x, y) };
      best ??= candidate;
      if (clear(candidate.box)) {
        best = candidate;
        break;
      }
    }
    if (best && clear(best.box)) break;
  }
  taken.push(best.box);
  const text = svgEl('text', {
    class: 'conflict-label', x: best.x, y: best.y, 'text-anchor': 'middle',
    'dominant-baseline': 'central', 'font-size': fontSize, 'stroke-width': fontSize * 0.3,
    'data-testid': 'conflict-label',
  });
  text.textContent = label;
  return text;
}

/**
 * The squares, the labels and an empty overlay group of an N board: [squares, labels, overlay].
 * What a link draws in the overlay (its queens, marks) is left out of the build's first-view
 * skeleton (`data-skeleton-empty`, scripts/prerender.mjs).
 */
export function squareLayers(n) {
  const s = squareSize(n);
  const fontSize = Math.min(15, s * 0.62);
  const squares = svgEl('g', { class: 'squares' });
  squares.append(
    svgEl('rect', { class: 'light', x: MARGIN, y: MARGIN, width: BOARD, height: BOARD }),
    svgEl('path', { class: 'dark', d: darkSquaresPath(n, s, MARGIN, MARGIN) }),
    svgEl('rect', { class: 'edge', x: MARGIN, y: MARGIN, width: BOARD, height: BOARD }),
  );
  const labels = svgEl('g', { class: 'labels', 'font-size': fontSize, 'aria-hidden': 'true' });
  for (let i = 1; i <= n; i += 1) {
    const mid = MARGIN + (i - 0.5) * s;
    const colLabel = svgEl('text', { x: mid, y: MARGIN - 7, 'text-anchor': 'middle' });
    colLabel.textContent = String(i);
    const rowLabel = svgEl('text', { x: MARGIN - 6, y: mid, 'text-anchor': 'end', 'dominant-baseline': 'central' });
    rowLabel.textContent = String(i);
    labels.append(colLabel, rowLabel);
  }
  return [squares, labels, svgEl('g', { class: 'overlay', 'data-skeleton-empty': '' })];
}

/** The small board's viewBox. */
export const SMALL_VIEWBOX = `0 0 ${VIEW} ${VIEW}`;

function crown(n, row, col, className, attrs = {}) {
  const s = squareSize(n);
  const { x, y } = corner(n, row, col);
  const scale = (s * 0.8) / 100;
  const g = svgEl('g', {
    class: className,
    transform: `translate(${x + s * 0.1} ${y + s * 0.08}) scale(${scale})`,
    ...attrs,
  });
  g.append(svgEl('path', { d: CROWN_PATH }));
  return g;
}

function squareRect(n, row, col, className, attrs = {}) {
  const s = squareSize(n);
  const { x, y } = corner(n, row, col);
  return svgEl('rect', { class: className, x, y, width: s, height: s, ...attrs });
}

function cross(n, row, col) {
  const s = squareSize(n);
  const { x, y } = corner(n, row, col);
  const a = s * 0.28;
  const b = s * 0.72;
  return svgEl('path', {
    class: 'candidate-cross',
    d: `M${x + a} ${y + a}L${x + b} ${y + b}M${x + b} ${y + a}L${x + a} ${y + b}`,
    'stroke-width': Math.max(2, s * 0.08),
  });
}

/**
 * The conflict line's kind as text (e.g. "diagonal"), beside the middle of the line on
 * the side towards the board's centre, with a light halo so it reads over the squares.
 */
function conflictLabel(n, { row, col, attackerRow, attackerCol, label }) {
  const s = squareSize(n);
  const a = centre(n, attackerRow, attackerCol);
  const b = centre(n, row, col);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const perp = { x: (-(b.y - a.y) / len) * s * 0.34, y: ((b.x - a.x) / len) * s * 0.34 };
  const middle = MARGIN + BOARD / 2;
  const towards = (perp.x * (middle - mid.x) + perp.y * (middle - mid.y)) >= 0 ? 1 : -1;
  const fontSize = Math.max(9, Math.min(15, s * 0.3));
  const text = svgEl('text', {
    class: 'conflict-label',
    x: mid.x + towards * perp.x,
    y: mid.y + towards * perp.y,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'font-size': fontSize,
    'stroke-width': fontSize * 0.3,
    'data-testid': 'conflict-label',
  });
  text.textContent = label;
  return text;
}

/**
 * The overlay's elements for `model` (queens, candidate, conflicts, shading):
 *
 * model = {
 *   n,                 // board size
 *   cols,              // length-n array, cols[i-1] = column of row i, 0 = empty row
 *   candidate,         // null | { row, col, kind: 'place' | 'conflict' }
 *   conflict,          // null | { row, col, attackerRow, attackerCol, line, label? }: label
 *                      //   is the line's kind in words, drawn beside it
 *   removed,           // null | { row, col }: the queen just taken away on backtrack
 *   currentRow,        // null | row the search is working on
 *   solved,            // true when cols is a complete solution
 *   attacked,          // optional [{ row, col }]: empty squares the queens attack, shaded
 *   conflicts,         // optional [{ rowA, colA, rowB, colB, line, label? }]: every
 *                      //   attacking pair (play mode), queens ringed and joined by a line
 *   label,             // accessible description of the board
 * }
 */
export function overlayItems(model) {
  const { n } = model;
  const s = squareSize(n);
  const items = [];

  for (const { row, col } of model.attacked ?? []) {
    items.push(squareRect(n, row, col, 'attacked', { 'data-testid': 'attacked', 'data-row': row, 'data-col': col }));
  }
  if (model.currentRow) {
    const { x, y } = corner(n, model.currentRow, 1);
    items.push(svgEl('rect', { class: 'current-row', x, y, width: BOARD, height: s }));
  }
  if (model.candidate) {
    const { row, col, kind } = model.candidate;
    items.push(squareRect(n, row, col, `candidate candidate-${kind}`, {
      'data-testid': 'candidate', 'data-row': row, 'data-col': col, 'data-kind': kind,
      'stroke-width': Math.max(2, s * 0.07),
    }));
  }
  if (model.removed) {
    items.push(crown(n, model.removed.row, model.removed.col, 'queen-removed'));
  }
  if (model.conflict) {
    const { row, col, attackerRow, attackerCol, line } = model.conflict;
    const from = centre(n, attackerRow, attackerCol);
    const to = centre(n, row, col);
    items.push(
      svgEl('circle', {
        class: 'attacker-ring', cx: from.x, cy: from.y, r: s * 0.47,
        'stroke-width': Math.max(2, s * 0.07),
      }),
      svgEl('line', {
        class: 'conflict-line', x1: from.x, y1: from.y, x2: to.x, y2: to.y,
        'stroke-width': Math.max(2.5, s * 0.09),
        'data-testid': 'conflict', 'data-from-row': attackerRow, 'data-from-col': attackerCol,
        'data-row': row, 'data-col': col, 'data-kind': line,
      }),
    );
  }
  const pairs = model.conflicts ?? [];
  const labelBoxes = [];
  const pairShapes = pairs.map((pair) => pairConflict(n, pair, labelBoxes));
  for (const { marks } of pairShapes) items.push(...marks);
  const inConflict = new Set(pairs.flatMap((p) => [p.rowA, p.rowB]));
  model.cols.forEach((col, i) => {
    if (col === 0) return;
    const row = i + 1;
    const attacker = (model.conflict && model.conflict.attackerRow === row) || inConflict.has(row);
    items.push(crown(n, row, col, attacker ? 'queen attacker' : 'queen', {
      'data-testid': 'queen', 'data-row': row, 'data-col': col,
    }));
  });
  if (model.conflict) items.push(cross(n, model.conflict.row, model.conflict.col));
  if (model.conflict?.label) items.push(conflictLabel(n, model.conflict));
  for (const { text } of pairShapes) if (text) items.push(text);

  return items;
}
