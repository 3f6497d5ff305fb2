//! A small board for the gallery: three SVG shapes whatever N is (the light background,
//! one path for the dark squares and one for the queens), in a viewBox where a square is
//! 1 unit. The paths are pure (unit-tested); `thumbnailSvg` builds the element.

import { svgEl } from '../../../lib/dom.js';
import { darkSquaresPath } from '../board.js';

/** Radius of a queen's dot, in squares. */
const DOT_R = 0.32;
const darkPaths = new Map();

/** The queens of `cols` (1-based columns, 0 = empty row) as one path of dots. */
export function placementPath(cols) {
  const r = DOT_R;
  const parts = [];
  cols.forEach((col, i) => {
    if (col === 0) return;
    const cx = col - 0.5;
    const cy = i + 0.5;
    parts.push(`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`);
  });
  return parts.join('');
}

/** The dark squares of an N × N thumbnail (cached per N). */
export function thumbnailDarkPath(n) {
  if (!darkPaths.has(n)) darkPaths.set(n, darkSquaresPath(n, 1));
  return darkPaths.get(n);
}

/** The `<svg>` of a small board of `cols`. */
export function thumbnailSvg(cols) {
  const n = cols.length;
  const svg = svgEl('svg', { viewBox: `0 0 ${n} ${n}`, 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svgEl('rect', { class: 'light', width: n, height: n }),
    svgEl('path', { class: 'dark', d: thumbnailDarkPath(n) }),
    svgEl('path', { class: 'dots', d: placementPath(cols) }),
  );
  return svg;
}
