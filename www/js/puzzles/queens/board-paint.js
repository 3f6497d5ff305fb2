//! One frame of the animated export painted on a canvas 2D context (an OffscreenCanvas's
//! in puzzles/queens/workers/gif-worker.js): the board of a step as the page's board shows it
//! (puzzles/queens/board-shapes.js: the current row, the square tried, the attacking queen
//! ringed, the conflict line and the cross, the queen just removed dashed, the edge green at
//! a solution) and its caption under it. No DOM: `ctx` is any CanvasRenderingContext2D-like
//! object, so a unit test can record the calls. Layout and colours: puzzles/queens/animation.js.

import { COLOURS, TINTS } from './animation.js';
import { CROWN_PATH } from './board-shapes.js';

const FONT_FAMILY = 'system-ui, "Segoe UI", "DejaVu Sans", "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif';

/** The canvas font for `px` px, bold or not. */
export function frameFont(px, bold = false) {
  return `${bold ? '700' : '400'} ${px}px ${FONT_FAMILY}`;
}

/** Centre of square (row, col), 1-based, in px. */
function centre(board, row, col) {
  return { x: board.x + (col - 0.5) * board.square, y: board.y + (row - 0.5) * board.square };
}

function squares(ctx, board, n) {
  for (let row = 1; row <= n; row += 1) {
    for (let col = 1; col <= n; col += 1) {
      ctx.fillStyle = (row + col) % 2 === 1 ? COLOURS.dark : COLOURS.light;
      ctx.fillRect(board.x + (col - 1) * board.square, board.y + (row - 1) * board.square, board.square, board.square);
    }
  }
}

/** The crown of puzzles/queens/board-shapes.js in square (row, col): filled, or dashed when removed. */
function crown(ctx, board, row, col, { fill, removed = false }) {
  const s = board.square;
  ctx.save();
  ctx.translate(board.x + (col - 1) * s + s * 0.1, board.y + (row - 1) * s + s * 0.08);
  ctx.scale(s * 0.008, s * 0.008);
  const path = new Path2D(CROWN_PATH);
  ctx.lineJoin = 'round';
  ctx.lineWidth = 4;
  if (removed) {
    ctx.globalAlpha = 0.6;
    ctx.setLineDash([8, 6]);
    ctx.strokeStyle = COLOURS.queen;
  } else {
    ctx.strokeStyle = COLOURS.queenEdge;
    ctx.fillStyle = fill;
    ctx.fill(path);
  }
  ctx.stroke(path);
  ctx.restore();
}

/** Fills with tint `name` of TINTS (its colour at its opacity). */
function tint(ctx, name) {
  const [key, alpha] = TINTS[name];
  ctx.globalAlpha = alpha;
  return COLOURS[key];
}

function candidate(ctx, board, model) {
  const s = board.square;
  if (model.currentRow) {
    ctx.fillStyle = tint(ctx, 'currentRow');
    ctx.fillRect(board.x, board.y + (model.currentRow - 1) * s, board.size, s);
    ctx.globalAlpha = 1;
  }
  if (!model.candidate) return;
  const { row, col, kind } = model.candidate;
  const colour = kind === 'conflict' ? COLOURS.conflict : COLOURS.candidate;
  const x = board.x + (col - 1) * s;
  const y = board.y + (row - 1) * s;
  ctx.fillStyle = tint(ctx, kind === 'conflict' ? 'conflictSquare' : 'candidate');
  ctx.fillRect(x, y, s, s);
  ctx.globalAlpha = 1;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, s * 0.07);
  ctx.strokeRect(x + ctx.lineWidth / 2, y + ctx.lineWidth / 2, s - ctx.lineWidth, s - ctx.lineWidth);
}

/** The attacker's ring and the line from it to the square tried (drawn under the queens). */
function conflictLine(ctx, board, conflict) {
  const s = board.square;
  const from = centre(board, conflict.attackerRow, conflict.attackerCol);
  const to = centre(board, conflict.row, conflict.col);
  // Its round caps are its own: what is drawn after it (and the next frame) keeps the defaults.
  ctx.save();
  ctx.strokeStyle = COLOURS.conflict;
  ctx.lineWidth = Math.max(2, s * 0.07);
  ctx.beginPath();
  ctx.arc(from.x, from.y, s * 0.47, 0, 2 * Math.PI);
  ctx.stroke();
  ctx.strokeStyle = tint(ctx, 'conflictLine');
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(2.5, s * 0.09);
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
  ctx.stroke();
  ctx.restore();
}

/** The cross on the square tried that conflicts (drawn over the queens). */
function cross(ctx, board, { row, col }) {
  const s = board.square;
  const x = board.x + (col - 1) * s;
  const y = board.y + (row - 1) * s;
  ctx.save();
  ctx.strokeStyle = COLOURS.conflict;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(2, s * 0.08);
  ctx.beginPath();
  ctx.moveTo(x + s * 0.28, y + s * 0.28);
  ctx.lineTo(x + s * 0.72, y + s * 0.72);
  ctx.moveTo(x + s * 0.72, y + s * 0.28);
  ctx.lineTo(x + s * 0.28, y + s * 0.72);
  ctx.stroke();
  ctx.restore();
}

/**
 * The conflict line's kind in words ("diagonal"), beside the middle of the line on the side
 * towards the board's centre, with a white halo (as puzzles/queens/board-shapes.js places it).
 */
function conflictLabel(ctx, board, { row, col, attackerRow, attackerCol, label }) {
  const s = board.square;
  const a = centre(board, attackerRow, attackerCol);
  const b = centre(board, row, col);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const perp = { x: (-(b.y - a.y) / len) * s * 0.34, y: ((b.x - a.x) / len) * s * 0.34 };
  const middle = { x: board.x + board.size / 2, y: board.y + board.size / 2 };
  const towards = (perp.x * (middle.x - mid.x) + perp.y * (middle.y - mid.y)) >= 0 ? 1 : -1;
  const px = Math.max(10, Math.min(board.size * 0.03, s * 0.3));
  ctx.save();
  ctx.font = frameFont(Math.round(px), true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = px * 0.3;
  ctx.strokeStyle = COLOURS.halo;
  ctx.fillStyle = COLOURS.conflict;
  ctx.strokeText(label, mid.x + towards * perp.x, mid.y + towards * perp.y);
  ctx.fillText(label, mid.x + towards * perp.x, mid.y + towards * perp.y);
  ctx.restore();
}

/**
 * The board of `model` (puzzles/queens/puzzle.js `boardFromStep`: `{ n, cols, candidate,
 * conflict, removed, currentRow, solved }`) in `board` (puzzles/queens/animation.js frameLayout).
 */
export function paintBoard(ctx, board, model) {
  const { n } = model;
  squares(ctx, board, n);
  candidate(ctx, board, model);
  if (model.removed) crown(ctx, board, model.removed.row, model.removed.col, { removed: true });
  if (model.conflict) conflictLine(ctx, board, model.conflict);
  model.cols.forEach((col, i) => {
    if (col === 0) return;
    const attacker = model.conflict?.attackerRow === i + 1;
    const fill = attacker ? COLOURS.conflict : model.solved ? COLOURS.solvedInk : COLOURS.queen;
    crown(ctx, board, i + 1, col, { fill });
  });
  if (model.conflict) cross(ctx, board, model.conflict);
  if (model.conflict?.label) conflictLabel(ctx, board, model.conflict);
  ctx.strokeStyle = model.solved ? COLOURS.solved : COLOURS.edge;
  ctx.lineWidth = model.solved ? 4 : 2;
  ctx.strokeRect(board.x, board.y, board.size, board.size);
}

/** The caption (puzzles/queens/animation.js captionLines: `{ head, lines }`) in `caption` of the layout. */
export function paintCaption(ctx, caption, { head, lines }) {
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  ctx.fillStyle = COLOURS.text;
  ctx.font = frameFont(caption.headFont, true);
  ctx.fillText(head, caption.x, caption.y);
  ctx.font = frameFont(caption.font);
  lines.forEach((line, i) => ctx.fillText(line, caption.x, caption.y + (i + 1) * caption.line));
}

/** A whole frame: white, the board, the caption. `layout` from puzzles/queens/animation.js frameLayout. */
export function paintFrame(ctx, layout, model, caption) {
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, layout.width, layout.height);
  paintBoard(ctx, layout.board, model);
  paintCaption(ctx, layout.caption, caption);
}
