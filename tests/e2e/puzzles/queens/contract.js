//! The N-Queens' declaration for the contract suite (tests/e2e/contract.test.js): its
//! links, its figure, its parts beside the lesson and its exercise's first actions. The
//! exercise's verdicts are hand-traced from docs/REFERENCE.md's N = 6 opening: (1,1) is
//! placed; (2,1) and (2,2) are attacked, so (2,2) is wrong and the search places (2,3).

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: '',
  lesson: '#n=6&step=0',
  steps: '#n=6',
  links: ['#n=6&step=38', '#n=4&step=9'],
  figure: 'board',
  presentParts: ['tree', 'flags'],
  hidden: { embed: ['tabs', 'n-slider'], present: [] },
  exercise: {
    lesson: '#n=6',
    start: ['[data-testid="tab-exercise"]', '[data-testid="exercise-start"][data-kind="simulate"]'],
    actions: [
      ['[data-testid="square"][data-row="1"][data-col="1"]', 'right'],
      ['[data-testid="square"][data-row="2"][data-col="2"]', 'wrong'],
    ],
    ans: '1.1-2.2',
  },
  // hierarchy.test.js's
  more: {
    'stepper-more': ['search-mode', 'check-method', 'shade-attacks'],
    'board-more': ['transform'],
  },
  // exercise-links.test.js's: N = 4's 12 right actions to 2 4 1 3 (docs/REFERENCE.md's
  // trace: 1.1 2.3 b 2.4 3.2 b b b 1.2 2.4 3.1 4.3); quiz 55 of N = 4 (its questions 1–2 on
  // the board and Backtrack, question 3 on the board, question 2 taking no line).
  answerLinks: {
    damaged: [
      // Cut after a dash: the N = 4 exercise, not the default N = 8 (whose (3,5) makes `b` wrong).
      ['#n=4&ex=simulate&mode=first&ans=1.1-2.3-b-', [3, 0, 3], /Answer 4 of the link could not be read: it is empty/],
      // Cut mid-token: "2." and "2" (of "2.4") are no square.
      ['#n=4&ex=simulate&mode=first&ans=1.1-2.3-b-2.', [3, 0, 3], /Answer 4 of the link could not be read: “2\.”/],
      ['#n=4&ex=simulate&mode=first&ans=1.1-2.3-b-2', [3, 0, 3], /Answer 4 of the link could not be read: “2”/],
      // Nothing readable: the exercise is still there, with no answers.
      ['#n=4&ex=simulate&mode=first&ans=B', [0, 0, 0], /Answer 1 of the link could not be read: “B”/],
      ['#n=5&ex=simulate&ans=1.1-%3Cb%3E', [1, 0, 1], /Answer 2 of the link could not be read: “<b>”/],
      ['#n=4&ex=quiz&seed=55&mode=first&ans=2.3-b-3.', [2, 0, 2], /Answer 3 of the link could not be read: “3\.”/],
      ['#n=4&ex=quiz&seed=55&mode=first&ans=2.3-col', [1, 0, 1], /Answer 2 of the link could not be read: “col”/],
    ],
    past: [
      ['#n=4&ex=simulate&mode=first&ans=1.1-2.3-b-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3-b-1.1', [12, 0, 12], /2 answers after the end of the exercise/],
      ['#n=4&ex=quiz&seed=55&mode=first&ans=2.3-b-3.4-40-live-diag-1.1-2.4-2.4-2-b', [6, 4, 10], /1 answer after the end of the exercise/],
    ],
  },
  // a11y.test.js's
  reviews: [
    ['#n=4&ex=simulate&mode=first&ans=1.1-2.2-3.4-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3', 'en', 'light'],
    ['#n=4&ex=quiz&seed=55&mode=first&ans=2.3-b-3.4-40-live-diag-1.1-2.4-2.4-2&lang=zh', 'zh', 'dark'],
  ],
};
