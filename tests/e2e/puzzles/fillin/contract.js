//! The fill-in's declaration for the contract suite (tests/e2e/contract.test.js): its links,
//! its figure, its parts beside the lesson and its exercise's first actions. The verdicts
//! are hand-traced on N = 10 (docs/REFERENCE.md, "Fill-in numbers"): square 1 has no
//! neighbour, so the search puts in 1 and 2 is wrong; in square 2, 1 is used already and
//! 1 + 2 = 3 is prime, so 2 is right.

const LESSON = '#puzzle=fillin&max=10';

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'fillin-',
  lesson: LESSON,
  switched: LESSON,
  links: [`${LESSON}&step=77`, '#puzzle=fillin&max=11&step=20'],
  figure: 'fillin-grid',
  hidden: {
    embed: ['fillin-editor', 'fillin-exercise-start', 'fillin-key', 'fillin-x'],
    present: ['fillin-exercise-start', 'fillin-editor'],
  },
  exercise: {
    lesson: LESSON,
    start: ['[data-testid="fillin-exercise-start"]'],
    actions: [
      ['[data-testid="fillin-exercise-choice"][data-value="2"]', 'wrong'],
      ['[data-testid="fillin-exercise-choice"][data-value="2"]', 'right'],
    ],
    ans: '2-2',
  },
  // i18n.test.js's: its link key, named by its link errors, and bound(t) = true in the notes' template
  zhAllowed: ['max', 'true'],
  // link-errors.test.js's: square 1 takes 1 first; N = 10's search takes 18,043 steps
  exerciseLink: { link: `${LESSON}&ex=simulate`, first: '[data-testid="fillin-exercise-choice"][data-value="1"]', pastStep: 99999 },
  embedPastEnd: `${LESSON}&embed=1&from=99999&to=100000`,
  // numbers.test.js's: the search of N = 10 ends long before step 1,900,000
  pastTheEnd: `${LESSON}&step=1900000`,
  // lesson-layout.test.js's: step 77 refuses 8 for square 8, 7 + 8 = 15 on the left line of ok
  dock: { link: `${LESSON}&step=77`, line: /^if t mod 3 ≠ 1 and x\[t − 1\] \+ i (is not prime|不是质数): return false$/ },
  // robustness.test.js's: bad links, each with why it is bad
  badLinks: [
    ['#puzzle=fillin&max=9', 'fill-in with N below 10'],
    ['#puzzle=fillin&max=ten', 'fill-in with N not a number'],
    ['#puzzle=fillin&max=999', 'fill-in with N too large'],
  ],
  // exercise-links.test.js's: the answer Z is none
  answerLinks: {
    damaged: [
      [`${LESSON}&ex=simulate&ans=Z`, [0, 0, 0], /Answer 1 of the link could not be read: “Z”/],
    ],
  },
};
