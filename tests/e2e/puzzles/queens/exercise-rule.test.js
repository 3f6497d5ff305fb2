//! The rule exercise assesses (issue 36, item 10): its instructions show the notation with
//! an example that is not the answer (the notes' test, `x[j] = x[k] or |x[j] − x[k]| =
//! |k − j|`, in any spelling the grammar reads, is nowhere on the page before the student
//! writes it); a broken rule leaves no "…" that looks like work in progress, but "—" with
//! the reason; positions are words ("at character 8"); and a run gives a result link with
//! Copy, like the other exercises, with the seconds from the exercise's start to the run's
//! end (`time=`), that opens the same rule, its verdict and its time.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';
import { runRule } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The notes' test without spaces, in lower case, and with ASCII minus: what gives it away. */
const squash = (s) => s.replace(/\s+/g, '').replace(/−/g, '-').toLowerCase();

test('the rule exercise does not show the answer: its notation example is another test', async () => {
  for (const lang of ['en', 'zh']) {
    const { page, errors } = await env.openPage(`#n=8&ex=rule${lang === 'zh' ? '&lang=zh' : ''}`);
    const text = squash(await page.getByTestId('exercise').textContent());
    for (const part of ['|x[j]-x[k]|=|k-j|', '|x[j]-x[k]|=|j-k|', '|x[k]-x[j]|=|k-j|', 'x[j]=x[k]or']) {
      assert.equal(text.includes(part), false, `${lang}: “${part}” is on the page`);
    }
    // The notation is still shown, by an example of another test.
    assert.match(await page.locator('.rule-example').textContent(), /x\[j\].*x\[k\]/);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('a broken rule shows "—" and the reason in the table, never "…", and words its position as a character', async () => {
  const { page, errors } = await env.openPage('#n=6&ex=rule');
  await runRule(page, 'x[j] = y');
  const error = page.getByTestId('rule-error');
  assert.match(await error.textContent(), /unknown name “y” at character 8/);
  const cells = await page.$$eval('[data-testid="rule-count"] td:first-of-type', (tds) => tds.map((td) => td.textContent));
  assert.equal(cells.length, 10);
  assert.ok(cells.every((c) => c === '—'), cells.join(' '));
  assert.equal(await page.locator('.rule-counts').textContent().then((t) => t.includes('…')), false);
  assert.match(await page.getByTestId('rule-not-run').textContent(), /—.*not counted.*cannot be read/);
  // A rule that breaks while it runs (x[0] is no row) keeps the counts it made; the rest are "—".
  await runRule(page, 'x[j - 1] = x[k]');
  const after = await page.$$eval('[data-testid="rule-count"] td:first-of-type', (tds) => tds.map((td) => td.textContent));
  assert.ok(after.every((c) => c !== '…'), after.join(' '));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the rule exercise gives a result link with Copy and its time, which opens the same rule, its verdict and its time', async () => {
  const opened = Date.now();
  const { page, errors } = await env.openPage('#n=8&ex=rule', { contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } });
  const result = page.getByTestId('exercise-result-link');
  assert.equal(await result.isVisible(), false);
  // The student thinks for 2 s before the run.
  await page.waitForTimeout(2_100);
  await runRule(page, 'x[j] = x[k]');
  assert.equal(await result.isVisible(), true);
  const link = await result.inputValue();
  // The rule, then the whole seconds from the exercise's start to the run's end: at least
  // the 2 s waited, no more than the test took.
  const [, time] = link.match(/#n=8&ex=rule&rule=x\[j\]%20=%20x\[k\]&time=(\d+)$/) ?? [];
  assert.ok(time !== undefined, link);
  assert.ok(Number(time) >= 2 && Number(time) <= Math.ceil((Date.now() - opened) / 1000), `${time} s`);
  await page.getByTestId('exercise-result-copy').click();
  // The clipboard is written asynchronously: the panel says "Copied" once it is done.
  await page.getByTestId('exercise').getByRole('status').filter({ hasText: /^Copied$/ }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  // A summary says how the test did: N = 8 finds 40,320 (8!) where the true count is 92.
  assert.match(await page.getByTestId('exercise-summary').textContent(), /wrong for \d+ of 10/);
  assert.deepEqual(errors, []);
  await page.context().close();
  const fresh = await env.openPage(link);
  await fresh.page.waitForSelector('[data-testid="exercise"][data-state="done"]', { timeout: 60_000 });
  assert.equal(await fresh.page.getByTestId('rule-input').inputValue(), 'x[j] = x[k]');
  assert.equal(await fresh.page.locator('[data-testid="rule-count"][data-n="8"]').getAttribute('data-count'), '40320');
  assert.equal(await fresh.page.getByTestId('exercise-result-link').inputValue(), link);
  assert.deepEqual(fresh.errors, []);
  await fresh.page.context().close();
});
