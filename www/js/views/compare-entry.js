//! The Compare view's way in (app/compare.js, views/compare-view.js): a link in the Share
//! menu (`compare-open`) to the instance the page shows with `compare=backtrack,bfs`, two
//! methods every puzzle offers. Part of the first view; the view's own code is fetched
//! when the link first opens it (app/compare-lazy.js).

import { el, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { withCompare } from '../app/compare-link.js';

/**
 * The way in, put after `entryAfter`: `{ render(state, fragment) }`, `fragment` the link
 * to the instance the page shows, null when it shows none (an exercise): hidden then.
 * `prefetch()` is called when the pointer or the focus reaches it, ahead of the click.
 */
export function createCompareEntry(entryAfter, { prefetch }) {
  const entry = el('a', { className: 'compare-open', testid: 'compare-open', href: '#' });
  // The menu closes as the view opens over the page.
  entry.addEventListener('click', () => entry.closest('details')?.removeAttribute('open'));
  for (const type of ['pointerenter', 'focus', 'touchstart']) entry.addEventListener(type, prefetch, { passive: true });
  const entryBox = el('div', { className: 'compare-entry' }, entry);
  entryAfter.after(entryBox);
  return {
    render(state, fragment) {
      entryBox.hidden = fragment === null;
      if (fragment !== null) entry.href = `#${withCompare(fragment, ['backtrack', 'bfs'])}`;
      setText(entry, t('compare.open'));
    },
  };
}
