//! The combinations' exercise: "do the search yourself". The student chooses what the
//! search does at each node: the value it takes next for x[t], or backtrack; the shared
//! flow (app/stepper-exercise.js) grades each action against the core's trace with the
//! combinations' rules (puzzles/combinations/exercise-rules.js). The exercise is the
//! state's `combinationsExercise` slice: its instance `size` (`{ n, r, bound }`) beside the
//! flow's fields.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { COMBINATIONS_RULES } from './exercise-rules.js';
import { createStepperExercise } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** The combinations' part of the exercise (app/stepper-exercise.js `StepperExerciseSpec`). */
const COMBINATIONS_SPEC = {
  slice: 'combinationsExercise',
  rules: COMBINATIONS_RULES,
  /** A value 1…9 (the largest n) or backtrack; a value above this n is graded wrong. */
  takes: (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1),
  /** On the instance searched now (a link's is already open). */
  begin({ combinations }) {
    const { n, r, bound } = combinations;
    const size = { n, r, bound };
    return {
      size, trace: createTrace(newStepper(null, size), false), open: { ...size, step: 0 }, record: { size }, tokenMax: n,
    };
  },
  size: (ex) => ex.size,
  again: (ex) => ({ start: ex.start }),
  fromLink: () => ({}),
  sameBoard: (ex, link) => Number(link.n) === ex.size.n && Number(link.r) === ex.size.r && Boolean(link.bound) === ex.size.bound,
  fields: (ex) => ({
    puzzle: 'combinations', n: ex.size.n, r: ex.size.r, bound: ex.size.bound,
  }),
};

/**
 * The combinations' exercise over the page's `store`, moving the search through
 * `combActions` (puzzles/combinations/actions.js: `open`, `seek`): the shared flow's
 * actions (app/stepper-exercise.js `createStepperExercise`).
 */
export function createCombinationsExercise({ store, combActions }) {
  return createStepperExercise({ store, searchActions: combActions, spec: COMBINATIONS_SPEC });
}
