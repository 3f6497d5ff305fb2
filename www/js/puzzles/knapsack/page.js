//! The knapsack's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page (app/stepper-page.js
//! `createStepperPage`, app/instance-page.js) with its slice and actions
//! (puzzles/knapsack/actions.js), its view (puzzles/knapsack/view.js), its exercise and its
//! link and title (puzzles/knapsack/puzzle.js).

import { createKnapsackActions, knapsackState } from './actions.js';
import { createKnapsackView } from './view.js';
import { link, meta, textbook } from './puzzle.js';
import { createKnapsackExercise } from './exercise.js';
import { createKnapsackExercisePanel } from './exercise-panel.js';
import * as knapsackWasm from '../../../pkg/knapsack.js';
import { createInstancePage } from '../../app/instance-page.js';

/**
 * The knapsack over `root` (testid `knapsack-view`), on the knapsack's own wasm module
 * (loaded with its puzzle module, puzzles/knapsack/puzzle.js `ready()`); `ctx` gives the store,
 * `actions` the page's.
 */
export default function createKnapsackPage(deps) {
  return createInstancePage(deps, {
    id: 'knapsack',
    heading: 'knap.heading',
    wasm: knapsackWasm,
    // The textbook instance is the core's: what a bare knapsack link opens.
    textbook: textbook(),
    state: knapsackState,
    actions: createKnapsackActions,
    exercise: createKnapsackExercise,
    view: createKnapsackView,
    panel: createKnapsackExercisePanel,
    link,
    meta,
  });
}
