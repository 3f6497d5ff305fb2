//! The loading problem's exercise: "do the search yourself". The student chooses what the
//! search does at each node: put the container on ship 1, leave it off, or backtrack; the shared flow
//! (app/stepper-exercise.js) grades each action against the core's trace with the
//! loading's rules (puzzles/loading/exercise-rules.js). The exercise is the state's
//! `loadingExercise` slice: its instance `size` (`{ w, c1, c2 }`) beside the flow's fields.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { LOADING_RULES } from './exercise-rules.js';
import { createStepperExercise } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** An answer the loading problem's exercise takes: 1 (take), 2 (skip) or backtrack. */
const isChoice = (a) => a.kind === 'backtrack' || (a.kind === 'number' && (a.value === 1 || a.value === 2));

/** The same list of numbers: `a` from a link (numbers or their text), `b` the exercise's. */
const sameList = (a, b) => a !== undefined && a !== null && b.length === a.length && [...a].every((x, i) => Number(x) === b[i]);

/** The loading problem's part of the exercise (app/stepper-exercise.js `StepperExerciseSpec`). */
const LOADING_SPEC = {
  slice: 'loadingExercise',
  rules: LOADING_RULES,
  takes: isChoice,
  /** On the instance searched now (a link's is already open). */
  begin({ loading }) {
    const { w, c1, c2 } = loading;
    const size = { w, c1, c2 };
    return {
      size, trace: createTrace(newStepper(null, size), false), open: { ...size, step: 0 }, record: { size }, tokenMax: 1,
    };
  },
  size: (ex) => ex.size,
  again: (ex) => ({ start: ex.start }),
  fromLink: () => ({}),
  sameBoard: (ex, link) => sameList(link.w, ex.size.w) && Number(link.c1) === ex.size.c1 && Number(link.c2) === ex.size.c2,
  fields: (ex) => ({
    puzzle: 'loading', w: ex.size.w, c1: ex.size.c1, c2: ex.size.c2,
  }),
};

/**
 * The loading problem's exercise over the page's `store`, moving the loading problem's search through
 * `loadingActions` (puzzles/loading/actions.js: `open`, `seek`): the shared flow's
 * actions (app/stepper-exercise.js `createStepperExercise`).
 */
export function createLoadingExercise({ store, loadingActions }) {
  return createStepperExercise({ store, searchActions: loadingActions, spec: LOADING_SPEC });
}
