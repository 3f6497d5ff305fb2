//! The N-Queens' declaration for the contract suite (tests/e2e/contract.test.js): its
//! links, its figure, its parts beside the lesson and its exercise's first actions. The
//! exercise's verdicts are hand-traced from docs/REFERENCE.md's N = 6 opening: (1,1) is
//! placed; (2,1) and (2,2) are attacked, so (2,2) is wrong and the search places (2,3).

import assert from 'node:assert/strict';
import { showNodeLink, showTab } from '../../helpers.js';
import { allSolutions as solutions } from './reference.js';
import { boardTuple, waitForQueens } from './helpers.js';

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
  // compare.test.js's: N = 4 (src/puzzles/queens/tests/methods.rs, docs/REFERENCE.md):
  // backtracking and breadth first generate the 60 squares tried, exhaustive search the
  // 4 + 16 + 64 + 256 = 340 nodes of the complete tree; breadth first's first solution is
  // node 51. Each with the root: one more.
  compareCounts: [{
    link: '#n=4',
    counts: {
      backtrack: { nodes: 61, solutions: 2 }, exhaustive: { nodes: 341, solutions: 2 }, bfs: { nodes: 61, solutions: 2, first: 51 },
    },
  }],
  // layout.test.js's
  layoutViews: [
    { name: 'stepper', link: '#n=8&step=7', ready: '[data-testid="conflict"]' },
    { name: 'tree', link: '#n=6&step=40', ready: '[data-testid="tree"] [data-step]' },
    { name: 'play', link: '#n=8&q=1-5-0-0-0-0-0-0' },
    { name: 'huge', link: '#n=1000', noWideShot: true },
  ],
  narrowViews: [
    ['solution', '#n=8', null],
    ['stepper', '#n=8&step=7', null],
    ['play, checked', '#n=8&q=1-2-0-0-0-0-0-0', (page) => page.getByTestId('check').click()],
    ['gallery pick, export', '#n=8', async (page) => {
      await showTab(page, 'gallery');
      await page.getByTestId('gallery-item').nth(5).click();
      await showTab(page, 'export');
      await page.getByTestId('export-svg').click();
    }],
    ['count done', '#n=9', async (page) => {
      await showTab(page, 'count');
      await page.waitForSelector('[data-testid="count-panel"][data-state="done"]');
    }],
    ['count running', '#n=17', async (page) => {
      await showTab(page, 'count');
      await page.getByTestId('count-start').click();
    }],
    ['bad link', '#n=99999999999999999999999999', null],
    ['N field error', '#n=8', async (page) => {
      await page.getByTestId('n-input').fill('123456789012345678901234567890');
      await page.getByTestId('n-input').press('Enter');
    }],
    ['N = 64', '#n=64', null],
    ['N = 1,000,000', '#n=1000000', null],
  ],
  // zh-typography.test.js's
  zhTypography: [['#n=4&ex=simulate&ans=1.1', 'exercise-score'], ['#n=4&step=14&tree=nodes', 'tree-nodes']],
  // numbers.test.js's: past the end, the message quotes the step asked and the search's length (17,869 at N = 8).
  pastTheEnd: '#n=8&step=9007199254740991',
  // i18n.test.js's: every state, opened in Chinese or switched to it, has no stray English words
  zhStates: [
    ['solution view', '#n=8', null],
    ['stepper after Step and Play', '#n=6&step=40', async (page) => {
      await page.getByTestId('step-forward').click();
      await page.getByTestId('play').click();
      await page.waitForTimeout(300);
      await page.getByTestId('play').click();
    }],
    ['stepper past the end', '#n=4&step=1000', null],
    ['first-solution search, scan', '#n=8&step=100&mode=first&method=scan', null],
    ['play mode, Check and Hint', '#n=8&q=1-5-0-0-0-0-0-0', async (page) => {
      await page.getByTestId('check').click();
      await page.getByTestId('hint').click();
      await page.waitForTimeout(500);
    }],
    ['play mode, a conflict', '#n=8&q=1-2-0-0-0-0-0-0', async (page) => page.getByTestId('check').click()],
    ['bad link: solution #999', '#n=8&i=999', null],
    ['bad link: N too large', '#n=99999999999999999999', null],
    ['bad link: step too large', '#n=8&step=9999999999999999999', null],
    ['bad link: count above N = 27', '#n=28&count=1', null],
    ['a long seek asking before it goes on', '#n=20&step=9007199254740991', async (page) => {
      await page.getByTestId('seek-prompt').waitFor();
    }],
    ['the node-link tree and its zoom', '#n=5&step=60', async (page) => {
      await showNodeLink(page);
      await page.getByTestId('tree-zoom-in').click();
    }],
    ['bad link: attacking queens', '#n=4&q=1-2-4-3', null],
    ['N field error', '#n=8', async (page) => {
      await page.getByTestId('n-input').fill('-5');
      await page.getByTestId('n-input').press('Enter');
    }],
    ['count done', '#n=10', async (page) => {
      await showTab(page, 'count');
      await page.getByTestId('count-start').click();
      await page.waitForSelector('[data-testid="count-panel"][data-state="done"]', { timeout: 30_000 });
    }],
    ['count cancelled', '#n=16', async (page) => {
      await showTab(page, 'count');
      await page.getByTestId('count-start').click();
      await page.getByTestId('count-cancel').click();
    }],
    ['gallery and exports', '#n=8', async (page) => {
      await showTab(page, 'gallery');
      await page.getByTestId('gallery-item').nth(3).click();
      await showTab(page, 'export');
      await page.getByTestId('export-text').click();
    }],
    ['a huge N', '#n=5000', null],
    ['lesson at step 40', '#n=6&step=40', null],
    ['simulate exercise', '#n=4&ex=simulate&mode=first', null],
    ['quiz exercise', '#n=4&ex=quiz&seed=55&mode=first', null],
    ['rule exercise', '#n=6&ex=rule&rule=x[j]%20=%20x[k]', null],
  ],
  // input-habits.test.js's: opened with full-width digits, each link writes `written` (the
  // boards from ./reference.js, the lexicographic solutions)
  fullWidth: [
    { link: '#n=12', written: `#n=12&q=${solutions(12)[0].join('-')}`, check: async (page) => assert.equal(await page.getByTestId('board').getAttribute('data-n'), '12') },
    { link: '#n=6&step=40&lang=zh', written: '#n=6&step=40&lang=zh', check: async (page) => assert.equal(await page.getByTestId('step-count').textContent(), '40') },
    {
      link: '#n=8&i=37',
      written: '#n=8&i=37',
      check: async (page) => {
        await waitForQueens(page, 8);
        assert.deepEqual(await boardTuple(page), solutions(8)[36]);
      },
    },
    { link: '#n=6&ex=quiz&seed=7', written: '#n=6&ex=quiz&seed=7', check: async (page) => page.getByTestId('exercise').waitFor({ timeout: 10_000 }) },
  ],
  // link-errors.test.js's: the search's first action places (1,1) (docs/REFERENCE.md); the
  // N = 6 search takes 1,051 steps
  exerciseLink: { link: '#n=5&ex=simulate', first: '[data-testid="square"][data-row="1"][data-col="1"]' },
  embedPastEnd: '#n=6&embed=1&from=2000&to=3000',
  fault: {
    // Its page is built at start-up: the link is opened at once.
    link: '#n=7',
    file: 'puzzles/queens/actions.js',
    find: 'export function openQueensLink(ctx, link, error) {',
    replace: 'export function openQueensLink(ctx, link, error) {\n  if (link?.n === 7) throw new Error("deliberate test fault");',
    changes: [['n=6', false], ['n=7&step=3', true]],
    works: async (page) => {
      assert.ok(await page.getByTestId('board').isVisible());
      await page.getByTestId('n-slider').fill('5');
      assert.equal(await page.getByTestId('board').getAttribute('data-n'), '5');
    },
  },
  // node-tree-zoom.test.js's
  nodeTree: { link: '#n=5&step=60', opens: ['#n=4&step=14&tree=nodes', '#n=4&step=40&tree=nodes'] },
  // lesson-layout.test.js's: N = 6 step 38 executes place(5)'s test, line 11 of the
  // flag-array form (docs/REFERENCE.md)
  dock: { link: '#n=6&step=38', line: /^return !col\[x\[k\]\] && !diag\[k−x\[k\]\+n\] && !anti\[k\+x\[k\]\]$/ },
  // robustness.test.js's (its bad links: ./robustness.test.js); the lesson's step 1
  // places (1,1)
  payloads: [
    '#n=<img src=x onerror="window.__pwned=1">',
    '#n=8&q="><img src=x onerror=window.__pwned=1>',
    '#n=8&step=<iframe srcdoc="<script>parent.__pwned=1</script>">',
  ],
  loadFailHidden: ['board-status', 'count-start', 'n-slider'],
  stepOne: async (page) => assert.deepEqual(await boardTuple(page), [1, 0, 0, 0, 0, 0]),
  // i18n.test.js's: the words its Chinese page may show: its procedure's code names (col, diag, anti,
  // place, is_solution), its sources' names (OEIS, Hoffman, Loessi, Moore, Bernhardsson),
  // FEN, and its files' name (nqueens-…)
  zhAllowed: ['col', 'diag', 'anti', 'place', 'is_solution', 'OEIS', 'Hoffman', 'Loessi', 'Moore', 'Bernhardsson', 'FEN', 'nqueens'],
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
  // exercise-phone.test.js's: N = 8 opened from a result link with (1,2) placed; the next
  // answer is Backtrack
  phoneLinks: [['#n=8&ex=simulate&ans=1.2', '[data-testid="exercise-backtrack"]']],
  // a11y.test.js's
  reviews: [
    ['#n=4&ex=simulate&mode=first&ans=1.1-2.2-3.4-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3', 'en', 'light'],
    ['#n=4&ex=quiz&seed=55&mode=first&ans=2.3-b-3.4-40-live-diag-1.1-2.4-2.4-2&lang=zh', 'zh', 'dark'],
  ],
};
