//! The animated export of the search (issue 24), as data: the step range asked for and its
//! checks, the frame sizes and speeds offered, the layout of one frame (the board above its
//! caption) and the caption's lines wrapped to the frame, and the GIF's fixed palette. Pure:
//! no DOM, no canvas (text is measured by a function the caller passes); unit-tested in
//! tests/unit/puzzles/queens/animation.test.js. The frames are drawn by puzzles/queens/board-paint.js in
//! puzzles/queens/workers/gif-worker.js; the PNG and SVG exports' captions are wrapped here too.

import { quoteTyped, readTyped } from '../../lib/typed.js';

/** The most frames one GIF may hold (1,000: at 200 ms a frame, 3 min 20 s of search). */
export const MAX_FRAMES = 1000;
/** The default range: the current step and the next 50. */
export const DEFAULT_SPAN = 50;
/** The frame widths offered, in px (the board is square, the caption under it). */
export const SIZES = { small: 320, medium: 480, large: 720 };
export const DEFAULT_SIZE = 'medium';
/** The speeds offered, in ms per frame. */
export const DELAYS = [100, 200, 500, 1000, 2000];
export const DEFAULT_DELAY = 500;

/**
 * The default range for the search at step `step` whose last step is `total` (null when
 * not known): `{ from: step, to: min(step + 50, total) }`.
 */
export function defaultRange(step, total) {
  const to = step + DEFAULT_SPAN;
  return { from: step, to: total === null ? to : Math.max(step, Math.min(to, total)) };
}

/** A field's text as a step number (full-width digits too: NFKC), or null when it is not plain digits. */
function stepNumber(text) {
  const s = readTyped(text).trim();
  return /^\d{1,16}$/.test(s) && Number.isSafeInteger(Number(s)) ? Number(s) : null;
}

/**
 * The range the fields ask for: `{ from, to, frames }`, or `{ error, params }` with an
 * error code of the `gif` area (lib/errors.js): `not-number` (a field that is not a step
 * number; params.field 'from' | 'to'), `order` (from > to), `past-end` (to after the last
 * step `total`, when known), `too-many` (more than MAX_FRAMES frames).
 */
export function checkRange(fromText, toText, total) {
  const from = stepNumber(fromText);
  const to = stepNumber(toText);
  if (from === null) return { error: 'not-number', params: { field: 'from', text: quoteTyped(fromText) } };
  if (to === null) return { error: 'not-number', params: { field: 'to', text: quoteTyped(toText) } };
  if (from > to) return { error: 'order', params: { from, to } };
  if (total !== null && to > total) return { error: 'past-end', params: { to, total } };
  const frames = to - from + 1;
  if (frames > MAX_FRAMES) return { error: 'too-many', params: { frames, max: MAX_FRAMES } };
  return { from, to, frames };
}

/** Caption lines a frame has room for (the first the head, the rest the event's words). */
export const CAPTION_LINES = 4;

/**
 * The layout of a frame `width` px wide for an N × N board: `{ width, height, board: { x,
 * y, size, square }, caption: { x, y, width, font, headFont, line } }`: the board a square
 * at the top (a margin around it), the caption under it, CAPTION_LINES lines of `line` px;
 * font sizes in px. Every frame of a GIF has this one size.
 */
export function frameLayout(width, n) {
  const margin = Math.round(width * 0.03);
  const size = width - 2 * margin;
  const font = Math.max(11, Math.round(width / 30));
  const line = Math.round(font * 1.35);
  const captionTop = margin + size + Math.round(margin * 0.8);
  return {
    width,
    height: captionTop + CAPTION_LINES * line + margin,
    board: { x: margin, y: margin, size, square: size / n },
    caption: { x: margin, y: captionTop, width: size, font, headFont: font, line },
  };
}

/** Text breaks anywhere between CJK characters, else at spaces. */
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

/** `text` cut into units a line may break between: words with their space, CJK characters. */
function breakUnits(text) {
  const units = [];
  let word = '';
  for (const ch of text) {
    if (CJK.test(ch)) {
      if (word) units.push(word);
      units.push(ch);
      word = '';
    } else {
      word += ch;
      if (ch === ' ') {
        units.push(word);
        word = '';
      }
    }
  }
  if (word) units.push(word);
  return units;
}

/**
 * `text` as lines no wider than `maxWidth` by `measure(text) → px`, at most `maxLines`
 * (the last one ends with `…` when the text runs on). A unit wider than a line gets a line
 * of its own.
 */
export function wrapText(text, maxWidth, measure, maxLines = Infinity) {
  const lines = [];
  let line = '';
  for (const unit of breakUnits(text)) {
    if (line && measure((line + unit).trimEnd()) > maxWidth) {
      lines.push(line.trimEnd());
      line = unit.trimStart();
    } else {
      line += unit;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/**
 * A caption: its `head` line ("N = 6 · step 30") and the event's words wrapped under it,
 * `{ head, lines }`, in at most `maxLines` lines in all.
 */
export function captionLines(head, body, maxWidth, measure, maxLines = CAPTION_LINES) {
  return { head, lines: body ? wrapText(body, maxWidth, measure, maxLines - 1) : [] };
}

/**
 * The frames' colours: the page's light theme (css/base.css), whatever the page's theme,
 * since a GIF goes on slides and paper. `#rrggbb`.
 */
export const COLOURS = {
  background: '#ffffff',
  light: '#f0d9b5',
  dark: '#b58863',
  edge: '#7a5a3c',
  queen: '#1d2433',
  queenEdge: '#ffffff',
  candidate: '#1c71d8',
  conflict: '#c01c28',
  solved: '#26a269',
  solvedInk: '#145c38',
  text: '#1d2433',
  muted: '#4f5868',
  halo: '#ffffff',
};

/** The see-through paints of the board (js/puzzles/queens/board.css), `[COLOURS key, opacity]`. */
export const TINTS = {
  currentRow: ['candidate', 0.1],
  candidate: ['candidate', 0.35],
  conflictSquare: ['conflict', 0.22],
  conflictLine: ['conflict', 0.85],
};

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const blend = (under, over, w) => under.map((c, k) => Math.round(c * (1 - w) + over[k] * w));

/**
 * The GIF's one palette (at most 256 `[r, g, b]`): every colour of COLOURS, each of TINTS
 * over the light and the dark squares, the blends of each pair at quarter steps (the anti-aliased edges between them) and a grey ramp (text on
 * white). The same for every frame, so colours do not flicker from frame to frame.
 */
export function framePalette() {
  const base = [...new Set(Object.values(COLOURS))].map(rgb);
  // Each tint over each square colour, so the tinted squares keep their own colours.
  const tints = Object.values(TINTS).flatMap(([key, w]) => ['light', 'dark'].map((sq) => blend(rgb(COLOURS[sq]), rgb(COLOURS[key]), w)));
  const out = [...base, ...tints];
  for (let i = 0; i < base.length; i += 1) {
    for (let j = i + 1; j < base.length; j += 1) {
      for (const w of [0.25, 0.5, 0.75]) out.push(blend(base[i], base[j], w));
    }
  }
  for (let g = 0; out.length < 256 && g < 256; g += 8) out.push([g, g, g]);
  return out.slice(0, 256);
}

/**
 * Frame `index` (palette indices) as written after `previous`: each pixel that did not
 * change is the transparent index `clear`, so the frame before shows through it (disposal
 * 1, "do not dispose"). A step changes a few squares and the caption; the long runs of
 * `clear` the rest becomes are what LZW packs into a few bytes. `previous` null: the
 * frame as it is (the first).
 */
export function deltaFrame(index, previous, clear) {
  if (!previous) return index;
  const out = new Uint8Array(index.length);
  for (let i = 0; i < index.length; i += 1) out[i] = index[i] === previous[i] ? clear : index[i];
  return out;
}
