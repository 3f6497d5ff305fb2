//! The gallery list's geometry, in CSS px (matching js/puzzles/queens/gallery.css): how many items a row
//! holds, their size, and which rows are in sight. Pure.

/** The gap between items, the narrowest item by view, the caption's and class line's height. */
export const GAP = 8;
const MIN_ITEM_W = { all: 84, fundamental: 136 };
const CAPTION_H = 20;
const CLASS_H = 44;
/** An item's padding and border across. */
const ITEM_PAD_W = 16;
/** Rows drawn above and below the visible ones. */
const OVERSCAN_ROWS = 2;

/**
 * The layout for a list `width` px wide whose widest caption is `captionW` px:
 * { cols, itemW, itemH, pitch } (pitch = item height + gap).
 */
export function listLayout(width, captionW, fundamental) {
  const minW = Math.max(fundamental ? MIN_ITEM_W.fundamental : MIN_ITEM_W.all, Math.ceil(captionW) + ITEM_PAD_W);
  const cols = Math.max(1, Math.floor((width + GAP) / (minW + GAP)));
  const itemW = (width - (cols - 1) * GAP) / cols;
  const itemH = Math.round(itemW + CAPTION_H + (fundamental ? CLASS_H : 0));
  return { cols, itemW, itemH, pitch: itemH + GAP };
}

/**
 * The view positions to draw, [from, to), and the first drawn row, for `count` items
 * scrolled to `top` in a window `height` px high.
 */
export function visibleRange(layout, count, top, height) {
  const { cols, pitch } = layout;
  const rows = Math.ceil(count / cols);
  const firstRow = Math.max(0, Math.floor(top / pitch) - OVERSCAN_ROWS);
  const lastRow = Math.min(rows - 1, Math.floor((top + height) / pitch) + OVERSCAN_ROWS);
  return {
    firstRow, from: firstRow * cols, to: Math.min(count, (lastRow + 1) * cols),
    height: Math.max(0, rows * pitch - GAP),
  };
}

/** The scrollTop that brings view position `position` into sight ('top' | 'centre' | 'nearest'). */
export function revealTop(layout, position, mode, scrollTop, height) {
  if (mode === 'top') return 0;
  const top = Math.floor(position / layout.cols) * layout.pitch;
  if (mode === 'centre') return Math.max(0, top - (height - layout.itemH) / 2);
  if (top < scrollTop) return top;
  if (top + layout.itemH > scrollTop + height) return top + layout.itemH - height;
  return scrollTop;
}

/** The view position a key moves to from `from` (null: not a moving key). */
export function keyTarget(layout, key, from, count, height) {
  const { cols } = layout;
  const visibleRows = Math.max(1, Math.floor(height / layout.pitch));
  const moves = {
    ArrowRight: 1, ArrowLeft: -1, ArrowDown: cols, ArrowUp: -cols,
    PageDown: cols * visibleRows, PageUp: -cols * visibleRows,
  };
  let to;
  if (key === 'Home') to = 0;
  else if (key === 'End') to = count - 1;
  else if (key in moves) to = from + moves[key];
  else return null;
  return Math.max(0, Math.min(count - 1, to));
}
