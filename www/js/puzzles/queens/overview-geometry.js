//! The zoom and pan maths of the board overview (puzzles/queens/board-overview.js), on plain data.
//! A frame is { n, zoom, cx, cy }: the board is n squares wide, `zoom` ≥ 1 shows n / zoom
//! squares, and (cx, cy) is the centre of the view in squares from the top-left corner
//! (column, row, 0-based, fractional). Every function returns a new frame kept on the board.

/** Smallest span of the overview, in squares (the deepest zoom). */
export const MIN_SPAN = 8;

/** The whole board of N in view. */
export function fitFrame(n) {
  return { n, zoom: 1, cx: n / 2, cy: n / 2 };
}

/** Squares across the view. */
export function span(frame) {
  return frame.n / frame.zoom;
}

/** The deepest zoom for N: MIN_SPAN squares across (1 for a board smaller than that). */
export function maxZoom(n) {
  return Math.max(1, n / MIN_SPAN);
}

/** The view's top-left corner (x0, y0) and width `s`, in squares, kept on the board. */
export function frameOrigin(frame) {
  const s = span(frame);
  const clamp = (c) => Math.min(Math.max(c - s / 2, 0), frame.n - s);
  return { x0: clamp(frame.cx), y0: clamp(frame.cy), s };
}

/** The frame with its centre moved so the view lies on the board. */
export function clampFrame(frame) {
  const { x0, y0, s } = frameOrigin(frame);
  return { ...frame, cx: x0 + s / 2, cy: y0 + s / 2 };
}

function clampZoom(n, zoom) {
  return Math.min(maxZoom(n), Math.max(1, zoom));
}

/** Zooms by `factor`, keeping the board point under (fx, fy) (0..1 across the view) in place. */
export function zoomAt(frame, factor, fx = 0.5, fy = 0.5) {
  const before = frameOrigin(frame);
  const zoom = clampZoom(frame.n, frame.zoom * factor);
  if (zoom === frame.zoom) return frame;
  const px = before.x0 + fx * before.s;
  const py = before.y0 + fy * before.s;
  const s = frame.n / zoom;
  return clampFrame({ ...frame, zoom, cx: px - fx * s + s / 2, cy: py - fy * s + s / 2 });
}

/**
 * Zooms by `factor` centred on the queen of the middle row in view (`cols`: 1-based
 * columns, row 1 first), so the buttons always leave a queen to see.
 */
export function zoomOnMiddleQueen(frame, cols, factor) {
  const { y0, s } = frameOrigin(frame);
  const row = Math.min(frame.n - 1, Math.floor(y0 + s / 2));
  const zoom = clampZoom(frame.n, frame.zoom * factor);
  return clampFrame({ ...frame, zoom, cx: cols[row] - 0.5, cy: row + 0.5 });
}

/** Moves the view by (dx, dy) squares. */
export function panBy(frame, dx, dy) {
  const { x0, y0, s } = frameOrigin(frame);
  return clampFrame({ ...frame, cx: x0 + s / 2 + dx, cy: y0 + s / 2 + dy });
}

/**
 * The rows and columns in view, 1-based and inclusive: { r1, r2, c1, c2 }, and the
 * zoom as shown (one decimal below 10).
 */
export function frameReadout(frame) {
  const { x0, y0, s } = frameOrigin(frame);
  const first = (v) => Math.floor(v) + 1;
  const last = (v) => Math.min(frame.n, Math.ceil(v));
  return {
    r1: first(y0), r2: last(y0 + s), c1: first(x0), c2: last(x0 + s),
    zoom: frame.zoom < 10 ? frame.zoom.toFixed(frame.zoom % 1 ? 1 : 0) : Math.round(frame.zoom),
  };
}
