//! Bad links to the knapsack's exercise get a clear message: an answer of the link that is none
//! of its answers is named, and nothing of it is read as markup. Every puzzle's damaged
//! result links: tests/e2e/exercise-links.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

test('bad exercise links get a clear message', async () => {
  for (const [hash, re] of [
    // A number that is no choice of the knapsack (1 take, 2 skip).
    ['#puzzle=knapsack&ex=simulate&ans=3-3-3', /Answer 1 of the link could not be read: “3”/],
    ['#puzzle=knapsack&ex=simulate&ans=1-1-q', /Answer 3 of the link could not be read: “q”/],
    ['#puzzle=knapsack&ex=simulate&ans=1-1-q&lang=zh', /第 3 个答案无法读取：“q”/],
  ]) {
    const { page, errors } = await env.openPage(hash);
    await page.getByTestId('error').filter({ hasText: re }).waitFor({ timeout: 5000 }).catch(() => {});
    const text = await page.getByTestId('error').textContent();
    assert.match(text, re, hash);
    assert.equal(await page.locator('[data-testid="error"] b').count(), 0);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});
