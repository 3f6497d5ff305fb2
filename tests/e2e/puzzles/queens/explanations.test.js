//! Every explanation says what is there: a conflict names what the selected checking method
//! found (the event, the line drawn, the log, the flag note, the exercises' feedback), and
//! the words around the board never describe something it does not show. Expected values:
//! docs/REFERENCE.md's N = 4 trace (the scan's attacker, the earliest row), the flags read
//! by hand (col, then diag, then anti; at (3,3) col[3] is held by (2,3)) and OEIS A000170
//! (N = 2 and 3 have no solution). Each puzzle's own: tests/e2e/puzzles/<id>/.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const text = (page, id) => page.getByTestId(id).textContent();
const legend = (page) => page.locator('#flags-legend').textContent();
const square = (page, row, col) => page.locator(`[data-testid="square"][data-row="${row}"][data-col="${col}"]`);

/** The conflict line drawn on the board: from the attacker (row, col), its kind. */
async function line(page) {
  const c = page.getByTestId('conflict');
  return [Number(await c.getAttribute('data-from-row')), Number(await c.getAttribute('data-from-col')), await c.getAttribute('data-kind')];
}

test('N = 4, step 7: the flags name col[3] and the queen at (2,3), the scan row 1 on a diagonal, in every explanation', async () => {
  const { page, errors } = await env.openPage('#n=4&step=7');
  assert.equal(await text(page, 'event'), 'Row 3: (3,3) conflicts with the queen in row 2 in the same column');
  assert.deepEqual(await line(page), [2, 3, 'column']);
  assert.match(await text(page, 'event-log'), /^7: \(3,3\) ✗ row 2, column/);
  assert.match(await legend(page), /reads col\[3\] \(set by the queen at \(2,3\)\) and stops/);
  assert.match(await page.getByTestId('board').getAttribute('aria-label'), /conflicts with the queen in row 2 in the same column/);
  assert.equal(await text(page, 'code-vars'), 't = 3, i = 3; place stops at col[3], set by row 2');

  await page.goto(`${env.baseUrl}#n=4&step=7&method=scan`);
  await page.waitForFunction(() => document.querySelector('[data-testid="event"]')?.textContent.includes('row 1'));
  assert.equal(await text(page, 'event'), 'Row 3: (3,3) conflicts with the queen in row 1 on a diagonal');
  assert.deepEqual(await line(page), [1, 1, 'diagonal']);
  assert.match(await text(page, 'event-log'), /^7: \(3,3\) ✗ row 1, diagonal/);
  assert.equal(await text(page, 'code-vars'), 't = 3, i = 3; place stops at j = 1');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('zh: the flag note names the queen that set the flag, with full-width punctuation', async () => {
  const { page, errors } = await env.openPage('#n=4&step=7&lang=zh');
  assert.match(await legend(page), /col\[3\]（由 \(2,3\) 的皇后置位）/);
  assert.match(await text(page, 'event'), /第 2 行/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the quiz accepts any attacking queen and explains and rings the one chosen', async () => {
  // Quiz 10 of N = 5 opens at step 127, (5,1): (2,1) on the column, which the flags find
  // first, and (4,2) on the anti-diagonal (x = 3 1 4 2 _).
  const { page, errors } = await env.openPage('#n=5&ex=quiz&seed=10');
  assert.equal(await page.getByTestId('exercise-prompt').getAttribute('data-type'), 'attacker');
  assert.match(await text(page, 'exercise-prompt'), /\(5,1\)/);
  await square(page, 4, 2).click();
  const fb = page.getByTestId('exercise-feedback');
  assert.equal(await fb.getAttribute('data-verdict'), 'right');
  assert.match(await fb.textContent(), /^Right\. The queen at \(4,2\) attacks \(5,1\) along the anti-diagonal\./);
  assert.deepEqual(await line(page), [4, 2, 'anti-diagonal']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('N = 2 and N = 3 have no solution: the event never says the board shows one, in either language', async () => {
  for (const n of [2, 3]) {
    const { page, errors } = await env.openPage(`#n=${n}`);
    assert.match(await text(page, 'board-status'), /No solution exists/);
    assert.equal(await text(page, 'event'), `Ready: press Step or Play to search the ${n}×${n} board row by row.`);
    await page.context().close();
    const zh = await env.openPage(`#n=${n}&lang=zh`);
    assert.doesNotMatch(await text(zh.page, 'event'), /解/);
    assert.deepEqual([...errors, ...zh.errors], []);
    await zh.page.context().close();
  }
});

test('when the board shows a solution or the visitor\'s placement, the event, the flags and the variables say whose they are', async () => {
  const { page, errors } = await env.openPage('#n=6');
  // Step 0: the board and its tuple show the first solution; the search has placed nothing.
  assert.equal(await text(page, 'tuple'), 'x = [2, 4, 6, 1, 3, 5]');
  assert.match(await text(page, 'event'), /^The board shows a solution; the search starts from an empty 6×6 board/);
  assert.match(await legend(page), /^The flags of the solution shown/);
  assert.equal(await text(page, 'code-vars'), 't = 0 (in main, before backtrack(1)): the search has placed no queen yet');
  // Stepping shows the search: its own words again.
  await page.getByTestId('step-forward').click();
  assert.equal(await text(page, 'event'), 'Row 1: (1,1) is safe, place a queen there');
  assert.doesNotMatch(await legend(page), /solution shown/);
  // The visitor's placement on the board: the event says so, and where the search is.
  await page.getByTestId('play-mode').click();
  assert.equal(await text(page, 'event'), 'The board shows your placement, not the search, which is at step 1. Step or Play goes on with the search.');
  assert.match(await legend(page), /^The flags of your placement/);
  // Back to the solution, the search still at step 1.
  await page.getByTestId('play-mode').click();
  assert.equal(await text(page, 'event'), 'The board shows a solution, not the search, which is at step 1. Step or Play goes on with the search.');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('zh: the words about the board shown are Chinese with full-width punctuation', async () => {
  const { page, errors } = await env.openPage('#n=6&step=1&lang=zh');
  await page.getByTestId('play-mode').click();
  assert.equal(await text(page, 'event'), '棋盘上显示的是你的摆放，不是搜索；搜索在第 1 步。按“单步”或“播放”继续搜索。');
  assert.match(await legend(page), /^你的摆放的标志/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the queens\' exercise at a full board asks what the search does, with no square to click', async () => {
  // The 12 actions of N = 4 to 2 4 1 3; the whole search goes on with a backtrack.
  const { page, errors } = await env.openPage('#n=4&ex=simulate&ans=1.1-2.3-b-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3');
  assert.equal(await text(page, 'exercise-prompt'), 'All 4 queens are placed: a solution. What does the search do now?');
  assert.equal(await square(page, 1, 1).count(), 0);
  await page.getByTestId('exercise-backtrack').click();
  assert.equal(await page.getByTestId('exercise-feedback').getAttribute('data-verdict'), 'right');
  assert.equal(await square(page, 1, 1).count(), 1);
  assert.deepEqual(errors, []);
  await page.context().close();
  const zh = await env.openPage('#n=4&ex=simulate&lang=zh&ans=1.1-2.3-b-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3');
  assert.equal(await text(zh.page, 'exercise-prompt'), '4 个皇后都已放好：这是一个解。搜索接下来做什么？');
  await zh.page.context().close();
});

test('an export of N = 3, which has no solution, says so in its caption', async () => {
  const { page, errors } = await env.openPage('#n=3&lang=zh', { tab: 'export' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-svg').click()]);
  const svg = readFileSync(await download.path(), 'utf8');
  const caption = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).at(-1);
  assert.equal(caption, 'N = 3 · 无解');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a hint on the empty board of an N without a solution says N has none, not to move a queen', async () => {
  const { page, errors } = await env.openPage('#n=3');
  await page.getByTestId('play-mode').click();
  await page.getByTestId('hint').click();
  const result = page.getByTestId('check-result');
  await page.waitForFunction(() => !/Looking/.test(document.querySelector('[data-testid="check-result"]').textContent));
  assert.equal(await result.textContent(), 'N = 3 has no solution: 3 queens cannot be placed without two attacking each other, so there is no hint.');
  assert.deepEqual(errors, []);
  await page.context().close();
});

