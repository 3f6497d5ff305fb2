//! Export of the board the page shows: an SVG file (the board's own SVG, serialised with
//! XMLSerializer after its stylesheet colours are copied onto each shape as presentation
//! attributes, so the file stands alone), a PNG (that SVG drawn through an Image from a
//! blob: URL onto a canvas, then canvas.toBlob), the textbook line `1 5 8 6 3 7 2 4` with
//! the `X`/`-` grid as a text file or on the clipboard, and for N = 8 the chess FEN of the
//! queens (the wasm `fen`).

import { setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/** Pixel size of the PNG (twice the board's drawing size, for sharp prints). */
const PNG_SIZE = 1040;
/** How long a download's blob: URL stays alive, in ms. */
const URL_LIFETIME_MS = 60_000;
/** The computed style copied onto every exported shape. */
const STYLE_PROPS = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-dasharray', 'opacity', 'font-family', 'font-size', 'font-weight',
  'paint-order', 'visibility',
];

function button(testid, key) {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.testid = testid;
  b.dataset.key = key;
  return b;
}

/** Builds the export panel's contents in `section`. */
export function buildExportPanel(section) {
  const heading = document.createElement('h2');
  heading.id = 'export-heading';
  const row = document.createElement('div');
  row.className = 'buttons export-buttons';
  const svg = button('export-svg', 'export.svg');
  const png = button('export-png', 'export.png');
  const text = button('export-text', 'export.text');
  const copyText = button('export-copy-text', 'export.copy-text');
  const fenButton = button('export-fen', 'export.fen');
  row.append(svg, png, text, copyText);
  const fenLabel = document.createElement('label');
  fenLabel.htmlFor = 'fen-text';
  const fen = document.createElement('input');
  Object.assign(fen, { type: 'text', id: 'fen-text', readOnly: true, spellcheck: false });
  fen.dataset.testid = 'fen-text';
  const fenRow = document.createElement('div');
  fenRow.className = 'share-row fen-row';
  fenRow.append(fen, fenButton);
  const note = document.createElement('p');
  note.className = 'note';
  note.dataset.testid = 'export-note';
  const status = document.createElement('p');
  status.className = 'note';
  status.dataset.testid = 'export-status';
  status.setAttribute('role', 'status');
  section.setAttribute('aria-labelledby', 'export-heading');
  section.replaceChildren(heading, row, fenLabel, fenRow, note, status);
  return {
    section, heading, svg, png, text, copyText, fenButton, fenLabel, fen, fenRow, note, status,
    buttons: [svg, png, text, copyText, fenButton],
  };
}

/**
 * s = { available (the board is drawn as SVG), n, fen: string | null, status }.
 */
export function renderExportPanel(panel, s) {
  setText(panel.heading, t('export.heading'));
  for (const b of panel.buttons) {
    setText(b, t(b.dataset.key));
    b.disabled = !s.available;
  }
  panel.fenButton.disabled = !s.available || s.fen === null;
  setText(panel.fenLabel, t('export.fen-label'));
  panel.fen.value = s.fen ?? '';
  panel.fen.disabled = s.fen === null;
  let note = '';
  if (!s.available) note = t('export.unavailable', { n: s.n });
  else if (s.fen === null) note = t('export.fen-only-8', { n: s.n });
  setText(panel.note, note);
  panel.note.hidden = note === '';
  setText(panel.status, s.status);
}

/** Offers `blob` as a download named `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/**
 * The board `svg` as a standalone SVG document (string): the drawing with its colours,
 * a white background, and a pixel size; play mode's click targets left out.
 */
export function standaloneSvg(svg, title) {
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
  const [, , width, height] = (svg.getAttribute('viewBox') ?? '0 0 520 520').split(/\s+/).map(Number);
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

/** The SVG text drawn onto a PNG_SIZE canvas; resolves to a PNG Blob. */
export function svgToPng(svgText) {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
    const image = new Image();
    image.addEventListener('load', () => {
      const canvas = document.createElement('canvas');
      canvas.width = PNG_SIZE;
      canvas.height = PNG_SIZE;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t('export.png-failed')))), 'image/png');
    });
    image.addEventListener('error', () => {
      URL.revokeObjectURL(url);
      reject(new Error(t('export.png-failed')));
    });
    image.src = url;
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
