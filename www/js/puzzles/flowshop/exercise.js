//! Batch job scheduling's exercise: "do the search yourself". The student chooses what the
//! search does at each node: which job it places next, or backtrack; the shared flow
//! (app/stepper-exercise.js) grades each action against the core's trace with the flow
//! shop's rules (puzzles/flowshop/exercise-rules.js). The exercise is the state's
//! `flowshopExercise` slice: its instance `size` (`{ t1, t2 }`) beside the flow's fields.

import './exercise-strings.js';
import { FLOWSHOP_RULES, isJob } from './exercise-rules.js';
import { createStepperExercise, instanceExerciseSpec } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** Batch job scheduling's part of the exercise (app/stepper-exercise.js `instanceExerciseSpec`). */
const FLOWSHOP_SPEC = instanceExerciseSpec({
  id: 'flowshop',
  fields: ['t1', 't2'],
  rules: FLOWSHOP_RULES,
  takes: isJob,
  newStepper,
  tokenMax: (size) => size.t1.length,
});

/**
 * Batch job scheduling's exercise over the page's `store`, moving its search through
 * `searchActions` (puzzles/flowshop/actions.js: `open`, `seek`): the shared flow's actions
 * (app/stepper-exercise.js `createStepperExercise`).
 */
export function createFlowshopExercise({ store, searchActions }) {
  return createStepperExercise({ store, searchActions, spec: FLOWSHOP_SPEC });
}
