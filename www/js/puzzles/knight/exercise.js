//! The knight's exercise (issue 22): "do the search yourself" on the rightward path. The
//! student chooses the search's next jump (its move ①–④) or presses Backtrack; the shared
//! flow (app/stepper-exercise.js) grades each action against the core's trace with the
//! knight's rules (puzzles/knight/exercise-rules.js). The exercise is the state's
//! `knightExercise` slice: its board `n`, `m` and mode `firstOnly` beside the flow's fields.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { KNIGHT_RULES, isMove } from './exercise-rules.js';
import { createStepperExercise } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** The knight's part of the exercise (app/stepper-exercise.js `StepperExerciseSpec`), on `wasm`. */
function knightSpec(wasm) {
  return {
    slice: 'knightExercise',
    rules: KNIGHT_RULES,
    takes: isMove,
    /** On the knight's board, in its mode unless a link (`opts.firstOnly`) says otherwise. */
    begin({ knight }, opts) {
      const firstOnly = opts.firstOnly ?? !knight.allSolutions;
      const size = { n: knight.n, m: knight.m };
      return {
        size,
        trace: createTrace(newStepper(wasm, size, { allSolutions: !firstOnly }), firstOnly),
        // The knight's own search runs the same mode, so its board shows the exercise's step.
        open: {
          n: size.n, m: size.m, step: 0, mode: firstOnly ? 'first' : 'all', path: null,
        },
        record: { ...size, firstOnly },
        tokenMax: Math.max(size.n, size.m),
      };
    },
    size: (ex) => ({ n: ex.n, m: ex.m }),
    again: (ex) => ({ firstOnly: ex.firstOnly, start: ex.start }),
    fromLink: (link) => ({ firstOnly: link.mode === 'first' }),
    sameBoard: (ex, link) => link.n === ex.n && link.m === ex.m && (link.mode === 'first') === ex.firstOnly,
    fields: (ex) => ({
      puzzle: 'knight', n: ex.n, m: ex.m, mode: ex.firstOnly ? 'first' : 'all',
    }),
  };
}

/**
 * The knight's exercise over the page's `store` and `wasm`, moving the knight's search
 * through `knightActions` (puzzles/knight/actions.js: `open`, `seek`): the shared flow's
 * actions (app/stepper-exercise.js `createStepperExercise`).
 */
export function createKnightExercise({ store, wasm, knightActions }) {
  return createStepperExercise({ store, searchActions: knightActions, spec: knightSpec(wasm) });
}
