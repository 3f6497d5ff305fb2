//! 24 points' exercise as the class view grades it (`view=class`, puzzles/contract.js
//! `PuzzleGrading`): "do the search yourself" on the link's four cards, in its mode. Loaded
//! in the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { MAX_PICK, POINTS_RULES, isPick } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance: (link) => Array.from(link.cards).join(', '),
  choice: (action) => action.event.choice,
  simulate(link) {
    const firstOnly = link.mode === 'first';
    const size = { cards: Array.from(link.cards) };
    return {
      size, trace: createTrace(newStepper(null, size, { allSolutions: !firstOnly }), firstOnly), rules: POINTS_RULES, takes: isPick, tokenMax: MAX_PICK,
    };
  },
};
