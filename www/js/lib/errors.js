//! One table from every error code, the core's or the page's, to the message key that
//! words it (lib/i18n.js), in the page's language. Codes come from the wasm (a link's
//! `parse_link` error `{ code, params }`: src/link.rs `SharedError` and each puzzle's own
//! link errors; the facade's
//! thrown codes, src/error.rs) or from the page's own engines (a worker that failed).
//! Every place that shows an error asks `errorMessage(code, params)`; nothing else decides
//! the wording. Pure: unit-tested in tests/unit/errors.test.js.

import { known, message } from './i18n.js';

/**
 * A link's error codes (the shared ones of src/link.rs and each puzzle's, never copied here)
 * are worded by `linkerr.<code>`, the shared ones in lib/strings-*.js and each puzzle's in
 * its strings; Rust tests (each crate's link.rs) check that every code has that message in
 * both languages and that no message lacks its code.
 */
const LINK_PREFIX = 'linkerr.';

/**
 * The page's own codes and the facade's, `area/code` → message key: `core/…` for the
 * facade's codes, `link/…` for what the page says of a link beside its parse errors, the
 * shared engines' and the exercises' own; a puzzle's own engines and tools add theirs
 * (`addErrorKeys`), worded in its strings.
 */
export const ERROR_KEYS = {
  'link/unreadable': 'link.unreadable',
  'link/failed': 'link.failed',
  'core/past-end': 'stepper.past-end',
  'stepper/failed': 'stepper.failed',
  'page/load': 'error.load',
  'page/load-code': 'error.load-code',
  'page/load-part': 'error.load-part',
  'page/panic': 'error.panic',
  'page/failed': 'error.failed',
  'exercise/too-large': 'ex.too-large',
  'exercise/bad-answers': 'ex.bad-answers',
  'exercise/start-past-end': 'ex.start-past-end',
  'exercise/past-end': 'ex.past-end',
  'exercise/past-end-one': 'ex.past-end-one',
  'lms/pass-mark': 'lms.pass-mark-bad',
  'lms/not-built': 'lms.not-built',
  'lms/fetch': 'lms.fetch-failed',
};

/**
 * Adds a part's own codes (`{ 'area/code': key }`) to ERROR_KEYS: a puzzle's engines' and
 * tools' failures, added with its words when its module loads.
 */
export function addErrorKeys(keys) {
  Object.assign(ERROR_KEYS, keys);
}

/**
 * A rule exercise's codes (its puzzle's rule module's `RuleError::CODES`, `rule-budget`, and
 * the worker's `failed`) are worded by `ruleerr.<code>` (the puzzle's exercise-strings.js);
 * a Rust test beside the rule module checks both languages have every one.
 */
const RULE_PREFIX = 'ruleerr.';

/**
 * The message (lib/i18n.js `message`: text in the page's language when shown) for error
 * `code` of `area` with `params`; `fallback` (an `area/code`) for a code the table does
 * not know, so the core's English never reaches the page.
 */
export function errorMessage(area, code, params = {}, fallback = 'link/unreadable') {
  const prefix = { link: LINK_PREFIX, rule: RULE_PREFIX }[area];
  const prefixed = prefix && known(`${prefix}${code}`) ? `${prefix}${code}` : null;
  const key = ERROR_KEYS[`${area}/${code}`] ?? prefixed ?? ERROR_KEYS[fallback];
  return message(key, params);
}

/**
 * The message for a part of the page whose module could not be fetched (lib/lazy.js, a
 * puzzle's page, a language's table): `page/load-part`. The browser's own (English) error
 * stays in the console.
 */
export function partNotFetched() {
  return errorMessage('page', 'load-part');
}
