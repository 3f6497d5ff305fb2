//! The knapsack's exercise as the class view grades it (`view=class`, puzzles/contract.js
//! `PuzzleGrading`): "do the search yourself" on the link's items and capacity. Loaded in
//! the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { subsetTakes } from '../../exercise/subset-rules.js';
import { KNAPSACK_RULES } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** The link's instance `{ w, v, c }`. */
const sizeOf = (link) => ({ w: Array.from(link.w), v: Array.from(link.v), c: link.c });

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance(link) {
    const { w, v, c } = sizeOf(link);
    return `w = ${w.join(', ')}; v = ${v.join(', ')}; c = ${c}`;
  },
  choice: (action) => (action.event.take ? 1 : 0),
  simulate(link) {
    const size = sizeOf(link);
    return {
      size, trace: createTrace(newStepper(null, size), false), rules: KNAPSACK_RULES, takes: subsetTakes, tokenMax: 1,
    };
  },
};
