//! The loading problem's exercise as the class view grades it (`view=class`,
//! puzzles/contract.js `PuzzleGrading`): "do the search yourself" on the link's containers
//! and ships. Loaded in the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { subsetTakes } from '../../exercise/subset-rules.js';
import { LOADING_RULES } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** The link's instance `{ w, c1, c2 }`. */
const sizeOf = (link) => ({ w: Array.from(link.w), c1: link.c1, c2: link.c2 });

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance(link) {
    const { w, c1, c2 } = sizeOf(link);
    return `w = ${w.join(', ')}; c1 = ${c1}; c2 = ${c2}`;
  },
  choice: (action) => (action.event.take ? 1 : 0),
  simulate(link) {
    const size = sizeOf(link);
    return {
      size, trace: createTrace(newStepper(null, size), false), rules: LOADING_RULES, takes: subsetTakes, tokenMax: 1,
    };
  },
};
