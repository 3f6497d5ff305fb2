//! The queens' page in one module for the registry (puzzles/registry.js): its page factory
//! and the modules of actions it binds with the page's. One dynamic import per puzzle, so the
//! production build (scripts/build-dist.mjs) makes one chunk of it, not one per file; the
//! parts that load on first use are dynamic imports inside it.

export { default as createPage } from './page.js';
import * as queensActions from './actions.js';
import * as stepperActions from './stepper-actions.js';
import * as playActions from './play-actions.js';
import * as overviewActions from './overview-actions.js';
import { showNotFetched } from '../../app/lazy-part.js';
import { lazyActions } from '../../lib/lazy.js';
import { playMode } from './play-lazy.js';
import { exerciseActions } from './exercise-lazy.js';
import { gifCode } from './gif-lazy.js';

/**
 * Play mode's own actions (puzzles/queens/play-mode.js), fetched the first time one is used;
 * tests/unit/puzzles/queens/lazy.test.js checks this list against the module's exports.
 */
export const PLAY_MODE_ACTIONS = ['placeQueen', 'clearBoard', 'checkBoard', 'hint'];

const playModeActions = lazyActions(playMode, PLAY_MODE_ACTIONS, (ctx, err) => showNotFetched(ctx.store, err));

/**
 * The animated export's actions (puzzles/queens/gif-actions.js), fetched with the export
 * panel; tests/unit/puzzles/queens/lazy.test.js checks this list against the module's
 * exports (its `workerWords` is no action).
 */
export const GIF_ACTIONS = ['setGifField', 'exportGif', 'cancelGif'];

const gifActions = lazyActions(gifCode, GIF_ACTIONS, (ctx, err) => showNotFetched(ctx.store, err));

/** The action modules (app/actions.js `bindActions`). */
export const actionModules = [queensActions, stepperActions, playActions, playModeActions, overviewActions, exerciseActions, gifActions];
