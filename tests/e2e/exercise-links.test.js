//! A student's work is never lost (issue 36, item 4), in every puzzle's exercises: the link
//! carries the answers as they are given (`ans=`, replacing the history entry), so a
//! reload goes on where the student was; a damaged result link is graded up to where it
//! was cut, the exercise stays open and the page says where; answers after the exercise's
//! end are reported; a quiz's answers without its seed are refused. Expected values are
//! worked out by hand: docs/REFERENCE.md's N = 4 trace (the 12 actions to 2 4 1 3), the
//! N = 6 search's opening ((1,1); (2,1), (2,2) attacked, (2,3); (3,1)–(3,4) attacked, (3,5);
//! (4,1) attacked, (4,2)), the knight's 4 × 3 board (from (1,1) ① and ② leave it, ③ to
//! (3,2), where all four leave it; ④ to (2,3), ① to (3,1), ④ to (4,3)) and the textbook
//! knapsack (take 1, skip 2, skip 3, leaf 45; back ×3; skip 1, take 2, take 3, leaf 50;
//! back ×3).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';
import { boardTuple } from './puzzles/queens/helpers.js';

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
  // Quiz 55 of N = 4 (tests/e2e/exercise.test.js): (3,2) is attacked by (2,3); after (1,1)… the search backtracks at step 17.
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

test('a damaged result link is graded up to where it was cut, the exercise stays open, and the page says where', async () => {
  // [link, score hook prefix, [right, wrong, asked], message, N of the board (queens)]
  const cases = [
    // Cut after a dash: the N = 4 exercise, not the default N = 8.
    ['#n=4&ex=simulate&mode=first&ans=1.1-2.3-b-', '', [3, 0, 3], /Answer 4 of the link could not be read: it is empty/, 4],
    // Cut mid-token: "2." and "2" (of "2.4") are no square.
    ['#n=4&ex=simulate&mode=first&ans=1.1-2.3-b-2.', '', [3, 0, 3], /Answer 4 of the link could not be read: “2\.”/, 4],
    ['#n=4&ex=simulate&mode=first&ans=1.1-2.3-b-2', '', [3, 0, 3], /Answer 4 of the link could not be read: “2”/, 4],
    // Nothing readable: the exercise is still there, with no answers.
    ['#n=4&ex=simulate&mode=first&ans=B', '', [0, 0, 0], /Answer 1 of the link could not be read: “B”/, 4],
    ['#n=5&ex=simulate&ans=1.1-%3Cb%3E', '', [1, 0, 1], /Answer 2 of the link could not be read: “<b>”/, 5],
    // The quiz: question 3 of quiz 55 is answered on the board, "3." is no square; question 2 takes no line.
    ['#n=4&ex=quiz&seed=55&mode=first&ans=2.3-b-3.', '', [2, 0, 2], /Answer 3 of the link could not be read: “3\.”/, 4],
    ['#n=4&ex=quiz&seed=55&mode=first&ans=2.3-col', '', [1, 0, 1], /Answer 2 of the link could not be read: “col”/, 4],
    ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-', 'knight-', [1, 1, 2], /Answer 3 of the link could not be read: it is empty/],
    ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=B', 'knight-', [0, 0, 0], /Answer 1 of the link could not be read: “B”/],
    ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-7', 'knight-', [1, 1, 2], /Answer 3 of the link could not be read: “7”/],
    ['#puzzle=knapsack&ex=simulate&ans=1-2-', 'knap-', [2, 0, 2], /Answer 3 of the link could not be read: it is empty/],
    ['#puzzle=knapsack&ex=simulate&ans=B', 'knap-', [0, 0, 0], /Answer 1 of the link could not be read: “B”/],
    ['#puzzle=knapsack&ex=simulate&ans=1-2-3', 'knap-', [2, 0, 2], /Answer 3 of the link could not be read: “3”/],
    ['#puzzle=knapsack&ex=simulate&ans=1-2-&lang=zh', 'knap-', [2, 0, 2], /链接中的第 3 个答案无法读取/],
  ];
  for (const [hash, p, want, re, n] of cases) {
    const { page, errors } = await openWithMessage(hash, re);
    assert.match(await errorText(page), re, hash);
    assert.equal(await page.locator('[data-testid="error"] b').count(), 0, hash);
    assert.equal(await page.getByTestId(`${p}exercise`).getAttribute('data-state'), 'running', hash);
    assert.deepEqual(await score(page, `${p}exercise-score`), want, hash);
    if (n) assert.equal((await boardTuple(page)).length, n, hash);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});

test('answers past the exercise\'s end are reported, not dropped without a word', async () => {
  const right4 = '1.1-2.3-b-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3';
  for (const [hash, p, want, re] of [
    [`#n=4&ex=simulate&mode=first&ans=${right4}-b-1.1`, '', [12, 0, 12], /2 answers after the end of the exercise/],
    [`#n=4&ex=quiz&seed=55&mode=first&ans=2.3-b-3.4-40-live-diag-1.1-2.4-2.4-2-b`, '', [6, 4, 10], /1 answer after the end of the exercise/],
    ['#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-4-1-4-4', 'knight-', [4, 1, 5], /1 answer after the end of the exercise/],
    ['#puzzle=knapsack&ex=simulate&ans=1-2-2-b-b-b-2-1-1-b-b-b-1-1&lang=zh', 'knap-', [12, 0, 12], /练习结束之后还有 2 个答案/],
  ]) {
    const { page, errors } = await openWithMessage(hash, re);
    assert.match(await errorText(page), re, hash);
    assert.equal(await page.getByTestId(`${p}exercise`).getAttribute('data-state'), 'done', hash);
    assert.deepEqual(await score(page, `${p}exercise-score`), want, hash);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});

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
