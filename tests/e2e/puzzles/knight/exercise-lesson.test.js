//! The knight's exercise, its review, and its lesson's parts beyond the contract suite
//! (tests/e2e/contract.test.js): the coarse steps and the log, a new board as a history
//! entry, a seek of years, a path embedded with autoplay, the node-link tree under axe.
//! Expected values are hand-traced on the notes' move order ① (+1,−2), ② (+2,−1),
//! ③ (+2,+1), ④ (+1,+2) (docs/REFERENCE.md): on 4 × 3 from (1,1) ① (2,−1) and ② (3,0)
//! leave the board, step 3 ③ to (3,2); from (3,2) all four moves leave it, steps 4–7, step
//! 8 back; then ④, ①, ④ to (4,3). On 9 × 5 the notes' first path starts ③ to (3,2), ② to
//! (5,1).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  chooseLang, goInHistory, hostPage, openForAxe, openMore, reviewRows, seriousViolations, setUp, showNodeLink,
} from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The log's visible lines, newest first. */
async function logLines(page) {
  return page.getByTestId('knight-event-log').locator('li:not([hidden])').allTextContents();
}

const hash = (page) => page.evaluate(() => window.location.hash);

/** Back (or Forward), handled by the page, and the page settled on the link it went to. */
async function go(page, way, expected) {
  await goInHistory(page, way);
  await page.waitForFunction((want) => window.location.hash === want, expected, { timeout: 10_000 });
}

const FAR = '9007199254740991';

test('the knight\'s exercise on 4 × 3, right and wrong, and its result link re-grades', async () => {
  // The search that stops at its first path (the knight's mode is set by a step link).
  const { page, errors } = await env.openPage('#puzzle=knight&n=4&m=3&step=0&mode=first');
  await page.getByTestId('knight-exercise-start').click();
  const panel = page.getByTestId('knight-exercise');
  assert.equal(await panel.getAttribute('data-state'), 'running');
  const move = (d) => page.locator(`[data-testid="knight-exercise-choice"][data-value="${d}"]`).click();
  const verdict = () => page.getByTestId('knight-exercise-feedback').getAttribute('data-verdict');
  // From (1,1) moves ① (2,−1) and ② (3,0) leave the board: ① is wrong, the search takes ③ to (3,2).
  await move(1);
  assert.equal(await verdict(), 'wrong');
  assert.match(await page.getByTestId('knight-exercise-feedback').textContent(), /\(2,-1\), off the board.*③ to \(3,2\)/);
  assert.equal(await page.getByTestId('knight-step-count').textContent(), '3');
  // From (3,2) every move leaves the 4 × 3 board: back; then ④ to (2,3), ① to (3,1), ④ to (4,3).
  await page.getByTestId('knight-exercise-backtrack').click();
  assert.equal(await verdict(), 'right');
  for (const d of [4, 1, 4]) {
    await move(d);
    assert.equal(await verdict(), 'right');
  }
  assert.equal(await panel.getAttribute('data-state'), 'done');
  const s = page.getByTestId('knight-exercise-score');
  assert.deepEqual([await s.getAttribute('data-right'), await s.getAttribute('data-wrong')], ['4', '1']);
  assert.match(await page.getByTestId('knight-exercise-summary').textContent(), /\(1,1\)->\(2,3\)->\(3,1\)->\(4,3\)\. 5 actions: 4 right, 1 mistake\. /);
  const result = await page.getByTestId('knight-exercise-result-link').inputValue();
  assert.match(result, /#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-4-1-4&time=\d+$/);
  assert.deepEqual(errors, []);
  await page.context().close();
  const fresh = await env.openPage(result);
  const again = fresh.page.getByTestId('knight-exercise-score');
  assert.deepEqual([await again.getAttribute('data-right'), await again.getAttribute('data-wrong')], ['4', '1']);
  assert.deepEqual(fresh.errors, []);
  await fresh.page.context().close();
});

test('a knight\'s exercise of one action counts it in the singular, in English, and in Chinese without plurals', async () => {
  // 2 × 3: the horse's one jump is ④ from (1,1) to (2,3); Backtrack instead is the one action, wrong.
  for (const [lang, want] of [['en', /\(2,3\)\. 1 action: 0 right, 1 mistake\. /], ['zh', /共 1 步操作：对 0 步，错 1 步。/]]) {
    const { page, errors } = await env.openPage(`#puzzle=knight&n=2&m=3&ex=simulate&mode=first&ans=b&lang=${lang}`);
    assert.match(await page.getByTestId('knight-exercise-summary').textContent(), want);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('the review of 4 × 3 with one wrong move; a row shows the search at that point', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-4-1-4');
  const view = page.getByTestId('knight-view');
  await view.getByTestId('exercise-review-row').nth(4).waitFor({ state: 'attached' });
  assert.equal(await view.getByTestId('knight-exercise-review').isVisible(), true);
  assert.deepEqual(await reviewRows(view, 5), [
    ['wrong', '1', '3'], ['right', 'b', null], ['right', '4', null], ['right', '1', null], ['right', '4', null],
  ]);
  const row = (i) => view.getByTestId('exercise-review-row').nth(i);
  assert.match(await row(0).textContent(), /①.*wrong.*③/);
  await row(0).click();
  assert.equal(await page.getByTestId('knight-step-count').textContent(), '3');
  await row(1).click();
  assert.equal(await page.getByTestId('knight-step-count').textContent(), '8');
  assert.equal(await page.getByTestId('knight-exercise-feedback').getAttribute('data-verdict'), 'right');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a new board is a history entry: Back returns to the one before', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5');
  const before = await hash(page);
  await page.getByTestId('knight-n').fill('6');
  await page.getByTestId('knight-n').press('Enter');
  await page.waitForFunction(() => window.location.hash.startsWith('#puzzle=knight&n=6'));
  await go(page, 'back', before);
  assert.equal(await page.getByTestId('knight-board').getAttribute('data-n'), '9');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the knight gets the coarse steps and the log: its first jump is move ③ at step 3 (9 × 5)', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5');
  await openMore(page, 'knight-next-placement');
  await page.getByTestId('knight-next-placement').click();
  assert.equal(await page.getByTestId('knight-step-count').textContent(), '3');
  assert.deepEqual(await logLines(page), [
    '3: jump 1: ③ to (3,2)',
    '2: ② to (3,0) ✗ off the board',
    '1: ① to (2,-1) ✗ off the board',
    '0: start on (1,1)',
  ]);
  // From (3,2), move ① lands on (4,0), off the board, and ② on (5,1): the second jump
  // of the notes' first path (docs/REFERENCE.md), at step 5.
  await page.getByTestId('knight-run-to-row-k').selectOption('2');
  await page.getByTestId('knight-run-to-row').click();
  assert.equal(await page.getByTestId('knight-step-count').textContent(), '5');
  assert.deepEqual((await logLines(page)).slice(0, 2), ['5: jump 2: ② to (5,1)', '4: ① to (4,0) ✗ off the board']);
  await page.getByTestId('knight-prev-placement').click();
  assert.equal(await page.getByTestId('knight-step-count').textContent(), '3');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the knight’s stepper asks the same way before a seek of years', async () => {
  const { page, errors } = await env.openPage(`#puzzle=knight&n=20&m=20&step=${FAR}`);
  await page.getByTestId('knight-seek-prompt').waitFor();
  assert.match(await page.getByTestId('knight-seek-prompt-text').textContent(), /years/);
  await page.getByTestId('knight-seek-cancel').click();
  assert.equal(await page.getByTestId('knight-seek-prompt').isVisible(), false);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the path link embedded with autoplay plays from the path', async () => {
  const { page, frame, errors } = await hostPage(env, '#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&embed=1&autoplay=1');
  const count = frame.getByTestId('knight-step-count');
  await count.evaluate((e) => new Promise((resolve) => {
    const end = Date.now() + 5000;
    const check = () => (Number(e.textContent.replace(/\D/g, '')) > 2 || Date.now() > end ? resolve() : setTimeout(check, 50));
    check();
  }));
  assert.ok(Number((await count.textContent()).replace(/\D/g, '')) > 2, 'the search plays');
  assert.match(await frame.getByTestId('knight-play').textContent(), /Pause/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('axe-core finds no serious or critical violation in the node-link tree of 5 × 5 (en, zh; light, dark)', async () => {
  const problems = [];
  for (const lang of ['en', 'zh']) {
    for (const scheme of ['light', 'dark']) {
      const { page, errors } = await openForAxe(env, '#puzzle=knight&n=5&m=5&step=9', { lang, scheme });
      if (lang === 'zh') await chooseLang(page, 'zh');
      await showNodeLink(page, 'knight-');
      await page.waitForSelector('[data-testid="knight-tree-node"][data-state="expanding"]', { timeout: 15_000 });
      await page.waitForTimeout(300);
      for (const v of await seriousViolations(page)) problems.push(`${lang} ${scheme}: ${v}`);
      assert.deepEqual(errors, [], `${lang} ${scheme}`);
      await page.context().close();
    }
  }
  assert.deepEqual(problems, []);
});
