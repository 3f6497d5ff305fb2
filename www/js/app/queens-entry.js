//! The queens' page in one module for the registry (puzzles/registry.js): its page factory
//! and the modules of actions it binds with the page's. One dynamic import per puzzle, so the
//! production build (scripts/build-dist.mjs) makes one chunk of it, not one per file.

export { default as createPage } from './queens-page.js';
import * as queensActions from './queens-actions.js';
import * as stepperActions from './queens-stepper-actions.js';
import * as playActions from './queens-play-actions.js';
import * as overviewActions from './queens-overview-actions.js';
import * as exerciseActions from './queens-exercise-actions.js';

/** The action modules (app/actions.js `bindActions`). */
export const actionModules = [queensActions, stepperActions, playActions, overviewActions, exerciseActions];
