//! The loading problem's exercise: "do the search yourself". The student chooses what the
//! search does at each node: put the container on ship 1, leave it off, or backtrack; the shared flow
//! (app/stepper-exercise.js) grades each action against the core's trace with the
//! loading's rules (puzzles/loading/exercise-rules.js). The exercise is the state's
//! `loadingExercise` slice: its instance `size` (`{ w, c1, c2 }`) beside the flow's fields.

import './exercise-strings.js';
import { LOADING_RULES } from './exercise-rules.js';
import { createStepperExercise, instanceExerciseSpec } from '../../app/stepper-exercise.js';
import { subsetTakes } from '../../exercise/subset-rules.js';
import { newStepper } from './puzzle.js';

/** The loading problem's part of the exercise (app/stepper-exercise.js `instanceExerciseSpec`). */
const LOADING_SPEC = instanceExerciseSpec({
  id: 'loading',
  fields: ['w', 'c1', 'c2'],
  rules: LOADING_RULES,
  takes: subsetTakes,
  newStepper,
});

/**
 * The loading problem's exercise over the page's `store`, moving the loading problem's search through
 * `searchActions` (puzzles/loading/actions.js: `open`, `seek`): the shared flow's
 * actions (app/stepper-exercise.js `createStepperExercise`).
 */
export function createLoadingExercise({ store, searchActions }) {
  return createStepperExercise({ store, searchActions, spec: LOADING_SPEC });
}
