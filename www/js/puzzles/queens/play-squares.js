//! Play mode's click targets on the main board: one transparent square per square
//! (`data-testid="square"`, data-row, data-col), built as a new layer for queens-board.js to put on
//! top, and their accessible state. The arrow keys move a roving tabindex between them.

import { setAttr, svgEl } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { squareBox } from './board-shapes.js';

/** A new layer of N×N squares; `focus` = { row, col } is the square that is a Tab stop. */
export function playSquaresLayer(n, focus) {
  const layer = svgEl('g', { class: 'play-squares' });
  layer.dataset.n = String(n);
  for (let row = 1; row <= n; row += 1) {
    for (let col = 1; col <= n; col += 1) {
      const { x, y, size } = squareBox(n, row, col);
      layer.append(svgEl('rect', {
        class: 'play-square', x, y, width: size, height: size, role: 'button',
        'data-testid': 'square', 'data-row': row, 'data-col': col,
        tabindex: row === focus.row && col === focus.col ? 0 : -1,
      }));
    }
  }
  return layer;
}

/** Names each square of `layer` by what it holds in `cols` (1-based columns, 0 = empty). */
export function labelPlaySquares(layer, cols) {
  for (const rect of layer.children) {
    const row = Number(rect.dataset.row);
    const col = Number(rect.dataset.col);
    const queen = cols[row - 1] === col;
    setAttr(rect, 'aria-label', t(queen ? 'play.square-queen' : 'play.square-empty', { row, col }));
    setAttr(rect, 'aria-pressed', String(queen));
  }
}

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The square a key moves to from (row, col) on an N board, or null for a key that is not
 * an arrow: { row, col } kept on the board.
 */
export function arrowMove(key, n, row, col) {
  if (!(key in MOVES)) return null;
  return {
    row: Math.min(n, Math.max(1, row + MOVES[key][0])),
    col: Math.min(n, Math.max(1, col + MOVES[key][1])),
  };
}
