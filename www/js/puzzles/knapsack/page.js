//! The knapsack's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page (app/stepper-page.js
//! `createStepperPage`) with its slice and actions (puzzles/knapsack/actions.js), its view
//! (puzzles/knapsack/view.js), its exercise and its link and title
//! (puzzles/knapsack/puzzle.js).

import { createKnapsackActions, knapsackState } from './actions.js';
import { createKnapsackView } from './view.js';
import { link, meta } from './puzzle.js';
import { createKnapsackExercise } from './exercise.js';
import { createKnapsackExercisePanel } from './exercise-panel.js';
import * as knapsackWasm from '../../../pkg/knapsack.js';
import { createStepperPage } from '../../app/stepper-page.js';

/**
 * The knapsack over `root` (testid `knapsack-view`), on the knapsack's own wasm module
 * (loaded with its puzzle module, puzzles/knapsack/puzzle.js `ready()`); `ctx` gives the store,
 * `actions` the page's.
 */
export default function createKnapsackPage(deps) {
  const { store } = deps.ctx;
  const limits = { ...store.state.limits, ...knapsackWasm.limits() };
  // The textbook instance is the core's: what a bare knapsack link opens.
  const { w, v, c } = knapsackWasm.parse_link('puzzle=knapsack');
  const textbook = { w, v, c };
  return createStepperPage(deps, {
    id: 'knapsack',
    heading: 'knap.heading',
    state: knapsackState(textbook),
    actions: (hooks) => createKnapsackActions(store, { limits, textbook, ...hooks }),
    exercise: (s, knapsackActions) => createKnapsackExercise({ store: s, knapsackActions }),
    view: (root, parts) => createKnapsackView(root, { ...parts, limits }),
    panel: createKnapsackExercisePanel,
    link,
    meta,
  });
}
