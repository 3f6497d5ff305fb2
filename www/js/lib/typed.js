//! Text a visitor typed or a link gave, as the page reads it and quotes it back. Read in its
//! Unicode compatibility form (NFKC, `String.prototype.normalize`): the full-width digits
//! and spaces of a Chinese input method ("１２") are ASCII ones ("12"). Quoted with every
//! invisible character (a control, format or line-separator character) shown as a
//! JavaScript escape (`\u0000`), the form the core's messages use too (src/error.rs
//! `shown`), so a message never quotes what cannot be seen. Pure: unit-tested in
//! tests/unit/typed.test.js.

/** At most this many characters of a text are quoted back in a message. */
export const QUOTE_MAX = 24;

/** Controls (Cc), format characters (Cf), line and paragraph separators, lone surrogates. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** `text` in its NFKC form: "１２" is "12", an ideographic space a space. */
export function readTyped(text) {
  return String(text).normalize('NFKC');
}

/** One character as a message shows it: itself, or its escape (`\u0000`, `\u{e0001}`). */
function shownChar(c) {
  if (!INVISIBLE.test(c)) return c;
  const code = c.codePointAt(0);
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * `text` as a message quotes it: its invisible characters as escapes, cut after `max`
 * characters (code points) with `…`.
 */
export function quoteTyped(text, max = QUOTE_MAX) {
  const chars = [...String(text)];
  const kept = chars.slice(0, max).map(shownChar).join('');
  return chars.length > max ? `${kept}…` : kept;
}
