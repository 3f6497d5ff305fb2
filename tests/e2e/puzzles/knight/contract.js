//! The knight's declaration for the contract suite (tests/e2e/contract.test.js): its links,
//! its figure, its parts beside the lesson and its exercise's first actions. The verdicts
//! are hand-traced on the 4 × 3 board in the notes' move order (docs/REFERENCE.md): from
//! (1,1) move ① leaves the board (wrong: the search takes ③ to (3,2)); from (3,2) every
//! move leaves it, so Backtrack is right.

import assert from 'node:assert/strict';
import { choosePuzzle } from '../../helpers.js';

/** @type {import('../../contract.test.js').PuzzleDeclaration} */
export default {
  prefix: 'knight-',
  lesson: '#puzzle=knight&n=9&m=5',
  switched: '#puzzle=knight&n=9&m=5',
  links: ['#puzzle=knight&n=9&m=5&step=12', '#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4'],
  figure: 'knight-board',
  presentParts: ['tree'],
  hidden: {
    embed: ['knight-path-line', 'knight-moves-key', 'knight-n', 'knight-gallery', 'knight-exercise-start'],
    present: ['knight-exercise-start', 'knight-n'],
  },
  exercise: {
    lesson: '#puzzle=knight&n=4&m=3&step=0&mode=first',
    start: ['[data-testid="knight-exercise-start"]'],
    actions: [
      ['[data-testid="knight-exercise-choice"][data-value="1"]', 'wrong'],
      ['[data-testid="knight-exercise-backtrack"]', 'right'],
    ],
    ans: '1-b',
  },
  // layout.test.js's
  narrowViews: [
    ['knight', '#puzzle=knight', null],
    ['knight from the switch', '', (page) => choosePuzzle(page, 'knight')],
    ['knight search', '#puzzle=knight&n=20&m=20&step=40', null],
    ['knight path', '#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4', null],
  ],
  // zh-typography.test.js's
  zhTypography: [['#puzzle=knight&n=4&m=3&ex=simulate&ans=1', 'knight-exercise-score'], ['#puzzle=knight&n=5&m=4&step=10&tree=nodes', 'knight-tree-nodes']],
  // numbers.test.js's
  pastTheEnd: '#puzzle=knight&n=12&m=7&step=12000',
  // i18n.test.js's
  zhStates: [
    ['knight search', '#puzzle=knight&n=9&m=5&step=12', async (page) => {
      await page.getByTestId('knight-step-forward').click().catch(() => {});
    }],
    ['knight path', '#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4', null],
    ['knight bad link', '#puzzle=knight&n=9&m=5&path=1', null],
    ['lesson', '#puzzle=knight&n=9&m=5', null],
  ],
  // input-habits.test.js's
  fullWidth: [
    { link: '#puzzle=knight&n=9&m=5&step=12', written: '#puzzle=knight&n=9&m=5&step=12', check: async (page) => assert.equal(await page.getByTestId('knight-step-count').textContent(), '12') },
  ],
  // link-errors.test.js's: on 4 × 3, moves ① and ② leave the board from (1,1), so the
  // search's first move is ③
  exerciseLink: { link: '#puzzle=knight&n=4&m=3&ex=simulate', first: '[data-testid="knight-exercise-choice"][data-value="3"]' },
  embedPastEnd: '#puzzle=knight&n=4&m=3&embed=1&from=2000&to=3000',
  fault: {
    // Its page is fetched when a link first asks for it.
    link: '#puzzle=knight&n=7&m=5',
    file: 'puzzles/knight/actions.js',
    find: '    open(link) {',
    replace: '    open(link) {\n      if (link?.n === 7) throw new Error("deliberate test fault");',
    changes: [['puzzle=knight&n=7&m=6', true]],
    works: async (page) => {
      await page.getByTestId('knight-step-forward').click();
      assert.equal(await page.getByTestId('knight-step-count').textContent(), '1');
    },
  },
  // node-tree-zoom.test.js's
  nodeTree: { link: '#puzzle=knight&n=5&m=4&step=10', opens: ['#puzzle=knight&n=5&m=4&step=10&tree=nodes'] },
  // lesson-layout.test.js's: the 9 × 5 step 12 is a move off the board (its on-board test, line 4)
  dock: { link: '#puzzle=knight&n=9&m=5&step=12', line: /^if nx ≤ n and 1 ≤ ny ≤ m:$/ },
  // robustness.test.js's: bad links, each with why it is bad
  badLinks: [
    ['#puzzle=knight&n=9', 'knight without m'],
    ['#puzzle=knight&n=9&m=5&path=1', 'knight path leaving the board'],
    ['#puzzle=knight&n=9&m=5&path=3-7', 'knight move out of range'],
    ['#puzzle=knight&n=30&m=5', 'knight board too big'],
  ],
  // hierarchy.test.js's
  more: { 'knight-stepper-more': ['knight-search-mode'] },
  // exercise-links.test.js's: the 4 × 3 board (from (1,1) ① and ② leave it, ③ to (3,2),
  // where all four leave it; ④ to (2,3), ① to (3,1), ④ to (4,3)); ① wrong, then right.
  answerLinks: {
    damaged: [
      ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=B', [0, 0, 0], /Answer 1 of the link could not be read: “B”/],
      ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-7', [1, 1, 2], /Answer 3 of the link could not be read: “7”/],
    ],
    past: [
      ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-4-1-4-4', [4, 1, 5], /1 answer after the end of the exercise/],
    ],
  },
  // a11y.test.js's
  reviews: [['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-4-1-4', 'en', 'dark']],
};
