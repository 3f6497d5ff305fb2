//! The knapsack's exercise review: the textbook instance (docs/REFERENCE.md: weights 16,
//! 15, 15, values 45, 25, 25, capacity 30) answered with two mistakes, worked out by hand:
//! take 1, skip 2, skip 3: leaf 45; back ×3; skip 1, take 2, take 3: leaf 50; back ×3.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { reviewRows, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

test('the review of the textbook instance with two mistakes; a row shows the tree at that point', async () => {
  const { page, errors } = await env.openPage('#puzzle=knapsack&ex=simulate&ans=2-2-2-1-b-b-2-1-1-b-b-b&lang=zh');
  const view = page.getByTestId('knapsack-view');
  await view.getByTestId('exercise-review-row').nth(11).waitFor({ state: 'attached' });
  assert.equal(await view.getByTestId('knap-exercise-review').isVisible(), true);
  // Action 1: the search takes item 1 (16 ≤ 30); action 4: at the leaf (1, 0, 0) it backtracks.
  assert.deepEqual(await reviewRows(view, 12), [
    ['wrong', '2', '1'], ['right', '2', null], ['right', '2', null], ['wrong', '1', 'b'],
    ['right', 'b', null], ['right', 'b', null], ['right', '2', null], ['right', '1', null],
    ['right', '1', null], ['right', 'b', null], ['right', 'b', null], ['right', 'b', null],
  ]);
  const row = (i) => view.getByTestId('exercise-review-row').nth(i);
  assert.match(await row(0).textContent(), /不装.*错.*装入物品 1/);
  const step = () => page.getByTestId('knap-step-count').textContent();
  await row(0).click();
  assert.equal(await step(), '1');
  assert.equal(await page.getByTestId('knap-exercise-feedback').getAttribute('data-verdict'), 'wrong');
  await row(8).click();
  // Take item 3 after skip 1 and take 2: the leaf (0, 1, 1), value 50.
  assert.match(await page.getByTestId('knap-exercise-feedback').textContent(), /物品 3/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
