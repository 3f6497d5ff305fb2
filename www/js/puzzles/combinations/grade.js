//! The combinations' exercise as the class view grades it (`view=class`,
//! puzzles/contract.js `PuzzleGrading`): "do the search yourself" on the link's n, r and
//! bound. Loaded in the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { COMBINATIONS_RULES, isValue } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** The link's instance `{ n, r, bound }`. */
const sizeOf = (link) => ({ n: link.n, r: link.r, bound: link.bound });

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance: (link) => `n = ${link.n}, r = ${link.r}${link.bound ? '' : ', bound = 0'}`,
  choice: (action) => action.event.value,
  simulate(link) {
    const size = sizeOf(link);
    return {
      size, trace: createTrace(newStepper(null, size), false), rules: COMBINATIONS_RULES, takes: isValue, tokenMax: size.n,
    };
  },
};
