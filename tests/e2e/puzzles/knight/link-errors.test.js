//! The knight's exercise link starts at its step (the errors of every puzzle's links:
//! tests/e2e/link-errors.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  // The source: its tests reach into the page's modules by name.
  env = await setUp({ root: 'www' });
});
after(() => env?.close());

test('the knight\'s exercise link starts at its step', async () => {
  // 4 × 3: moves ① and ② leave the board from (1,1), ③ jumps to (3,2) at step 3; from
  // there every move leaves the board, so the next action is the backtrack.
  const mid = await env.openPage('#puzzle=knight&n=4&m=3&ex=simulate&step=3');
  assert.equal(await mid.page.getByTestId('knight-step-count').textContent(), '3');
  await mid.page.getByTestId('knight-exercise-backtrack').click();
  assert.equal(await mid.page.getByTestId('knight-exercise-feedback').getAttribute('data-verdict'), 'right');
  // Its link keeps the step it started from.
  await mid.page.waitForFunction(() => /&step=3(&|$)/.test(window.location.hash));
  assert.deepEqual(mid.errors, []);
  await mid.page.context().close();
});
