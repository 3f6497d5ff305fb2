//! The gallery's two text fields read as data: a partial tuple (`1 5 _ _`) as a pattern of
//! columns, and a solution number, full-width digits read as digits (NFKC, lib/typed.js).
//! Pure: errors are message keys with their parameters (worded by words.js at render time).

import { quoteTyped, readTyped } from '../../../lib/typed.js';

/**
 * The filter's text as a pattern of columns (0 = any) for N: `{ pattern }` (null when it
 * asks for nothing) or `{ error: { key, params } }`. Columns may be separated by spaces,
 * commas or dashes; `_`, `?`, `*`, `.` and `0` stand for any column; missing rows at the
 * end are any.
 */
export function parsePattern(text, n) {
  const body = readTyped(text).trim().replace(/^x\s*=\s*/i, '').replace(/^\[|\]$/g, '');
  const tokens = body.split(/[\s,;-]+/).filter((token) => token !== '');
  if (tokens.length > n) return { error: { key: 'gallery.filter-too-long', params: { n, count: tokens.length } } };
  const pattern = [];
  for (const token of tokens) {
    if (/^[_?*.]$|^0$/.test(token)) {
      pattern.push(0);
    } else if (/^\d+$/.test(token) && Number(token) >= 1 && Number(token) <= n) {
      pattern.push(Number(token));
    } else {
      return { error: { key: 'gallery.filter-bad', params: { token: quoteTyped(token, 12), n } } };
    }
  }
  while (pattern.length < n) pattern.push(0);
  return { pattern: pattern.some((c) => c !== 0) ? pattern : null };
}

/** A pattern as the filter shows it: `1 5 _ _`. */
export function patternText(pattern) {
  return pattern.map((c) => (c === 0 ? '_' : String(c))).join(' ');
}

/**
 * The jump field's text as a solution number: `{ index }` or `{ error }` where error is
 * 'bad' (not a number from 1) or 'past' (more than `total`, when total is known, else null).
 * A leading `#` and thousands commas are allowed.
 */
export function parseJump(text, total) {
  const body = readTyped(text).trim().replace(/^#/, '').replace(/,/g, '');
  if (!/^\d+$/.test(body) || Number(body) < 1) return { error: 'bad' };
  const index = Number(body);
  if (total !== null && index > total) return { error: 'past', index };
  return { index };
}
