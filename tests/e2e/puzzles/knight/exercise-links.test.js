//! Bad links to the knight's exercise get a clear message: an answer of the link that is none
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
    // The knight's exercise: its page loads on first use, and the message outlasts its opening moves.
    ['#puzzle=knight&n=4&m=3&ex=simulate&ans=zzz', /Answer 1 of the link could not be read: “zzz”/],
    ['#puzzle=knight&n=4&m=3&ex=simulate&ans=1-b-%3Cb%3E', /Answer 3 of the link could not be read: “<b>”/],
    // A number that is no move of the knight (①–④).
    ['#puzzle=knight&n=4&m=3&ex=simulate&ans=7-7', /Answer 1 of the link could not be read: “7”/],
    ['#puzzle=knight&n=4&m=3&ex=simulate&ans=1-b-5', /Answer 3 of the link could not be read: “5”/],
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
