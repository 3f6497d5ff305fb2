//! The knight's input habits: a message quoting its link shows control characters as \u
//! escapes (every puzzle's links with full-width digits: tests/e2e/input-habits.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

test('a message quoting a link shows its control characters as \\u escapes', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5&path=3-%1B');
  const text = await page.getByTestId('error').textContent();
  assert.ok(text.includes('\\u001b'), text);
  assert.doesNotMatch(text, /[\u0000-\u001f\u007f-\u009f]/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
