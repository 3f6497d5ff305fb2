//! The queens' page in one module for the registry (puzzles/registry.js): its page factory
//! and the modules of actions it binds with the page's. One dynamic import per puzzle, so the
//! production build (scripts/build-dist.mjs) makes one chunk of it, not one per file; the
//! parts that load on first use are dynamic imports inside it.

export { default as createPage } from './queens-page.js';
import * as queensActions from './queens-actions.js';
import * as stepperActions from './queens-stepper-actions.js';
import * as playActions from './queens-play-actions.js';
import * as overviewActions from './queens-overview-actions.js';
import * as exerciseActions from './queens-exercise-actions.js';
import * as gifActions from './queens-gif-actions.js';
import { showNotFetched } from './lazy-part.js';
import { lazyActions } from '../lib/lazy.js';
import { playMode } from './queens-play-lazy.js';

/**
 * Play mode's own actions (app/queens-play-mode.js), fetched the first time one is used;
 * tests/unit/lazy.test.js checks this list against the module's exports.
 */
export const PLAY_MODE_ACTIONS = ['placeQueen', 'clearBoard', 'checkBoard', 'hint'];

const playModeActions = lazyActions(playMode, PLAY_MODE_ACTIONS, (ctx, err) => showNotFetched(ctx.store, err));

/** The action modules (app/actions.js `bindActions`). */
export const actionModules = [queensActions, stepperActions, playActions, playModeActions, overviewActions, exerciseActions, gifActions];
