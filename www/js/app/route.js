//! The route: link ↔ state. A location hash becomes a link object (the wasm `parse_link`,
//! whose errors are worded here in the page's language), and the state becomes the fields
//! of the link to what the page shows (`linkFields`, formatted by the wasm `format_link`).
//! The fragment's grammar (`n=8&q=1-5-8-6-3-7-2-4`, `n=8&step=40`) and its validation
//! belong to the wasm side; nothing read from the URL is ever inserted as HTML. Pure: no
//! DOM, unit-tested in tests/unit/route.test.js.

import { groupDigits } from '../lib/format.js';
import { errorMessage } from '../lib/errors.js';
import { quoteTyped, readTyped } from '../lib/typed.js';
import { t } from '../lib/i18n.js';

/**
 * Stands for an empty text param in a link error until the message is put in words
 * (`namedEmpty`): no quoted text holds it, since quoteTyped writes a NUL as `\u0000`.
 */
const EMPTY = '\u0000';

/**
 * A link error's params as the message shows them: numbers with their digits grouped
 * (1,000,000); text (what the link said, already cut short by the core) as given, its
 * invisible characters as escapes (lib/typed.js `quoteTyped`), an empty text named as
 * empty (`namedEmpty`); a list (keys, values, names) kept a list, which the message joins
 * as its language writes one (lib/i18n.js).
 */
function shownParams(params) {
  const shown = (value) => {
    if (typeof value === 'number') return groupDigits(value);
    if (Array.isArray(value)) return value.map(shown);
    return value === '' ? EMPTY : quoteTyped(value, Infinity);
  };
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, shown(value)]));
}

/**
 * Message `m` with each empty text param named: bare as the word `link.empty-value` ("Edge
 * 2 of the link is empty"), between quotes as `link.empty-quoted` in their place ("the
 * link's mode (empty) is not…"); a word in Chinese characters takes no space beside Chinese
 * text ("是空值："). Worded when shown, in the language then.
 */
function namedEmpty(m) {
  return {
    ...m,
    toString() {
      const text = m.toString();
      if (!text.includes(EMPTY)) return text;
      const latin = (c) => /[A-Za-z0-9]/.test(c ?? '');
      return text.replace(/( ?)(“?)\u0000(”?)( ?)/g, (whole, before, open, close, after, at) => {
        const word = t(open && close ? 'link.empty-quoted' : 'link.empty-value');
        const han = /\p{Script=Han}/u.test(word);
        const pre = han && !latin(text[at - 1]) ? '' : before;
        const post = han && !latin(text[at + whole.length]) ? '' : after;
        return pre + (open && !close ? open : '') + word + (close && !open ? close : '') + post;
      });
    },
  };
}

/**
 * What a `parse_link` error says, in the page's language (a `message` of i18n.js): its
 * `code` with its `params`, worded by the error table (lib/errors.js); a code the table
 * does not know reads "could not open this link", never the core's English.
 */
export function linkErrorMessage(err) {
  if (typeof err?.code !== 'string') return errorMessage('link', 'unreadable');
  const params = err.params && typeof err.params === 'object' ? err.params : {};
  return namedEmpty(errorMessage('link', err.code, shownParams(params)));
}

/** A value that is a number or numbers joined by `-` or `.` (a graph's edges), in ASCII digits. */
const NUMBERS = /^\d+(?:[-.]\d+)*$/;

/**
 * `hash` with each value whose NFKC form (lib/typed.js `readTyped`) is a number or a list
 * of numbers (`n=１２`, `w=１６-１５`, `e=１-２.２-３`, percent-encoded or not) written in ASCII digits; every
 * other part exactly as it was, for the core to read and quote. The core's grammar takes
 * ASCII digits only; a Chinese input method types full-width ones.
 */
export function asciiNumbers(hash) {
  if (!/%|[^\x00-\x7f]/.test(hash)) return hash;
  const lead = hash.startsWith('#') ? '#' : '';
  return lead + hash.slice(lead.length).split('&').map((part) => {
    const eq = part.indexOf('=');
    if (eq < 1) return part;
    let value;
    try {
      value = decodeURIComponent(part.slice(eq + 1));
    } catch {
      return part;
    }
    const ascii = readTyped(value);
    return ascii !== value && NUMBERS.test(ascii) ? `${part.slice(0, eq)}=${ascii}` : part;
  }).join('&');
}

/**
 * Parses a location hash with the wasm `parse_link`, which splits it on `&` and `=` and
 * then percent-decodes each key and value (so a value, such as an exercise's rule, may
 * hold an encoded `&`); numbers in full-width digits are read as ASCII ones
 * (`asciiNumbers`). Returns `{ link: { n, q, step, … } }` or `{ error }`, a message that
 * turns into text in the page's language (see linkErrorMessage).
 */
export function readLink(parseLink, hash) {
  try {
    return { link: parseLink(asciiNumbers(hash)) };
  } catch (err) {
    return { error: linkErrorMessage(err) };
  }
}

/**
 * Link fields with `tmpl: 'iterative'` added while the procedure is shown in the iterative
 * form (recursive is the default, not written). For the pages whose puzzle has that form.
 */
export function withTemplate(fields, template) {
  return template === 'iterative' ? { ...fields, tmpl: 'iterative' } : fields;
}

/** The procedure's form a parsed link asks for (`tmpl`): 'iterative', else 'recursive' (also for no link). */
export function templateOf(link) {
  return link?.tmpl === 'iterative' ? 'iterative' : 'recursive';
}

/** Link fields with `lang=zh` added while the page is in Chinese (English is the default). */
export function withLang(fields, lang) {
  return lang === 'zh' ? { ...fields, lang: 'zh' } : fields;
}
