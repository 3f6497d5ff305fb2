//! The fill-in's exercise as the class view grades it (`view=class`, puzzles/contract.js
//! `PuzzleGrading`): "do the search yourself" with the numbers 1 to the link's N. Loaded in
//! the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { FILLIN_RULES, isNumber } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance: (link) => `N = ${link.max}`,
  choice: (action) => action.event.number,
  simulate(link) {
    const size = { max: link.max };
    return {
      size, trace: createTrace(newStepper(null, size), false), rules: FILLIN_RULES, takes: isNumber, tokenMax: size.max,
    };
  },
};
