//! The gallery section: every solution of the current N (OEIS A000170 of them, up to
//! 365,596 for N = 14) as small boards, or only the fundamental ones (A002562: one
//! canonical representative per class under the 8 symmetries D4 of the square), with a
//! partial-tuple filter and a jump to a solution number. Drawn from `state.gallery`
//! (puzzles/queens/gallery-state.js) only; the solutions come from puzzles/queens/gallery-client.js.

import { el, setText } from '../../../lib/dom.js';
import { groupDigits } from '../../../lib/format.js';
import { t } from '../../../lib/i18n.js';
import { createClassPanel } from './class-panel.js';
import { createGalleryList } from './list.js';
import { createToolbar } from './toolbar.js';
import {
  breakdownText, messageIsError, messageText, statusText,
} from './words.js';

/** The solution number the board shows (marked in the list), or null. */
function selectedIndex(state) {
  return state.view === 'solution' ? state.solutionIndex : null;
}

/** "#365,596 of 365,596": the number of solutions, from the count or the finished listing. */
function totalText(state) {
  const g = state.gallery;
  if (state.total !== null && state.total !== undefined) return groupDigits(state.total);
  return g.done && !g.limited ? groupDigits(g.found) : '?';
}

function buildSummary() {
  const label = el('span', { className: 'gallery-count-label' });
  const count = el('span', { className: 'gallery-count', testid: 'gallery-count' });
  const breakdown = el('span', { className: 'gallery-breakdown', testid: 'gallery-breakdown' });
  const node = el('p', { className: 'gallery-summary' }, label, ' ', count, ' ', breakdown);
  return { node, label, count, breakdown };
}

/**
 * Builds the gallery in `root`.
 *   actions     see puzzles/queens/gallery-actions.js
 *   formatLine  the wasm `format_line` (a tuple as text)
 *   indexMaxN   the largest N the gallery lists (wasm `limits().indexMaxN`)
 * Returns { render(state) }; reads state.gallery, state.total, state.view, state.solutionIndex,
 * state.tab (the items are drawn while the gallery's tab is shown).
 */
export function createGalleryView(root, { actions, formatLine, indexMaxN }) {
  const status = el('p', { className: 'note', id: 'gallery-status', testid: 'gallery-status' });
  const toolbar = createToolbar(actions);
  const message = el('p', { className: 'note gallery-message', testid: 'gallery-message', role: 'status' });
  const summary = buildSummary();
  const classPanel = createClassPanel(actions, formatLine);
  const list = createGalleryList(actions);
  root.replaceChildren(status, toolbar.node, message, summary.node, classPanel.node, list.scroller, list.probe);
  const heading = root.closest('section')?.querySelector('h2');

  function render(state) {
    const g = state.gallery;
    // The heading says which view is shown (its key kept for a change of language, lib/lang.js).
    const title = g.fundamental ? 'gallery.heading-fundamental' : 'gallery.heading';
    if (heading) {
      heading.dataset.i18n = title;
      setText(heading, t(title));
    }
    toolbar.render(g);
    setText(message, messageText(g.message));
    message.classList.toggle('bad', messageIsError(g.message));
    message.hidden = g.message === null;
    setText(status, statusText(g, indexMaxN));
    summary.node.hidden = g.limited;
    setText(summary.label, t(g.fundamental ? 'gallery.count-fundamental' : 'gallery.count-label'));
    setText(summary.count, groupDigits(g.viewCount));
    setText(summary.breakdown, breakdownText(g));
    const ctx = { formatLine, totalText: totalText(state), selected: selectedIndex(state), shown: state.tab === 'gallery' };
    classPanel.render(g, ctx);
    list.render(g, ctx);
  }
  return { render };
}
