//! The open symmetry class: its representative, its size and stabiliser, and its members,
//! each labelled by the symmetry that makes it from the representative, with its number.

import {
  button, el, keepFocus, setAttr,
} from '../../../lib/dom.js';
import { groupDigits } from '../../../lib/format.js';
import { getLang, t } from '../../../lib/i18n.js';
import { thumbnailSvg } from './thumbnail.js';
import { stabiliserText } from './words.js';

function memberNode(m, { formatLine, totalText, selected }) {
  const label = t(`sym.${m.transform}`);
  const number = m.index === null ? '' : t('gallery.caption', { index: groupDigits(m.index), total: totalText });
  const node = button('class-member', {
    className: 'thumb', 'data-transform': m.transform, 'data-cols': m.cols.join('-'),
    'data-index': m.index === null ? undefined : String(m.index),
    'aria-current': m.index !== null && m.index === selected ? 'true' : undefined,
    'aria-label': t('class.member-label', { transform: label, number, line: formatLine(Uint32Array.from(m.cols)) }),
  }, thumbnailSvg(m.cols), el('span', { className: 'member-transform', text: label }),
  el('span', { className: 'thumb-caption', text: number }));
  return el('li', {}, node);
}

/** The panel (`data-testid="class-panel"`); returns { node, render(g, { totalText, selected }) }. */
export function createClassPanel(actions, formatLine) {
  const node = el('section', { className: 'class-panel', id: 'class-panel', testid: 'class-panel', tabindex: '-1', hidden: true });
  let drawn = '';
  let shownIndex = null;
  node.addEventListener('click', (event) => {
    if (event.target.closest('[data-action="close-class"]')) {
      actions.closeClass();
      return;
    }
    const member = event.target.closest('[data-testid="class-member"]');
    if (!member) return;
    const index = member.dataset.index ? Number(member.dataset.index) : null;
    actions.pick(member.dataset.cols.split('-').map(Number), index);
  });

  function draw(g, { totalText, selected }) {
    const { expanded } = g;
    node.hidden = expanded === null;
    if (!expanded) {
      if (drawn) node.replaceChildren();
      drawn = '';
      shownIndex = null;
      return;
    }
    const key = `${g.n}:${expanded.index}:${totalText}:${selected}:${getLang()}`;
    if (key === drawn) return;
    drawn = key;
    const heading = el('h3', { text: t('class.heading', { index: groupDigits(expanded.index), line: formatLine(Uint32Array.from(expanded.cols)) }) });
    const close = el('button', { type: 'button', className: 'class-close', 'data-action': 'close-class', text: t('class.close') });
    const summary = el('p', { className: 'note', testid: 'class-summary', text: t('class.summary', { size: expanded.size, fixed: stabiliserText(expanded.stabiliser) }) });
    const members = el('ol', { className: 'class-members' },
      ...expanded.members.map((m) => memberNode(m, { formatLine, totalText, selected })));
    setAttr(node, 'aria-label', heading.textContent);
    node.replaceChildren(el('div', { className: 'class-head' }, heading, close), summary,
      el('p', { className: 'note', text: t('class.canonical') }), members);
    if (shownIndex !== expanded.index) node.scrollIntoView({ block: 'nearest' });
    shownIndex = expanded.index;
  }
  // A member picked (drawn again as the one shown) keeps the focus; the panel takes it when
  // its member is gone (it has tabindex −1), never the page.
  const render = (g, ctx) => keepFocus(node, 'data-cols', () => draw(g, ctx), () => node);
  return { node, render };
}
