//! Export helpers for the board the page shows: the board's SVG as a standalone document
//! (its stylesheet colours copied onto each shape as presentation attributes) with its
//! caption under the board (N, the step and the event's words, or the solution's line), that
//! SVG as a PNG, and the clipboard. The download and the PNG's drawing are the shared
//! views/svg-export.js's.

import { t } from '../../lib/i18n.js';
import { download, svgToPng as pngOf } from '../../views/svg-export.js';
import { COLOURS, wrapText } from './animation.js';

export { download };

/** Pixel width of the PNG (twice the board's drawing size, for sharp prints); its height follows the SVG's. */
const PNG_SIZE = 1040;
/** The caption under the exported board: font size, line height and margins, in SVG units. */
const CAPTION = {
  font: 16, line: 22, x: 24, top: 14, bottom: 12, headLines: 2, bodyLines: 4,
  family: 'system-ui, "Segoe UI", "DejaVu Sans", "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif',
};
/** The computed style copied onto every exported shape. */
const STYLE_PROPS = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-dasharray', 'opacity', 'font-family', 'font-size', 'font-weight',
  'paint-order', 'visibility',
];

/** `measure(text)` in px for the caption's font (bold or not), by a canvas. */
function captionMeasure(bold) {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * CAPTION.font * 0.6;
  context.font = `${bold ? 700 : 400} ${CAPTION.font}px ${CAPTION.family}`;
  return (text) => context.measureText(text).width;
}

/**
 * The caption `{ head, body }` as lines `[{ text, bold }]` wrapped to `width` SVG units:
 * the head (bold) in at most two lines, the event's words in at most four.
 */
export function captionRows({ head, body = '' }, width) {
  const rows = wrapText(head, width, captionMeasure(true), CAPTION.headLines).map((text) => ({ text, bold: true }));
  if (body) rows.push(...wrapText(body, width, captionMeasure(false), CAPTION.bodyLines).map((text) => ({ text, bold: false })));
  return rows;
}

/**
 * The caption's group (`<g data-testid="export-caption">` of `<text>` lines, set as text,
 * never markup) for a board `width` wide whose drawing ends at `top`; returns it and its height.
 */
function captionGroup(caption, width, top) {
  const ns = 'http://www.w3.org/2000/svg';
  const rows = captionRows(caption, width - 2 * CAPTION.x);
  const group = document.createElementNS(ns, 'g');
  group.setAttribute('data-testid', 'export-caption');
  rows.forEach(({ text, bold }, i) => {
    const line = document.createElementNS(ns, 'text');
    const attrs = {
      x: CAPTION.x, y: top + CAPTION.top + CAPTION.font + i * CAPTION.line, 'font-size': CAPTION.font,
      'font-family': CAPTION.family, 'font-weight': bold ? 700 : 400, fill: COLOURS.text,
    };
    for (const [k, v] of Object.entries(attrs)) line.setAttribute(k, String(v));
    line.textContent = text;
    group.append(line);
  });
  return { group, height: CAPTION.top + rows.length * CAPTION.line + CAPTION.bottom };
}

/**
 * The board `svg` as a standalone SVG document (string): the drawing with its colours,
 * a white background, and a pixel size; play mode's click targets left out. With
 * `caption` ({ head, body }: plain text) its lines are drawn under the board, which
 * makes the drawing taller.
 */
export function standaloneSvg(svg, title, caption = null) {
  const clone = svg.cloneNode(true);
  clone.querySelector(':scope > .play-squares')?.remove();
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  // The clone lost its play squares, so walk the originals by the same order, skipping them.
  const kept = originals.filter((node) => !node.closest('.play-squares'));
  kept.forEach((node, i) => {
    const copy = copies[i];
    if (i === 0) return;
    const style = getComputedStyle(node);
    for (const prop of STYLE_PROPS) {
      const value = style.getPropertyValue(prop);
      if (value) copy.setAttribute(prop, value);
    }
  });
  const [, , width, boardHeight] = (svg.getAttribute('viewBox') ?? '0 0 520 520').split(/\s+/).map(Number);
  let height = boardHeight;
  if (caption) {
    const { group, height: extra } = captionGroup(caption, width, boardHeight);
    clone.append(group);
    height += extra;
    clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  }
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  for (const attr of ['class', 'id', 'role', 'tabindex']) clone.removeAttribute(attr);
  const ns = 'http://www.w3.org/2000/svg';
  const titleEl = document.createElementNS(ns, 'title');
  titleEl.textContent = title;
  const background = document.createElementNS(ns, 'rect');
  for (const [k, v] of Object.entries({ width, height, fill: '#ffffff' })) background.setAttribute(k, String(v));
  clone.prepend(titleEl, background);
  return new XMLSerializer().serializeToString(clone);
}

/** The SVG text as a PNG PNG_SIZE wide (views/svg-export.js), its failure worded for the page. */
export function svgToPng(svgText) {
  return pngOf(svgText, PNG_SIZE).catch(() => {
    throw new Error(t('export.png-failed'));
  });
}

/** Copies `text`; resolves to the feedback to show (selecting `field` when it cannot). */
export async function copyText(text, field, what) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return t('export.copied', { what });
  } catch {
    field?.select();
    return t('export.copy-failed', { what });
  }
}
