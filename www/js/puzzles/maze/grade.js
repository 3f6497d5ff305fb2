//! The maze's exercise as the class view grades it (`view=class`, puzzles/contract.js
//! `PuzzleGrading`): "do the search yourself" in the link's maze, in its mode. Loaded in
//! the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { MAZE_RULES, isMove } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** The link's maze, as the stepper takes it. */
const mazeOf = (link) => ({
  rows: link.rows, cols: link.cols, walls: Array.from(link.walls), start: Array.from(link.start), exit: Array.from(link.exit),
});

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance(link) {
    const { rows, cols, start, exit } = mazeOf(link);
    return `${rows} × ${cols}, (${start.join(',')}) → (${exit.join(',')})`;
  },
  choice: (action) => action.event.dir,
  simulate(link) {
    const firstOnly = link.mode === 'first';
    const size = mazeOf(link);
    return {
      size, trace: createTrace(newStepper(null, size, { allSolutions: !firstOnly }), firstOnly), rules: MAZE_RULES, takes: isMove, tokenMax: 4,
    };
  },
};
