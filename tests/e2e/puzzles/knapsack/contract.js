//! The knapsack's declaration for the contract suite (tests/e2e/contract.test.js): its
//! links, its figure, its parts beside the lesson and its exercise's first actions. The
//! verdicts come from docs/REFERENCE.md's textbook instance (weights 16, 15, 15, values 45,
//! 25, 25, capacity 30): item 1 fits (16 ≤ 30), so skipping it is wrong and the search takes
//! it; item 2 then does not fit (31 > 30), so skipping it is right.

import assert from 'node:assert/strict';

/** 16 items of even weights 2, 4, …, 32 (numbers.test.js). */
const EVEN = Array.from({ length: 16 }, (_, i) => 2 * i + 2).join('-');

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
  // layout.test.js's
  narrowViews: [
    // The knapsack's item table (weights, values, v / w, remove) fits its panel.
    ['knapsack', '#puzzle=knapsack&step=8', null],
    ['knapsack, five items', '#puzzle=knapsack&w=99-98-97-96-95&v=99-98-97-96-95&c=400', null],
  ],
  // zh-typography.test.js's: its exercise's score line, its figures and item editor
  zhTypography: [['#puzzle=knapsack&ex=simulate&ans=1', 'knap-exercise-score'], ['#puzzle=knapsack&step=8', 'knap-dp']],
  // numbers.test.js's: 16 items of even weights, each worth its weight, and an odd
  // capacity: no bound ever prunes early (80,712 steps).
  pastTheEnd: `#puzzle=knapsack&w=${EVEN}&v=${EVEN}&c=101&step=120000`,
  // input-habits.test.js's
  fullWidth: [
    { link: '#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=8', written: '#puzzle=knapsack&w=16-15-15&v=45-25-25&c=30&step=8', check: async (page) => assert.equal(await page.getByTestId('knap-step-count').textContent(), '8') },
  ],
  // link-errors.test.js's: the textbook knapsack's first action takes item 1 (docs/REFERENCE.md)
  exerciseLink: { link: '#puzzle=knapsack&ex=simulate', first: '[data-testid="knap-exercise-choice"][data-value="1"]' },
  embedPastEnd: '#puzzle=knapsack&embed=1&from=2000&to=3000&autoplay=1&loop=1',
  fault: {
    // In Chinese; its link is opened by the tree puzzles' shared actions.
    link: '#puzzle=knapsack&w=7-8&v=7-8&c=9&lang=zh',
    file: 'app/instance-actions.js',
    find: '    open(link) {',
    replace: '    open(link) {\n      if (link?.c === 9) throw new Error("deliberate test fault");',
  },
  // lesson-layout.test.js's: step 9 backs up out of a taken item (the notes' `cw −= w[t];
  // cv −= v[t]` after the left child's call)
  dock: { link: '#puzzle=knapsack&step=9', line: /^cw −= w\[t\]; cv −= v\[t\]$/ },
  // i18n.test.js's: its procedure's code names
  zhAllowed: ['bestv', 'bestx'],
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
};
