//! The gallery: every solution of the current N (OEIS A000170 of them, up to 365,596 for
//! N = 14) as small boards, or only the fundamental ones (A002562: one canonical
//! representative per class under the 8 symmetries D4 of the square, the lexicographically
//! smallest tuple of its class), with a partial-tuple filter and a jump to a solution
//! number.
//!
//! The solutions live in a module worker (gallery-worker.js), which enumerates them with
//! the wasm `SolutionStream` and hands out pages. This module is the worker's client and
//! a virtual list: the scroller holds a spacer as tall as all the rows, and only the rows
//! in sight (plus a margin) exist as elements, drawn from a small cache of pages. A
//! thumbnail is three SVG shapes whatever N is: the light background, one path for the
//! dark squares and one for the queens.
//!
//! The gallery reports what the rest of the page shows of it (the counts, the options, the
//! open class) through `onChange(view)`; main.js keeps that in its `state.gallery` and
//! passes it back to `render`. Scrolling redraws only the list.

import { darkSquaresPath } from './board.js';
import { svgEl } from '../lib/dom.js';
import { groupDigits } from '../lib/format.js';
import { setAttr, setText } from '../lib/dom.js';
import { getLang, t } from '../lib/i18n.js';

/** The gallery lists every solution up to this N (365,596 boards for N = 14). */
export const GALLERY_MAX_N = 14;
/** Solutions per page asked of the worker, and pages kept (least recently used go first). */
const PAGE = 240;
const MAX_PAGES = 12;
/** A new N within this many ms of the last waits this long before its listing starts. */
const START_DEBOUNCE_MS = 150;
/** Rows drawn above and below the visible ones. */
const OVERSCAN_ROWS = 2;
/**
 * Geometry of an item, in CSS px, matching style.css: the gap between items, the
 * narrowest item, and the height added to the square thumbnail by the caption (and, in
 * the fundamental view, by the class line).
 */
const GAP = 8;
const MIN_ITEM_W = { all: 84, fundamental: 136 };
const CAPTION_H = 20;
const CLASS_H = 44;
/** An item's padding and border across, px. */
const ITEM_PAD_W = 16;

/** The symmetries of the square in the core's order (see the wasm `transform`). */
export const TRANSFORMS = [
  'identity', 'rotate90', 'rotate180', 'rotate270',
  'reflect-horizontal', 'reflect-vertical', 'reflect-diagonal', 'reflect-anti-diagonal',
];

const darkPaths = new Map();

/** The queens of a placement as one path of dots, in a viewBox where a square is 1 unit. */
function queensPath(cols) {
  const r = 0.32;
  const parts = [];
  cols.forEach((col, i) => {
    if (col === 0) return;
    const cx = col - 0.5;
    const cy = i + 0.5;
    parts.push(`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`);
  });
  return parts.join('');
}

/** A small board of `cols` (1-based columns, 0 = empty row): three shapes. */
export function thumbnailSvg(cols) {
  const n = cols.length;
  if (!darkPaths.has(n)) darkPaths.set(n, darkSquaresPath(n, 1));
  const svg = svgEl('svg', { viewBox: `0 0 ${n} ${n}`, 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svgEl('rect', { class: 'light', width: n, height: n }),
    svgEl('path', { class: 'dark', d: darkPaths.get(n) }),
    svgEl('path', { class: 'dots', d: queensPath(cols) }),
  );
  return svg;
}

/** "fixed by rotate 180°" / "no symmetry" for a stabiliser (names of the symmetries). */
export function stabiliserText(stabiliser) {
  const others = stabiliser.filter((name) => name !== 'identity');
  if (others.length === 0) return t('sym.fixed-none');
  if (others.join() === 'rotate90,rotate180,rotate270') return t('sym.fixed-rotations');
  return t('sym.fixed-by', { list: others.map((name) => t(`sym.${name}`)).join(t('sym.list-sep')) });
}

/**
 * The filter's text as a pattern of columns (0 = any) for N: `{ pattern }` (null when it
 * asks for nothing) or `{ error }`. Columns may be separated by spaces, commas or dashes;
 * `_`, `?`, `*`, `.` and `0` stand for any column; missing rows at the end are any.
 */
export function parsePattern(text, n) {
  const body = String(text).trim().replace(/^x\s*=\s*/i, '').replace(/^\[|\]$/g, '');
  const tokens = body.split(/[\s,;-]+/).filter((token) => token !== '');
  if (tokens.length > n) return { error: t('gallery.filter-too-long', { n, count: tokens.length }) };
  const pattern = [];
  for (const token of tokens) {
    if (/^[_?*.]$|^0$/.test(token)) {
      pattern.push(0);
    } else if (/^\d+$/.test(token) && Number(token) >= 1 && Number(token) <= n) {
      pattern.push(Number(token));
    } else {
      const shown = token.length > 12 ? `${token.slice(0, 12)}…` : token;
      return { error: t('gallery.filter-bad', { token: shown, n }) };
    }
  }
  while (pattern.length < n) pattern.push(0);
  return { pattern: pattern.some((c) => c !== 0) ? pattern : null };
}

function patternText(pattern) {
  return pattern.map((c) => (c === 0 ? '_' : String(c))).join(' ');
}

function el(name, className, text) {
  const node = document.createElement(name);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The gallery's controls, status lines, class panel and scroller, built inside `root`. */
function buildDom(root) {
  const status = el('p', 'note');
  status.id = 'gallery-status';
  status.dataset.testid = 'gallery-status';

  const toggle = el('input');
  toggle.type = 'checkbox';
  toggle.id = 'fundamental-toggle';
  toggle.dataset.testid = 'fundamental-toggle';
  const toggleText = el('span');
  const toggleLabel = el('label', 'check');
  toggleLabel.append(toggle, ' ', toggleText);

  const filterForm = el('form', 'gallery-form');
  const filterLabel = el('label');
  filterLabel.htmlFor = 'gallery-filter';
  const filter = el('input');
  Object.assign(filter, { type: 'text', id: 'gallery-filter', spellcheck: false, autocomplete: 'off' });
  filter.dataset.testid = 'gallery-filter';
  const filterButton = el('button');
  filterButton.type = 'submit';
  const filterRow = el('div', 'gallery-form-row');
  filterRow.append(filter, filterButton);
  filterForm.append(filterLabel, filterRow);
  filterForm.noValidate = true;

  const jumpForm = el('form', 'gallery-form');
  const jumpLabel = el('label');
  jumpLabel.htmlFor = 'gallery-jump';
  const jump = el('input');
  Object.assign(jump, { type: 'text', id: 'gallery-jump', inputMode: 'numeric', autocomplete: 'off' });
  jump.dataset.testid = 'gallery-jump';
  const jumpButton = el('button');
  jumpButton.type = 'submit';
  const jumpRow = el('div', 'gallery-form-row');
  jumpRow.append(jump, jumpButton);
  jumpForm.append(jumpLabel, jumpRow);
  jumpForm.noValidate = true;

  const controls = el('div', 'gallery-controls');
  controls.append(toggleLabel, filterForm, jumpForm);

  const message = el('p', 'note gallery-message');
  message.dataset.testid = 'gallery-message';
  message.setAttribute('role', 'status');

  const countLabel = el('span', 'gallery-count-label');
  const count = el('span', 'gallery-count');
  count.dataset.testid = 'gallery-count';
  const breakdown = el('span', 'gallery-breakdown');
  breakdown.dataset.testid = 'gallery-breakdown';
  const summary = el('p', 'gallery-summary');
  summary.append(countLabel, ' ', count, ' ', breakdown);

  const classPanel = el('section', 'class-panel');
  classPanel.id = 'class-panel';
  classPanel.dataset.testid = 'class-panel';
  classPanel.tabIndex = -1;
  classPanel.hidden = true;

  const list = el('ol', 'gallery');
  const sizer = el('div', 'gallery-sizer');
  sizer.append(list);
  const scroller = el('div', 'gallery-scroller');
  scroller.dataset.testid = 'gallery';
  scroller.append(sizer);

  // Measures the widest caption, so items are wide enough for it on one line.
  const probe = el('span', 'thumb-caption caption-probe');
  probe.setAttribute('aria-hidden', 'true');

  root.replaceChildren(status, controls, message, summary, classPanel, scroller, probe);
  return {
    probe,
    root, status, toggle, toggleText, filterForm, filterLabel, filter, filterButton,
    jumpForm, jumpLabel, jump, jumpButton, message, countLabel, count, breakdown, summary,
    classPanel, scroller, sizer, list,
  };
}

/**
 * Builds the gallery in `root` and starts its worker.
 *   wasmModule   the compiled WebAssembly.Module (shared with the other workers)
 *   formatLine   the wasm `format_line`
 *   onPick(cols, index)   a board was chosen (index = its 1-based lexicographic number)
 *   onChange(view)        the gallery's view changed (see `view` below)
 * Returns { view, select(n) → view, lookup(cols), render(view, { total, selected }) }.
 */
export function createGallery(root, {
  wasmModule, formatLine, onPick, onChange,
}) {
  const dom = buildDom(root);
  let worker = null;
  let gen = 0;
  let viewId = 0;
  let requestId = 0;
  const pending = new Map();

  /** What the page shows of the gallery; main.js keeps it as `state.gallery`. */
  let view = {
    n: 0, limited: false, found: 0, done: false, viewReady: false, viewCount: 0, classes: 0, classSizes: {},
    fundamental: false, pattern: null, message: '', messageIsError: false, expanded: null,
    error: '',
  };
  /** Pages of the current view: page number → { from, items, indices, classes, used }. */
  let pages = new Map();
  const asked = new Set();
  /** Drawn items by view position; the layout; what the last draw showed. */
  let nodes = new Map();
  let layout = { cols: 1, itemW: 0, itemH: 0, pitch: 1 };
  let lastRender = { total: '?', selected: null, lang: getLang() };
  let drawFrame = 0;
  /** The item size must be worked out again (new N, caption or view) before the next draw. */
  let needMeasure = true;
  /** A jump in progress: the view position to pick and focus once its page is here. */
  let pendingPick = null;
  let pendingFocus = null;

  function change(patch) {
    view = { ...view, ...patch };
    onChange(view);
  }

  function ensureWorker() {
    if (worker) return;
    worker = new Worker(new URL('../workers/gallery-worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', ({ data }) => receive(data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(event.message || t('gallery.worker-failed'));
    });
    worker.postMessage({ type: 'init', module: wasmModule });
  }

  function fail(message) {
    worker?.terminate();
    worker = null;
    for (const { resolve } of pending.values()) resolve(null);
    pending.clear();
    change({ error: t('gallery.error', { message }), done: true });
  }

  /** Messages held back while a start waits (see `select`), and the start's timer. */
  let held = null;
  let startTimer = 0;
  let lastSelect = -Infinity;

  function send(message) {
    if (held) held.push(message);
    else worker.postMessage({ gen, ...message });
  }

  function request(message) {
    requestId += 1;
    const id = requestId;
    return new Promise((resolve) => {
      pending.set(id, { resolve, gen });
      send({ ...message, id });
    });
  }

  function resetPages() {
    pages = new Map();
    asked.clear();
    nodes = new Map();
    dom.list.replaceChildren();
  }

  function sendView() {
    viewId += 1;
    change({ viewReady: false });
    resetPages();
    send({
      type: 'view', view: viewId, fundamental: view.fundamental, pattern: view.pattern,
    });
  }

  /** Starts listing the solutions of N (or says N is past the gallery's range). */
  function select(n) {
    gen += 1;
    for (const { resolve } of pending.values()) resolve(null);
    pending.clear();
    pendingPick = null;
    viewId = 0;
    resetPages();
    dom.scroller.scrollTop = 0;
    dom.filter.value = '';
    dom.jump.value = '';
    const limited = n > GALLERY_MAX_N;
    view = {
      ...view, n, limited, found: 0, done: limited, viewCount: 0, classes: 0, classSizes: {},
      pattern: null, message: '', messageIsError: false, expanded: null, error: '',
    };
    clearTimeout(startTimer);
    held = null;
    if (!limited) {
      ensureWorker();
      // While N changes quickly (a slider being dragged), only the last N is listed, so
      // the worker does not take a core from the counting pool for sizes already gone.
      const quick = performance.now() - lastSelect < START_DEBOUNCE_MS;
      lastSelect = performance.now();
      held = [];
      sendView();
      const begin = () => {
        startTimer = 0;
        const queued = held ?? [];
        held = null;
        send({ type: 'start', n });
        for (const message of queued) send(message);
      };
      if (quick) startTimer = setTimeout(begin, START_DEBOUNCE_MS);
      else begin();
    }
    return view;
  }

  /** The 1-based lexicographic number of solution `cols` of the current N, or null. */
  function lookup(cols) {
    if (view.limited || !worker || cols.length !== view.n) return Promise.resolve(null);
    return request({ type: 'lookup', cols: Array.from(cols) });
  }

  function receive(data) {
    if (data.type === 'error' && data.gen === undefined) {
      fail(data.message);
      return;
    }
    if (data.gen !== gen) return;
    switch (data.type) {
      case 'progress':
        if (data.view !== viewId) return;
        change({
          found: data.found, done: data.done, viewCount: data.viewCount, classes: data.classes,
          classSizes: data.classSizes, viewReady: true,
        });
        // Pages cut short by the end of what existed are asked for again.
        for (const [number, p] of pages) {
          if (p.count < PAGE && p.from + p.count < data.viewCount) {
            pages.delete(number);
            asked.delete(number);
          }
        }
        scheduleDraw();
        break;
      case 'page':
        if (data.view !== viewId) return;
        storePage(data);
        scheduleDraw();
        break;
      case 'lookup':
      case 'class':
      case 'locate': {
        const entry = pending.get(data.id);
        pending.delete(data.id);
        entry?.resolve(data);
        break;
      }
      case 'error':
        change({ error: t('gallery.error', { message: data.message }) });
        break;
      default:
    }
  }

  function storePage(data) {
    const number = Math.floor(data.from / PAGE);
    const count = data.indices.length;
    pages.set(number, {
      from: data.from, count, items: data.items, indices: data.indices, classes: data.classes,
      used: performance.now(),
    });
    asked.delete(number);
    // A page drawn with placeholders gets real items now.
    for (let k = data.from; k < data.from + count; k += 1) {
      if (nodes.get(k)?.dataset.placeholder) nodes.delete(k);
    }
    if (pages.size > MAX_PAGES) {
      const oldest = [...pages.entries()].sort((a, b) => a[1].used - b[1].used)[0][0];
      pages.delete(oldest);
    }
  }

  function itemAt(position) {
    const p = pages.get(Math.floor(position / PAGE));
    if (!p || position - p.from >= p.count) return null;
    p.used = performance.now();
    const k = position - p.from;
    const n = view.n;
    return {
      cols: Array.from(p.items.subarray(k * n, k * n + n)),
      index: p.indices[k],
      klass: p.classes ? p.classes[k] : null,
    };
  }

  function askPages(from, to) {
    for (let number = Math.floor(from / PAGE); number * PAGE < to; number += 1) {
      if (pages.has(number) || asked.has(number)) continue;
      asked.add(number);
      send({ type: 'page', view: viewId, from: number * PAGE, to: (number + 1) * PAGE });
    }
  }

  // ---- The virtual list ------------------------------------------------------------

  function measure() {
    const style = getComputedStyle(dom.scroller);
    const width = dom.scroller.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // Items are wide enough for their caption on one line ("#365,596 of 365,596").
    dom.probe.textContent = t('gallery.caption', { index: lastRender.total, total: lastRender.total });
    const minW = Math.max(
      view.fundamental ? MIN_ITEM_W.fundamental : MIN_ITEM_W.all,
      Math.ceil(dom.probe.getBoundingClientRect().width) + ITEM_PAD_W,
    );
    const cols = Math.max(1, Math.floor((width + GAP) / (minW + GAP)));
    const itemW = (width - (cols - 1) * GAP) / cols;
    const itemH = Math.round(itemW + CAPTION_H + (view.fundamental ? CLASS_H : 0));
    layout = { cols, itemW, itemH, pitch: itemH + GAP };
    dom.list.style.gridTemplateColumns = `repeat(${cols}, minmax(0, 1fr))`;
    dom.list.style.gridAutoRows = `${itemH}px`;
    dom.list.style.gap = `${GAP}px`;
  }

  function scheduleDraw() {
    if (!drawFrame) drawFrame = requestAnimationFrame(draw);
  }

  function captionTotal() {
    return lastRender.total;
  }

  function itemNode(position, item) {
    const li = el('li');
    li.setAttribute('aria-posinset', String(position + 1));
    li.setAttribute('aria-setsize', String(view.viewCount));
    if (!item) {
      li.className = 'thumb-placeholder';
      li.dataset.placeholder = 'true';
      return li;
    }
    const { cols, index, klass } = item;
    const total = captionTotal();
    const button = el('button', 'thumb');
    button.type = 'button';
    button.dataset.testid = 'gallery-item';
    button.dataset.cols = cols.join('-');
    button.dataset.index = String(index);
    button.dataset.position = String(position);
    button.setAttribute('aria-label', t('gallery.item-label', {
      index: groupDigits(index), total, line: formatLine(Uint32Array.from(cols)),
    }));
    if (index === lastRender.selected) button.setAttribute('aria-current', 'true');
    button.append(thumbnailSvg(cols), el('span', 'thumb-caption', t('gallery.caption', {
      index: groupDigits(index), total,
    })));
    li.append(button);
    if (klass) {
      const toggle = el('button', 'class-toggle');
      toggle.type = 'button';
      toggle.dataset.testid = 'class-toggle';
      toggle.dataset.index = String(index);
      toggle.dataset.cols = button.dataset.cols;
      toggle.setAttribute('aria-controls', 'class-panel');
      toggle.setAttribute('aria-expanded', String(view.expanded?.index === index));
      const size = el('span', 'class-size', t('gallery.class-size', { size: klass.size }));
      size.dataset.testid = 'class-size';
      size.dataset.size = String(klass.size);
      const fixed = el('span', 'class-fixed', stabiliserText(klass.stabiliser));
      fixed.dataset.testid = 'class-stabiliser';
      fixed.dataset.stabiliser = klass.stabiliser.join(' ');
      toggle.append(size, fixed);
      li.append(toggle);
      li.classList.add('fundamental');
    }
    return li;
  }

  function draw() {
    if (drawFrame) cancelAnimationFrame(drawFrame);
    drawFrame = 0;
    if (needMeasure) {
      needMeasure = false;
      measure();
    }
    if (view.limited || view.n === 0) {
      dom.sizer.style.height = '0px';
      dom.list.replaceChildren();
      return;
    }
    const { cols, pitch } = layout;
    const rows = Math.ceil(view.viewCount / cols);
    dom.sizer.style.height = `${Math.max(0, rows * pitch - GAP)}px`;
    const top = dom.scroller.scrollTop;
    const height = dom.scroller.clientHeight;
    const firstRow = Math.max(0, Math.floor(top / pitch) - OVERSCAN_ROWS);
    const lastRow = Math.min(rows - 1, Math.floor((top + height) / pitch) + OVERSCAN_ROWS);
    const from = firstRow * cols;
    const to = Math.min(view.viewCount, (lastRow + 1) * cols);
    dom.list.style.transform = `translateY(${firstRow * pitch}px)`;
    if (to > from) askPages(from, to);

    const keep = new Map();
    const children = [];
    for (let position = from; position < to; position += 1) {
      let node = nodes.get(position);
      if (!node) node = itemNode(position, itemAt(position));
      keep.set(position, node);
      children.push(node);
    }
    nodes = keep;
    const same = children.length === dom.list.children.length
      && children.every((node, i) => dom.list.children[i] === node);
    if (!same) dom.list.replaceChildren(...children);

    if (pendingPick !== null) {
      const item = itemAt(pendingPick);
      if (item) {
        pendingPick = null;
        onPick(Uint32Array.from(item.cols), item.index);
      }
    }
    if (pendingFocus !== null) {
      const button = nodes.get(pendingFocus)?.querySelector('[data-testid="gallery-item"]');
      if (button) {
        pendingFocus = null;
        button.focus({ preventScroll: true });
      }
    }
  }

  /** Scrolls so that view position `position` is in sight (centred when it was far). */
  function reveal(position, { centre = false } = {}) {
    const row = Math.floor(position / layout.cols);
    const top = row * layout.pitch;
    const height = dom.scroller.clientHeight;
    const { scrollTop } = dom.scroller;
    if (centre || top < scrollTop || top + layout.itemH > scrollTop + height) {
      dom.scroller.scrollTop = centre ? Math.max(0, top - (height - layout.itemH) / 2)
        : top < scrollTop ? top : top + layout.itemH - height;
    }
    draw();
  }

  function relayout() {
    measure();
    nodes = new Map();
    draw();
  }

  // ---- The controls ----------------------------------------------------------------

  function setMessage(message, isError = false) {
    change({ message, messageIsError: isError });
  }

  function applyFilter() {
    const { pattern, error } = parsePattern(dom.filter.value, view.n);
    if (error !== undefined) {
      dom.filter.setAttribute('aria-invalid', 'true');
      setMessage(error, true);
      return;
    }
    dom.filter.setAttribute('aria-invalid', 'false');
    dom.scroller.scrollTop = 0;
    change({
      pattern, message: pattern ? t('gallery.filter-active', { pattern: patternText(pattern) }) : '',
      messageIsError: false,
    });
    sendView();
    relayout();
  }

  async function applyJump() {
    const text = dom.jump.value.trim().replace(/^#/, '').replace(/,/g, '');
    const total = view.done ? view.found : null;
    const range = total === null ? '' : t('gallery.jump-range', { total: groupDigits(total) });
    if (!/^\d+$/.test(text) || Number(text) < 1) {
      dom.jump.setAttribute('aria-invalid', 'true');
      setMessage(t('gallery.jump-bad', { range }), true);
      return;
    }
    const index = Number(text);
    if (total !== null && index > total) {
      dom.jump.setAttribute('aria-invalid', 'true');
      setMessage(t('gallery.jump-past', { n: view.n, total: groupDigits(total), index: groupDigits(index) }), true);
      return;
    }
    dom.jump.setAttribute('aria-invalid', 'false');
    if (view.pattern) {
      // A jump goes through the whole list: the filter is dropped.
      dom.filter.value = '';
      change({ pattern: null });
      sendView();
      relayout();
    }
    const sentView = viewId;
    const answer = await request({ type: 'locate', view: viewId, index });
    if (!answer || sentView !== viewId) return;
    if (answer.position === null) {
      setMessage(t('gallery.jump-past', {
        n: view.n, total: groupDigits(view.found), index: groupDigits(index),
      }), true);
      return;
    }
    reveal(answer.position, { centre: true });
    if (answer.representative === null) {
      setMessage(t('gallery.jump-done', { index: groupDigits(index) }));
      pendingPick = answer.position;
      pendingFocus = answer.position;
      draw();
    } else {
      setMessage(t('gallery.jump-class', {
        index: groupDigits(index), rep: groupDigits(answer.representative),
      }));
      await expand(answer.representative, index);
    }
  }

  /** Opens the class of representative #index, and shows its member #pick on the board. */
  async function expand(index, pick = null) {
    const answer = await request({ type: 'class', index });
    if (!answer) return;
    change({
      expanded: {
        index, cols: answer.canonical, size: answer.size, stabiliser: answer.stabiliser,
        members: answer.members,
      },
    });
    nodes = new Map();
    draw();
    if (pick !== null) {
      const member = answer.members.find((m) => m.index === pick);
      if (member) onPick(Uint32Array.from(member.cols), member.index);
    }
    dom.classPanel.scrollIntoView({ block: 'nearest' });
  }

  function collapse() {
    change({ expanded: null });
    nodes = new Map();
    draw();
  }

  function moveFocus(from, key) {
    const { cols } = layout;
    const visibleRows = Math.max(1, Math.floor(dom.scroller.clientHeight / layout.pitch));
    const moves = {
      ArrowRight: 1, ArrowLeft: -1, ArrowDown: cols, ArrowUp: -cols,
      PageDown: cols * visibleRows, PageUp: -cols * visibleRows,
    };
    let to;
    if (key === 'Home') to = 0;
    else if (key === 'End') to = view.viewCount - 1;
    else if (key in moves) to = from + moves[key];
    else return false;
    to = Math.max(0, Math.min(view.viewCount - 1, to));
    pendingFocus = to;
    reveal(to);
    return true;
  }

  dom.toggle.addEventListener('change', () => {
    dom.scroller.scrollTop = 0;
    change({ fundamental: dom.toggle.checked, expanded: null, message: '' });
    sendView();
    relayout();
  });
  dom.filterForm.addEventListener('submit', (event) => {
    event.preventDefault();
    applyFilter();
  });
  dom.jumpForm.addEventListener('submit', (event) => {
    event.preventDefault();
    applyJump();
  });
  dom.scroller.addEventListener('scroll', scheduleDraw, { passive: true });
  new ResizeObserver(() => {
    const before = layout.cols;
    const width = layout.itemW;
    measure();
    if (layout.cols !== before || Math.abs(layout.itemW - width) > 0.5) nodes = new Map();
    draw();
  }).observe(dom.scroller);

  dom.list.addEventListener('click', (event) => {
    const toggle = event.target.closest('[data-testid="class-toggle"]');
    if (toggle) {
      const index = Number(toggle.dataset.index);
      if (view.expanded?.index === index) collapse();
      else expand(index);
      return;
    }
    const button = event.target.closest('[data-testid="gallery-item"]');
    if (!button) return;
    onPick(Uint32Array.from(button.dataset.cols.split('-').map(Number)), Number(button.dataset.index));
  });
  dom.list.addEventListener('keydown', (event) => {
    const button = event.target.closest('[data-testid="gallery-item"]');
    if (!button || event.ctrlKey || event.altKey || event.metaKey) return;
    if (moveFocus(Number(button.dataset.position), event.key)) event.preventDefault();
  });
  dom.classPanel.addEventListener('click', (event) => {
    if (event.target.closest('[data-action="close-class"]')) {
      collapse();
      return;
    }
    const member = event.target.closest('[data-testid="class-member"]');
    if (!member) return;
    const index = member.dataset.index ? Number(member.dataset.index) : null;
    onPick(Uint32Array.from(member.dataset.cols.split('-').map(Number)), index);
  });

  // ---- Render ----------------------------------------------------------------------

  function renderClassPanel(expanded, total, selected) {
    const panel = dom.classPanel;
    panel.hidden = expanded === null;
    if (!expanded) {
      panel.replaceChildren();
      delete panel.dataset.key;
      return;
    }
    const key = `${view.n}:${expanded.index}:${total}:${selected}:${getLang()}`;
    if (panel.dataset.key === key) return;
    panel.dataset.key = key;
    const heading = el('h3', '', t('class.heading', {
      index: groupDigits(expanded.index), line: formatLine(Uint32Array.from(expanded.cols)),
    }));
    const close = el('button', 'class-close', t('class.close'));
    close.type = 'button';
    close.dataset.action = 'close-class';
    const head = el('div', 'class-head');
    head.append(heading, close);
    const summary = el('p', 'note', t('class.summary', {
      size: expanded.size, fixed: stabiliserText(expanded.stabiliser),
    }));
    summary.dataset.testid = 'class-summary';
    const canonical = el('p', 'note', t('class.canonical'));
    const members = el('ol', 'class-members');
    for (const m of expanded.members) {
      const button = el('button', 'thumb');
      button.type = 'button';
      button.dataset.testid = 'class-member';
      button.dataset.transform = m.transform;
      button.dataset.cols = m.cols.join('-');
      if (m.index !== null) button.dataset.index = String(m.index);
      if (m.index === selected) button.setAttribute('aria-current', 'true');
      const label = t(`sym.${m.transform}`);
      const number = m.index === null ? '' : t('gallery.caption', { index: groupDigits(m.index), total });
      button.setAttribute('aria-label', t('class.member-label', {
        transform: label, number, line: formatLine(Uint32Array.from(m.cols)),
      }));
      button.append(thumbnailSvg(m.cols), el('span', 'member-transform', label), el('span', 'thumb-caption', number));
      const li = el('li');
      li.append(button);
      members.append(li);
    }
    panel.setAttribute('aria-label', heading.textContent);
    panel.replaceChildren(head, summary, canonical, members);
  }

  function statusText(v) {
    if (v.limited) return t('gallery.limited', { max: GALLERY_MAX_N, n: groupDigits(v.n) });
    if (v.error) return v.error;
    if (!v.done) return t('gallery.loading', { found: groupDigits(v.found) });
    if (v.found === 0) return t('gallery.none', { n: v.n });
    return v.fundamental
      ? t('gallery.done-fundamental', { n: v.n })
      : t('gallery.done', { n: v.n });
  }

  function breakdownText(v) {
    if (!v.fundamental || !v.done || v.classes === 0) return '';
    const parts = [8, 4, 2, 1].filter((size) => v.classSizes[size] > 0)
      .map((size) => t('gallery.breakdown-part', { count: groupDigits(v.classSizes[size]), size }));
    return t('gallery.breakdown', { total: groupDigits(v.found), parts: parts.join(' + ') });
  }

  /**
   * Brings the gallery up to date with `v` (the view this module reported), the number of
   * solutions `total` (bigint or null) and the board's solution number `selected`.
   */
  function render(v, { total, selected }) {
    const totalText = total !== null && total !== undefined ? groupDigits(total)
      : v.done && !v.limited ? groupDigits(v.found) : '?';
    // Renders come many times a second (the stepper playing): nothing to do when nothing changed.
    if (v === lastRender.view && totalText === lastRender.total && selected === lastRender.selected
      && getLang() === lastRender.lang) return;
    // A new total or language changes every caption (and the items' width).
    const totalChanged = totalText !== lastRender.total || getLang() !== lastRender.lang;
    if (totalChanged) nodes = new Map();
    if (selected !== lastRender.selected) {
      for (const node of nodes.values()) {
        const button = node.querySelector('[data-testid="gallery-item"]');
        if (!button) continue;
        if (Number(button.dataset.index) === selected) setAttr(button, 'aria-current', 'true');
        else button.removeAttribute('aria-current');
      }
    }
    lastRender = {
      view: v, total: totalText, selected, lang: getLang(),
    };

    const heading = dom.root.closest('section')?.querySelector('h2');
    if (heading) setText(heading, t('gallery.heading'));
    setText(dom.toggleText, t('gallery.fundamental'));
    dom.toggle.checked = v.fundamental;
    setText(dom.filterLabel, t('gallery.filter-label'));
    dom.filter.placeholder = t('gallery.filter-placeholder');
    setText(dom.filterButton, t('gallery.filter-go'));
    setText(dom.jumpLabel, t('gallery.jump-label'));
    dom.jump.placeholder = v.done && !v.limited && v.found > 0 ? `1–${groupDigits(v.found)}` : '';
    setText(dom.jumpButton, t('gallery.jump-go'));
    const off = v.limited || (v.done && v.found === 0);
    for (const control of [dom.toggle, dom.filter, dom.filterButton, dom.jump, dom.jumpButton]) {
      control.disabled = off;
    }
    setText(dom.message, v.message);
    dom.message.classList.toggle('bad', v.messageIsError);
    dom.message.hidden = v.message === '';

    setText(dom.status, statusText(v));
    dom.summary.hidden = v.limited;
    setText(dom.countLabel, t(v.fundamental ? 'gallery.count-fundamental' : 'gallery.count-label'));
    setText(dom.count, groupDigits(v.viewCount));
    setText(dom.breakdown, breakdownText(v));
    // 'done' once every solution is listed and the current view (filter, fundamental) is built.
    dom.scroller.dataset.state = v.limited ? 'limited' : v.done && v.viewReady ? 'done' : 'loading';
    dom.scroller.dataset.view = v.fundamental ? 'fundamental' : 'all';
    setAttr(dom.scroller, 'aria-busy', String(!v.done));
    setAttr(dom.scroller, 'aria-label', t('gallery.list-label', { n: v.n }));
    dom.scroller.hidden = v.limited;
    setAttr(dom.list, 'aria-label', t('gallery.list-label', { n: v.n }));

    renderClassPanel(v.expanded, totalText, selected);
    if (layout.itemW === 0 || totalChanged || dom.list.dataset.mode !== (v.fundamental ? 'fundamental' : 'all')) {
      dom.list.dataset.mode = v.fundamental ? 'fundamental' : 'all';
      needMeasure = true;
    }
    // The list is drawn at the next frame: it reads the layout, and renders come in bursts.
    scheduleDraw();
  }

  return {
    get view() {
      return view;
    },
    select,
    lookup,
    render,
  };
}
