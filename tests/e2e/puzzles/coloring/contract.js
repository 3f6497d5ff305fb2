//! Graph colouring's declaration for the contract suite (tests/e2e/contract.test.js): its
//! links, its figure, its parts beside the lesson and its exercise's first actions. The
//! verdicts are hand-traced on the triangle 1-2, 2-3, 3-1 with 2 colours, colours tried 1
//! then 2: vertex 1 takes colour 1, so the answer 2 is wrong; vertex 2 is refused colour 1
//! (vertex 1 has it) and takes 2, so the answer 2 is right.

const TRIANGLE = '#puzzle=coloring&v=3&e=1-2.2-3.3-1&m=2';
const DEFAULT = '#puzzle=coloring&v=5&e=1-2.2-3.3-4.4-5.5-1&m=3';

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'coloring-',
  // i18n.test.js's: its procedure's code names (ok(t, i) returns true)
  zhAllowed: ['true'],
  lesson: DEFAULT,
  switched: DEFAULT,
  links: [`${DEFAULT}&step=12`, `${TRIANGLE}&step=9&mode=first`],
  figure: 'coloring-graph',
  presentParts: ['tree'],
  hidden: {
    embed: ['coloring-editor', 'coloring-exercise-start', 'coloring-colors-key', 'coloring-x'],
    present: ['coloring-exercise-start', 'coloring-editor'],
  },
  exercise: {
    lesson: `${TRIANGLE}&step=0&mode=first`,
    start: ['[data-testid="coloring-exercise-start"]'],
    actions: [
      ['[data-testid="coloring-exercise-choice"][data-value="2"]', 'wrong'],
      ['[data-testid="coloring-exercise-choice"][data-value="2"]', 'right'],
    ],
    ans: '2-2',
  },
  // link-errors.test.js's: vertex 1 takes colour 1, the search's first action
  exerciseLink: { link: `${TRIANGLE}&ex=simulate`, first: '[data-testid="coloring-exercise-choice"][data-value="1"]' },
  // the triangle's whole search takes 15 steps
  embedPastEnd: `${TRIANGLE}&embed=1&from=2000&to=3000`,
  // numbers.test.js's: 8 vertices without edges and 3 colours: 3⁸ = 6,561 colourings, 26,242 steps
  pastTheEnd: '#puzzle=coloring&v=8&e=&m=3&step=900000',
  // lesson-layout.test.js's: step 13 of the cycle gives vertex 4 colour 3, the assign line
  dock: { link: `${DEFAULT}&step=13`, line: /^x\[t\] = i$/ },
  // robustness.test.js's: bad links, each with why it is bad
  badLinks: [
    ['#puzzle=coloring&v=5', 'colouring without e and m'],
    ['#puzzle=coloring&v=3&e=1-4&m=2', 'an edge to a vertex that is not there'],
    ['#puzzle=coloring&v=3&e=2-2&m=2', 'an edge from a vertex to itself'],
    ['#puzzle=coloring&v=13&e=&m=3', 'too many vertices'],
  ],
  // hierarchy.test.js's
  more: { 'coloring-stepper-more': ['coloring-search-mode'] },
  // exercise-links.test.js's: an answer that is none, graded up to it
  answerLinks: {
    damaged: [
      [`${TRIANGLE}&ex=simulate&mode=first&ans=Z`, [0, 0, 0], /Answer 1 of the link could not be read: “Z”/],
    ],
  },
};
