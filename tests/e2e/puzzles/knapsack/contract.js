//! The knapsack's declaration for the contract suite (tests/e2e/contract.test.js): its
//! links, its figure, its parts beside the lesson and its exercise's first actions. The
//! verdicts come from docs/REFERENCE.md's textbook instance (weights 16, 15, 15, values 45,
//! 25, 25, capacity 30): item 1 fits (16 ≤ 30), so skipping it is wrong and the search takes
//! it; item 2 then does not fit (31 > 30), so skipping it is right.

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'knap-',
  lesson: '#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30',
  switched: '#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30',
  links: ['#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=15', '#puzzle=knapsack&w=10-10-10&v=10-30-20&c=20&step=4'],
  figure: 'knap-tree-nodes',
  hidden: {
    embed: ['knap-weight', 'knap-tree-note', 'knap-editor', 'knap-exercise-start'],
    present: ['knap-exercise-start', 'knap-editor'],
  },
  exercise: {
    lesson: '#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30',
    start: ['[data-testid="knap-exercise-start"]'],
    actions: [
      ['[data-testid="knap-exercise-choice"][data-value="2"]', 'wrong'],
      ['[data-testid="knap-exercise-choice"][data-value="2"]', 'right'],
    ],
    ans: '2-2',
  },
};
