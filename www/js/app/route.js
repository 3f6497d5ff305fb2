//! Share links: reading the location hash, keeping it in step with the board, and
//! copying the absolute link. The fragment's grammar (`n=8&q=1-5-8-6-3-7-2-4`,
//! `n=8&step=40`) and its validation belong to the wasm `parse_link`/`format_link`;
//! nothing read from the URL is ever inserted as HTML.

import { groupDigits } from '../lib/format.js';
import { message, t } from '../lib/i18n.js';

/** Wait before writing the hash while the board changes step by step, in ms. */
const HASH_WRITE_DELAY_MS = 300;

/**
 * The key and params of a link error in the translation table: `linkerr.<code>`, or a
 * variant of it where the English sentence has several forms.
 */
function linkErrorKey(code, p) {
  // A word of the sentence from the table, or the value itself when the table has none.
  const word = (key, value) => (t(key) === key ? value : t(key));
  switch (code) {
    case 'malformed':
      if (p.part === '') return ['linkerr.malformed-empty', p];
      return [p.part?.startsWith('=') ? 'linkerr.malformed-no-name' : 'linkerr.malformed', p];
    case 'unknown-option':
      return ['linkerr.unknown-option', { ...p, choices: word(`linkerr.choices-${p.key}`, '') }];
    case 'wrong-puzzle':
      return [`linkerr.wrong-puzzle-${p.puzzle}`, p];
    case 'wrong-column-count':
      return [p.got === 1 ? 'linkerr.wrong-column-count-one' : 'linkerr.wrong-column-count', p];
    case 'attack':
      return ['linkerr.attack', { ...p, line: word(`linkerr.line-${p.line}`, p.line) }];
    case 'too-large-for':
      // A step link past the stepper's range says what the stepper covers.
      if (p.key === 'step') return ['link.step-too-big', p];
      return ['linkerr.too-large-for', { ...p, key: word(`linkerr.key-${p.key}`, p.key) }];
    case 'size-out-of-range':
      return ['linkerr.size-out-of-range', { ...p, min: groupDigits(p.min), max: groupDigits(p.max) }];
    default:
      return [`linkerr.${code}`, p];
  }
}

/**
 * What a `parse_link` error says, in the page's language (a `message` of i18n.js): the
 * translation of its `code` with its `params`, or its English text for a code the table
 * does not know.
 */
export function linkErrorMessage(err) {
  const text = err instanceof Error ? err.message : String(err);
  if (typeof err?.code !== 'string') return { toString: () => text };
  const params = err.params && typeof err.params === 'object' ? err.params : {};
  return {
    toString() {
      const [key, filled] = linkErrorKey(err.code, params);
      return String(message(key, filled, text));
    },
  };
}

/**
 * Parses a location hash with the wasm `parse_link`.
 * Returns `{ link: { n, q, step } }` or `{ error }`, a message that turns into text in the
 * page's language (see linkErrorMessage).
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
    return { error: linkErrorMessage(err) };
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
