//! Back and Forward (issue 21, item 3): discrete navigations (a new N, a solution picked in
//! the gallery, a puzzle switch, an exercise opened, a puzzle's own size: its folder's tests) push a
//! history entry, so Back returns to each; continuous ones (each step of the search, a
//! drag of the slider) replace the entry, so they never bury the previous page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { choosePuzzle, setUp, showTab } from './helpers.js';
import { boardTuple, waitForGallery } from './puzzles/queens/helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const hash = (page) => page.evaluate(() => window.location.hash);

/** Back (or Forward) and the page settled on the link it went to. */
async function go(page, way, expected) {
  await (way === 'back' ? page.goBack() : page.goForward());
  await page.waitForFunction((want) => window.location.hash === want, expected, { timeout: 10_000 });
}

test('a new N pushes an entry: Back and Forward return to each N', async () => {
  const { page, errors } = await env.openPage('#n=6');
  await page.getByTestId('n-input').fill('8');
  await page.getByTestId('n-show').click();
  assert.equal(await hash(page), '#n=8&q=1-5-8-6-3-7-2-4');
  await page.getByTestId('n-slider').fill('5');
  assert.equal(await hash(page), '#n=5&q=1-3-5-2-4');
  await go(page, 'back', '#n=8&q=1-5-8-6-3-7-2-4');
  assert.equal((await boardTuple(page)).length, 8);
  // The page wrote #n=6 as the link to what it shows, its first solution.
  await go(page, 'back', '#n=6&q=2-4-6-1-3-5');
  assert.deepEqual(await boardTuple(page), [2, 4, 6, 1, 3, 5]);
  await go(page, 'forward', '#n=8&q=1-5-8-6-3-7-2-4');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('each solution picked in the gallery is an entry; stepping the search replaces its own', async () => {
  const { page, errors } = await env.openPage('#n=6');
  await showTab(page, 'gallery');
  await waitForGallery(page);
  const items = page.getByTestId('gallery-item');
  // N = 6's solutions in order: 2 4 6 1 3 5, 3 6 2 5 1 4, 4 1 5 2 6 3, 5 3 1 6 4 2.
  await items.nth(1).click();
  await items.nth(2).click();
  assert.equal(await hash(page), '#n=6&q=4-1-5-2-6-3&tab=gallery');
  await go(page, 'back', '#n=6&q=3-6-2-5-1-4&tab=gallery');
  assert.deepEqual(await boardTuple(page), [3, 6, 2, 5, 1, 4]);
  await go(page, 'forward', '#n=6&q=4-1-5-2-6-3&tab=gallery');
  // Steps replace the entry: Back after three steps goes to the solution before them.
  const length = await page.evaluate(() => window.history.length);
  await showTab(page, 'lesson');
  for (let i = 0; i < 3; i += 1) await page.getByTestId('step-forward').click();
  await page.waitForFunction(() => window.location.hash.includes('step=3'));
  assert.equal(await page.evaluate(() => window.history.length), length);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a puzzle switch and an exercise opened are entries too', async () => {
  const { page, errors } = await env.openPage('#n=4');
  await choosePuzzle(page, 'knight');
  await page.waitForFunction(() => window.location.hash.startsWith('#puzzle=knight'));
  await go(page, 'back', '#n=4&q=2-4-1-3');
  assert.equal(await page.getByTestId('board').isVisible(), true);
  await showTab(page, 'exercise');
  await page.locator('[data-testid="exercise-start"][data-kind="simulate"]').click();
  assert.match(await hash(page), /^#n=4&ex=simulate/);
  await go(page, 'back', '#n=4&q=2-4-1-3');
  assert.equal(await page.getByTestId('tab-lesson').getAttribute('aria-selected'), 'true');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Back onto an exercise under way goes on with it: the student\'s answers are kept, in every puzzle', async () => {
  const right = (s) => s.getAttribute('data-right');
  // The queens: N = 5, the simulate exercise from its tab, one placement, then the knight.
  {
    const { page, errors } = await env.openPage('#n=5');
    await showTab(page, 'exercise');
    await page.locator('[data-testid="exercise-start"][data-kind="simulate"]').click();
    await page.locator('[data-testid="square"][data-row="1"][data-col="1"]').click();
    const score = () => page.getByTestId('exercise-score').textContent();
    assert.match(await score(), /1 right, 0 wrong, of 1/);
    const at = await hash(page);
    await choosePuzzle(page, 'knight');
    await page.waitForFunction(() => window.location.hash.startsWith('#puzzle=knight'));
    await go(page, 'back', at);
    await page.getByTestId('exercise-score').filter({ hasText: /of 1/ }).waitFor({ timeout: 5000 }).catch(() => {});
    assert.match(await score(), /1 right, 0 wrong, of 1/, `Back to ${at}`);
    assert.equal(await page.getByTestId('step-count').textContent(), '1', 'the search is back at the exercise\'s step');
    assert.deepEqual(errors, []);
    await page.context().close();
  }
  // The knight (4 × 3) and the knapsack (the textbook instance): one right answer each, then the queens.
  for (const [hash0, p, first] of [['#puzzle=knight&n=4&m=3&step=0&mode=first', 'knight-', 3], ['#puzzle=knapsack', 'knap-', 1]]) {
    const { page, errors } = await env.openPage(hash0);
    await page.getByTestId(`${p}exercise-start`).click();
    await page.locator(`[data-testid="${p}exercise-choice"][data-value="${first}"]`).click();
    const score = page.getByTestId(`${p}exercise-score`);
    assert.equal(await right(score), '1', hash0);
    await page.waitForFunction(() => window.location.hash.includes('ex=simulate'));
    const at = await hash(page);
    await choosePuzzle(page, 'queens');
    await page.waitForFunction(() => !window.location.hash.includes('puzzle='));
    await go(page, 'back', at);
    await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.dataset.right === '1', `${p}exercise-score`, { timeout: 5000 }).catch(() => {});
    assert.equal(await right(score), '1', `Back to ${at}: the answer kept`);
    assert.equal(await page.getByTestId(`${p}exercise`).getAttribute('data-state'), 'running');
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});
