//! Batch job scheduling as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page (app/stepper-page.js
//! `createStepperPage`) with its slice and actions (puzzles/flowshop/actions.js), its view
//! (puzzles/flowshop/view.js), its exercise and its link and title
//! (puzzles/flowshop/puzzle.js).

import { createFlowshopActions, flowshopState } from './actions.js';
import { createFlowshopView } from './view.js';
import { link, meta, textbook } from './puzzle.js';
import { createFlowshopExercise } from './exercise.js';
import { createFlowshopExercisePanel } from './exercise-panel.js';
import * as flowWasm from '../../../pkg/flowshop.js';
import { createStepperPage } from '../../app/stepper-page.js';

/**
 * Batch job scheduling over `root` (testid `flowshop-view`), on its own wasm module (loaded
 * with its puzzle module, puzzles/flowshop/puzzle.js `ready()`); `ctx` gives the store,
 * `actions` the page's.
 */
export default function createFlowshopPage(deps) {
  const { store } = deps.ctx;
  const limits = { ...store.state.limits, ...flowWasm.limits() };
  // The textbook instance is the core's: what a bare flow shop link opens.
  const instance = textbook();
  return createStepperPage(deps, {
    id: 'flowshop',
    heading: 'flow.heading',
    state: flowshopState(instance),
    actions: (hooks) => createFlowshopActions(store, { limits, textbook: instance, ...hooks }),
    exercise: (s, flowActions) => createFlowshopExercise({ store: s, searchActions: flowActions }),
    view: (root, parts) => createFlowshopView(root, { ...parts, limits }),
    panel: createFlowshopExercisePanel,
    link,
    meta,
  });
}
