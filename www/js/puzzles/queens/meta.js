//! The N-Queens' page title and link preview (puzzles/contract.js `PuzzlePage.meta`): the
//! title and description for what the board shows, in the page's language.

import { t } from '../../lib/i18n.js';

/**
 * Title and description for what the board shows:
 * s = { view: 'solution' | 'stepper' | 'play' | 'huge', n, line, index, total, step, placed }.
 */
export function metaFor(s) {
  const site = t('meta.site');
  let head;
  let description;
  switch (s.view) {
    case 'stepper':
      head = t('meta.step', { n: s.n, step: s.step });
      description = t('meta.step-description', { n: s.n, step: s.step });
      break;
    case 'play':
      head = t('meta.play', { n: s.n, line: s.line, placed: s.placed });
      description = t('meta.play-description', { n: s.n, line: s.line, placed: s.placed });
      break;
    case 'huge':
      head = t('meta.huge', { n: s.n });
      description = t('meta.huge-description', { n: s.n });
      break;
    default:
      if (s.line === null) {
        head = t('meta.none', { n: s.n });
        description = t('meta.none-description', { n: s.n });
      } else if (s.index !== null) {
        head = t('meta.solution-index', {
          n: s.n, index: s.index, total: s.total ?? '?', line: s.line,
        });
        description = t('meta.solution-description', { n: s.n, line: s.line });
      } else {
        head = t('meta.solution', { n: s.n, line: s.line });
        description = t('meta.solution-description', { n: s.n, line: s.line });
      }
  }
  return { title: `${head} · ${site}`, description };
}
