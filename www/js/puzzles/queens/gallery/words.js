//! The gallery's words: status, breakdown, messages and symmetry names, from the slice's
//! data and the translation table (lib/i18n.js). Pure (no DOM), so unit-tested in Node.

import { errorMessage } from '../../../lib/errors.js';
import { groupDigits } from '../../../lib/format.js';
import { t } from '../../../lib/i18n.js';
import { patternText } from './pattern.js';

/** The symmetries of the square in the core's order (see the wasm `transform`). */
export const TRANSFORMS = [
  'identity', 'rotate90', 'rotate180', 'rotate270',
  'reflect-horizontal', 'reflect-vertical', 'reflect-diagonal', 'reflect-anti-diagonal',
];

/** "fixed by rotate 180°" / "no symmetry" for a stabiliser (names of the symmetries). */
export function stabiliserText(stabiliser) {
  const others = stabiliser.filter((name) => name !== 'identity');
  if (others.length === 0) return t('sym.fixed-none');
  if (others.join() === 'rotate90,rotate180,rotate270') return t('sym.fixed-rotations');
  return t('sym.fixed-by', { list: others.map((name) => t(`sym.${name}`)).join(t('sym.list-sep')) });
}

/** The status line of slice `g` (see puzzles/queens/gallery-state.js); `indexMaxN` the largest N listed. */
export function statusText(g, indexMaxN) {
  if (g.limited) return t('gallery.limited', { max: indexMaxN, n: groupDigits(g.n) });
  if (g.error) return t('gallery.error', { message: String(errorMessage('gallery', 'worker-failed')) });
  if (!g.done) return t('gallery.loading', { found: groupDigits(g.found) });
  if (g.found === 0) return t('gallery.none', { n: g.n });
  return g.fundamental ? t('gallery.done-fundamental', { n: g.n }) : t('gallery.done', { n: g.n });
}

/** The classes by size, largest first: `[{ size, count }]` without the empty sizes. */
export function classBreakdown(classSizes) {
  return [8, 4, 2, 1].filter((size) => classSizes[size] > 0)
    .map((size) => ({ size, count: classSizes[size] }));
}

/** "(classes × boards per class: 92 = 11 × 8 + 1 × 4)" in the fundamental view, else ''. */
export function breakdownText(g) {
  if (!g.fundamental || !g.done || g.classes === 0) return '';
  const parts = classBreakdown(g.classSizes)
    .map(({ size, count }) => t('gallery.breakdown-part', { count: groupDigits(count), size }));
  return t('gallery.breakdown', { total: groupDigits(g.found), parts: parts.join(' + ') });
}

/**
 * The gallery's message (slice `message`: null | { kind, ... }) as text:
 *   { kind: 'filter-error', key, params }   a bad pattern (see pattern.js)
 *   { kind: 'filter-active', pattern }
 *   { kind: 'jump-bad', total }  { kind: 'jump-past', n, total, index }
 *   { kind: 'jump-done', index }  { kind: 'jump-class', index, rep }
 */
export function messageText(message) {
  if (!message) return '';
  switch (message.kind) {
    case 'filter-error': return t(message.key, message.params);
    case 'filter-active':
      return t('gallery.filter-active', { pattern: patternText(message.pattern) });
    case 'jump-bad': {
      const range = message.total === null ? '' : t('gallery.jump-range', { total: groupDigits(message.total) });
      return t('gallery.jump-bad', { range });
    }
    case 'jump-past':
      return t('gallery.jump-past', {
        n: message.n, total: groupDigits(message.total), index: groupDigits(message.index),
      });
    case 'jump-done': return t('gallery.jump-done', { index: groupDigits(message.index) });
    case 'jump-class':
      return t('gallery.jump-class', { index: groupDigits(message.index), rep: groupDigits(message.rep) });
    default: return '';
  }
}

/** True for the messages that say something is wrong (drawn in the error colour). */
export function messageIsError(message) {
  return Boolean(message) && ['filter-error', 'jump-bad', 'jump-past'].includes(message.kind);
}
