//! The knight's puzzle as the page's app sees it (the puzzle page contract,
//! puzzles/contract.js `PuzzlePage`): a stepper page (app/stepper-page.js
//! `createStepperPage`) with its slice and actions (puzzles/knight/actions.js), its view
//! (puzzles/knight/view.js), its exercise and its link and title (puzzles/knight/puzzle.js).

import { createKnightActions, knightState } from './actions.js';
import { createKnightView } from './view.js';
import { link, meta } from './puzzle.js';
import { createKnightExercise } from './exercise.js';
import { createKnightExercisePanel } from './exercise-panel.js';
import * as knightWasm from '../../../pkg/knight.js';
import { createStepperPage } from '../../app/stepper-page.js';

/**
 * The knight over `root` (testid `knight-view`), on the knight's own wasm module (loaded
 * with its puzzle module, puzzles/knight/puzzle.js `ready()`). `ctx` gives the store; `actions`
 * the page's bound actions (dropFeedback, setTemplate).
 */
export default function createKnightPage(deps) {
  const { store } = deps.ctx;
  const wasm = knightWasm;
  const limits = { ...store.state.limits, ...wasm.limits() };
  return createStepperPage(deps, {
    id: 'knight',
    heading: 'knight.heading',
    state: knightState(limits),
    actions: (hooks) => createKnightActions(store, {
      api: { new_stepper: wasm.new_stepper, knight_path_count: wasm.knight_path_count }, limits, ...hooks,
    }),
    exercise: (s, knightActions) => createKnightExercise({ store: s, wasm, knightActions }),
    view: (root, parts) => createKnightView(root, {
      ...parts, limits, setTemplate: (template) => deps.actions.setTemplate(template),
    }),
    panel: createKnightExercisePanel,
    link,
    meta,
    /** Presented, its tree can take the procedure's place (knight.css). */
    presentParts: [{ part: 'tree', words: 'present.tree' }],
    /** Not while a path is shown. */
    stepping: (state) => state.knight.shown === null,
  });
}
