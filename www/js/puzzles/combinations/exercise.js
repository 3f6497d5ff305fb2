//! The combinations' exercise: "do the search yourself". The student chooses what the
//! search does at each node: the value it takes next for x[t], or backtrack; the shared
//! flow (app/stepper-exercise.js) grades each action against the core's trace with the
//! combinations' rules (puzzles/combinations/exercise-rules.js). The exercise is the
//! state's `combinationsExercise` slice: its instance `size` (`{ n, r, bound }`) beside the
//! flow's fields.

import './exercise-strings.js';
import { COMBINATIONS_RULES, isValue } from './exercise-rules.js';
import { createStepperExercise, instanceExerciseSpec } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** The combinations' part of the exercise (app/stepper-exercise.js `instanceExerciseSpec`). */
const COMBINATIONS_SPEC = instanceExerciseSpec({
  id: 'combinations',
  fields: ['n', 'r', 'bound'],
  rules: COMBINATIONS_RULES,
  takes: isValue,
  newStepper,
  tokenMax: (size) => size.n,
});

/**
 * The combinations' exercise over the page's `store`, moving the search through
 * `searchActions` (puzzles/combinations/actions.js: `open`, `seek`): the shared flow's
 * actions (app/stepper-exercise.js `createStepperExercise`).
 */
export function createCombinationsExercise({ store, searchActions }) {
  return createStepperExercise({ store, searchActions, spec: COMBINATIONS_SPEC });
}
