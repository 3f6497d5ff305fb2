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
};
