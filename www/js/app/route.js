//! The route: link ↔ state. A location hash becomes a link object (the wasm `parse_link`,
//! whose errors are worded here in the page's language), and the state becomes the fields
//! of the link to what the page shows (`linkFields`, formatted by the wasm `format_link`).
//! The fragment's grammar (`n=8&q=1-5-8-6-3-7-2-4`, `n=8&step=40`) and its validation
//! belong to the wasm side; nothing read from the URL is ever inserted as HTML. Pure: no
//! DOM, unit-tested in tests/unit/route.test.js.

import { groupDigits } from '../lib/format.js';
import { errorMessage } from '../lib/errors.js';

/**
 * A link error's params as the message shows them: numbers with their digits grouped
 * (1,000,000); text (what the link said) exactly as given.
 */
function shownParams(params) {
  return Object.fromEntries(Object.entries(params)
    .map(([name, value]) => [name, typeof value === 'number' ? groupDigits(value) : value]));
}

/**
 * What a `parse_link` error says, in the page's language (a `message` of i18n.js): its
 * `code` with its `params`, worded by the error table (lib/errors.js); a code the table
 * does not know reads "could not open this link", never the core's English.
 */
export function linkErrorMessage(err) {
  if (typeof err?.code !== 'string') return errorMessage('link', 'unreadable');
  const params = err.params && typeof err.params === 'object' ? err.params : {};
  return errorMessage('link', err.code, shownParams(params));
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

/**
 * The fields of the link to what the page shows, for the wasm `format_link`
 * (`{ n, q | i | step | placement, mode, method, lang }`), from the state. `attacking(cols)`
 * says whether a full placement has attacking queens (the wasm `attacks`): play mode's
 * link is its partial placement (`q=` with 0s), its solution, or N alone for a full
 * board in conflict, which has no link form. The knight's fields come from its own
 * route (puzzles/knight.js). `lang=zh` is added while the page is in Chinese.
 */
export function linkFields(state, attacking) {
  return withLang(queensFields(state, attacking), state.lang);
}

/** Link fields with `lang=zh` added while the page is in Chinese (English is the default). */
export function withLang(fields, lang) {
  return lang === 'zh' ? { ...fields, lang: 'zh' } : fields;
}

function queensFields(state, attacking) {
  const { n } = state;
  if (state.view === 'stepper' && state.steppers.queens.snapshot) {
    const mode = state.allSolutions ? 'all' : 'first';
    // A pending seek is what the link says until it is reached (a reload goes on to it).
    const step = state.steppers.queens.seekTarget ?? state.steppers.queens.snapshot.step;
    return { n, step, mode, method: state.method };
  }
  if (state.view === 'play') {
    const cols = state.play.cols;
    if (!cols.every((c) => c !== 0)) return { n, placement: cols };
    return attacking(cols) ? { n } : { n, q: cols };
  }
  if (state.constructed) return { n };
  if (state.linkForm === 'index' && state.solutionIndex !== null && n <= state.limits.indexMaxN) {
    return { n, i: state.solutionIndex };
  }
  return { n, q: state.solution ? Array.from(state.solution) : null };
}

/**
 * The other form of the shown solution's link (its number beside its tuple, or the
 * reverse), as `{ form: 'tuple' | 'index', fields }`, or null where there is none.
 */
export function alternativeFields(state) {
  if (state.view !== 'solution' || state.constructed || state.solutionIndex === null) return null;
  if (state.n > state.limits.indexMaxN) return null;
  const lang = state.lang === 'zh' ? { lang: 'zh' } : {};
  return state.linkForm === 'index'
    ? { form: 'tuple', fields: { n: state.n, q: Array.from(state.solution), ...lang } }
    : { form: 'index', fields: { n: state.n, i: state.solutionIndex, ...lang } };
}
