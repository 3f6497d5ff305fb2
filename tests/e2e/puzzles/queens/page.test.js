//! The page as a whole: it starts cleanly, the N slider redraws the board, and sizes
//! without a solution say so. Reference tuples: docs/REFERENCE.md.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp, showTab } from '../../helpers.js';
import { boardTuple, isValidSolution } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

test('the page loads with no console errors and shows the first 8-queens solution 1 5 8 6 3 7 2 4', async () => {
  const { page, errors } = await env.openPage();
  const board = page.getByTestId('board');
  assert.ok(await board.isVisible(), 'board is visible');
  assert.equal(await board.getAttribute('data-n'), '8');
  assert.equal(await page.getByTestId('queen').count(), 8);
  assert.deepEqual(await boardTuple(page), [1, 5, 8, 6, 3, 7, 2, 4]);
  assert.equal(await page.getByTestId('n-slider').inputValue(), '8');
  assert.match(await page.getByTestId('solution-line').textContent(), /1 5 8 6 3 7 2 4/);
  assert.equal(await page.getByTestId('tuple').textContent(), 'x = [1, 5, 8, 6, 3, 7, 2, 4]');
  assert.equal(await page.getByTestId('error').isVisible(), false, 'no error shown');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('moving the N slider to 6 draws a 6x6 board whose queens are the valid solution 2 4 6 1 3 5', async () => {
  const { page, errors } = await env.openPage();
  const slider = page.getByTestId('n-slider');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await slider.inputValue(), '6');
  assert.equal(await page.getByTestId('board').getAttribute('data-n'), '6');
  assert.equal(await page.getByTestId('queen').count(), 6);
  const cols = await boardTuple(page);
  assert.ok(isValidSolution(cols), `valid solution: ${cols}`);
  assert.deepEqual(cols, [2, 4, 6, 1, 3, 5]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('N = 2 and N = 3 say plainly that no solution exists and show an empty board', async () => {
  const { page, errors } = await env.openPage();
  for (const n of ['2', '3']) {
    await page.getByTestId('n-slider').fill(n);
    assert.equal(await page.getByTestId('board').getAttribute('data-n'), n);
    assert.equal(await page.getByTestId('queen').count(), 0);
    assert.match(await page.getByTestId('board-status').textContent(), /no solution exists/i);
    // The count comes from the worker pool, so it may arrive a moment later.
    await page.waitForFunction(
      () => /no solutions/i.test(document.querySelector('[data-testid="solution-count"]').textContent),
      null,
      { timeout: 15_000 },
    );
  }
  await page.getByTestId('n-slider').fill('4');
  assert.deepEqual(await boardTuple(page), [2, 4, 1, 3]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('N = 20, the largest size, shows a valid first solution', async () => {
  const { page, errors } = await env.openPage();
  const slider = page.getByTestId('n-slider');
  assert.equal(await slider.getAttribute('max'), '20');
  await slider.fill('20');
  const cols = await boardTuple(page);
  assert.equal(cols.length, 20);
  assert.ok(isValidSolution(cols), `valid solution: ${cols}`);
  await showTab(page, 'gallery');
  assert.match(await page.getByTestId('gallery-status').textContent(), /limited to N ≤ 14/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
