//! The N-Queens' input habits: its N field, gallery filter and jump and GIF range take
//! full-width digits, and its messages show a link's or a field's control characters as
//! \u escapes (every puzzle's links: tests/e2e/input-habits.test.js). Expected boards come
//! from ./reference.js (lexicographic solutions, apart from the core).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';
import { boardTuple, waitForGallery } from './helpers.js';
import { allSolutions as solutions } from './reference.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** A full-width form of `text`: ASCII digits as U+FF10–U+FF19. */
const wide = (text) => text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));

test('the N field, the gallery\'s filter and jump, and the GIF range take full-width digits', async () => {
  const { page, errors } = await env.openPage('#n=6', { tab: 'gallery' });
  // The N field, with the ideographic spaces an input method may leave around it.
  await page.getByTestId('n-input').fill(`\u3000${wide('8')}\u3000`);
  await page.getByTestId('n-input').press('Enter');
  assert.equal(await page.getByTestId('board').getAttribute('data-n'), '8');
  assert.equal(await page.getByTestId('n-input').getAttribute('aria-invalid'), 'false');
  await page.waitForFunction(() => /^#n=8&q=[\d-]+&tab=gallery$/.test(window.location.hash));
  // The gallery's jump and filter.
  await waitForGallery(page);
  await page.getByTestId('gallery-jump').fill(wide('37'));
  await page.getByTestId('gallery-jump').press('Enter');
  await page.waitForFunction(() => window.location.hash.includes('q='));
  assert.deepEqual(await boardTuple(page), solutions(8)[36]);
  await page.getByTestId('gallery-filter').fill(`${wide('1')} ${wide('5')}`);
  await page.getByTestId('gallery-filter').press('Enter');
  const expected = solutions(8).filter((s) => s[0] === 1 && s[1] === 5).length;
  await page.waitForFunction((k) => document.querySelector('[data-testid="gallery-count"]').textContent === String(k), expected);
  assert.equal(await page.getByTestId('gallery-filter').getAttribute('aria-invalid'), 'false');
  // The GIF's range, on the lesson's step 30 of N = 6.
  await page.evaluate(() => { window.location.hash = 'n=6&step=30&tab=export'; });
  await page.getByTestId('export-gif-from').waitFor();
  await page.getByTestId('export-gif-from').fill(wide('30'));
  await page.getByTestId('export-gif-to').fill(wide('40'));
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId('export-gif').click()]);
  assert.equal(download.suggestedFilename(), 'nqueens-6-steps-30-40.gif');
  assert.deepEqual(errors, []);
  await page.context().close();

});

test('a message quoting a link or a field shows its control characters as \\u escapes', async () => {
  // From links: a value and a key, worded by the core's error codes (en, zh).
  for (const [hash, quoted] of [
    ['#n=8%00', '“8\\u0000”'],
    ['#n=8%00&lang=zh', '“8\\u0000”'],
    ['#n%07=8', '“n\\u0007”'],
    [`#n=${wide('8')}%09`, `“${wide('8')}\\u0009”`],
  ]) {
    const { page, errors } = await env.openPage(hash);
    const text = await page.getByTestId('error').textContent();
    assert.ok(text.includes(quoted), `${hash}: ${text}`);
    assert.doesNotMatch(text, /[\u0000-\u001f\u007f-\u009f]/, hash);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
  // From fields: N, the gallery's filter, the GIF's range.
  const { page, errors } = await env.openPage('#n=6&step=30', { tab: 'gallery' });
  await page.getByTestId('n-input').fill('8\u0001');
  await page.getByTestId('n-input').press('Enter');
  assert.ok((await page.getByTestId('error').textContent()).includes('“8\\u0001”'));
  await page.getByTestId('n-slider').fill('8');
  await waitForGallery(page);
  await page.getByTestId('gallery-filter').fill('1 \u00025');
  await page.getByTestId('gallery-filter').press('Enter');
  await page.getByTestId('gallery-message').filter({ hasText: '“\\u00025”' }).waitFor({ timeout: 5000 });
  await page.evaluate(() => { window.location.hash = 'n=6&step=30&tab=export'; });
  await page.getByTestId('export-gif-from').waitFor();
  await page.getByTestId('export-gif-from').fill('3\u00030');
  await page.getByTestId('export-gif').click();
  await page.getByTestId('export-status').filter({ hasText: '“3\\u00030”' }).waitFor({ timeout: 5000 });
  assert.deepEqual(errors, []);
  await page.context().close();

  // The rule exercise: a character outside its grammar.
  const rule = await env.openPage('#n=6&ex=rule');
  await rule.page.getByTestId('rule-input').fill('x[j] = x[k] \u0004');
  await rule.page.getByTestId('rule-run').click();
  await rule.page.getByTestId('rule-error').filter({ hasText: '“\\u0004”' }).waitFor({ timeout: 10_000 });
  assert.deepEqual(rule.errors, []);
  await rule.page.context().close();
});
