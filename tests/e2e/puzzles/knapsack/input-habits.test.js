//! The knapsack's input habits: its item editor takes full-width digits (every puzzle's
//! links: tests/e2e/input-habits.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** A full-width form of `text`: ASCII digits as U+FF10–U+FF19. */
const wide = (text) => text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));

test('the knapsack\'s fields take full-width digits', async () => {
  // The knapsack's item editor: a weight and the capacity.
  const knap = await env.openPage('#puzzle=knapsack');
  await knap.page.getByTestId('knap-w-1').fill(wide('10'));
  await knap.page.getByTestId('knap-w-1').press('Enter');
  await knap.page.getByTestId('knap-c').fill(wide('20'));
  await knap.page.getByTestId('knap-c').press('Enter');
  await knap.page.waitForFunction(() => window.location.hash.startsWith('#puzzle=knapsack&w=10-15-15&v=45-25-25&c=20'));
  assert.equal((await knap.page.getByTestId('knap-editor-error').textContent()).trim(), '');
  assert.deepEqual(knap.errors, []);
  await knap.page.context().close();
});
