//! The simulate exercise's rules for 0-1 knapsack: the subset tree's (exercise/subset-rules.js),
//! left child 1 taking the item (x = 1), right child 2 skipping it (x = 0); the words
//! (puzzles/knapsack/exercise-strings.js) take the capacity `c`. Events are
//! puzzles/knapsack/puzzle.js `knapsackEvent`'s.

import { subsetRules } from '../../exercise/subset-rules.js';

/** The knapsack's rules for exercise/simulate.js. */
export const KNAPSACK_RULES = subsetRules((size) => ({ c: size.c }));
