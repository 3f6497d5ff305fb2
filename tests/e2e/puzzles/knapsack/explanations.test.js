//! The knapsack's explanations and procedure: where the leaf and the undoing run in the
//! notes' backtrack(t), its words in Chinese, no move offered at a leaf, no x named when no
//! leaf is reached, and its one (recursive) form. Expected values are worked out by hand on
//! docs/REFERENCE.md's textbook instance (weights 16, 15, 15, values 45, 25, 25, capacity 30).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  chooseLang, choosePuzzle, openMore, setUp,
} from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const text = (page, id) => page.getByTestId(id).textContent();

test('the knapsack: the leaf runs in backtrack(4), a take undone is cw −= w[t] in its own call, a skip undone returns', async () => {
  // docs/REFERENCE.md's textbook instance: step 6 is the leaf (1, 0, 0), 7–9 back up
  // (x3 = 0, x2 = 0, then x1 = 1 undone in backtrack(1), which goes on with bound(1)).
  const current = (page) => page.locator('[data-testid="knap-pseudocode"] li[aria-current="step"]');
  const { page, errors } = await env.openPage('#puzzle=knapsack&step=6');
  assert.equal(await current(page).getAttribute('data-line'), 'leaf');
  assert.equal(await text(page, 'knap-code-vars'), 't = 4, cw = 16, cv = 45, bestv = 45');
  assert.match(await text(page, 'knap-call-stack'), /→ backtrack\(4\)$/);
  await page.getByTestId('knap-step-forward').click();
  assert.equal(await current(page).getAttribute('data-line'), 'undo');
  assert.equal(await text(page, 'knap-code-vars'), 't = 3, cw = 16, cv = 45, bestv = 45');
  await page.getByTestId('knap-step-forward').click();
  await page.getByTestId('knap-step-forward').click();
  assert.equal(await current(page).locator('code').textContent(), 'cw −= w[t]; cv −= v[t]');
  assert.equal(await text(page, 'knap-code-vars'), 't = 1, cw = 0, cv = 0, bestv = 45');
  assert.match(await text(page, 'knap-call-stack'), /backtrack\(1\)$/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('zh: the knapsack\'s procedure has its comments and words in Chinese', async () => {
  const { page, errors } = await env.openPage('#puzzle=knapsack&lang=zh');
  const code = (await page.getByTestId('knap-pseudocode').locator('code').allTextContents()).join('\n');
  assert.doesNotMatch(code, /back to|sort|highest|function/);
  assert.match(code, /return {3}\/\/ 返回第 t − 1 层/);
  assert.match(code, /main: {2}按 v\[i\] \/ w\[i\] 从大到小排列物品/);
  // Switched to English, the same lines in English.
  await chooseLang(page, 'en');
  assert.match((await page.getByTestId('knap-pseudocode').textContent()), /return {3}\/\/ back to t − 1/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the exercise offers no take or skip at a leaf', async () => {
  // Take item 1, skip 2, skip 3: the leaf (1, 0, 0).
  const knap = await env.openPage('#puzzle=knapsack&ex=simulate&ans=1-2-2');
  assert.equal(await text(knap.page, 'knap-exercise-prompt'), 'A leaf: what does the search do now?');
  assert.equal(await knap.page.getByTestId('knap-exercise-choice').first().isVisible(), false);
  assert.equal(await knap.page.getByTestId('knap-exercise-choice').last().isVisible(), false);
  assert.equal(await knap.page.getByTestId('knap-exercise-backtrack').isVisible(), true);
  await knap.page.getByTestId('knap-exercise-backtrack').click();
  assert.equal(await knap.page.getByTestId('knap-exercise-feedback').getAttribute('data-verdict'), 'right');
  assert.equal(await knap.page.getByTestId('knap-exercise-choice').first().isVisible(), true);
  assert.deepEqual(knap.errors, []);
  await knap.page.context().close();
});

test('a knapsack search that reaches no leaf never names an x it did not find', async () => {
  // One item of weight 50 in a knapsack of 30: the take is too heavy, the skip's bound
  // 0 ≤ best 0; no leaf is reached.
  const { page, errors } = await env.openPage('#puzzle=knapsack&w=50&v=10&c=30&step=3');
  assert.equal(await text(page, 'knap-event'), 'Search over: no leaf was reached, so bestv = 0 and no x was kept; nodes generated: 1.');
  assert.equal(await text(page, 'knap-best'), 'no leaf reached: bestv = 0');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('it is shown recursively only: its select is disabled with a note, and its link has no tmpl', async () => {
  const { page, errors } = await env.openPage('#n=4&step=3&tmpl=iterative');
  await choosePuzzle(page, 'knapsack');
  await page.getByTestId('knap-pseudocode').waitFor();
  await openMore(page, 'knap-code-style');
  const select = page.getByTestId('knap-code-style');
  assert.equal(await select.isDisabled(), true);
  assert.equal(await select.inputValue(), 'recursive');
  assert.match(await page.getByTestId('knapsack-view').locator('.code-style-note').textContent(), /recursive form only/);
  assert.doesNotMatch(await page.getByTestId('share-link').inputValue(), /tmpl/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
