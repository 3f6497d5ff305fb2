//! Batch job scheduling as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page (app/stepper-page.js
//! `createStepperPage`, app/instance-page.js) with its slice and actions
//! (puzzles/flowshop/actions.js), its view (puzzles/flowshop/view.js), its exercise and its
//! link and title (puzzles/flowshop/puzzle.js).

import { createFlowshopActions, flowshopState } from './actions.js';
import { createFlowshopView } from './view.js';
import { link, meta, textbook } from './puzzle.js';
import { createFlowshopExercise } from './exercise.js';
import { createFlowshopExercisePanel } from './exercise-panel.js';
import * as flowWasm from '../../../pkg/flowshop.js';
import { createInstancePage } from '../../app/instance-page.js';

/**
 * Batch job scheduling over `root` (testid `flowshop-view`), on its own wasm module (loaded
 * with its puzzle module, puzzles/flowshop/puzzle.js `ready()`); `ctx` gives the store,
 * `actions` the page's.
 */
export default function createFlowshopPage(deps) {
  return createInstancePage(deps, {
    id: 'flowshop',
    heading: 'flow.heading',
    wasm: flowWasm,
    // The textbook instance is the core's: what a bare flow shop link opens.
    textbook: textbook(),
    state: flowshopState,
    actions: createFlowshopActions,
    exercise: createFlowshopExercise,
    view: createFlowshopView,
    panel: createFlowshopExercisePanel,
    link,
    meta,
  });
}
