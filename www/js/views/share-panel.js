//! Sharing beyond the link field (link.js): the page title and the Open Graph `og:` meta
//! that follow the board (so a pasted link previews what it shows; their words are the
//! puzzle page's `meta`, puzzles/contract.js `PuzzlePage`), the Web Share API
//! button where the browser has one, and the other form of a solution's link (its number
//! `#n=8&i=37` beside its tuple `#n=8&q=…`, or the other way round).

import { button, el, setAttr, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

function metaTag(selector) {
  return document.head.querySelector(selector);
}

/** Sets document.title, og:title, og:description and the description meta. */
export function renderMeta({ title, description }) {
  if (document.title !== title) document.title = title;
  for (const [selector, content] of [
    ['meta[property="og:title"]', title],
    ['meta[property="og:description"]', description],
    ['meta[name="description"]', description],
  ]) {
    const tag = metaTag(selector);
    if (tag) setAttr(tag, 'content', content);
  }
}

/**
 * The Web Share button and the alternative link inside `root`. actions = { share() }.
 * `render(s)`, s = { canShare, alt: null | { form: 'index' | 'tuple', fragment },
 * notice: text about the link ('' for none) }.
 */
export function createShareExtras(root, { actions }) {
  const share = button('share-native', { className: 'share-native' });
  share.addEventListener('click', () => actions.share());
  const altText = el('span');
  const altLink = el('a', { testid: 'share-alt-link' });
  const alt = el('p', { className: 'note share-alt' }, altText, ' ', altLink);
  const notice = el('p', { className: 'note', testid: 'share-notice' });
  root.replaceChildren(share, alt, notice);

  function render(s) {
    share.hidden = !s.canShare;
    setText(share, t('sharing.native'));
    alt.hidden = s.alt === null;
    if (s.alt) {
      setText(altText, t(s.alt.form === 'index' ? 'sharing.alt-index' : 'sharing.alt-tuple'));
      const href = `#${s.alt.fragment}`;
      setAttr(altLink, 'href', href);
      setText(altLink, href);
    }
    setText(notice, s.notice);
    notice.hidden = s.notice === '';
  }

  return { render };
}

/** True when the browser offers the Web Share API. */
export function canShare() {
  return typeof navigator.share === 'function';
}

/** Opens the system share sheet; resolves to feedback text ('' when the user closed it). */
export async function shareNatively({ title, url }) {
  try {
    await navigator.share({ title, url });
    return t('sharing.shared');
  } catch (err) {
    if (err && err.name === 'AbortError') return '';
    // The browser's reason is in English whatever the page's language: to the console only.
    console.warn('share failed', err);
    return t('sharing.failed');
  }
}
