//! Batch job scheduling's declaration for the contract suite (tests/e2e/contract.test.js):
//! its links, its figure, its parts beside the lesson and its exercise's first actions. The
//! verdicts come from docs/REFERENCE.md's textbook instance ((t₁, t₂) = (2, 1), (3, 1),
//! (2, 3)): the swap form tries x[1] = 1 first and bestf is ∞, so job 1 is placed first and
//! placing job 2 there is wrong; job 2 then comes next (x = 1, 2, 3: f = 3 + 6 < ∞), so
//! choosing it is right.

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'flow-',
  lesson: '#puzzle=flowshop&t1=2-3-2&t2=1-1-3',
  switched: '#puzzle=flowshop&t1=2-3-2&t2=1-1-3',
  links: ['#puzzle=flowshop&t1=2-3-2&t2=1-1-3&step=9', '#puzzle=flowshop&t1=2-3-2&t2=1-1-3&step=23'],
  figure: 'flow-gantt',
  hidden: {
    embed: ['flow-editor', 'flow-exercise-start'],
    present: ['flow-exercise-start', 'flow-editor'],
  },
  exercise: {
    lesson: '#puzzle=flowshop&t1=2-3-2&t2=1-1-3',
    start: ['[data-testid="flow-exercise-start"]'],
    actions: [
      ['[data-testid="flow-exercise-choice"][data-value="2"]', 'wrong'],
      ['[data-testid="flow-exercise-choice"][data-value="2"]', 'right'],
    ],
    ans: '2-2',
  },
  // i18n.test.js's: its procedure's code names
  zhAllowed: ['bestf', 'bestx', 'swap'],
};
