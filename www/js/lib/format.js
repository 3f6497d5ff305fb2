//! Number and duration formatting in the page's language. An estimate (a count or a rate
//! measured or predicted, never one counted exactly) is written by one rule, `formatEstimate`:
//! two significant figures, grouped below a million (650,000), in powers of ten from a
//! million on (6.5 × 10¹⁷).

import { groupDigits, t } from './i18n.js';

export { groupDigits };

/** An estimate from this value on is written in powers of ten. */
const POWER_FROM = 1e6;

/** The superscript digits and minus sign, for an exponent. */
const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

/**
 * An estimate as the page writes every one: rounded to two significant figures, grouped
 * below a million ('650,000', '98'), else as a power of ten ('2.7 × 10³¹', '1.0 × 10⁶');
 * the same in both languages. A value that is not a finite number is '∞' or '?'.
 */
export function formatEstimate(value) {
  const v = Number(value);
  if (Number.isNaN(v)) return '?';
  if (!Number.isFinite(v)) return '∞';
  if (Math.abs(v) < 100) return groupDigits(Math.round(v));
  const [mantissa, exponent] = Math.abs(v).toExponential(1).split('e');
  const sign = v < 0 ? '-' : '';
  const power = Number(exponent);
  if (10 ** power < POWER_FROM) return sign + groupDigits(Math.round(Number(mantissa) * 10 ** power));
  const sup = String(power).split('').map((c) => SUPERSCRIPT[c]).join('');
  return `${sign}${mantissa} × 10${sup}`;
}

/**
 * Whole seconds `s` in words, as an exercise's time is kept (`time=`): `45 s`, `2 min 05 s`,
 * no fractions of a second.
 */
export function formatSeconds(s) {
  return s < 60 ? t('time.s', { value: Math.max(0, Math.round(s)) }) : formatDuration(s * 1000);
}

/** A duration in ms as '850 ms', '1.23 s', '4 min 05 s' or '2 h 10 min'. */
export function formatDuration(ms) {
  if (ms < 1000) return t('time.ms', { value: Math.round(ms) });
  if (ms < 60_000) return t('time.s', { value: (ms / 1000).toFixed(ms < 10_000 ? 2 : 1) });
  const totalS = Math.round(ms / 1000);
  if (totalS < 3600) {
    return t('time.min', { m: Math.floor(totalS / 60), s: String(totalS % 60).padStart(2, '0') });
  }
  const totalMin = Math.round(totalS / 60);
  if (totalMin < 48 * 60) {
    return t('time.h', { h: Math.floor(totalMin / 60), m: String(totalMin % 60).padStart(2, '0') });
  }
  const days = totalMin / (24 * 60);
  if (days < 730) return t('time.d', { value: Math.round(days) });
  return t('time.y', { value: formatEstimate(days / 365.25) });
}
