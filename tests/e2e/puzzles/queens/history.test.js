//! Back and Forward in the N-Queens (issue 21, item 3): a new N and a solution picked in the
//! gallery push a history entry, so Back returns to each; each step of the search replaces
//! the entry. Every puzzle's switch and exercise: tests/e2e/history.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { goInHistory, setUp, showTab } from '../../helpers.js';
import { boardTuple, waitForGallery } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const hash = (page) => page.evaluate(() => window.location.hash);

/** Back (or Forward), handled by the page, and the page settled on the link it went to. */
async function go(page, way, expected) {
  await goInHistory(page, way);
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
