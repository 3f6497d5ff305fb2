//! Each puzzle's exercise on a phone (390 × 844): the board the student answers on, down
//! to its last row, is on the screen together with the question and the verdict on the
//! last answer (nothing pinned over it), when the exercise opens and after each answer,
//! in English and Chinese.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const PHONE = { width: 390, height: 844 };

/** What of the board, the prompt and the verdict is off the screen or under a pinned bar. */
function outOfSight(page, ids) {
  return page.evaluate((list) => {
    const pinned = [...document.querySelectorAll('body *')].filter((e) => {
      const s = getComputedStyle(e);
      return (s.position === 'fixed' || s.position === 'sticky') && e.getClientRects().length && s.visibility !== 'hidden';
    }).map((e) => e.getBoundingClientRect());
    return list.flatMap((id) => {
      const node = document.querySelector(`[data-testid="${id}"]`);
      if (!node || !node.getClientRects().length) return [`${id}: not shown`];
      const r = node.getBoundingClientRect();
      const faults = [];
      if (r.top < -0.5 || r.bottom > window.innerHeight + 0.5) faults.push(`${id}: ${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight}`);
      for (const p of pinned) {
        if (p.top < r.bottom - 0.5 && p.bottom > r.top + 0.5 && p.left < r.right && p.right > r.left && !node.closest('[style*="fixed"]')) {
          faults.push(`${id}: under a pinned bar at ${Math.round(p.top)}–${Math.round(p.bottom)}`);
        }
      }
      return faults;
    });
  }, ids);
}

// [link with one wrong answer, the board, the prompt, the verdict, the answer to give next]
const CASES = [
  ['#n=6&ex=simulate&ans=1.2', 'board', 'exercise-prompt', 'exercise-feedback', (page) => page.locator('[data-testid="board"] [data-row="2"][data-col="3"]').first().click()],
  ['#n=8&ex=simulate&ans=1.2', 'board', 'exercise-prompt', 'exercise-feedback', (page) => page.getByTestId('exercise-backtrack').click()],
  ['#puzzle=knight&n=5&m=5&ex=simulate&ans=1', 'knight-board', 'knight-exercise-prompt', 'knight-exercise-feedback', (page) => page.getByTestId('knight-exercise-choice').first().click()],
  ['#puzzle=knapsack&ex=simulate&ans=2', 'knap-tree-nodes', 'knap-exercise-prompt', 'knap-exercise-feedback', (page) => page.getByTestId('knap-exercise-choice').first().click()],
];

test('on a phone each puzzle\'s exercise shows its board down to the last row with the question and the verdict, before and after an answer (en and zh)', async () => {
  for (const [hash, board, prompt, feedback, answer] of CASES) {
    for (const lang of ['en', 'zh']) {
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { viewport: PHONE });
      await page.getByTestId(feedback).waitFor();
      await page.waitForTimeout(300);
      assert.deepEqual(await outOfSight(page, [board, prompt, feedback]), [], `${hash} ${lang}, opened`);
      await answer(page);
      await page.waitForTimeout(300);
      assert.deepEqual(await outOfSight(page, [board, prompt, feedback]), [], `${hash} ${lang}, after an answer`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});
