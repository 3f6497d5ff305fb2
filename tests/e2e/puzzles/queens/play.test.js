//! Play mode: placing and removing queens on the main board, the attacked squares, the
//! conflict lines, Check, Hint, the keyboard, and partial-placement links
//! (`#n=8&q=1-5-0-0-0-0-0-0`). Expected values come from the definitions (./reference.js
//! and hand-worked boards), not from the page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';
import { boardTuple } from './helpers.js';
import { allSolutions } from './reference.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const square = (page, row, col) => page.locator(`[data-testid="square"][data-row="${row}"][data-col="${col}"]`);

async function enterPlay(page) {
  await page.getByTestId('play-mode').click();
  await page.getByTestId('square').first().waitFor();
  // Play mode's code is fetched when it is first entered; the tools are busy until then.
  await page.locator('[data-testid="board-tools"][aria-busy="false"]').waitFor();
  assert.equal(await page.getByTestId('play-mode').getAttribute('aria-pressed'), 'true');
}

async function resultText(page, re) {
  await page.getByTestId('check-result').filter({ hasText: re }).waitFor({ timeout: 10_000 });
  return page.getByTestId('check-result').textContent();
}

test('play mode gives every square a target and starts from an empty board', async () => {
  const { page, errors } = await env.openPage();
  await enterPlay(page);
  assert.equal(await page.getByTestId('square').count(), 64);
  assert.deepEqual(await boardTuple(page), [0, 0, 0, 0, 0, 0, 0, 0]);
  assert.match(await page.getByTestId('board-status').textContent(), /0 of 8 queens/);
  assert.equal(await page.evaluate(() => window.location.hash), '#n=8&q=0-0-0-0-0-0-0-0');
  await page.getByTestId('check').click();
  await resultText(page, /empty/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('clicking places a queen, clicking elsewhere in its row moves it, clicking it removes it', async () => {
  const { page, errors } = await env.openPage();
  await enterPlay(page);
  await square(page, 3, 2).click();
  assert.deepEqual(await boardTuple(page), [0, 0, 2, 0, 0, 0, 0, 0]);
  await square(page, 3, 7).click();
  assert.deepEqual(await boardTuple(page), [0, 0, 7, 0, 0, 0, 0, 0]);
  assert.equal(await square(page, 3, 7).getAttribute('aria-pressed'), 'true');
  await square(page, 3, 7).click();
  assert.deepEqual(await boardTuple(page), [0, 0, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the squares a queen attacks are shaded: for (1,1) on N = 4, 6 squares of the empty rows', async () => {
  const { page, errors } = await env.openPage('#n=4');
  await enterPlay(page);
  await square(page, 1, 1).click();
  const attacked = await page.getByTestId('attacked').evaluateAll((els) => els.map((el) => `${el.dataset.row},${el.dataset.col}`).sort());
  // Column 1 in rows 2-4 and the diagonal (2,2) (3,3) (4,4); its anti-diagonal has no other square.
  assert.deepEqual(attacked, ['2,1', '2,2', '3,1', '3,3', '4,1', '4,4']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('two attacking queens show a conflict line with its kind, and Check names the rows and the line', async () => {
  const { page, errors } = await env.openPage();
  await enterPlay(page);
  await square(page, 1, 1).click();
  await square(page, 2, 2).click();
  const line = page.getByTestId('conflict');
  assert.equal(await line.count(), 1);
  assert.equal(await line.getAttribute('data-kind'), 'diagonal');
  assert.equal(await line.getAttribute('data-from-row'), '1');
  assert.equal(await line.getAttribute('data-row'), '2');
  assert.match(await page.getByTestId('conflict-label').textContent(), /diagonal/);
  // Both queens are marked by a ring, not by colour alone.
  assert.equal(await page.locator('[data-testid="board"] .attacker-ring').count(), 2);
  await page.getByTestId('check').click();
  const text = await resultText(page, /Not a solution/);
  assert.match(text, /rows 1 and 2.*diagonal/);
  // A third queen on column 1 adds a column conflict with row 1.
  await square(page, 5, 1).click();
  await page.getByTestId('check').click();
  const more = await resultText(page, /2 pairs/);
  assert.match(more, /rows 1 and 5 attack each other along the same column/);
  const kinds = await page.getByTestId('conflict').evaluateAll((els) => els.map((el) => el.dataset.kind).sort());
  assert.deepEqual(kinds, ['column', 'diagonal']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Check says how many rows are still empty when no queens attack', async () => {
  const { page, errors } = await env.openPage();
  await enterPlay(page);
  for (const [row, col] of [[1, 1], [2, 5], [3, 8]]) await square(page, row, col).click();
  await page.getByTestId('check').click();
  const text = await resultText(page, /still empty/);
  assert.match(text, /5 rows are still empty: rows 4, 5, 6, 7, 8/);
  assert.equal(await page.getByTestId('conflict').count(), 0);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('placing the 8 queens of 1 5 8 6 3 7 2 4 makes Check say solved, with its number', async () => {
  const { page, errors } = await env.openPage();
  await enterPlay(page);
  const cols = [1, 5, 8, 6, 3, 7, 2, 4];
  for (let row = 1; row <= 8; row += 1) await square(page, row, cols[row - 1]).click();
  assert.deepEqual(await boardTuple(page), cols);
  await page.getByTestId('check').click();
  const text = await resultText(page, /#1 of 92/);
  assert.match(text, /Solved!.*1 5 8 6 3 7 2 4/);
  assert.ok(await page.getByTestId('board').evaluate((svg) => svg.classList.contains('solved')));
  // A complete solution's link is an ordinary solution link.
  assert.equal(await page.evaluate(() => window.location.hash), '#n=8&q=1-5-8-6-3-7-2-4');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Hint places the next queen of a solution that extends the placement', async () => {
  const solutions = allSolutions(8);
  const { page, errors } = await env.openPage();
  await enterPlay(page);
  await square(page, 1, 2).click();
  await square(page, 2, 4).click();
  await page.getByTestId('hint').click();
  const text = await resultText(page, /Hint: a queen at/);
  const tuple = await boardTuple(page);
  assert.deepEqual(tuple.slice(0, 2), [2, 4]);
  assert.notEqual(tuple[2], 0, 'row 3, the first empty row, gets the queen');
  assert.match(text, new RegExp(`\\(3,${tuple[2]}\\)`));
  assert.ok(solutions.some((s) => s[0] === 2 && s[1] === 4 && s[2] === tuple[2]), 'a solution extends it');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a Hint the quick search cannot answer comes from the hint worker, and Hints go on to a solution', async () => {
  // N = 20 with one queen at (6,6): the page's bounded search (200,000 nodes) runs out
  // (tests/web.rs), so the hint worker answers. Row 1's column 1 shares the diagonal with
  // (6,6), so the first completion starts in column 2 at best; Hint after Hint must then
  // finish a valid board keeping (6,6).
  const { page, errors } = await env.openPage(`#n=20&q=${'0-'.repeat(5)}6${'-0'.repeat(14)}`);
  await page.getByTestId('hint').click();
  await resultText(page, /Hint: a queen at \(1,2\)/);
  for (const row of [2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]) {
    await page.getByTestId('hint').click();
    await resultText(page, new RegExp(`Hint: a queen at \\(${row},\\d+\\)`));
  }
  await page.getByTestId('hint').click();
  await resultText(page, /Hint: a queen at \(20,\d+\)|solved/);
  const tuple = await boardTuple(page);
  assert.equal(tuple[0], 2);
  assert.equal(tuple[5], 6);
  assert.ok(tuple.every((c) => c >= 1 && c <= 20), `${tuple}`);
  for (let a = 0; a < 20; a += 1) {
    for (let b = a + 1; b < 20; b += 1) {
      assert.ok(tuple[a] !== tuple[b] && Math.abs(tuple[a] - tuple[b]) !== b - a, `rows ${a + 1}, ${b + 1} of ${tuple}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Hint says so when no solution extends the placement, or when queens attack', async () => {
  // N = 4 has two solutions, 2 4 1 3 and 3 1 4 2: none starts in column 1.
  const { page, errors } = await env.openPage('#n=4');
  await enterPlay(page);
  await square(page, 1, 1).click();
  await page.getByTestId('hint').click();
  await resultText(page, /No solution extends this placement/);
  assert.deepEqual(await boardTuple(page), [1, 0, 0, 0]);
  await square(page, 2, 2).click();
  await page.getByTestId('hint').click();
  await resultText(page, /rows 1 and 2 attack each other along a diagonal/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the keyboard moves between squares with the arrows and places with Enter, without stepping the search', async () => {
  const { page, errors } = await env.openPage();
  await enterPlay(page);
  await square(page, 1, 1).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.deepEqual(await boardTuple(page), [0, 3, 0, 0, 0, 0, 0, 0]);
  await page.keyboard.press(' ');
  assert.deepEqual(await boardTuple(page), [0, 0, 0, 0, 0, 0, 0, 0]);
  assert.equal(await page.getByTestId('step-count').textContent(), '0');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'square');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a partial link opens play mode with its queens and round-trips as the placement changes', async () => {
  const { page, errors } = await env.openPage('#n=8&q=1-5-0-0-0-0-0-0');
  assert.equal(await page.getByTestId('play-mode').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await boardTuple(page), [1, 5, 0, 0, 0, 0, 0, 0]);
  assert.ok((await page.getByTestId('share-link').inputValue()).endsWith('#n=8&q=1-5-0-0-0-0-0-0'));
  assert.equal(await page.evaluate(() => window.location.hash), '#n=8&q=1-5-0-0-0-0-0-0');
  await square(page, 3, 8).click();
  assert.equal(await page.evaluate(() => window.location.hash), '#n=8&q=1-5-8-0-0-0-0-0');
  const link = await page.getByTestId('share-link').inputValue();
  const fresh = await env.openPage(link);
  assert.deepEqual(await boardTuple(fresh.page), [1, 5, 8, 0, 0, 0, 0, 0]);
  assert.equal(await fresh.page.getByTestId('play-mode').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(errors, []);
  assert.deepEqual(fresh.errors, []);
  await page.context().close();
  await fresh.page.context().close();
});

test('an attacking partial link is opened and shown with its conflicts, not rejected', async () => {
  const { page, errors } = await env.openPage('#n=8&q=1-2-0-0-0-0-0-0');
  assert.equal(await page.getByTestId('error').isVisible(), false);
  assert.deepEqual(await boardTuple(page), [1, 2, 0, 0, 0, 0, 0, 0]);
  assert.equal(await page.getByTestId('conflict').getAttribute('data-kind'), 'diagonal');
  assert.equal(await page.evaluate(() => window.location.hash), '#n=8&q=1-2-0-0-0-0-0-0');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('leaving play mode shows the solution again; changing N keeps play mode with an empty board', async () => {
  const { page, errors } = await env.openPage();
  await enterPlay(page);
  await square(page, 2, 2).click();
  await page.getByTestId('n-slider').fill('6');
  assert.equal(await page.getByTestId('square').count(), 36);
  assert.deepEqual(await boardTuple(page), [0, 0, 0, 0, 0, 0]);
  await page.getByTestId('play-mode').click();
  assert.equal(await page.getByTestId('square').count(), 0);
  assert.deepEqual(await boardTuple(page), [2, 4, 6, 1, 3, 5]);
  assert.equal(await page.getByTestId('board').getAttribute('role'), 'img');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('page-wide keys stay off while a widget with its own keys has the focus (board squares, gallery)', async () => {
  const { page, errors } = await env.openPage('#n=8&q=1-5-0-0-0-0-0-0');
  const hashBefore = await page.evaluate(() => window.location.hash);
  await page.locator('[data-testid="board"] [data-testid="square"][tabindex="0"]').focus();
  for (const key of ['Home', 'ArrowRight', 'ArrowLeft']) await page.keyboard.press(key);
  await page.waitForTimeout(400);
  assert.deepEqual(await boardTuple(page), [1, 5, 0, 0, 0, 0, 0, 0], 'the placement is kept');
  assert.equal(await page.evaluate(() => window.location.hash), hashBefore, 'the URL is unchanged');
  await page.context().close();

  // The gallery's items: Home moves within the gallery, never resets the search.
  const second = await env.openPage('#n=6&step=40', { tab: 'gallery' });
  const item = second.page.getByTestId('gallery-item').first();
  await item.waitFor();
  await item.focus();
  await second.page.keyboard.press('Home');
  await second.page.waitForTimeout(400);
  assert.match(await second.page.evaluate(() => window.location.hash), /step=40(&|$)/);
  assert.deepEqual([...errors, ...second.errors], []);
  await second.page.context().close();
});

test('a placement is never thrown away silently: Step and back to play mode, or another N and back, restore it', async () => {
  const { page, errors } = await env.openPage('#n=6&q=2-4-6-1-0-0');
  assert.deepEqual(await boardTuple(page), [2, 4, 6, 1, 0, 0]);
  // Step leaves play mode for the search; play mode again brings the placement back.
  await page.getByTestId('step-forward').click();
  assert.equal(await page.getByTestId('play-mode').getAttribute('aria-pressed'), 'false');
  await page.getByTestId('play-mode').click();
  assert.deepEqual(await boardTuple(page), [2, 4, 6, 1, 0, 0]);
  // Another N keeps play mode with that N's own board; back to 6, the placement is there.
  await page.getByTestId('n-slider').fill('7');
  assert.deepEqual(await boardTuple(page), [0, 0, 0, 0, 0, 0, 0]);
  await square(page, 1, 3).click();
  await page.getByTestId('n-slider').fill('6');
  assert.deepEqual(await boardTuple(page), [2, 4, 6, 1, 0, 0]);
  await page.getByTestId('n-slider').fill('7');
  assert.deepEqual(await boardTuple(page), [3, 0, 0, 0, 0, 0, 0]);
  // Clearing the board is the visitor's own choice: it empties it for good.
  await page.getByTestId('clear-board').click();
  await page.getByTestId('n-slider').fill('6');
  await page.getByTestId('n-slider').fill('7');
  assert.deepEqual(await boardTuple(page), [0, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(errors, []);
  await page.context().close();
});
