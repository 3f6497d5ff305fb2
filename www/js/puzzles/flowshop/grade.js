//! Batch job scheduling's exercise as the class view grades it (`view=class`,
//! puzzles/contract.js `PuzzleGrading`): "do the search yourself" on the link's jobs.
//! Loaded in the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { FLOWSHOP_RULES, isJob } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** The link's instance `{ t1, t2 }`. */
const sizeOf = (link) => ({ t1: Array.from(link.t1), t2: Array.from(link.t2) });

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance(link) {
    const { t1, t2 } = sizeOf(link);
    return `t1 = ${t1.join(', ')}; t2 = ${t2.join(', ')}`;
  },
  choice: (action) => action.event.job,
  simulate(link) {
    const size = sizeOf(link);
    return {
      size, trace: createTrace(newStepper(null, size), false), rules: FLOWSHOP_RULES, takes: isJob, tokenMax: size.t1.length,
    };
  },
};
