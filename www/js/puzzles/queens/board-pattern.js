//! The main board for N above SMALL_BOARD_MAX_N up to SVG_QUEENS_MAX_N, as new SVG elements
//! for queens-board.js to put in place: a patterned background (one <pattern>: real squares while
//! they are visible, shaded blocks of 10, 100, … squares beyond) and one mark per queen,
//! each with data-testid="queen", data-row and data-col (1-based). Nothing here writes to
//! the page.

import { svgEl } from '../../lib/dom.js';

/** Up to this N the page's ordinary board (crowns, row and column numbers) is drawn. */
export const SMALL_BOARD_MAX_N = 64;
/** Up to this N every queen is an SVG mark; beyond, the canvas overview (queens-board-overview.js). */
export const SVG_QUEENS_MAX_N = 2000;
/** Up to this N the background shows the squares themselves, light and dark. */
const CHECKER_MAX_N = 130;

/** Same proportions as the small board (queens-board-shapes.js): a 520-unit view, 24 for labels. */
const VIEW = 520;
const MARGIN = 24;
const BOARD = VIEW - MARGIN - 4;

/** Label spacing: the smallest 1, 2 or 5 × 10^k that puts at most 12 labels on an edge. */
export function labelStep(n) {
  for (let power = 1; ; power *= 10) {
    for (const m of [1, 2, 5]) {
      if (n / (m * power) <= 12) return m * power;
    }
  }
}

function patternDefs(block) {
  const [lightClass, darkClass] = block === 1 ? ['light', 'dark'] : ['block-light', 'block-dark'];
  const pattern = svgEl('pattern', {
    id: 'big-board-pattern', x: 0, y: 0, width: 2 * block, height: 2 * block, patternUnits: 'userSpaceOnUse',
  });
  pattern.append(
    svgEl('rect', { class: lightClass, width: 2 * block, height: 2 * block }),
    svgEl('rect', { class: darkClass, x: block, width: block, height: block }),
    svgEl('rect', { class: darkClass, y: block, width: block, height: block }),
  );
  const defs = svgEl('defs');
  defs.append(pattern);
  return defs;
}

function edgeLabels(n, step, scale) {
  const labels = svgEl('g', { class: 'labels', 'font-size': 13 * scale, 'aria-hidden': 'true' });
  const marks = [1];
  for (let k = step; k <= n; k += step) marks.push(k);
  for (const k of marks) {
    const mid = k - 0.5;
    const colLabel = svgEl('text', { x: mid, y: -7 * scale, 'text-anchor': 'middle' });
    colLabel.textContent = String(k);
    const rowLabel = svgEl('text', { x: -6 * scale, y: mid, 'text-anchor': 'end', 'dominant-baseline': 'central' });
    rowLabel.textContent = String(k);
    labels.append(colLabel, rowLabel);
  }
  return labels;
}

function queenMarks(n, cols) {
  // At least about 1.6 px of radius however small the squares get.
  const r = Math.max(0.4, (1.6 * n) / BOARD);
  const queens = svgEl('g', { class: 'big-queens' });
  for (let i = 0; i < cols.length; i += 1) {
    queens.append(svgEl('circle', {
      class: 'big-queen', cx: cols[i] - 0.5, cy: i + 0.5, r,
      'data-testid': 'queen', 'data-row': i + 1, 'data-col': cols[i],
    }));
  }
  return queens;
}

/**
 * The patterned board of `cols` (1-based columns, row 1 first):
 * { children: SVG elements, viewBox, block (squares per shaded block) }.
 */
export function patternBoard(n, cols) {
  const scale = n / BOARD;
  const step = labelStep(n);
  // Room for the widest row number on the left, half a column number on the right.
  const digits = String(step * Math.floor(n / step)).length;
  const margin = Math.max(MARGIN, digits * 8 + 10) * scale;
  const tail = Math.max(4, digits * 4) * scale;
  const size = n + margin + tail;
  const block = n <= CHECKER_MAX_N ? 1 : step;
  return {
    children: [
      patternDefs(block),
      svgEl('rect', { class: 'big-squares', width: n, height: n, fill: 'url(#big-board-pattern)' }),
      svgEl('rect', { class: 'edge', width: n, height: n, 'stroke-width': 2 * scale }),
      edgeLabels(n, step, scale),
      queenMarks(n, cols),
    ],
    viewBox: `${-margin} ${-margin} ${size} ${size}`,
    block,
  };
}
