//! The knight's exercise as the class view grades it (`view=class`, puzzles/contract.js
//! `PuzzleGrading`): "do the search yourself" on the link's board, in its mode. Loaded in
//! the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { KNIGHT_RULES, isMove } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance: (link) => `${link.n} × ${link.m}`,
  choice: (action) => action.event.dir,
  simulate(link) {
    const firstOnly = link.mode === 'first';
    const size = { n: link.n, m: link.m };
    return {
      size,
      trace: createTrace(newStepper(null, size, { allSolutions: !firstOnly }), firstOnly),
      rules: KNIGHT_RULES,
      takes: isMove,
      tokenMax: Math.max(size.n, size.m),
    };
  },
};
