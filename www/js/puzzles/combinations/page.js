//! The combinations as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page (app/stepper-page.js
//! `createStepperPage`, app/instance-page.js) with its slice and actions
//! (puzzles/combinations/actions.js), its view (puzzles/combinations/view.js), its exercise
//! and its link and title (puzzles/combinations/puzzle.js).

import { createCombinationsActions, combinationsState } from './actions.js';
import { createCombinationsView } from './view.js';
import { link, meta, textbook } from './puzzle.js';
import { createCombinationsExercise } from './exercise.js';
import { createCombinationsExercisePanel } from './exercise-panel.js';
import * as combWasm from '../../../pkg/combinations.js';
import { createInstancePage } from '../../app/instance-page.js';

/**
 * The combinations over `root` (testid `combinations-view`), on its own wasm module
 * (loaded with its puzzle module, puzzles/combinations/puzzle.js `ready()`); `ctx` gives
 * the store, `actions` the page's.
 */
export default function createCombinationsPage(deps) {
  return createInstancePage(deps, {
    id: 'combinations',
    heading: 'comb.heading',
    wasm: combWasm,
    // The textbook instance is the core's: what a bare combinations link opens.
    textbook: textbook(),
    state: combinationsState,
    actions: createCombinationsActions,
    exercise: createCombinationsExercise,
    view: createCombinationsView,
    panel: createCombinationsExercisePanel,
    link,
    meta,
  });
}
