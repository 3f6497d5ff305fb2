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
  // exercise-links.test.js's: the textbook instance (take 1, skip 2, skip 3, leaf 45; back
  // ×3; skip 1, take 2, take 3, leaf 50; back ×3: 1-2-2-b-b-b-2-1-1-b-b-b).
  answerLinks: {
    damaged: [
      ['#puzzle=knapsack&ex=simulate&ans=1-2-', [2, 0, 2], /Answer 3 of the link could not be read: it is empty/],
      ['#puzzle=knapsack&ex=simulate&ans=B', [0, 0, 0], /Answer 1 of the link could not be read: “B”/],
      ['#puzzle=knapsack&ex=simulate&ans=1-2-3', [2, 0, 2], /Answer 3 of the link could not be read: “3”/],
      ['#puzzle=knapsack&ex=simulate&ans=1-2-&lang=zh', [2, 0, 2], /链接中的第 3 个答案无法读取/],
    ],
    past: [
      ['#puzzle=knapsack&ex=simulate&ans=1-2-2-b-b-b-2-1-1-b-b-b-1-1&lang=zh', [12, 0, 12], /练习结束之后还有 2 个答案/],
    ],
  },
  // a11y.test.js's
  reviews: [['#puzzle=knapsack&ex=simulate&ans=2-2-2-1-b-b-2-1-1-b-b-b&lang=zh', 'zh', 'light']],
  // a11y.test.js's
  knownFaults: {
    tab: 'its tree\'s nodes (`knap-tree-node`) take the focus with no outline or box-shadow of 2 px',
  },
};
