//! 24 points as the page's app sees it (the puzzle page contract, puzzles/contract.js
//! `PuzzlePage`): a stepper page (app/stepper-page.js `createStepperPage`) with its slice
//! and actions (puzzles/24/actions.js), its view (puzzles/24/view.js), its exercise and its
//! link and title (puzzles/24/puzzle.js).

import { createPointsActions, pointsState, SLICE } from './actions.js';
import { createPointsView } from './view.js';
import { link, meta } from './puzzle.js';
import { createPointsExercise } from './exercise.js';
import { createPointsExercisePanel } from './exercise-panel.js';
import * as pointsWasm from '../../../pkg/points24.js';
import { createStepperPage } from '../../app/stepper-page.js';

/** The puzzle over `root` (testid `24-view`), on its own wasm module. */
export default function createPointsPage(deps) {
  const { store } = deps.ctx;
  const wasm = pointsWasm;
  const limits = { ...store.state.limits, ...wasm.limits() };
  // The default hand is the core's: what a bare link opens.
  const defaults = Array.from(wasm.parse_link(`puzzle=${SLICE}`).cards);
  return createStepperPage(deps, {
    id: SLICE,
    heading: 'p24.heading',
    state: pointsState(defaults),
    actions: (hooks) => createPointsActions(store, {
      api: wasm, defaults, limits, ...hooks,
    }),
    exercise: (s, searchActions) => createPointsExercise({ store: s, wasm, searchActions }),
    view: (root, parts) => createPointsView(root, {
      ...parts, limits, setTemplate: (template) => deps.actions.setTemplate(template),
    }),
    panel: createPointsExercisePanel,
    link,
    meta,
    /** Presented, its tree can take the procedure's place (24.css). */
    presentParts: [{ part: 'tree', words: 'present.tree' }],
  });
}
