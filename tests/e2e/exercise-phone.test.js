//! Each registered puzzle's exercise on a phone (390 × 844): the figure the student answers
//! on (its declared `figure`), down to its last row, is on the screen together with the
//! question and the verdict on the last answer (nothing pinned over it), after each of its
//! declared first answers, in English and Chinese. A puzzle's own cases (another size, an
//! exercise opened from a result link) are in its folder's tests.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';
import { declaredPairs } from './declarations.js';
import { outOfSight } from './in-sight.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const PHONE = { width: 390, height: 844 };

test('on a phone each puzzle\'s exercise shows its board down to the last row with the question and the verdict, before and after an answer (en and zh)', async () => {
  for (const [id, d] of declaredPairs()) {
    const { exercise: ex, prefix: p } = d;
    const [prompt, feedback] = [`${p}exercise-prompt`, `${p}exercise-feedback`];
    const [[first], [second]] = ex.actions;
    for (const lang of ['en', 'zh']) {
      const hash = `${ex.lesson}&lang=${lang}`;
      const { page, errors } = await env.openPage(hash, { viewport: PHONE });
      for (const selector of ex.start) await page.locator(selector).first().click();
      // One answer given: the exercise as it stands with a verdict shown, then the next.
      await page.locator(first).click();
      await page.getByTestId(feedback).waitFor();
      await page.waitForTimeout(300);
      assert.deepEqual(await outOfSight(page, id, [d.figure, prompt, feedback]), [], `${hash}, one answer given`);
      await page.locator(second).click();
      await page.waitForTimeout(300);
      assert.deepEqual(await outOfSight(page, id, [d.figure, prompt, feedback]), [], `${hash}, after the next answer`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});
