//! The loading problem's declaration for the contract suite (tests/e2e/contract.test.js):
//! its links, its figure, its parts beside the lesson and its exercise's first actions. The
//! verdicts come from docs/REFERENCE.md's textbook instance (w = 10, 40, 40; c₁ = c₂ = 50):
//! container 1 fits on ship 1 (0 + 10 ≤ 50), so leaving it off is wrong and the search
//! loads it; container 2 then fits too (10 + 40 ≤ 50), so loading it is right.

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'load-',
  lesson: '#puzzle=loading&w=10-40-40&c1=50&c2=50',
  switched: '#puzzle=loading&w=10-40-40&c1=50&c2=50',
  links: ['#puzzle=loading&w=10-40-40&c1=50&c2=50&step=9', '#puzzle=loading&w=20-40-40&c1=50&c2=50&step=4'],
  figure: 'load-tree-nodes',
  hidden: {
    embed: ['load-editor', 'load-exercise-start'],
    present: ['load-exercise-start', 'load-editor'],
  },
  exercise: {
    lesson: '#puzzle=loading&w=10-40-40&c1=50&c2=50',
    start: ['[data-testid="load-exercise-start"]'],
    actions: [
      ['[data-testid="load-exercise-choice"][data-value="2"]', 'wrong'],
      ['[data-testid="load-exercise-choice"][data-value="1"]', 'right'],
    ],
    ans: '2-1',
  },
  // i18n.test.js's: its procedure's code names
  zhAllowed: ['bestw', 'bestx'],
};
