//! The gallery: every solution for the current N as a small board, streamed from the
//! wasm `SolutionStream` (lexicographic order, OEIS A000170 of them) in batches so the
//! page stays responsive, and rendered incrementally.
//!
//! A thumbnail is three SVG shapes whatever N is: the light background, one path for the
//! dark squares and one path for the queens.

import { darkSquaresPath, svgEl } from './board.js';

/** The gallery shows every solution up to this N (724 boards at N = 10). */
export const GALLERY_MAX_N = 10;
/** Solutions taken from the stream per batch (one batch per task). */
const BATCH = 64;

/**
 * Streams the solutions of N in batches: `onBatch(n, solutions)` with an array of
 * Uint32Array placements, then `onDone(n)`. Starting again cancels the previous stream.
 */
export function createGalleryStream({ SolutionStream, onBatch, onDone }) {
  let stream = null;
  let timer = 0;

  function cancel() {
    clearTimeout(timer);
    timer = 0;
    stream?.free();
    stream = null;
  }

  function start(n) {
    cancel();
    const current = new SolutionStream(n);
    stream = current;
    const pump = () => {
      timer = 0;
      if (stream !== current) return;
      const flat = current.next_batch(BATCH);
      if (flat.length === 0) {
        cancel();
        onDone(n);
        return;
      }
      const solutions = [];
      for (let i = 0; i < flat.length; i += n) solutions.push(flat.slice(i, i + n));
      onBatch(n, solutions);
      timer = setTimeout(pump, 0);
    };
    timer = setTimeout(pump, 0);
  }

  return { start, cancel };
}

/** The queens of a placement as one path of dots, in a viewBox where a square is 1 unit. */
function queensPath(cols) {
  const r = 0.32;
  return Array.from(cols, (col, i) => {
    const cx = col - 0.5;
    const cy = i + 0.5;
    return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
  }).join('');
}

function captionText(index, total) {
  return `#${index} of ${total}`;
}

function thumbnailLabel(cols, index, total, formatLine) {
  return `Solution ${index} of ${total}: ${formatLine(cols)}`;
}

function thumbnail(cols, index, total, formatLine) {
  const n = cols.length;
  const svg = svgEl('svg', { viewBox: `0 0 ${n} ${n}`, 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svgEl('rect', { class: 'light', width: n, height: n }),
    svgEl('path', { class: 'dark', d: darkSquaresPath(n, 1) }),
    svgEl('path', { class: 'dots', d: queensPath(cols) }),
  );
  const caption = document.createElement('span');
  caption.className = 'thumb-caption';
  caption.textContent = captionText(index, total);

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'thumb';
  button.dataset.testid = 'gallery-item';
  button.dataset.cols = Array.from(cols).join('-');
  button.dataset.index = String(index);
  button.setAttribute('aria-label', thumbnailLabel(cols, index, total, formatLine));
  button.append(svg, caption);

  const item = document.createElement('li');
  item.append(button);
  return item;
}

/**
 * Brings the gallery list up to date with `gallery` = { n, items, done } without
 * redrawing what is already there; marks item `selectedIndex` (1-based) as current.
 * `total` is the number of solutions of N (for the "#37 of 92" captions).
 */
export function renderGallery(els, gallery, total, selectedIndex, formatLine) {
  const { list, status } = els;
  if (list.dataset.n !== String(gallery.n)) {
    list.replaceChildren();
    list.dataset.n = String(gallery.n);
    delete list.dataset.selected;
  }
  const shown = list.childElementCount;
  const totalText = total === null ? '?' : String(total);
  if (list.dataset.total !== totalText) {
    // The count arrived after these thumbnails were made (it runs in the worker pool).
    for (let i = 0; i < shown; i += 1) {
      const button = list.children[i].firstElementChild;
      button.querySelector('.thumb-caption').textContent = captionText(i + 1, totalText);
      button.setAttribute('aria-label', thumbnailLabel(gallery.items[i], i + 1, totalText, formatLine));
    }
    list.dataset.total = totalText;
  }
  if (gallery.items.length > shown) {
    const fragment = document.createDocumentFragment();
    for (let i = shown; i < gallery.items.length; i += 1) {
      fragment.append(thumbnail(gallery.items[i], i + 1, totalText, formatLine));
    }
    list.append(fragment);
  }

  const selected = selectedIndex === null ? '' : String(selectedIndex);
  if ((list.dataset.selected ?? '') !== selected || gallery.items.length > shown) {
    list.querySelector('[aria-current]')?.removeAttribute('aria-current');
    const button = selectedIndex === null ? null : list.children[selectedIndex - 1]?.firstElementChild;
    button?.setAttribute('aria-current', 'true');
    list.dataset.selected = selected;
  }

  list.dataset.state = gallery.limited ? 'limited' : gallery.done ? 'done' : 'loading';
  list.setAttribute('aria-busy', String(!gallery.done && !gallery.limited));

  let text;
  if (gallery.limited) {
    text = `The gallery is limited to N ≤ ${GALLERY_MAX_N} for now.`;
  } else if (!gallery.done) {
    text = `Loading solutions… ${gallery.items.length} so far.`;
  } else if (gallery.items.length === 0) {
    text = `N = ${gallery.n} has no solutions, so there is nothing to show.`;
  } else {
    const count = gallery.items.length;
    text = `${count} ${count === 1 ? 'solution' : 'solutions'} for N = ${gallery.n}, in lexicographic order. Pick one to show it on the board.`;
  }
  status.textContent = text;
}
