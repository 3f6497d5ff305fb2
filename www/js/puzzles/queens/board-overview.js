//! The zoomable overview of a placement too big for the SVG board (N above
//! SVG_QUEENS_MAX_N): a square <canvas> with one dot per queen (wheel, buttons or drag to
//! zoom and pan), a readout of the rows and columns in view, and a download link for the
//! textbook line `x[1] x[2] … x[N]` as a text file. No per-queen DOM element exists.
//! The zoom and pan maths are puzzles/queens/overview-geometry.js; the frame shown and the text file
//! are the state's (puzzles/queens/overview-actions.js).

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';
import {
  frameOrigin, frameReadout, maxZoom, panBy, span, zoomAt, zoomOnMiddleQueen,
} from './overview-geometry.js';

/** Fallbacks for the board's palette (css/base.css --light, --dark, --piece). */
const DEFAULT_COLOURS = { light: '#f0d9b5', dark: '#b58863', piece: '#1d2433' };

function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 0xAABBGGRR for an ImageData viewed as Uint32 (little-endian) from '#rrggbb'. */
function pixel(hex) {
  const v = parseInt(hex.slice(1), 16);
  return (0xff000000 | ((v & 0xff) << 16) | (v & 0xff00) | ((v >> 16) & 0xff)) >>> 0;
}

/** The board's colours from the page's palette (light or dark mode), as '#rrggbb'. */
function boardColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name) => {
    const value = style.getPropertyValue(`--${name}`).trim();
    return /^#[0-9a-f]{6}$/i.test(value) ? value : DEFAULT_COLOURS[name];
  };
  return { light: read('light'), dark: read('dark'), queen: read('piece') };
}

/** Squares smaller than the dots: one pixel buffer, one dot per queen in view. */
function paintDots(ctx, size, cols, rows, { x0, y0, s }, px, colours) {
  const img = ctx.createImageData(size, size);
  const data = new Uint32Array(img.data.buffer);
  data.fill(pixel(colours.light));
  const ink = pixel(colours.queen);
  const dot = Math.max(2, Math.round(px));
  const last = size - dot;
  for (let r = rows[0]; r < rows[1]; r += 1) {
    const c = cols[r] - 1;
    if (c + 1 <= x0 || c >= x0 + s) continue;
    const x = Math.min(last, Math.max(0, Math.floor((c + 0.5 - x0) * px - dot / 2)));
    const y = Math.min(last, Math.max(0, Math.floor((r + 0.5 - y0) * px - dot / 2)));
    for (let dy = 0, i = y * size + x; dy < dot; dy += 1, i += size) {
      for (let dx = 0; dx < dot; dx += 1) data[i + dx] = ink;
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** Squares of 3 px and more: the squares (from 5 px) and a disc per queen in view. */
function paintSquares(ctx, size, n, cols, rows, { x0, y0, s }, px, colours) {
  ctx.fillStyle = colours.light;
  ctx.fillRect(0, 0, size, size);
  const c0 = Math.max(0, Math.floor(x0));
  const c1 = Math.min(n, Math.ceil(x0 + s));
  if (px >= 5) {
    ctx.fillStyle = colours.dark;
    for (let r = rows[0]; r < rows[1]; r += 1) {
      for (let c = c0 + ((r + c0 + 1) % 2); c < c1; c += 2) ctx.fillRect((c - x0) * px, (r - y0) * px, px, px);
    }
  }
  ctx.fillStyle = colours.queen;
  const radius = Math.max(1.5, px * 0.4);
  for (let r = rows[0]; r < rows[1]; r += 1) {
    const c = cols[r] - 1;
    if (c + 1 <= x0 || c >= x0 + s) continue;
    ctx.beginPath();
    ctx.arc((c + 0.5 - x0) * px, (r + 0.5 - y0) * px, radius, 0, 2 * Math.PI);
    ctx.fill();
  }
}

/** Paints `cols` in `frame` on `canvas` at its CSS width (nothing while it has none). */
function paint(canvas, frame, cols) {
  const css = canvas.clientWidth;
  if (!cols || css === 0) return;
  const size = Math.max(1, Math.round(css * (window.devicePixelRatio || 1)));
  if (canvas.width !== size) {
    canvas.width = size;
    canvas.height = size;
  }
  const origin = frameOrigin(frame);
  const px = size / origin.s; // device pixels per square
  const rows = [Math.max(0, Math.floor(origin.y0)), Math.min(frame.n, Math.ceil(origin.y0 + origin.s))];
  const ctx = canvas.getContext('2d');
  if (px < 3) paintDots(ctx, size, cols, rows, origin, px, boardColours());
  else paintSquares(ctx, size, frame.n, cols, rows, origin, px, boardColours());
}

function buildOverview(anchor) {
  const zoomOut = button('zoom-out', { text: '−' });
  const zoomIn = button('zoom-in', { text: '+' });
  const fit = button('zoom-fit');
  const readout = el('span', { className: 'overview-readout', testid: 'overview-readout' });
  const tools = el('div', { className: 'overview-tools', role: 'group' }, zoomOut, zoomIn, fit, readout);
  const canvas = el('canvas', { className: 'overview-canvas', testid: 'overview-canvas', role: 'img', width: 1, height: 1 });
  const hint = el('p', { className: 'note' });
  const download = el('a', { className: 'download', testid: 'solution-download' });
  const root = el('div', { className: 'overview', testid: 'board-overview', hidden: true },
    tools, canvas, hint, el('p', { className: 'download-row' }, download));
  anchor.after(root);
  return { root, tools, zoomOut, zoomIn, fit, readout, canvas, hint, download };
}

/** The fixed words, in the page's language. */
function labelOverview(parts) {
  setAttr(parts.tools, 'aria-label', t('huge.zoom-group'));
  for (const [b, key] of [[parts.zoomOut, 'huge.zoom-out'], [parts.zoomIn, 'huge.zoom-in'], [parts.fit, 'huge.fit']]) {
    setAttr(b, 'aria-label', t(key));
    setAttr(b, 'title', t(key));
  }
  setText(parts.fit, t('huge.fit'));
  setText(parts.hint, t('huge.overview-hint'));
}

/** The readout and the buttons' states for `frame`. */
function showFrame(parts, frame) {
  const r = frameReadout(frame);
  setText(parts.readout, t('huge.readout', {
    r1: groupDigits(r.r1), r2: groupDigits(r.r2), c1: groupDigits(r.c1), c2: groupDigits(r.c2),
    zoom: typeof r.zoom === 'number' ? groupDigits(r.zoom) : r.zoom,
  }));
  parts.zoomIn.disabled = frame.zoom >= maxZoom(frame.n);
  parts.zoomOut.disabled = frame.zoom <= 1;
  parts.fit.disabled = frame.zoom <= 1;
  parts.canvas.classList.toggle('pannable', frame.zoom > 1);
}

function wireZoom(parts, shown, setFrame) {
  const { canvas } = parts;
  let drag = null;
  parts.zoomIn.addEventListener('click', () => setFrame(zoomOnMiddleQueen(shown.frame, shown.cols, 4)));
  parts.zoomOut.addEventListener('click', () => setFrame(zoomOnMiddleQueen(shown.frame, shown.cols, 1 / 4)));
  parts.fit.addEventListener('click', () => setFrame(zoomAt(shown.frame, 1 / shown.frame.zoom)));
  canvas.addEventListener('wheel', (event) => {
    if (shown.frame.zoom <= 1 && event.deltaY > 0) return;
    event.preventDefault();
    const box = canvas.getBoundingClientRect();
    const fx = (event.clientX - box.left) / box.width;
    const fy = (event.clientY - box.top) / box.height;
    setFrame(zoomAt(shown.frame, Math.exp(-event.deltaY * 0.002), fx, fy));
  }, { passive: false });
  canvas.addEventListener('pointerdown', (event) => {
    if (shown.frame.zoom <= 1) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
    canvas.setPointerCapture(event.pointerId);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!drag || drag.id !== event.pointerId) return;
    const perPx = span(shown.frame) / canvas.clientWidth;
    const dx = -(event.clientX - drag.x) * perPx;
    const dy = -(event.clientY - drag.y) * perPx;
    drag.x = event.clientX;
    drag.y = event.clientY;
    setFrame(panBy(shown.frame, dx, dy));
  });
  const endDrag = () => { drag = null; };
  canvas.addEventListener('pointerup', endDrag);
  canvas.addEventListener('pointercancel', endDrag);
}

function paintKey(canvas, frame, cols, dark) {
  const size = Math.round(canvas.clientWidth * (window.devicePixelRatio || 1));
  return cols ? `${size}:${frame.zoom}:${frame.cx}:${frame.cy}:${dark}` : '';
}

/** The download link: preparing (`link` null), or ready with its blob: URL and size. */
function showLink(download, n, link) {
  if (!link) {
    download.removeAttribute('href');
    setAttr(download, 'aria-disabled', 'true');
    setText(download, t('huge.preparing'));
    return;
  }
  setAttr(download, 'href', link.url);
  setAttr(download, 'download', `nqueens-${n}.txt`);
  download.removeAttribute('aria-disabled');
  setText(download, t('huge.download', { size: formatSize(link.size) }));
}

/**
 * The overview, built after `anchor` (the board's SVG). `render(model)`: model = { n,
 * cols: Uint32Array, label, frame (the zoom and pan to show), text ({ url, size } of the
 * text file, or null while it is built) }, or null to hide. Wheel, drag and the zoom
 * buttons call `actions.zoom(frame)`; a resize or a change of palette asks
 * `requestRender()` for the page's next render, which paints again.
 */
export function createBoardOverview(anchor, { actions, requestRender }) {
  const parts = buildOverview(anchor);
  /** What the canvas shows now (the last model drawn) and the key of its painting. */
  const shown = { cols: null, frame: null, painted: '' };
  const colourScheme = window.matchMedia('(prefers-color-scheme: dark)');
  wireZoom(parts, shown, (frame) => {
    if (frame !== shown.frame) actions.zoom(frame);
  });
  // The palette follows the system's light or dark mode.
  colourScheme.addEventListener('change', requestRender);
  // Only a new size needs a new drawing (the observer also fires when first shown).
  new ResizeObserver(() => {
    if (shown.cols && paintKey(parts.canvas, shown.frame, shown.cols, colourScheme.matches) !== shown.painted) requestRender();
  }).observe(parts.canvas);

  function render(model) {
    parts.root.hidden = !model;
    if (!model) {
      shown.cols = null;
      shown.painted = '';
      return;
    }
    labelOverview(parts);
    parts.root.dataset.n = String(model.n);
    setAttr(parts.canvas, 'aria-label', model.label);
    shown.cols = model.cols;
    shown.frame = model.frame;
    const key = paintKey(parts.canvas, shown.frame, shown.cols, colourScheme.matches);
    if (key !== shown.painted) {
      paint(parts.canvas, shown.frame, shown.cols);
      shown.painted = key;
    }
    showFrame(parts, shown.frame);
    showLink(parts.download, model.n, model.text);
  }

  return { render };
}
