//! The knight's declaration for the contract suite (tests/e2e/contract.test.js): its links,
//! its figure, its parts beside the lesson and its exercise's first actions. The verdicts
//! are hand-traced on the 4 × 3 board in the notes' move order (docs/REFERENCE.md): from
//! (1,1) move ① leaves the board (wrong: the search takes ③ to (3,2)); from (3,2) every
//! move leaves it, so Backtrack is right.

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'knight-',
  lesson: '#puzzle=knight&n=9&m=5',
  switched: '#puzzle=knight&n=9&m=5',
  links: ['#puzzle=knight&n=9&m=5&step=12', '#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4'],
  figure: 'knight-board',
  presentParts: ['tree'],
  hidden: {
    embed: ['knight-path-line', 'knight-moves-key', 'knight-n', 'knight-gallery', 'knight-exercise-start'],
    present: ['knight-exercise-start', 'knight-n'],
  },
  exercise: {
    lesson: '#puzzle=knight&n=4&m=3&step=0&mode=first',
    start: ['[data-testid="knight-exercise-start"]'],
    actions: [
      ['[data-testid="knight-exercise-choice"][data-value="1"]', 'wrong'],
      ['[data-testid="knight-exercise-backtrack"]', 'right'],
    ],
    ans: '1-b',
  },
  // hierarchy.test.js's
  more: { 'knight-stepper-more': ['knight-search-mode'] },
  // exercise-links.test.js's: the 4 × 3 board (from (1,1) ① and ② leave it, ③ to (3,2),
  // where all four leave it; ④ to (2,3), ① to (3,1), ④ to (4,3)); ① wrong, then right.
  answerLinks: {
    damaged: [
      ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=B', [0, 0, 0], /Answer 1 of the link could not be read: “B”/],
      ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-7', [1, 1, 2], /Answer 3 of the link could not be read: “7”/],
    ],
    past: [
      ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-4-1-4-4', [4, 1, 5], /1 answer after the end of the exercise/],
    ],
  },
  // a11y.test.js's
  reviews: [['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-4-1-4', 'en', 'dark']],
};
