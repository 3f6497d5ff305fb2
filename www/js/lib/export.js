//! Export helpers for the board the page shows: a download of a blob, the board's SVG as a
//! standalone document (its stylesheet colours copied onto each shape as presentation
//! attributes), that SVG as a PNG (drawn through an Image onto a canvas), and the clipboard.

import { t } from './i18n.js';

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
