//! A count estimated at over a minute asks before it starts, from a link (`count=1`) and
//! from the Count button, as a long seek does: N = 27 (OEIS A000170's last term, decades of
//! work) and N = 20 ask on any machine; N = 17 (seconds) starts at once. The question says
//! how long and where the estimate comes from; Go on starts the count, Cancel leaves it
//! unstarted, and while it asks the link keeps `count=1`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const state = (page) => page.getByTestId('count-panel').getAttribute('data-state');

test('#n=27&count=1 asks before it counts (en, zh): Cancel leaves it unstarted, a reload asks again', async () => {
  for (const [lang, re] of [
    ['en', /Counting N = 27 would take roughly [\d,]+ years here \(workers: \d+; estimated from the time N = 17 takes in this page, about 7 times longer for each N above it\)\. Start it\?/],
    ['zh', /统计 N = 27 在这里大约需要 [\d,]+ 年（\d+ 个工作线程；按本页统计 N = 17 所需的时间估算，N 每大 1，时间约为 7 倍）。要开始吗？/],
  ]) {
    const { page, errors } = await env.openPage(`#n=27&count=1&lang=${lang}`);
    const prompt = page.getByTestId('count-prompt');
    await prompt.waitFor();
    assert.equal(await page.getByTestId('tab-count').getAttribute('aria-selected'), 'true');
    assert.match(await page.getByTestId('count-prompt-text').textContent(), re);
    assert.ok(Number(await prompt.getAttribute('data-eta-seconds')) > 365 * 24 * 3600, 'years');
    assert.equal(await state(page), 'asking');
    // Nothing runs while it asks, and the link keeps what it asks for.
    await page.waitForTimeout(1500);
    assert.equal(await page.getByTestId('count-progress-text').textContent(), '');
    assert.match(await page.evaluate(() => window.location.hash), /(^#|&)count=1(&|$)/);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    await page.getByTestId('count-prompt').waitFor();
    assert.equal(await state(page), 'asking');
    // Cancel: no count, and the link no longer asks for one.
    await page.getByTestId('count-prompt-cancel').click();
    assert.equal(await page.getByTestId('count-prompt').isVisible(), false);
    assert.equal(await state(page), 'idle');
    await page.waitForFunction(() => !window.location.hash.includes('count='));
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('the Count button asks for N = 20 and Go on starts it; N = 17 starts at once', { timeout: 60_000 }, async () => {
  const { page, errors } = await env.openPage('#n=20', { tab: 'count' });
  await page.getByTestId('count-start').click();
  await page.getByTestId('count-prompt').waitFor();
  assert.match(await page.getByTestId('count-prompt-text').textContent(), /Counting N = 20 would take roughly .+ here/);
  assert.equal(await state(page), 'asking');
  await page.getByTestId('count-continue').click();
  await page.waitForSelector('[data-testid="count-panel"][data-state="running"]');
  assert.equal(await page.getByTestId('count-prompt').isVisible(), false);
  await page.waitForFunction(() => /(^#|&)count=1(&|$)/.test(window.location.hash));
  await page.getByTestId('count-cancel').click();
  await page.waitForSelector('[data-testid="count-panel"][data-state="cancelled"]');
  // A question left open is dropped when N changes.
  await page.getByTestId('count-start').click();
  await page.getByTestId('count-prompt').waitFor();
  await page.getByTestId('n-slider').fill('17');
  assert.equal(await page.getByTestId('count-prompt').isVisible(), false);
  await page.getByTestId('count-start').click();
  await page.waitForSelector('[data-testid="count-panel"][data-state="running"]');
  assert.equal(await page.getByTestId('count-prompt').isVisible(), false);
  await page.getByTestId('count-cancel').click();
  assert.deepEqual(errors, []);
  await page.context().close();
});
