//! The combinations' declaration for the contract suite (tests/e2e/contract.test.js): its
//! links, its figure, its parts beside the lesson and its exercise's first actions. The
//! verdicts come from docs/REFERENCE.md's textbook instance (n = 5, r = 3, 123 first): the
//! search takes x1 = 1 first, so 2 is wrong; then x2 = 1 is killed (1 ≤ x1 = 1) and the
//! search takes x2 = 2, so 2 is right.

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'comb-',
  lesson: '#puzzle=combinations&n=5&r=3',
  switched: '#puzzle=combinations&n=5&r=3',
  links: ['#puzzle=combinations&n=5&r=3&step=9', '#puzzle=combinations&n=4&r=2&bound=0&step=4'],
  figure: 'comb-tree-nodes',
  hidden: {
    embed: ['comb-editor', 'comb-exercise-start'],
    present: ['comb-exercise-start', 'comb-editor'],
  },
  exercise: {
    lesson: '#puzzle=combinations&n=5&r=3',
    start: ['[data-testid="comb-exercise-start"]'],
    actions: [
      ['[data-testid="comb-exercise-choice"][data-value="2"]', 'wrong'],
      ['[data-testid="comb-exercise-choice"][data-value="2"]', 'right'],
    ],
    ans: '2-2',
  },
  // i18n.test.js's: its procedure's code names
  zhAllowed: ['x_r'],
  // hierarchy.test.js's and a11y.test.js's
  knownFaults: {
    'first-view': 'its tree (n = 5, r = 3) is wider than its panel and scrolled: the figure is not whole in view',
  },
};
