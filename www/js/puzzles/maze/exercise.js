//! The maze's exercise: "do the search yourself", predict the next move. The student
//! chooses the search's next move (up, right, down, left) or presses Backtrack; the shared
//! flow (app/stepper-exercise.js) grades each action against the core's trace with the
//! maze's rules (puzzles/maze/exercise-rules.js). The exercise is the state's
//! `mazeExercise` slice: its maze (`maze`) and mode `firstOnly` beside the flow's fields.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { MAZE_RULES, isMove } from './exercise-rules.js';
import { createStepperExercise } from '../../app/stepper-exercise.js';
import { newStepper } from './puzzle.js';

/** The maze of a slice or an exercise record: what the stepper and the link take. */
const mazeOf = (m) => ({
  rows: m.rows, cols: m.cols, walls: m.walls, start: m.start, exit: m.exit,
});

const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The maze's part of the exercise (app/stepper-exercise.js `StepperExerciseSpec`). */
function mazeSpec(wasm) {
  return {
    slice: 'mazeExercise',
    rules: MAZE_RULES,
    takes: isMove,
    /** On the maze shown, in its mode unless a link (`opts.firstOnly`) says otherwise. */
    begin({ maze }, opts) {
      const firstOnly = opts.firstOnly ?? !maze.allSolutions;
      const size = mazeOf(maze);
      return {
        size,
        trace: createTrace(newStepper(wasm, size, { allSolutions: !firstOnly }), firstOnly),
        // The maze's own search runs the same mode, so its board shows the exercise's step.
        open: { ...size, step: 0, mode: firstOnly ? 'first' : 'all' },
        // The maze under `maze`: the flow's own `start` is the step the exercise starts at.
        record: { maze: size, firstOnly },
        tokenMax: 4,
      };
    },
    size: (ex) => ex.maze,
    again: (ex) => ({ firstOnly: ex.firstOnly, start: ex.start }),
    fromLink: (link) => ({ firstOnly: link.mode === 'first' }),
    sameBoard: ({ maze, firstOnly }, link) => link.cols === maze.cols && link.rows === maze.rows
      && same(Array.from(link.walls), maze.walls) && same(Array.from(link.start), maze.start)
      && same(Array.from(link.exit), maze.exit) && (link.mode === 'first') === firstOnly,
    fields: (ex) => ({
      puzzle: 'maze', ...mazeOf(ex.maze), mode: ex.firstOnly ? 'first' : 'all',
    }),
  };
}

/**
 * The maze's exercise over the page's `store` and `wasm`, moving the maze's search through
 * `mazeActions` (puzzles/maze/actions.js: `open`, `seek`).
 */
export function createMazeExercise({ store, wasm, mazeActions }) {
  return createStepperExercise({ store, searchActions: mazeActions, spec: mazeSpec(wasm) });
}
