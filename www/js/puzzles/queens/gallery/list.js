//! The gallery's virtual list: the scroller holds a sizer as tall as all the rows, and only
//! the rows in sight (plus a margin) exist as elements, drawn from the slice's pages. What
//! stays here is derived from the DOM, not from the visitor's intent: the item elements
//! that exist, the measured item size, and which scroll/focus request was carried out.

import { el, keepFocus, setAttr } from '../../../lib/dom.js';
import { getLang, t } from '../../../lib/i18n.js';
import { PAGE } from '../gallery-client.js';
import { galleryItem } from '../gallery-state.js';
import { itemNode } from './item.js';
import {
  GAP, keyTarget, listLayout, revealTop, visibleRange,
} from './layout.js';

function buildDom() {
  const list = el('ol', { className: 'gallery' });
  const sizer = el('div', { className: 'gallery-sizer' }, list);
  // Its items take the keys (app/keys.js leaves the page's shortcuts off there).
  // -1: it takes the focus when the focused item scrolls out of the list (keepFocus).
  const scroller = el('div', {
    className: 'gallery-scroller', testid: 'gallery', 'data-own-keys': '', tabindex: '-1',
  }, sizer);
  // Measures the widest caption, so items are wide enough for it on one line.
  const probe = el('span', { className: 'thumb-caption caption-probe', 'aria-hidden': 'true' });
  return { list, sizer, scroller, probe };
}

function wire(dom, actions, local) {
  const moved = () => {
    local.moved = true;
    actions.scrolled();
  };
  dom.scroller.addEventListener('scroll', moved, { passive: true });
  new ResizeObserver(moved).observe(dom.scroller);
  dom.list.addEventListener('click', (event) => {
    const toggle = event.target.closest('[data-testid="class-toggle"]');
    if (toggle) {
      actions.toggleClass(Number(toggle.dataset.index));
      return;
    }
    const item = event.target.closest('[data-testid="gallery-item"]');
    if (item) actions.pick(item.dataset.cols.split('-').map(Number), Number(item.dataset.index));
  });
  dom.list.addEventListener('keydown', (event) => {
    const item = event.target.closest('[data-testid="gallery-item"]');
    if (!item || event.ctrlKey || event.altKey || event.metaKey) return;
    const to = keyTarget(local.layout, event.key, Number(item.dataset.position), local.count, dom.scroller.clientHeight);
    if (to === null) return;
    event.preventDefault();
    actions.focusItem(to);
  });
}

/** Works out the item size again when the width, the caption or the view changed. */
function measure(dom, local, g, totalText) {
  const width = dom.scroller.clientWidth;
  const key = `${width}:${totalText}:${getLang()}:${g.fundamental}`;
  if (key === local.measured) return;
  local.measured = key;
  const style = getComputedStyle(dom.scroller);
  const inner = width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  dom.probe.textContent = t('gallery.caption', { index: totalText, total: totalText });
  const layout = listLayout(inner, dom.probe.getBoundingClientRect().width, g.fundamental);
  if (layout.cols !== local.layout.cols || Math.abs(layout.itemW - local.layout.itemW) > 0.5) local.nodes = new Map();
  local.layout = layout;
  dom.list.style.gridTemplateColumns = `repeat(${layout.cols}, minmax(0, 1fr))`;
  dom.list.style.gridAutoRows = `${layout.itemH}px`;
  dom.list.style.gap = `${GAP}px`;
}

/** Carries out the slice's scroll request (once), and focuses its item once it is drawn. */
function reveal(dom, local, request) {
  if (!request || request.seq === local.revealed) return;
  local.revealed = request.seq;
  const { scroller } = dom;
  scroller.scrollTop = revealTop(local.layout, request.position, request.mode, scroller.scrollTop, scroller.clientHeight);
  local.focus = request.focus ? request.position : null;
}

function drawItems(dom, local, g, ctx, actions) {
  const range = visibleRange(local.layout, g.viewCount, dom.scroller.scrollTop, dom.scroller.clientHeight);
  dom.sizer.style.height = `${range.height}px`;
  dom.list.style.transform = `translateY(${range.firstRow * local.layout.pitch}px)`;
  if (range.to > range.from) actions.needPages(range.from, range.to);
  const keep = new Map();
  const children = [];
  for (let position = range.from; position < range.to; position += 1) {
    let node = local.nodes.get(position);
    if (!node || node.dataset.placeholder) {
      const item = galleryItem(g, position, PAGE);
      if (!node || item) node = itemNode(position, g.viewCount, item, ctx);
    }
    keep.set(position, node);
    children.push(node);
  }
  local.nodes = keep;
  const same = children.length === dom.list.children.length
    && children.every((node, i) => dom.list.children[i] === node);
  if (!same) dom.list.replaceChildren(...children);
}

function markSelected(local, selected) {
  if (selected === local.selected) return;
  local.selected = selected;
  for (const node of local.nodes.values()) {
    const item = node.querySelector('[data-testid="gallery-item"]');
    if (!item) continue;
    if (Number(item.dataset.index) === selected) setAttr(item, 'aria-current', 'true');
    else item.removeAttribute('aria-current');
  }
}

/**
 * The list; returns { scroller, probe, render(g, ctx) } where ctx is
 * { formatLine, totalText, selected } (see item.js).
 */
export function createGalleryList(actions) {
  const dom = buildDom();
  const local = {
    nodes: new Map(), layout: listLayout(0, 0, false), measured: '', drawn: '', revealed: 0,
    focus: null, selected: null, count: 0, moved: true, last: null,
  };
  wire(dom, actions, local);

  function draw(g, ctx) {
    // Renders come many times a second (the stepper playing): the list reads the layout
    // only when its slice, its captions or its scroll position changed.
    const last = local.last;
    if (!local.moved && last && last.g === g && last.totalText === ctx.totalText && last.shown === ctx.shown
      && last.selected === ctx.selected && last.lang === getLang() && local.focus === null) return;
    local.moved = false;
    local.last = { g, totalText: ctx.totalText, selected: ctx.selected, lang: getLang(), shown: ctx.shown };
    const mode = g.fundamental ? 'fundamental' : 'all';
    dom.scroller.dataset.state = g.limited ? 'limited' : g.done && g.viewReady ? 'done' : 'loading';
    dom.scroller.dataset.view = mode;
    setAttr(dom.scroller, 'aria-busy', String(!g.done));
    setAttr(dom.scroller, 'aria-label', t('gallery.list-label', { n: g.n }));
    dom.scroller.hidden = g.limited;
    setAttr(dom.list, 'aria-label', t('gallery.list-label', { n: g.n }));
    dom.list.dataset.mode = mode;
    local.count = g.viewCount;
    if (g.limited || g.n === 0) {
      dom.sizer.style.height = '0px';
      dom.list.replaceChildren();
      local.nodes = new Map();
      return;
    }
    // Its items are laid out only while the list can be seen (its tab is shown): measuring a
    // hidden list forces a layout of the page for nothing (the first view's longest task).
    if (!ctx.shown) return;
    measure(dom, local, g, ctx.totalText);
    const key = `${g.n}:${g.viewId}:${ctx.totalText}:${getLang()}:${g.expanded?.index}`;
    if (key !== local.drawn) local.nodes = new Map();
    local.drawn = key;
    reveal(dom, local, g.reveal);
    drawItems(dom, local, g, { ...ctx, expandedIndex: g.expanded?.index ?? null }, actions);
    markSelected(local, ctx.selected);
    if (local.focus !== null) {
      const item = local.nodes.get(local.focus)?.querySelector('[data-testid="gallery-item"]');
      if (item) {
        local.focus = null;
        item.focus({ preventScroll: true });
      }
    }
  }
  // An item drawn again (a new page of items, a scroll, new captions) keeps the focus.
  const render = (g, ctx) => keepFocus(dom.list, 'data-index', () => draw(g, ctx), () => dom.scroller);
  return { scroller: dom.scroller, probe: dom.probe, render };
}
