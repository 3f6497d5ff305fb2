//! The knapsack's exercise: "do the search yourself" on 0-1 knapsack. The student chooses
//! what the search does at each node: take the item, skip it, or backtrack; the shared flow
//! (app/stepper-exercise.js) grades each action against the core's trace with the
//! knapsack's rules (puzzles/knapsack/exercise-rules.js). The exercise is the state's
//! `knapsackExercise` slice: its instance `size` (`{ w, v, c }`) beside the flow's fields.

import './exercise-strings.js';
import { KNAPSACK_RULES } from './exercise-rules.js';
import { createStepperExercise, instanceExerciseSpec } from '../../app/stepper-exercise.js';
import { subsetTakes } from '../../exercise/subset-rules.js';
import { newStepper } from './puzzle.js';

/** The knapsack's part of the exercise (app/stepper-exercise.js `instanceExerciseSpec`). */
const KNAPSACK_SPEC = instanceExerciseSpec({
  id: 'knapsack',
  fields: ['w', 'v', 'c'],
  rules: KNAPSACK_RULES,
  takes: subsetTakes,
  newStepper,
});

/**
 * The knapsack's exercise over the page's `store`, moving the knapsack's search through
 * `searchActions` (puzzles/knapsack/actions.js: `open`, `seek`): the shared flow's
 * actions (app/stepper-exercise.js `createStepperExercise`).
 */
export function createKnapsackExercise({ store, searchActions }) {
  return createStepperExercise({ store, searchActions, spec: KNAPSACK_SPEC });
}
