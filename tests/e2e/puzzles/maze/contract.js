//! The maze's declaration for the contract suite (tests/e2e/contract.test.js): its links,
//! its figure, its parts beside the lesson and its exercise's first actions. The verdicts
//! are hand-traced on the 3 × 3 maze with a wall in the middle, from (1,1) to (3,3), moves
//! tried up, right, down, left: from (1,1) up leaves the grid, so up is wrong (the search
//! moves right to (1,2)); from (1,2) up leaves it again and right to (1,3) is open, so right
//! is right.

const SMALL = '#puzzle=maze&grid=000-010-000&start=1-1&exit=3-3';
const DEFAULT = '#puzzle=maze&grid=00010000-11010110-00000100-01110101-00010000-11011110-00000000-01110110&start=1-1&exit=8-8';

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'maze-',
  lesson: DEFAULT,
  switched: DEFAULT,
  links: [`${DEFAULT}&step=20`, `${SMALL}&step=9&mode=first`],
  figure: 'maze-board',
  presentParts: ['tree'],
  hidden: {
    embed: ['maze-editor', 'maze-exercise-start', 'maze-moves-key', 'maze-path'],
    present: ['maze-exercise-start', 'maze-editor'],
  },
  exercise: {
    lesson: `${SMALL}&step=0&mode=first`,
    start: ['[data-testid="maze-exercise-start"]'],
    actions: [
      ['[data-testid="maze-exercise-choice"][data-value="1"]', 'wrong'],
      ['[data-testid="maze-exercise-choice"][data-value="2"]', 'right'],
    ],
    ans: '1-2',
  },
  // i18n.test.js's: its procedure's code names
  zhAllowed: ['S', 'E', 'mark', 'true'],
  // link-errors.test.js's: from (1,1) up leaves the grid, so the search's first move is right
  exerciseLink: { link: `${SMALL}&ex=simulate`, first: '[data-testid="maze-exercise-choice"][data-value="2"]' },
  embedPastEnd: `${SMALL}&embed=1&from=2000&to=3000`,
  // numbers.test.js's: an open 5 × 5 grid's search takes 425,019 steps
  pastTheEnd: '#puzzle=maze&grid=00000-00000-00000-00000-00000&start=1-1&exit=5-5&step=900000',
  // lesson-layout.test.js's: step 20 of the default maze enters (1,7), the test's assign line
  dock: { link: `${DEFAULT}&step=20`, line: /^mark\[nr\]\[nc\] = k; {2}path\[k\] = \(nr, nc\)$/ },
  // robustness.test.js's: bad links, each with why it is bad
  badLinks: [
    ['#puzzle=maze&grid=000-010-000', 'maze without start and exit'],
    ['#puzzle=maze&grid=000-01-000&start=1-1&exit=3-3', 'maze with a short row'],
    ['#puzzle=maze&grid=000-010-000&start=2-2&exit=3-3', 'maze start on a wall'],
    ['#puzzle=maze&grid=0000000000000&start=1-1&exit=1-2', 'maze too wide'],
  ],
  // hierarchy.test.js's
  more: { 'maze-stepper-more': ['maze-search-mode'] },
  // exercise-links.test.js's: on the 3 × 3 maze, up then right (wrong then right)
  answerLinks: {
    damaged: [
      [`${SMALL}&ex=simulate&mode=first&ans=Z`, [0, 0, 0], /Answer 1 of the link could not be read: “Z”/],
    ],
  },
};
