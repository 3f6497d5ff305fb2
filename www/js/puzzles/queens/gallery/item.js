//! One item of the gallery list: a thumbnail button with its caption and, in the
//! fundamental view, the button that opens its class (its size and stabiliser).

import { button, el } from '../../../lib/dom.js';
import { groupDigits } from '../../../lib/format.js';
import { t } from '../../../lib/i18n.js';
import { thumbnailSvg } from './thumbnail.js';
import { stabiliserText } from './words.js';

function classToggle(index, colsText, klass, expanded) {
  const size = el('span', {
    className: 'class-size', testid: 'class-size', 'data-size': String(klass.size),
    text: t('gallery.class-size', { size: klass.size }),
  });
  const fixed = el('span', {
    className: 'class-fixed', testid: 'class-stabiliser', 'data-stabiliser': klass.stabiliser.join(' '),
    text: stabiliserText(klass.stabiliser),
  });
  return button('class-toggle', {
    className: 'class-toggle', 'data-index': String(index), 'data-cols': colsText,
    'aria-controls': 'class-panel', 'aria-expanded': String(expanded),
  }, size, fixed);
}

/**
 * The `<li>` of view position `position` (0-based) out of `setSize`; `item` is
 * { cols, index, klass } or null (not here yet: a placeholder).
 * `ctx`: { formatLine, totalText, selected, expandedIndex }.
 */
export function itemNode(position, setSize, item, ctx) {
  const li = el('li', { 'aria-posinset': String(position + 1), 'aria-setsize': String(setSize) });
  if (!item) {
    li.className = 'thumb-placeholder';
    li.dataset.placeholder = 'true';
    return li;
  }
  const { cols, index, klass } = item;
  const total = ctx.totalText;
  const colsText = cols.join('-');
  li.append(button('gallery-item', {
    className: 'thumb', 'data-cols': colsText, 'data-index': String(index), 'data-position': String(position),
    'aria-label': t('gallery.item-label', { index: groupDigits(index), total, line: ctx.formatLine(Uint32Array.from(cols)) }),
    'aria-current': index === ctx.selected ? 'true' : undefined,
  }, thumbnailSvg(cols), el('span', { className: 'thumb-caption', text: t('gallery.caption', { index: groupDigits(index), total }) })));
  if (klass) {
    li.append(classToggle(index, colsText, klass, ctx.expandedIndex === index));
    li.classList.add('fundamental');
  }
  return li;
}
