//! One table from every error code, the core's or the page's, to the message key that
//! words it (lib/i18n.js), in the page's language. Codes come from the wasm (a link's
//! `parse_link` error `{ code, params }`, src/link.rs `LinkError::CODES`; the facade's
//! thrown codes, src/error.rs) or from the page's own engines (a worker that failed).
//! Every place that shows an error asks `errorMessage(code, params)`; nothing else decides
//! the wording. Pure: unit-tested in tests/unit/errors.test.js.

import { message } from './i18n.js';

/** The codes of a link's errors (src/link.rs `LinkError::CODES`): each is worded by `linkerr.<code>`. */
export const LINK_CODES = [
  'unknown-key', 'repeated-key', 'malformed', 'malformed-empty', 'malformed-no-name', 'not-a-number',
  'size-out-of-range', 'unknown-puzzle', 'unknown-mode', 'unknown-method', 'option-without-step',
  'unknown-lang', 'wrong-puzzle-queens', 'wrong-puzzle-knight', 'two-targets', 'missing-size',
  'wrong-column-count', 'wrong-column-count-one', 'column-out-of-range', 'repeated-column',
  'attack-diagonal', 'attack-anti-diagonal', 'index-zero', 'index-too-large', 'step-too-large',
  'number-too-large', 'index-out-of-range', 'index-no-solution', 'bad-move', 'leaves-board',
  'path-not-finished',
];

/**
 * Every code the page words, `area/code` → message key: `link/…` for a link's errors,
 * `core/…` for the facade's codes, and each engine's own.
 */
export const ERROR_KEYS = {
  ...Object.fromEntries(LINK_CODES.map((code) => [`link/${code}`, `linkerr.${code}`])),
  'link/unreadable': 'link.unreadable',
  'link/placement-too-big': 'link.placement-too-big',
  'core/past-end': 'stepper.past-end',
  'stepper/failed': 'stepper.failed',
  'count/worker-failed': 'count.worker-failed',
  'count/no-tasks': 'count.no-tasks',
  'gallery/worker-failed': 'gallery.worker-failed',
  'hint/worker-failed': 'play.hint-worker-failed',
  'export/failed': 'export.failed',
  'page/load': 'error.load',
  'page/load-code': 'error.load-code',
  'page/panic': 'error.panic',
};

/**
 * The message (lib/i18n.js `message`: text in the page's language when shown) for error
 * `code` of `area` with `params`; `fallback` (an `area/code`) for a code the table does
 * not know, so the core's English never reaches the page.
 */
export function errorMessage(area, code, params = {}, fallback = 'link/unreadable') {
  const key = ERROR_KEYS[`${area}/${code}`] ?? ERROR_KEYS[fallback];
  return message(key, params);
}
