//! The address bar and the share field's absolute link: the location hash is kept equal
//! to the fragment the render derives from the state (history.replaceState, no new
//! history entries), and Copy puts the link on the clipboard.

import { t } from '../lib/i18n.js';

/** Wait before writing the hash while the board changes step by step, in ms. */
const HASH_WRITE_DELAY_MS = 300;

/** The absolute URL of this page with the given fragment (without '#'). */
export function absoluteUrl(fragment) {
  const url = new URL(window.location.href);
  url.hash = fragment;
  return url.href;
}

/**
 * Keeps `location.hash` equal to the board's fragment with history.replaceState (no new
 * history entries, no hashchange). Writes at once when asked, otherwise after a short
 * pause so stepping does not flood the history API.
 */
export function createHashWriter() {
  let timer = 0;
  let pending = null;

  function flush() {
    timer = 0;
    if (pending !== null && window.location.hash.slice(1) !== pending) {
      window.history.replaceState(window.history.state, '', `#${pending}`);
    }
    pending = null;
  }

  return {
    write(fragment, { immediate }) {
      pending = fragment;
      clearTimeout(timer);
      if (immediate) flush();
      else timer = setTimeout(flush, HASH_WRITE_DELAY_MS);
    },
    /** Drops a pending write, e.g. when the user has just typed a new hash. */
    cancel() {
      clearTimeout(timer);
      timer = 0;
      pending = null;
    },
  };
}

/**
 * Copies `text` to the clipboard; resolves to the feedback to show.
 * `input` (the link field) is selected when the clipboard cannot be used, so the user
 * can copy by hand.
 */
export async function copyLink(text, input) {
  if (!navigator.clipboard?.writeText) {
    input.select();
    return t('share.no-clipboard');
  }
  try {
    await navigator.clipboard.writeText(text);
    return t('share.copied');
  } catch {
    input.select();
    return t('share.copy-failed');
  }
}
