//! Share links: reading the location hash, keeping it in step with the board, and
//! copying the absolute link. The fragment's grammar (`n=8&q=1-5-8-6-3-7-2-4`,
//! `n=8&step=40`) and its validation belong to the wasm `parse_link`/`format_link`;
//! nothing read from the URL is ever inserted as HTML.

/** Wait before writing the hash while the board changes step by step, in ms. */
const HASH_WRITE_DELAY_MS = 300;

/**
 * Parses a location hash with the wasm `parse_link`.
 * Returns `{ link: { n, q, step } }` or `{ error: message }`.
 */
export function readLink(parseLink, hash) {
  let text = hash;
  try {
    text = decodeURIComponent(hash);
  } catch {
    // Not valid percent-encoding: let parse_link report on the raw text.
  }
  try {
    return { link: parseLink(text) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

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
    return 'The clipboard is not available here: the link is selected, copy it with Ctrl+C (⌘C on a Mac).';
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'Copied';
  } catch {
    input.select();
    return 'Could not copy automatically: the link is selected, copy it with Ctrl+C (⌘C on a Mac).';
  }
}
