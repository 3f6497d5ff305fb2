//! The knapsack's exercise: "do the search yourself" on 0-1 knapsack. The student chooses
//! what the search does at each node: take the item, skip it, or backtrack; the shared flow
//! (app/stepper-exercise.js) grades each action against the core's trace with the
//! knapsack's rules (puzzles/knapsack/exercise-rules.js). The exercise is the state's
//! `knapsackExercise` slice: its instance `size` (`{ w, v, c }`) beside the flow's fields.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { KNAPSACK_RULES } from './exercise-rules.js';
import { createStepperExercise } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** An answer the knapsack's exercise takes: 1 (take), 2 (skip) or backtrack. */
const isChoice = (a) => a.kind === 'backtrack' || (a.kind === 'number' && (a.value === 1 || a.value === 2));

/** The same list of numbers: `a` from a link (numbers or their text), `b` the exercise's. */
const sameList = (a, b) => a !== undefined && a !== null && b.length === a.length && [...a].every((x, i) => Number(x) === b[i]);

/** The knapsack's part of the exercise (app/stepper-exercise.js `StepperExerciseSpec`). */
const KNAPSACK_SPEC = {
  slice: 'knapsackExercise',
  rules: KNAPSACK_RULES,
  takes: isChoice,
  /** On the instance searched now (a link's is already open). */
  begin({ knapsack }) {
    const { w, v, c } = knapsack;
    const size = { w, v, c };
    return {
      size, trace: createTrace(newStepper(null, size), false), open: { ...size, step: 0 }, record: { size }, tokenMax: 1,
    };
  },
  size: (ex) => ex.size,
  again: (ex) => ({ start: ex.start }),
  fromLink: () => ({}),
  sameBoard: (ex, link) => sameList(link.w, ex.size.w) && sameList(link.v, ex.size.v) && Number(link.c) === ex.size.c,
  fields: (ex) => ({
    puzzle: 'knapsack', w: ex.size.w, v: ex.size.v, c: ex.size.c,
  }),
};

/**
 * The knapsack's exercise over the page's `store`, moving the knapsack's search through
 * `knapsackActions` (puzzles/knapsack/actions.js: `open`, `seek`): the shared flow's
 * actions (app/stepper-exercise.js `createStepperExercise`).
 */
export function createKnapsackExercise({ store, knapsackActions }) {
  return createStepperExercise({ store, searchActions: knapsackActions, spec: KNAPSACK_SPEC });
}
