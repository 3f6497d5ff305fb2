//! The address bar and the share field's absolute link: the location hash is kept equal
//! to the fragment the render derives from the state, and Copy puts the link on the
//! clipboard. A discrete navigation (a new N, a gallery pick, a puzzle switch, an exercise
//! opened) asks for a new history entry (`push`), so Back returns to it; everything else
//! (each step of the search, a drag of the slider) replaces the current one.

import { t } from '../lib/i18n.js';

/**
 * While the board changes step by step, the hash is written at most once per this many
 * ms, and the latest fragment is always written within it (throttled, never starved).
 */
export const HASH_WRITE_INTERVAL_MS = 300;

/** The absolute URL of this page with the given fragment (without '#'). */
export function absoluteUrl(fragment) {
  const url = new URL(window.location.href);
  url.hash = fragment;
  return url.href;
}

/**
 * Keeps `location.hash` equal to the board's fragment with history.replaceState (no new
 * history entries, no hashchange). Writes at once when asked; otherwise throttled: at
 * once when the last write is HASH_WRITE_INTERVAL_MS old, else when it will be, with the
 * latest fragment (a new fragment never pushes the write back, so a playing search is
 * in the address bar within the interval). `env` replaces the browser's clock, timers,
 * location and history (unit tests).
 */
export function createHashWriter(env = {}) {
  const {
    now = () => performance.now(),
    setTimer = (fn, ms) => setTimeout(fn, ms),
    clearTimer = (id) => clearTimeout(id),
    location = window.location,
    history = window.history,
  } = env;
  let timer = 0;
  let pending = null;
  let lastWrite = -Infinity;
  let pushNext = false;

  function flush() {
    clearTimer(timer);
    timer = 0;
    lastWrite = now();
    if (pending !== null && location.hash.slice(1) !== pending) {
      if (pushNext) history.pushState(null, '', `#${pending}`);
      else history.replaceState(history.state, '', `#${pending}`);
    }
    // A push asked for a navigation that changed nothing is not kept for a later write.
    if (pending !== null) pushNext = false;
    pending = null;
  }

  return {
    /** The next fragment written (if it differs) is a new history entry, not a replacement. */
    push() {
      pushNext = true;
    },
    write(fragment, { immediate }) {
      pending = fragment;
      if (immediate) {
        flush();
        return;
      }
      if (timer) return; // the write already planned takes the latest fragment
      const wait = lastWrite + HASH_WRITE_INTERVAL_MS - now();
      if (wait <= 0) flush();
      else timer = setTimer(flush, wait);
    },
    /** Drops a pending write, e.g. when the user has just typed a new hash. */
    cancel() {
      clearTimer(timer);
      timer = 0;
      pending = null;
      pushNext = false;
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
