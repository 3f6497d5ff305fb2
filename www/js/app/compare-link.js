//! The Compare view's link key, `compare=<method>,<method>` (docs/LINKS.md): read apart from
//! the puzzle's own keys, which its module parses (the rest of the link is the instance the
//! two methods search), and written back after them. The methods' names and which of them a
//! puzzle offers are the core's (src/methods.rs `Method::key`, `methods_for`), asked of the
//! wasm when the view opens; here only the list's shape is read. Pure: no DOM, unit-tested
//! in tests/unit/compare-link.test.js.

/** The key. */
export const COMPARE_KEY = 'compare';

/** `value` percent-decoded, or itself when it is no valid encoding. */
function decoded(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The location hash `hash` split into `{ hash, value }`: the hash without its `compare=`
 * parts (the puzzle's link, with the `#` it had and its other parts as they are), and the key's value percent-decoded, null
 * when there is none. A repeated key gives `value` the values joined by `&`, which no list
 * reads.
 */
export function splitCompare(hash) {
  const text = String(hash);
  const lead = text.startsWith('#') ? '#' : '';
  const values = [];
  const rest = [];
  for (const part of text.slice(lead.length).split('&')) {
    if (part.startsWith(`${COMPARE_KEY}=`)) values.push(decoded(part.slice(COMPARE_KEY.length + 1)));
    else rest.push(part);
  }
  // A link without the key is the puzzle's as it is (a stray `&` is its error to report).
  if (values.length === 0) return { hash: text, value: null };
  return { hash: lead + rest.join('&'), value: values.join('&') };
}

/**
 * The two methods' names of a `compare=` value: `{ keys: [a, b] }`, two parts separated by a
 * comma, neither empty (whether each is a method the puzzle offers is the core's to say:
 * `unknown-compare-method`, `method-not-offered`), or `{ error: { code: 'compare-list',
 * params: { value } } }` (a link error as the core gives one, app/route.js
 * `linkErrorMessage`) when it is not two names separated by a comma.
 */
export function compareKeys(value) {
  const keys = String(value).split(',');
  // A repeated key's values come joined by `&` (splitCompare): no list.
  if (keys.length === 2 && keys.every((k) => k !== '') && !String(value).includes('&')) return { keys };
  return { error: { code: 'compare-list', params: { value: String(value).slice(0, 40) } } };
}

/**
 * The fragment `fragment` (without `#`) with `compare=<a>,<b>` after its keys, each name
 * percent-encoded (a name the core does not know yet is written back as it was read).
 */
export function withCompare(fragment, keys) {
  const part = `${COMPARE_KEY}=${keys.map(encodeURIComponent).join(',')}`;
  return fragment ? `${fragment}&${part}` : part;
}

/**
 * The Compare view's slice (`state.compare`) while methods `keys` of puzzle `id`'s instance
 * are being made (their steppers, app/compare.js, or first the view's code,
 * app/compare-lazy.js): `pending`, so the view stays closed while the link keeps the key
 * (app/render.js). `before`, the slice it replaces (or null), gives the side a phone shows
 * and, for the same puzzle, the chart's figures.
 */
export function pendingCompare(before, id, keys) {
  return {
    id, keys, pending: true, offered: [], totals: [0, 0], total: 0, step: 0, sides: [], playing: false, shown: before?.shown ?? 0, chart: before?.id === id ? before.chart : undefined,
  };
}
