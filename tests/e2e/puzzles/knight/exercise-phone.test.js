//! On a phone (390 × 844), the knight's exercise on a 5 × 5 board, opened from a result link with one answer: its board, down to
//! its last row, is on the screen with the question and the verdict (nothing pinned over
//! it), when the exercise opens and after the next answer, in English and Chinese. Every
//! puzzle's declared exercise gets the same check in tests/e2e/exercise-phone.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PHONE, setUp } from '../../helpers.js';
import { outOfSight } from '../../in-sight.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

// [link with one answer, the board, the prompt, the verdict, the answer to give next]
const CASES = [
  ['#puzzle=knight&n=5&m=5&ex=simulate&ans=1', 'knight-board', 'knight-exercise-prompt', 'knight-exercise-feedback', (page) => page.getByTestId('knight-exercise-choice').first().click()],
];

test('on a phone each puzzle\'s exercise shows its board down to the last row with the question and the verdict, before and after an answer (en and zh)', async () => {
  for (const [hash, board, prompt, feedback, answer] of CASES) {
    for (const lang of ['en', 'zh']) {
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { viewport: PHONE });
      await page.getByTestId(feedback).waitFor();
      await page.waitForTimeout(300);
      assert.deepEqual(await outOfSight(page, 'knight', [board, prompt, feedback]), [], `${hash} ${lang}, opened`);
      await answer(page);
      await page.waitForTimeout(300);
      assert.deepEqual(await outOfSight(page, 'knight', [board, prompt, feedback]), [], `${hash} ${lang}, after an answer`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});
