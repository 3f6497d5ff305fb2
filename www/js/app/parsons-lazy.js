//! The Parsons problem's code fetched on first use (issue 20): its actions, its panel, its
//! link ↔ state and its words (app/parsons-part.js) come the first time a problem opens,
//! from a puzzle's exercises or from a link (`ex=parsons`). No problem is open
//! (`state.parsons`) before they have arrived, so the render reads them through
//! `parsonsCode()` only while one is. Names no puzzle.

import { lazyActions, lazyModule } from '../lib/lazy.js';
import { showNotFetched } from './lazy-part.js';

/** The exercise's name in links (`ex=parsons`; src/link.rs `PARSONS`). */
export const PARSONS = 'parsons';

/** The problem's code (app/parsons-part.js), shared by its actions and its panel (main.js). */
export const parsonsPart = lazyModule(() => import('./parsons-part.js'));

/** The problem's code once it has arrived (always, while a problem is open), else null; fetches nothing. */
export const parsonsCode = () => (parsonsPart.loaded ? parsonsPart.get() : null);

/**
 * Opens the problem of link `link` (app/parsons-route.js `openParsonsLink`), or closes any
 * (null): at once when the code has arrived, else a promise of it opened once fetched,
 * unless another link came first (`ctx.linkAsked`); a failed fetch is said in the page's
 * error line, and the link opened again fetches it again.
 */
export function openParsonsLink(ctx, link) {
  const code = parsonsCode();
  if (code) return code.openParsonsLink(ctx.store, link);
  if (!link) return undefined;
  const asked = ctx.linkAsked;
  return parsonsPart.load().then((m) => {
    if (ctx.linkAsked === asked) m.openParsonsLink(ctx.store, link);
  }, (err) => {
    if (ctx.linkAsked === asked) showNotFetched(ctx.store, err);
  }).finally(() => ctx.store.flush());
}

/**
 * The actions of app/parsons-actions.js, each fetching the code the first time it is used;
 * tests/unit/lazy-parts.test.js checks this list against the module's exports.
 */
export const PARSONS_ACTIONS = [
  'openParsons', 'parsonsForm', 'parsonsNew', 'closeParsons', 'parsonsPlace', 'parsonsUnplace', 'parsonsMove',
  'parsonsIndent', 'parsonsGrab', 'parsonsCheck', 'copyParsonsLink',
];

/** The module of actions bound with the page's (app/actions.js `bindActions`). */
export const parsonsActions = lazyActions(parsonsPart, PARSONS_ACTIONS, (ctx, err) => showNotFetched(ctx.store, err));
