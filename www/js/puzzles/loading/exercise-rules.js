//! The simulate exercise's rules for the loading problem: the subset tree's
//! (exercise/subset-rules.js), left child 1 putting the container on ship 1 (x = 1), right
//! child 2 leaving it off (x = 0); the words (puzzles/loading/exercise-strings.js) take
//! ship 1's capacity `c1`. Events are puzzles/loading/puzzle.js `loadingEvent`'s.

import { subsetRules } from '../../exercise/subset-rules.js';

/** The loading problem's rules for exercise/simulate.js. */
export const LOADING_RULES = subsetRules((size) => ({ c1: size.c1 }));
