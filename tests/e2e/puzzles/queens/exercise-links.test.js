//! A student's work is never lost, in the N-Queens' exercises (issue 36, item 4): the link
//! carries the answers as they are given (`ans=`, replacing the history entry), so a
//! reload goes on where the student was, in the simulate exercise and mid-way through a
//! quiz; a quiz's answers without its seed are refused. Expected values are worked out by
//! hand from the N = 6 search's opening ((1,1); (2,1), (2,2) attacked, (2,3); (3,1)–(3,4)
//! attacked, (3,5); (4,1) attacked, (4,2)) and quiz 55 of N = 4 (docs/REFERENCE.md).
//! Every puzzle's damaged and overlong result links: tests/e2e/exercise-links.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';
import { boardTuple } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The score's `data-right`, `data-wrong`, `data-asked` of the score hook `testid`. */
async function score(page, testid = 'exercise-score') {
  const s = page.getByTestId(testid);
  return Promise.all(['data-right', 'data-wrong', 'data-asked'].map(async (a) => Number(await s.getAttribute(a))));
}

const square = (page, row, col) => page.locator(`[data-testid="square"][data-row="${row}"][data-col="${col}"]`).click();
const errorText = (page) => page.getByTestId('error').textContent();

/** Waits until the address bar carries `ans=<want>` (the link is kept current as answers are given). */
async function waitForAnswers(page, want) {
  await page.waitForFunction((w) => new URL(window.location.href).hash.split('&').includes(`ans=${w}`), want, { timeout: 5000 });
}

/** Reloads once the page has fetched what it starts with (a reload cuts a worker's fetch short). */
async function reload(page) {
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15_000 });
}

test('queens: the answers go into the link as they are given, so a reload goes on where the student was', async () => {
  const { page, errors } = await env.openPage('#n=6&ex=simulate');
  const length = await page.evaluate(() => window.history.length);
  await square(page, 1, 1);
  await square(page, 2, 2); // wrong: (2,2) is attacked, the search places (2,3)
  await square(page, 3, 5);
  assert.deepEqual(await score(page), [2, 1, 3]);
  await waitForAnswers(page, '1.1-2.2-3.5');
  // Replaced, not pushed: the answers never bury the page before the exercise.
  assert.equal(await page.evaluate(() => window.history.length), length);
  // The Share field offers the exercise itself, not the student's answers.
  assert.doesNotMatch(await page.getByTestId('share-link').inputValue(), /ans=/);
  await reload(page);
  assert.equal(await page.getByTestId('exercise').getAttribute('data-state'), 'running');
  assert.deepEqual(await score(page), [2, 1, 3]);
  assert.deepEqual(await boardTuple(page), [1, 3, 5, 0, 0, 0]);
  await square(page, 4, 2);
  assert.deepEqual(await score(page), [3, 1, 4]);
  await waitForAnswers(page, '1.1-2.2-3.5-4.2');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('queens: a quiz reloaded mid-way keeps its answers and the verdict shown', async () => {
  const { page, errors } = await env.openPage('#n=4&ex=quiz&seed=55&mode=first');
  // Quiz 55 of N = 4 (./exercise.test.js): (3,2) is attacked by (2,3); after (1,1)… the search backtracks at step 17.
  await square(page, 2, 3);
  await page.getByTestId('exercise-next').click();
  await page.locator('[data-testid="exercise-choice"][data-value="backtrack"]').click();
  assert.deepEqual(await score(page), [2, 0, 2]);
  await waitForAnswers(page, '2.3-b');
  await reload(page);
  assert.deepEqual(await score(page), [2, 0, 2]);
  assert.equal(await page.getByTestId('exercise-feedback').getAttribute('data-verdict'), 'right');
  assert.equal(await page.getByTestId('exercise-prompt').getAttribute('data-type'), 'next-place');
  await page.getByTestId('exercise-next').click();
  assert.equal(await page.getByTestId('exercise-prompt').getAttribute('data-type'), 'resume');
  assert.deepEqual(errors, []);
  await page.context().close();
});

/** Opens `hash` and waits for the error line to match `re`. */
async function openWithMessage(hash, re) {
  const opened = await env.openPage(hash);
  await opened.page.getByTestId('error').filter({ hasText: re }).waitFor({ timeout: 5000 }).catch(() => {});
  return opened;
}

test('a quiz\'s answers without its seed are refused with a message, and a new quiz starts', async () => {
  for (const [hash, re] of [
    ['#n=4&ex=quiz&ans=2.3-b', /answers are not graded.*seed/],
    ['#n=4&ex=quiz&ans=2.3-b&lang=zh', /答案没有评分.*seed/],
  ]) {
    const { page, errors } = await openWithMessage(hash, re);
    assert.match(await errorText(page), re, hash);
    assert.equal(await page.getByTestId('exercise').getAttribute('data-kind'), 'quiz');
    assert.deepEqual(await score(page), [0, 0, 0], hash);
    await page.waitForFunction(() => /[#&]seed=\d+/.test(window.location.hash));
    assert.doesNotMatch(page.url(), /ans=/);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});
