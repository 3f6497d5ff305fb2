//! On a phone (390 × 844), the N-Queens' exercise opened from a result link with one wrong
//! answer at N = 8 (N = 6's, from the start, is its declared exercise): its board, down to
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
  ['#n=8&ex=simulate&ans=1.2', 'board', 'exercise-prompt', 'exercise-feedback', (page) => page.getByTestId('exercise-backtrack').click()],
];

test('on a phone each puzzle\'s exercise shows its board down to the last row with the question and the verdict, before and after an answer (en and zh)', async () => {
  for (const [hash, board, prompt, feedback, answer] of CASES) {
    for (const lang of ['en', 'zh']) {
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { viewport: PHONE });
      await page.getByTestId(feedback).waitFor();
      await page.waitForTimeout(300);
      assert.deepEqual(await outOfSight(page, 'queens', [board, prompt, feedback]), [], `${hash} ${lang}, opened`);
      await answer(page);
      await page.waitForTimeout(300);
      assert.deepEqual(await outOfSight(page, 'queens', [board, prompt, feedback]), [], `${hash} ${lang}, after an answer`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});
