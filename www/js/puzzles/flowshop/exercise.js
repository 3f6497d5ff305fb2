//! Batch job scheduling's exercise: "do the search yourself". The student chooses what the
//! search does at each node: which job it places next, or backtrack; the shared flow
//! (app/stepper-exercise.js) grades each action against the core's trace with the flow
//! shop's rules (puzzles/flowshop/exercise-rules.js). The exercise is the state's
//! `flowshopExercise` slice: its instance `size` (`{ t1, t2 }`) beside the flow's fields.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { FLOWSHOP_RULES } from './exercise-rules.js';
import { createStepperExercise } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** The same list of numbers: `a` from a link (numbers or their text), `b` the exercise's. */
const sameList = (a, b) => a !== undefined && a !== null && b.length === a.length && [...a].every((x, i) => Number(x) === b[i]);

/** Batch job scheduling's part of the exercise (app/stepper-exercise.js `StepperExerciseSpec`). */
const FLOWSHOP_SPEC = {
  slice: 'flowshopExercise',
  rules: FLOWSHOP_RULES,
  /** An answer the exercise takes: a job (1 to 7, the limit of jobs) or backtrack. */
  takes: (a) => a.kind === 'backtrack' || (a.kind === 'number' && a.value >= 1 && a.value <= 7),
  /** On the instance searched now (a link's is already open). */
  begin({ flowshop }) {
    const { t1, t2 } = flowshop;
    const size = { t1, t2 };
    return {
      size, trace: createTrace(newStepper(null, size), false), open: { ...size, step: 0 }, record: { size }, tokenMax: t1.length,
    };
  },
  size: (ex) => ex.size,
  again: (ex) => ({ start: ex.start }),
  fromLink: () => ({}),
  sameBoard: (ex, link) => sameList(link.t1, ex.size.t1) && sameList(link.t2, ex.size.t2),
  fields: (ex) => ({ puzzle: 'flowshop', t1: ex.size.t1, t2: ex.size.t2 }),
};

/**
 * Batch job scheduling's exercise over the page's `store`, moving its search through
 * `searchActions` (puzzles/flowshop/actions.js: `open`, `seek`): the shared flow's actions
 * (app/stepper-exercise.js `createStepperExercise`).
 */
export function createFlowshopExercise({ store, searchActions }) {
  return createStepperExercise({ store, searchActions, spec: FLOWSHOP_SPEC });
}
