//! The combinations as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page (app/stepper-page.js
//! `createStepperPage`) with its slice and actions (puzzles/combinations/actions.js), its
//! view (puzzles/combinations/view.js), its exercise and its link and title
//! (puzzles/combinations/puzzle.js).

import { createCombinationsActions, combinationsState } from './actions.js';
import { createCombinationsView } from './view.js';
import { link, meta, textbook } from './puzzle.js';
import { createCombinationsExercise } from './exercise.js';
import { createCombinationsExercisePanel } from './exercise-panel.js';
import * as combWasm from '../../../pkg/combinations.js';
import { createStepperPage } from '../../app/stepper-page.js';

/**
 * The combinations over `root` (testid `combinations-view`), on its own wasm module
 * (loaded with its puzzle module, puzzles/combinations/puzzle.js `ready()`); `ctx` gives
 * the store, `actions` the page's.
 */
export default function createCombinationsPage(deps) {
  const { store } = deps.ctx;
  const limits = { ...store.state.limits, ...combWasm.limits() };
  // The textbook instance is the core's: what a bare combinations link opens.
  const instance = textbook();
  return createStepperPage(deps, {
    id: 'combinations',
    heading: 'comb.heading',
    state: combinationsState(instance),
    actions: (hooks) => createCombinationsActions(store, { limits, textbook: instance, ...hooks }),
    exercise: (s, combActions) => createCombinationsExercise({ store: s, combActions }),
    view: (root, parts) => createCombinationsView(root, { ...parts, limits }),
    panel: createCombinationsExercisePanel,
    link,
    meta,
  });
}
