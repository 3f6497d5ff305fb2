//! A teacher sees what went wrong (issue 36, item 5): a finished exercise, and the result
//! link that replays it, lists every answer in order (`exercise-review`, one
//! `exercise-review-row` per answer, `data-verdict` right or wrong, the right answer beside
//! a wrong one), and a click on a row shows the board at that point (each puzzle's own
//! review: tests/e2e/puzzles/<id>/). The verdicts are checked against answer lists worked
//! out by hand from docs/REFERENCE.md's N = 4 trace (to 2 4 1 3: (1,1), (2,3), back, (2,4),
//! (3,2), back ×3, (1,2), (2,4), (3,1), (4,3); steps 1, 4, 9, 10, 12, …).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { reviewRows, setUp } from '../../helpers.js';
import { boardTuple } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

test('queens: the review of a result link lists each action with its verdict and the right one beside a wrong one; a row shows its board', async () => {
  for (const lang of ['en', 'zh']) {
    const ans = '1.1-2.2-3.4-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3';
    const { page, errors } = await env.openPage(`#n=4&ex=simulate&mode=first&ans=${ans}${lang === 'zh' ? '&lang=zh' : ''}`);
    const rows = await reviewRows(page, 12);
    assert.equal(await page.getByTestId('exercise-review').isVisible(), true);
    // Action 2: (2,2) is attacked, the search places (2,3); action 3: row 3 is all attacked, it backtracks.
    assert.deepEqual(rows, [
      ['right', '1.1', null], ['wrong', '2.2', '2.3'], ['wrong', '3.4', 'b'], ['right', '2.4', null],
      ['right', '3.2', null], ['right', 'b', null], ['right', 'b', null], ['right', 'b', null],
      ['right', '1.2', null], ['right', '2.4', null], ['right', '3.1', null], ['right', '4.3', null],
    ]);
    const row = (i) => page.getByTestId('exercise-review-row').nth(i);
    // The right one is written beside the wrong one, in the page's language.
    assert.match(await row(1).textContent(), lang === 'zh' ? /\(2,2\).*错.*\(2,3\)/ : /\(2,2\).*wrong.*\(2,3\)/);
    assert.match(await row(2).textContent(), lang === 'zh' ? /\(3,4\).*错.*回溯/ : /\(3,4\).*wrong.*Backtrack/);
    // A row shows the board at that point, with its explanation.
    await row(1).click();
    assert.deepEqual(await boardTuple(page), [1, 3, 0, 0]);
    assert.equal(await page.getByTestId('step-count').textContent(), '4');
    assert.equal(await row(1).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByTestId('exercise-feedback').getAttribute('data-verdict'), 'wrong');
    assert.match(await page.getByTestId('exercise-feedback').textContent(), /\(2,2\)/);
    await row(2).click();
    assert.deepEqual(await boardTuple(page), [1, 0, 0, 0]);
    assert.equal(await page.getByTestId('step-count').textContent(), '9');
    await row(11).click();
    assert.deepEqual(await boardTuple(page), [2, 4, 1, 3]);
    assert.equal(await page.getByTestId('exercise').getAttribute('data-state'), 'done');
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('queens: the quiz\'s review lists each question\'s answer; a row shows that question again', async () => {
  const { page, errors } = await env.openPage('#n=4&ex=quiz&seed=55&mode=first&ans=2.3-b-3.4-40-live-diag-1.1-2.4-2.4-2');
  // Quiz 55 of N = 4 (./exercise.test.js): after removing (3,2) the search tries (3,3);
  // x1=1 at step 1 is the expanding node; after (1,1) it places (2,3); N = 6 has 1 fundamental solution.
  assert.deepEqual(await reviewRows(page, 10), [
    ['right', '2.3', null], ['right', 'b', null], ['wrong', '3.4', '3.3'], ['right', '40', null],
    ['wrong', 'live', 'exp'], ['right', 'diag', null], ['right', '1.1', null], ['wrong', '2.4', '2.3'],
    ['right', '2.4', null], ['wrong', '2', '1'],
  ]);
  const row = (i) => page.getByTestId('exercise-review-row').nth(i);
  await row(2).click();
  assert.equal(await page.getByTestId('exercise-prompt').getAttribute('data-type'), 'resume');
  assert.equal(await page.getByTestId('step-count').textContent(), '17');
  assert.deepEqual(await boardTuple(page), [1, 4, 0, 0]);
  await row(4).click();
  assert.equal(await page.getByTestId('exercise-prompt').getAttribute('data-type'), 'node-state');
  assert.equal(await page.getByTestId('step-count').textContent(), '1');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the review reads on a phone: its rows fit the screen\'s width', async () => {
  const { page, errors } = await env.openPage('#n=4&ex=simulate&mode=first&ans=1.1-2.2-3.4-2.4-3.2-b-b-b-1.2-2.4-3.1-4.3&lang=zh', { viewport: { width: 390, height: 844 } });
  // The review is written once the link's answers are graded: wait for its twelve rows.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="exercise-review-row"]').length === 12);
  const widths = await page.getByTestId('exercise-review-row').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().right));
  assert.ok(widths.length === 12 && widths.every((right) => right <= 390), String(widths));
  assert.deepEqual(errors, []);
  await page.context().close();
});
