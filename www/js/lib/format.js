//! Number and duration formatting in the page's language.

import { groupDigits, t } from './i18n.js';

export { groupDigits };

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
  return t('time.y', { value: groupDigits(Math.round(days / 365.25)) });
}
