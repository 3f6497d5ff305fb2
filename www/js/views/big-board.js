//! Boards too big for one SVG shape per square: one solution for a huge N (the explicit
//! O(N) construction of Hoffman–Loessi–Moore / Bernhardsson, or a placement from a link).
//!
//! - Up to SVG_QUEENS_MAX_N the main SVG board shows a patterned background (one <pattern>,
//!   real squares while they are visible, shaded blocks of 10, 100, … squares beyond) and
//!   one mark per queen, each with data-testid="queen", data-row and data-col (1-based).
//! - Beyond that it shows a zoomable <canvas> overview (one dot per queen; wheel, buttons or
//!   drag) and a download link for the textbook line `x[1] x[2] … x[N]` as a text file.
//!   No per-queen DOM element exists there.

import { svgEl } from '../lib/dom.js';
import { groupDigits } from '../lib/format.js';
import { t } from '../lib/i18n.js';

/** Up to this N the page's ordinary board (crowns, row and column numbers) is drawn. */
export const SMALL_BOARD_MAX_N = 64;
/** Up to this N every queen is an SVG mark; beyond, the canvas overview. */
export const SVG_QUEENS_MAX_N = 2000;
/** Up to this N the background shows the squares themselves, light and dark. */
const CHECKER_MAX_N = 130;

/** Same proportions as the small board (board.js): a 520-unit view, 24 of them for labels. */
const VIEW = 520;
const MARGIN = 24;
const BOARD = VIEW - MARGIN - 4;

/** Rows formatted per slice while building the text form (a few ms each). */
const TEXT_SLICE = 25_000;
/** Smallest span of the overview, in squares (the deepest zoom). */
const MIN_SPAN = 8;

/** Label spacing: the smallest 1, 2 or 5 × 10^k that puts at most 12 labels on an edge. */
function labelStep(n) {
  for (let power = 1; ; power *= 10) {
    for (const m of [1, 2, 5]) {
      if (n / (m * power) <= 12) return m * power;
    }
  }
}

function drawSvg(svg, n, cols, label) {
  const scale = n / BOARD;
  const step = labelStep(n);
  // Room for the widest row number on the left, half a column number on the right.
  const digits = String(step * Math.floor(n / step)).length;
  const margin = Math.max(MARGIN, digits * 8 + 10) * scale;
  const tail = Math.max(4, digits * 4) * scale;
  const size = n + margin + tail;
  const block = n <= CHECKER_MAX_N ? 1 : step;
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

  // At least about 1.6 px of radius however small the squares get.
  const r = Math.max(0.4, (1.6 * n) / BOARD);
  const queens = svgEl('g', { class: 'big-queens' });
  for (let i = 0; i < cols.length; i += 1) {
    queens.append(svgEl('circle', {
      class: 'big-queen', cx: cols[i] - 0.5, cy: i + 0.5, r,
      'data-testid': 'queen', 'data-row': i + 1, 'data-col': cols[i],
    }));
  }

  svg.replaceChildren(
    defs,
    svgEl('rect', { class: 'big-squares', width: n, height: n, fill: 'url(#big-board-pattern)' }),
    svgEl('rect', { class: 'edge', width: n, height: n, 'stroke-width': 2 * scale }),
    labels,
    queens,
  );
  svg.setAttribute('viewBox', `${-margin} ${-margin} ${size} ${size}`);
  svg.setAttribute('aria-label', label);
  svg.dataset.n = String(n);
  svg.dataset.block = String(block);
}

/** The text form, `x[1] x[2] … x[N]` and a newline, built a slice at a time. */
async function textBlob(cols, isCurrent) {
  const parts = [];
  for (let i = 0; i < cols.length; i += TEXT_SLICE) {
    if (i > 0) {
      parts.push(' ');
      await new Promise((resolve) => { setTimeout(resolve, 0); });
      if (!isCurrent()) return null;
    }
    parts.push(Array.from(cols.subarray(i, i + TEXT_SLICE)).join(' '));
  }
  parts.push('\n');
  return new Blob(parts, { type: 'text/plain' });
}

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

/** Fallbacks for the board's palette (style.css --light, --dark, --queen). */
const DEFAULT_COLOURS = { light: '#f0d9b5', dark: '#b58863', queen: '#1d2433' };

/** The board's colours from the page's palette (light or dark mode), as '#rrggbb'. */
function boardColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name, fallback) => {
    const value = style.getPropertyValue(`--${name}`).trim();
    return /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
  };
  return {
    light: read('light', DEFAULT_COLOURS.light),
    dark: read('dark', DEFAULT_COLOURS.dark),
    queen: read('queen', DEFAULT_COLOURS.queen),
  };
}

/**
 * The zoomable overview: a square <canvas>, zoom buttons, a readout of the rows and
 * columns in view, and the download link. Builds its elements after `anchor`.
 */
function createOverview(anchor) {
  const root = document.createElement('div');
  root.className = 'overview';
  root.dataset.testid = 'board-overview';
  root.hidden = true;

  const tools = document.createElement('div');
  tools.className = 'overview-tools';
  tools.setAttribute('role', 'group');
  const button = (testid, text) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.testid = testid;
    b.textContent = text;
    return b;
  };
  const zoomOut = button('zoom-out', '−');
  const zoomIn = button('zoom-in', '+');
  const fit = button('zoom-fit', '');
  const readout = document.createElement('span');
  readout.className = 'overview-readout';
  readout.dataset.testid = 'overview-readout';
  tools.append(zoomOut, zoomIn, fit, readout);

  const canvas = document.createElement('canvas');
  canvas.className = 'overview-canvas';
  canvas.dataset.testid = 'overview-canvas';
  canvas.setAttribute('role', 'img');
  canvas.width = 1;
  canvas.height = 1;

  const hint = document.createElement('p');
  hint.className = 'note';

  const download = document.createElement('a');
  download.className = 'download';
  download.dataset.testid = 'solution-download';
  const downloadRow = document.createElement('p');
  downloadRow.className = 'download-row';
  downloadRow.append(download);

  root.append(tools, canvas, hint, downloadRow);
  anchor.after(root);

  const view = { n: 0, cols: null, zoom: 1, cx: 0, cy: 0 };
  let frame = 0;
  let url = '';
  let drag = null;

  const span = () => view.n / view.zoom;
  const maxZoom = () => Math.max(1, view.n / MIN_SPAN);

  function origin() {
    const s = span();
    const clamp = (c) => Math.min(Math.max(c - s / 2, 0), view.n - s);
    return { x0: clamp(view.cx), y0: clamp(view.cy), s };
  }

  function draw() {
    frame = 0;
    const css = canvas.clientWidth;
    if (!view.cols || css === 0) return;
    const size = Math.max(1, Math.round(css * (window.devicePixelRatio || 1)));
    if (canvas.width !== size) {
      canvas.width = size;
      canvas.height = size;
    }
    const { x0, y0, s } = origin();
    const px = size / s; // device pixels per square
    const ctx = canvas.getContext('2d');
    const colours = boardColours();
    const { cols, n } = view;
    const r0 = Math.max(0, Math.floor(y0));
    const r1 = Math.min(n, Math.ceil(y0 + s));

    if (px < 3) {
      // Squares smaller than the dots: one pixel buffer, one dot per queen in view.
      const img = ctx.createImageData(size, size);
      const data = new Uint32Array(img.data.buffer);
      data.fill(pixel(colours.light));
      const ink = pixel(colours.queen);
      const dot = Math.max(2, Math.round(px));
      const last = size - dot;
      for (let r = r0; r < r1; r += 1) {
        const c = cols[r] - 1;
        if (c + 1 <= x0 || c >= x0 + s) continue;
        const x = Math.min(last, Math.max(0, Math.floor((c + 0.5 - x0) * px - dot / 2)));
        const y = Math.min(last, Math.max(0, Math.floor((r + 0.5 - y0) * px - dot / 2)));
        for (let dy = 0, i = y * size + x; dy < dot; dy += 1, i += size) {
          for (let dx = 0; dx < dot; dx += 1) data[i + dx] = ink;
        }
      }
      ctx.putImageData(img, 0, 0);
    } else {
      ctx.fillStyle = colours.light;
      ctx.fillRect(0, 0, size, size);
      const c0 = Math.max(0, Math.floor(x0));
      const c1 = Math.min(n, Math.ceil(x0 + s));
      if (px >= 5) {
        ctx.fillStyle = colours.dark;
        for (let r = r0; r < r1; r += 1) {
          for (let c = c0 + ((r + c0 + 1) % 2); c < c1; c += 2) {
            ctx.fillRect((c - x0) * px, (r - y0) * px, px, px);
          }
        }
      }
      ctx.fillStyle = colours.queen;
      const radius = Math.max(1.5, px * 0.4);
      for (let r = r0; r < r1; r += 1) {
        const c = cols[r] - 1;
        if (c + 1 <= x0 || c >= x0 + s) continue;
        ctx.beginPath();
        ctx.arc((c + 0.5 - x0) * px, (r + 0.5 - y0) * px, radius, 0, 2 * Math.PI);
        ctx.fill();
      }
    }
    const first = (v) => groupDigits(Math.floor(v) + 1);
    const last = (v) => groupDigits(Math.min(n, Math.ceil(v)));
    readout.textContent = t('huge.readout', {
      r1: first(y0), r2: last(y0 + s), c1: first(x0), c2: last(x0 + s),
      zoom: view.zoom < 10 ? view.zoom.toFixed(view.zoom % 1 ? 1 : 0) : groupDigits(Math.round(view.zoom)),
    });
    zoomIn.disabled = view.zoom >= maxZoom();
    zoomOut.disabled = view.zoom <= 1;
    fit.disabled = view.zoom <= 1;
    canvas.classList.toggle('pannable', view.zoom > 1);
  }

  function redraw() {
    if (!frame) frame = requestAnimationFrame(draw);
  }

  /** Zooms by `factor` keeping the board point under (fx, fy) (0..1 of the canvas) in place. */
  function zoomBy(factor, fx = 0.5, fy = 0.5) {
    const before = origin();
    const zoom = Math.min(maxZoom(), Math.max(1, view.zoom * factor));
    if (zoom === view.zoom) return;
    const px = before.x0 + fx * before.s;
    const py = before.y0 + fy * before.s;
    view.zoom = zoom;
    const s = span();
    view.cx = px - fx * s + s / 2;
    view.cy = py - fy * s + s / 2;
    const o = origin();
    view.cx = o.x0 + s / 2;
    view.cy = o.y0 + s / 2;
    redraw();
  }

  /** The buttons centre the view on the queen of the middle row, so there is always one to see. */
  function zoomOnMiddleQueen(factor) {
    const { y0, s } = origin();
    const row = Math.min(view.n - 1, Math.floor(y0 + s / 2));
    view.zoom = Math.min(maxZoom(), Math.max(1, view.zoom * factor));
    view.cx = view.cols[row] - 0.5;
    view.cy = row + 0.5;
    const o = origin();
    view.cx = o.x0 + span() / 2;
    view.cy = o.y0 + span() / 2;
    redraw();
  }

  zoomIn.addEventListener('click', () => zoomOnMiddleQueen(4));
  zoomOut.addEventListener('click', () => zoomOnMiddleQueen(1 / 4));
  fit.addEventListener('click', () => zoomBy(1 / view.zoom));
  canvas.addEventListener('wheel', (event) => {
    if (view.zoom <= 1 && event.deltaY > 0) return;
    event.preventDefault();
    const box = canvas.getBoundingClientRect();
    zoomBy(Math.exp(-event.deltaY * 0.002), (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  }, { passive: false });
  canvas.addEventListener('pointerdown', (event) => {
    if (view.zoom <= 1) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
    canvas.setPointerCapture(event.pointerId);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!drag || drag.id !== event.pointerId) return;
    const perPx = span() / canvas.clientWidth;
    const o = origin();
    view.cx = o.x0 + span() / 2 - (event.clientX - drag.x) * perPx;
    view.cy = o.y0 + span() / 2 - (event.clientY - drag.y) * perPx;
    drag.x = event.clientX;
    drag.y = event.clientY;
    const clamped = origin();
    view.cx = clamped.x0 + span() / 2;
    view.cy = clamped.y0 + span() / 2;
    redraw();
  });
  const endDrag = () => { drag = null; };
  canvas.addEventListener('pointerup', endDrag);
  canvas.addEventListener('pointercancel', endDrag);
  // The palette follows the system's light or dark mode.
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', redraw);
  new ResizeObserver(() => {
    // Only a new size needs a new drawing (the observer also fires when first shown).
    if (Math.round(canvas.clientWidth * (window.devicePixelRatio || 1)) !== canvas.width) redraw();
  }).observe(canvas);

  async function prepareDownload(n, cols) {
    if (url) URL.revokeObjectURL(url);
    url = '';
    download.removeAttribute('href');
    download.setAttribute('aria-disabled', 'true');
    download.textContent = t('huge.preparing');
    const blob = await textBlob(cols, () => view.cols === cols);
    if (!blob || view.cols !== cols) return;
    url = URL.createObjectURL(blob);
    download.href = url;
    download.download = `nqueens-${n}.txt`;
    download.removeAttribute('aria-disabled');
    download.textContent = t('huge.download', { size: formatSize(blob.size) });
  }

  return {
    show(n, cols, label) {
      root.hidden = false;
      tools.setAttribute('aria-label', t('huge.zoom-group'));
      for (const [b, key] of [[zoomOut, 'huge.zoom-out'], [zoomIn, 'huge.zoom-in'], [fit, 'huge.fit']]) {
        b.setAttribute('aria-label', t(key));
        b.title = t(key);
      }
      fit.textContent = t('huge.fit');
      hint.textContent = t('huge.overview-hint');
      root.dataset.n = String(n);
      canvas.setAttribute('aria-label', label);
      if (view.cols !== cols) {
        Object.assign(view, { n, cols, zoom: 1, cx: n / 2, cy: n / 2 });
        prepareDownload(n, cols);
      }
      redraw();
    },
    hide() {
      root.hidden = true;
      if (view.cols) {
        view.cols = null;
        if (url) URL.revokeObjectURL(url);
        url = '';
      }
    },
  };
}

/** Sets up the big-board parts around the main board `svg`; returns the handle for rendering. */
export function createBigBoard(svg) {
  return { svg, overview: createOverview(svg), drawn: null };
}

/**
 * Shows `cols` (a Uint32Array of 1-based columns, row 1 first) for an N above
 * SMALL_BOARD_MAX_N: on the SVG board up to SVG_QUEENS_MAX_N, else in the overview.
 * Redraws only when `cols` is a different placement.
 */
export function renderBigBoard(big, { n, cols, label }) {
  const { svg } = big;
  svg.classList.add('big');
  svg.classList.add('solved');
  if (n <= SVG_QUEENS_MAX_N) {
    big.overview.hide();
    svg.classList.remove('is-hidden');
    if (big.drawn !== cols) drawSvg(svg, n, cols, label);
  } else {
    if (big.drawn !== cols) {
      svg.replaceChildren();
      svg.dataset.n = String(n);
    }
    svg.classList.add('is-hidden');
    big.overview.show(n, cols, label);
  }
  big.drawn = cols;
}

/** Back to the ordinary board (board.js redraws the SVG itself, since N differs). */
export function resetBigBoard(big) {
  if (big.drawn === null) return;
  big.drawn = null;
  big.svg.classList.remove('big', 'is-hidden');
  big.overview.hide();
}
