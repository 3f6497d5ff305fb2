//! The 24 points' exercise: "do the search yourself". The student chooses the search's
//! next pick (two numbers left and an operation) or presses Backtrack; the shared flow
//! (app/stepper-exercise.js) grades each action against the core's trace with the rules of
//! puzzles/24/exercise-rules.js. The exercise is the state's `24Exercise` slice: its hand
//! (`cards`) and mode `firstOnly` beside the flow's fields.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { MAX_PICK, POINTS_RULES, isPick } from './exercise-rules.js';
import { createStepperExercise } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';
import { SLICE } from './actions.js';

const same = (a, b) => a.length === b.length && a.every((v, i) => Number(v) === b[i]);

/** The puzzle's part of the exercise (app/stepper-exercise.js `StepperExerciseSpec`). */
function pointsSpec(wasm) {
  return {
    slice: `${SLICE}Exercise`,
    rules: POINTS_RULES,
    takes: isPick,
    /** On the hand shown, in its mode unless a link (`opts.firstOnly`) says otherwise. */
    begin(state, opts) {
      const m = state[SLICE];
      const firstOnly = opts.firstOnly ?? !m.allSolutions;
      const cards = [...m.cards];
      return {
        size: { cards },
        trace: createTrace(newStepper(wasm, { cards }, { allSolutions: !firstOnly }), firstOnly),
        // The puzzle's own search runs the same mode, so its picture shows the exercise's step.
        open: { cards, step: 0, mode: firstOnly ? 'first' : 'all' },
        record: { cards, firstOnly },
        tokenMax: MAX_PICK,
      };
    },
    size: (ex) => ({ cards: ex.cards }),
    again: (ex) => ({ firstOnly: ex.firstOnly, start: ex.start }),
    fromLink: (link) => ({ firstOnly: link.mode === 'first' }),
    sameBoard: (ex, link) => same(Array.from(link.cards ?? []), ex.cards) && (link.mode === 'first') === ex.firstOnly,
    fields: (ex) => ({ puzzle: SLICE, cards: ex.cards, mode: ex.firstOnly ? 'first' : 'all' }),
  };
}

/**
 * The exercise over the page's `store` and `wasm`, moving the puzzle's search through
 * `searchActions` (puzzles/24/actions.js: `open`, `seek`).
 */
export function createPointsExercise({ store, wasm, searchActions }) {
  return createStepperExercise({ store, searchActions, spec: pointsSpec(wasm) });
}
