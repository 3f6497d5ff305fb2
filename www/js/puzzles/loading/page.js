//! The loading problem as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page (app/stepper-page.js
//! `createStepperPage`, app/instance-page.js) with its slice and actions
//! (puzzles/loading/actions.js), its view (puzzles/loading/view.js), its exercise and its
//! link and title (puzzles/loading/puzzle.js).

import { createLoadingActions, loadingState } from './actions.js';
import { createLoadingView } from './view.js';
import { link, meta, textbook } from './puzzle.js';
import { createLoadingExercise } from './exercise.js';
import { createLoadingExercisePanel } from './exercise-panel.js';
import * as loadingWasm from '../../../pkg/loading.js';
import { createInstancePage } from '../../app/instance-page.js';

/**
 * The loading problem over `root` (testid `loading-view`), on its own wasm module
 * (loaded with its puzzle module, puzzles/loading/puzzle.js `ready()`); `ctx` gives the store,
 * `actions` the page's.
 */
export default function createLoadingPage(deps) {
  return createInstancePage(deps, {
    id: 'loading',
    heading: 'load.heading',
    wasm: loadingWasm,
    // The textbook instance is the core's: what a bare loading link opens.
    textbook: textbook(),
    state: loadingState,
    actions: createLoadingActions,
    exercise: createLoadingExercise,
    view: createLoadingView,
    panel: createLoadingExercisePanel,
    link,
    meta,
  });
}
