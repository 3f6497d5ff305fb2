//! The Parsons problem's code fetched on first use (issue 20): its actions and its panel
//! (app/parsons-part.js) come the first time a problem opens, from a puzzle's exercises or
//! from a link (`ex=parsons`). What the link and the render read of a problem
//! (app/parsons-route.js, exercise/parsons.js) stays in the first view. Names no puzzle.

import { lazyActions, lazyModule } from '../lib/lazy.js';
import { showNotFetched } from './lazy-part.js';

/** The problem's code (app/parsons-part.js), shared by its actions and its panel (main.js). */
export const parsonsPart = lazyModule(() => import('./parsons-part.js'));

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
