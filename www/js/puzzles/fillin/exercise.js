//! The fill-in's exercise: "do the search yourself". The student chooses what the search
//! does at each node: the number it puts in the next square, or backtrack; the shared flow
//! (app/stepper-exercise.js) grades each action against the core's trace with the
//! fill-in's rules (puzzles/fillin/exercise-rules.js). The exercise is the state's
//! `fillinExercise` slice: its instance `size` (`{ max }`) beside the flow's fields.

import './exercise-strings.js';
import { FILLIN_RULES, isNumber } from './exercise-rules.js';
import { createStepperExercise, instanceExerciseSpec } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** The fill-in's part of the exercise (app/stepper-exercise.js `instanceExerciseSpec`). */
const FILLIN_SPEC = instanceExerciseSpec({
  id: 'fillin',
  fields: ['max'],
  rules: FILLIN_RULES,
  takes: isNumber,
  newStepper,
  tokenMax: (size) => size.max,
});

/**
 * The fill-in's exercise over the page's `store`, moving the search through
 * `searchActions` (puzzles/fillin/actions.js: `open`, `seek`): the shared flow's actions
 * (app/stepper-exercise.js `createStepperExercise`).
 */
export function createFillinExercise({ store, searchActions }) {
  return createStepperExercise({ store, searchActions, spec: FILLIN_SPEC });
}
