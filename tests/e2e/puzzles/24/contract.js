//! The 24 points' declaration for the contract suite (tests/e2e/contract.test.js): its
//! links, its figure, its parts beside the lesson and its exercise's first actions. The
//! verdicts are hand-traced on 4, 4, 10, 10 (docs/REFERENCE.md, "24 points"): the search
//! tries the pairs in order, each with a + b, a − b, b − a, a × b, a ÷ b, b ÷ a, so its first pick is 4 + 4 (pick 1):
//! pick 2 (4 − 4) is wrong, pick 1 right.

const DEFAULT = '#puzzle=24&cards=4-4-10-10';

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: '24-',
  lesson: DEFAULT,
  switched: DEFAULT,
  links: [`${DEFAULT}&step=20`, '#puzzle=24&cards=3-3-8-8&step=9&mode=first'],
  figure: '24-board',
  // i18n.test.js's: the generic template's bounding function is the code name `true`
  zhAllowed: ['true'],
  presentParts: ['tree'],
  hidden: {
    embed: ['24-editor', '24-exercise-start', '24-expression', '24-key'],
    present: ['24-exercise-start', '24-editor'],
  },
  exercise: {
    lesson: `${DEFAULT}&step=0&mode=first`,
    start: ['[data-testid="24-exercise-start"]'],
    actions: [
      ['[data-testid="24-exercise-choice"][data-value="2"]', 'wrong'],
      ['[data-testid="24-exercise-choice"][data-value="1"]', 'right'],
    ],
    ans: '2-1',
  },
  // link-errors.test.js's: the search's first pick is 4 + 4, pick 1; the whole search of
  // 4, 4, 10, 10 takes 5,203 steps, so step 99,999 is past its end
  exerciseLink: { link: `${DEFAULT}&ex=simulate`, first: '[data-testid="24-exercise-choice"][data-value="1"]', pastStep: 99999 },
  // 6 + 6, + 6, + 6 makes 24 at once: the first-expression search takes 5 steps
  embedPastEnd: '#puzzle=24&cards=6-6-6-6&step=2000&mode=first&embed=1&from=2000&to=3000',
  // numbers.test.js's: the whole search of 4, 4, 10, 10 takes more than 999 steps
  pastTheEnd: `${DEFAULT}&step=900000`,
  // lesson-layout.test.js's: step 20 of 4, 4, 10, 10 is the last pick 18 − 10, dead: the test line
  dock: { link: `${DEFAULT}&step=20`, line: /^if r (is defined|有定义) and \(t < 3 or r = 24 and (new|算式是新的)\):$/ },
  // robustness.test.js's: bad links, each with why it is bad
  badLinks: [
    ['#puzzle=24&cards=4-4-10', 'three cards'],
    ['#puzzle=24&cards=4-4-10-14', 'a card above 13'],
    ['#puzzle=24&cards=4-x-10-10', 'a card that is not a number'],
  ],
  // hierarchy.test.js's
  more: { '24-stepper-more': ['24-search-mode'] },
  // exercise-links.test.js's
  answerLinks: {
    damaged: [
      [`${DEFAULT}&ex=simulate&mode=first&ans=Z`, [0, 0, 0], /Answer 1 of the link could not be read: “Z”/],
    ],
  },
};
