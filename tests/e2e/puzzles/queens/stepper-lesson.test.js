//! The lesson's stepper (issue 12): the event log, steps that explain themselves, the
//! coarser steps (placement, backtrack, run to row k) and step 0. Every step number and
//! line is hand-derived from the N = 4 trace in docs/REFERENCE.md, continued by hand:
//! 13–16 (4,1)…(4,4) fail under x = [1, 4, 2] (every square of row 4 attacked), 17 remove
//! (3,2), 18–19 (3,3), (3,4) fail, 20 remove (2,4) (row 3's (3,2) was safe: the rest were
//! tried), 21 remove (1,1), 22 place (1,2), 23–25 (2,1)…(2,3) fail, 26 place (2,4),
//! 27 place (3,1), 28–29 (4,1), (4,2) fail, 30 place (4,3), 31 solution 2 4 1 3. The whole
//! search: 60 squares tried + 16 removes + 2 solutions + done = 79 steps.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openMore, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The log's visible lines, newest first. */
async function logLines(page) {
  return page.getByTestId('event-log').locator('li:not([hidden])').allTextContents();
}

const stepCount = (page) => page.getByTestId('step-count').textContent();
const eventText = (page) => page.getByTestId('event').textContent();

/**
 * The reference trace's first 12 steps (docs/REFERENCE.md) as the log words them, newest
 * first, with the flag arrays (the default): at step 7 the check stops at col[3], set by
 * the queen of row 2, where the reference's scan finds row 1's diagonal.
 */
const TRACE_12 = [
  '12: place (3,2)',
  '11: (3,1) ✗ row 1, column',
  '10: place (2,4)',
  '9: backtrack, remove (2,3)',
  '8: (3,4) ✗ row 2, diagonal',
  '7: (3,3) ✗ row 2, column',
  '6: (3,2) ✗ row 2, anti-diagonal',
  '5: (3,1) ✗ row 1, column',
  '4: place (2,3)',
  '3: (2,2) ✗ row 1, diagonal',
  '2: (2,1) ✗ row 1, column',
  '1: place (1,1)',
  '0: start, empty board',
];

test('the event log lists the reference trace after a step link, and stays right after a seek and Back', async () => {
  const { page, errors } = await env.openPage('#n=4&step=12');
  assert.deepEqual(await logLines(page), TRACE_12);
  assert.equal(await page.getByTestId('event-log').locator('[aria-current="step"]').textContent(), '12: place (3,2)');

  // A jump forward (timeline) and Back: the log is the core's, not a history of clicks.
  await page.getByTestId('timeline').fill('31');
  const at31 = await logLines(page);
  assert.equal(at31.length, 20);
  assert.equal(at31[0], '31: solution #1');
  assert.equal(at31[1], '30: place (4,3)');
  assert.equal(at31[10], '21: backtrack, remove (1,1)');
  assert.equal(at31[19], '12: place (3,2)');
  await page.getByTestId('step-back').click();
  assert.equal((await logLines(page))[0], '30: place (4,3)');
  assert.equal((await logLines(page))[19], '11: (3,1) ✗ row 1, column');

  // A line is a button to its step.
  await page.getByTestId('event-log').getByText('17: backtrack, remove (3,2)').click();
  assert.equal(await stepCount(page), '17');
  assert.match(await page.getByTestId('share-link').inputValue(), /#n=4&step=17$/);
  assert.equal((await logLines(page))[0], '17: backtrack, remove (3,2)');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a backtrack says why, a solution shows its tuple, and the variables line is never blank', async () => {
  const { page, errors } = await env.openPage('#n=4&step=0');
  const vars = page.getByTestId('code-vars');
  assert.equal(await vars.textContent(), 't = 0 (in main, before backtrack(1)): the search has placed no queen yet');
  await page.getByTestId('timeline').fill('17');
  assert.equal(
    await eventText(page),
    'Row 4 has no safe column: all are attacked. Back to row 3: remove the queen at (3,2)',
  );
  assert.equal(await vars.textContent(), 't = 3, i = 2');
  await page.getByTestId('timeline').fill('20');
  assert.equal(
    await eventText(page),
    'Row 3 has no safe column left: the rest were tried. Back to row 2: remove the queen at (2,4)',
  );
  await page.getByTestId('timeline').fill('31');
  assert.equal(await eventText(page), 'Solution #1 found: x = [2, 4, 1, 3]');
  assert.equal(await vars.textContent(), 't = 4: x = [2, 4, 1, 3]');
  await page.getByTestId('step-forward').click(); // 32: the solution's last queen is removed
  assert.equal(
    await eventText(page),
    'Solution printed: back to row 4, remove the queen at (4,3) to look for the next solution',
  );
  await page.getByTestId('timeline').fill('79');
  assert.equal(await eventText(page), 'Search finished: 2 solutions in 79 steps');
  assert.equal(await vars.textContent(), 't = 0 (back in main): the search is over');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the explanations and the log in Chinese', async () => {
  const { page, errors } = await env.openPage('#n=4&step=17&lang=zh');
  assert.equal(await eventText(page), '第 4 行没有安全的列：这一行的每个格子都受到攻击。回到第 3 行：移走 (3,2) 处的皇后');
  const lines = await logLines(page);
  assert.equal(lines[0], '17：回溯，移走 (3,2)');
  // x = [1, 4, 2]: the flags stop at col[4], held by row 2 (the scan would find row 1's diagonal).
  assert.equal(lines[1], '16：(4,4) ✗ 第 2 行，同一列');
  await page.getByTestId('timeline').fill('0');
  assert.equal(await page.getByTestId('code-vars').textContent(), 't = 0（在 main 中，尚未调用 backtrack(1)）：搜索还没有放置皇后');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('next / previous backtrack and placement stop at the hand-traced steps of N = 4', async () => {
  const { page, errors } = await env.openPage('#n=4&step=0');
  await openMore(page, 'prev-backtrack');
  assert.equal(await page.getByTestId('prev-backtrack').isDisabled(), true);
  assert.equal(await page.getByTestId('prev-placement').isDisabled(), true);
  const seen = [];
  for (let i = 0; i < 4; i += 1) {
    await page.getByTestId('next-backtrack').click();
    seen.push(await stepCount(page));
  }
  assert.deepEqual(seen, ['9', '17', '20', '21']);
  assert.equal(await eventText(page), 'Row 2 has no safe column left: the rest were tried. Back to row 1: remove the queen at (1,1)');
  await page.getByTestId('prev-backtrack').click();
  assert.equal(await stepCount(page), '20');
  const places = [];
  for (let i = 0; i < 4; i += 1) {
    await page.getByTestId('prev-placement').click();
    places.push(await stepCount(page));
  }
  assert.deepEqual(places, ['12', '10', '4', '1']);
  await page.getByTestId('prev-placement').click(); // none before step 1: back to step 0
  assert.equal(await stepCount(page), '0');
  await page.getByTestId('next-placement').click();
  await page.getByTestId('next-placement').click();
  assert.equal(await stepCount(page), '4');
  assert.equal(await eventText(page), 'Row 2: (2,3) is safe, place a queen there');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('run to row k stops at the first placement in row k', async () => {
  const { page, errors } = await env.openPage('#n=4&step=0');
  await openMore(page, 'run-to-row');
  const k = page.getByTestId('run-to-row-k');
  assert.deepEqual(await k.locator('option').allTextContents(), ['1', '2', '3', '4']);
  await k.selectOption('3');
  await page.getByTestId('run-to-row').click();
  assert.equal(await stepCount(page), '12');
  await k.selectOption('4');
  await page.getByTestId('run-to-row').click();
  assert.equal(await stepCount(page), '30');
  assert.equal(await eventText(page), 'Row 4: (4,3) is safe, place a queen there');
  assert.match(await page.getByTestId('share-link').inputValue(), /#n=4&step=30$/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('step 0 is one thing: a step=0 link and Step then Back draw the same board and words', async () => {
  const board = async (page) => page.getByTestId('board').evaluate((b) => b.outerHTML);
  const a = await env.openPage('#n=8&step=0');
  const boardA = await board(a.page);
  const eventA = await eventText(a.page);
  assert.equal(eventA, 'Ready: press Step or Play to search the 8×8 board row by row.');
  await a.page.context().close();

  // No step in the link: the board shows the first solution and says so; the stepper
  // starts from an empty board, and its event line says that too.
  const b = await env.openPage('#n=8');
  // N's total (92) is counted once the tools module has loaded, after the first view.
  await b.page.getByTestId('board-status').filter({ hasText: 'of 92' }).waitFor({ timeout: 10_000 });
  assert.equal(await b.page.getByTestId('board-status').textContent(), 'Solution #1 of 92 for N = 8, the first in lexicographic order');
  assert.equal(
    await eventText(b.page),
    'The board shows a solution; the search starts from an empty 8×8 board. Press Step or Play.',
  );
  assert.deepEqual(await logLines(b.page), ['0: start, empty board']);
  await b.page.getByTestId('step-forward').click();
  assert.equal(await eventText(b.page), 'Row 1: (1,1) is safe, place a queen there');
  await b.page.getByTestId('step-back').click();
  assert.equal(await board(b.page), boardA);
  assert.equal(await eventText(b.page), eventA);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await b.page.context().close();
});
