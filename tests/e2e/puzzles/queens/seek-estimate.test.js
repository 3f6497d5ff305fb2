//! A long seek says how long it will take, from the rate it measures, and one that would
//! take more than a few minutes asks before going on (issue 21, item 6). 2^53 − 1 steps at
//! the stepper's tens of millions of steps a second (docs/BENCHMARKS.md: 29.7 M in wasm) is years: at
//! 45 M a second (native) still 6 years, so "years" holds on any machine.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const FAR = '9007199254740991';

test('a seek that would take years stops at once to ask, with its estimate; Stop here keeps the step reached (English)', async () => {
  const { page, errors } = await env.openPage(`#n=20&step=${FAR}`);
  const prompt = page.getByTestId('seek-prompt');
  await prompt.waitFor();
  assert.match(await page.getByTestId('seek-prompt-text').textContent(), /^Going to step 9,007,199,254,740,991 would take about [\d,]+ years \((?:[\d,]+|\d(?:\.\d)? × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+) steps a second here\)\. Go on\?$/);
  assert.equal(await page.getByTestId('play').getAttribute('aria-pressed'), 'false', 'the seek waits for the answer');
  assert.ok(/step=9007199254740991(&|$)/.test(await page.evaluate(() => window.location.hash)), 'the link still says where it goes');
  const reached = Number((await page.getByTestId('step-count').textContent()).replace(/,/g, ''));
  assert.ok(reached > 0, 'it measured its rate by seeking');
  await page.getByTestId('seek-cancel').click();
  assert.equal(await prompt.isVisible(), false);
  assert.equal(Number((await page.getByTestId('step-count').textContent()).replace(/,/g, '')), reached, 'Stop here stays where it is');
  await page.waitForFunction((k) => window.location.hash.includes(`step=${k}`), reached);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a seek that would take years asks in Chinese too; Go on goes on with the time left shown, Pause stops it', async () => {
  const { page, errors } = await env.openPage(`#n=20&step=${FAR}&lang=zh`);
  await page.getByTestId('seek-prompt').waitFor();
  assert.match(await page.getByTestId('seek-prompt-text').textContent(), /^前往第 9,007,199,254,740,991 步大约需要 [\d,]+ 年（这里每秒 (?:[\d,]+|\d(?:\.\d)? × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+) 步）。继续吗？$/);
  assert.equal(await page.getByTestId('seek-continue').textContent(), '继续');
  await page.getByTestId('seek-continue').click();
  assert.equal(await page.getByTestId('seek-prompt').isVisible(), false);
  assert.equal(await page.getByTestId('play').getAttribute('aria-pressed'), 'true', 'the seek goes on');
  await page.waitForFunction(() => /剩余约 [\d,]+ 年/.test(document.querySelector('[data-testid="event"]').textContent));
  await page.getByTestId('play').click();
  assert.equal(await page.getByTestId('play').getAttribute('aria-pressed'), 'false');
  assert.deepEqual(errors, []);
  await page.context().close();
});

