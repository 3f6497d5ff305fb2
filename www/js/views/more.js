//! "More": a panel's secondary tools behind one disclosure, so the first view shows what a
//! beginner needs (the figure, the event, Step) and an expert opens the rest on demand
//! (progressive disclosure: the lesson's visual hierarchy, /work/shared/STYLE.md). A native
//! `<details class="more">`: keyboard and screen readers know it, and what it holds stays in
//! the page (its hooks too) while it is closed. Every panel's More is made here.

import { el, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/**
 * A closed More holding `children`: `<details class="more" data-testid="<testid>">` (or
 * with the hooks `{ testid, hook }` of lib/dom.js `hooks`), its
 * `<summary>` worded by the i18n key `summaryKey` (what it holds: "More: rotate and
 * reflect"). Returns `{ root, body, render() }`: `body` the box under the summary (append
 * more to it), `render()` words the summary in the page's language. Its open state is the
 * visitor's: no render closes or opens it.
 */
export function createMore(testid, summaryKey, ...children) {
  const summary = el('summary', { className: 'more-summary' });
  const body = el('div', { className: 'more-body' }, ...children);
  const root = el('details', { className: 'more', ...(typeof testid === 'string' ? { testid } : testid) }, summary, body);
  return {
    root,
    body,
    render() {
      setText(summary, t(summaryKey));
    },
  };
}
