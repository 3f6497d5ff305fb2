//! Links in the location hash: bad input is reported as text and leaves a working page,
//! and nothing from the URL ever runs as markup.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';
import { boardTuple, isValidSolution } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

for (const hash of ['#n=8&q=1-1-1-1-1-1-1-1', '#n=1000001', '#n=0', '#foo=1', '#n=8&q=1-5-8-6-3-7-2']) {
  test(`the bad link ${hash} shows an error and leaves a working N = 8 board`, async () => {
    const { page, errors } = await env.openPage(hash);
    const error = page.getByTestId('error');
    assert.ok(await error.isVisible(), 'error is visible');
    assert.equal(await error.getAttribute('role'), 'alert');
    assert.ok((await error.textContent()).trim().length > 10, 'error has a readable message');
    assert.equal(await page.getByTestId('board').getAttribute('data-n'), '8');
    assert.equal(await page.getByTestId('queen').count(), 8);
    assert.deepEqual(await boardTuple(page), [1, 5, 8, 6, 3, 7, 2, 4]);

    await page.getByTestId('n-slider').focus();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.getByTestId('board').getAttribute('data-n'), '7');
    const cols = await boardTuple(page);
    assert.ok(isValidSolution(cols), `valid 7-queens solution: ${cols}`);
    assert.equal(await error.isVisible(), false, 'the error goes away on the next action');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('a script payload in the hash is shown as text at most and never runs', async () => {
  // Short payloads too: the messages quote at most 24 characters of a bad value.
  const payloads = [
    '#n=<img src=x onerror=window.__pwned=1>',
    '#n=<svg onload=__pwned=1>',
    '#n=8&q=<svg onload=__pwned=1>',
    '#<i>x</i>=1',
    '#n=%3Cimg%20src%3Dx%20onerror%3D__pwned%3D1%3E',
  ];
  for (const hash of payloads) {
    const { page, errors } = await env.openPage(hash);
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => window.__pwned), undefined, `payload ran: ${hash}`);
    assert.equal(await page.locator('img, [data-testid="error"] *').count(), 0, 'no element made from the URL');
    assert.ok(await page.getByTestId('error').isVisible(), 'the bad link is reported');
    assert.equal(await page.getByTestId('queen').count(), 8);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('changing the hash of an open page shows the new placement', async () => {
  const { page, errors } = await env.openPage();
  await page.evaluate(() => {
    window.location.hash = 'n=6&q=3-6-2-5-1-4';
  });
  await page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.n === '6');
  assert.deepEqual(await boardTuple(page), [3, 6, 2, 5, 1, 4]);
  assert.equal(await page.getByTestId('n-slider').inputValue(), '6');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Copy puts the absolute share link on the clipboard and says "Copied"', async () => {
  const { page, errors } = await env.openPage('#n=6&q=4-1-5-2-6-3', {
    permissions: ['clipboard-read', 'clipboard-write'], share: true,
  });
  const link = await page.getByTestId('share-link').inputValue();
  assert.equal(link, `${env.baseUrl}#n=6&q=4-1-5-2-6-3`);
  await page.getByTestId('copy-link').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="copy-status"]').textContent === 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('without a clipboard, Copy selects the link and explains how to copy it', async () => {
  const { page, errors } = await env.openPage('', {
    initScript: () => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }),
    share: true,
  });
  await page.getByTestId('copy-link').click();
  assert.match(await page.getByTestId('copy-status').textContent(), /not available.*Ctrl\+C/);
  const selected = await page.evaluate(() => {
    const input = document.querySelector('[data-testid="share-link"]');
    return input.value.slice(input.selectionStart, input.selectionEnd);
  });
  assert.equal(selected, await page.getByTestId('share-link').inputValue());
  assert.deepEqual(errors, []);
  await page.context().close();
});

/** The step a fragment names (0 when none). */
function stepOf(fragment) {
  return Number(/(?:^|[#&])step=(\d+)/.exec(fragment)?.[1] ?? 0);
}

test('while Play runs, the address bar follows the page within about 300 ms (throttled, never starved)', async () => {
  const { page, errors } = await env.openPage('#n=8&step=1');
  // The default speed: 4 steps a second, a new step every 250 ms.
  await page.getByTestId('play').click();
  for (let i = 0; i < 5; i += 1) {
    await page.waitForTimeout(400);
    const shown = stepOf(await page.getByTestId('share-link').inputValue());
    await page.waitForTimeout(400);
    const address = stepOf(await page.evaluate(() => window.location.hash));
    assert.ok(shown > 1 && address >= shown, `address bar at step ${address}, page at step ${shown} 400 ms before`);
  }
  await page.getByTestId('play').click();
  await page.waitForTimeout(400);
  assert.equal(await page.evaluate(() => window.location.hash.slice(1)),
    new URL(await page.getByTestId('share-link').inputValue()).hash.slice(1));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('during a long seek the address bar and the share field name the target step, not where the search is', async () => {
  const { page, errors } = await env.openPage('#n=15&step=60000000');
  for (let i = 0; i < 3; i += 1) {
    await page.waitForTimeout(400);
    assert.equal(stepOf(await page.evaluate(() => window.location.hash)), 60000000);
    assert.equal(stepOf(await page.getByTestId('share-link').inputValue()), 60000000);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('numbers in links are read whatever their length and quoted exactly as typed', async () => {
  const cases = [
    // [hash, the message (null: none), the board's N]
    ['#n=00000000000000000008', null, '8'],
    ['#n=8&step=000000000000000000040', null, '8'],
    ['#n=99999999999999999999', /N must be from 1 to 1,000,000, not 99999999999999999999\./, '8'],
    ['#n=1000001', /N must be from 1 to 1,000,000, not 1000001\./, '8'],
    ['#n=8&step=9999999999999999999', /“9999999999999999999” is too large: it must be at most 9,007,199,254,740,991\./, '8'],
    ['#n=8&i=123456789012345678901234', /“123456789012345678901234” is too large/, '8'],
    ['#n=8&i=999', /asks for solution #999, but N = 8 has only 92 solutions\./, '8'],
    ['#n=3&i=1', /asks for solution #1, but N = 3 has no solution\./, '8'],
    ['#n=4&q=1-2-99999999999999999999999-3', /column 99999999999999999999999, but columns run from 1 to 4/, '8'],
  ];
  for (const [hash, pattern, n] of cases) {
    const { page, errors } = await env.openPage(hash);
    const error = page.getByTestId('error');
    if (pattern === null) {
      assert.equal(await error.isVisible(), false, `${hash}: ${await error.textContent()}`);
    } else {
      // A solution number is checked once the tools' module has loaded (after the first view).
      await page.waitForFunction(() => document.querySelector('[data-testid="error"]')?.textContent.trim() !== '', null, { timeout: 10_000 }).catch(() => {});
      assert.match(await error.textContent(), pattern, hash);
      assert.doesNotMatch(await error.textContent(), /10000000000000000000|e\+/, hash);
    }
    assert.equal(await page.getByTestId('board').getAttribute('data-n'), n, hash);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
  // A step link with leading zeros opens that step.
  const { page } = await env.openPage('#n=8&step=000000000000000000040');
  assert.equal(await page.getByTestId('step-count').textContent(), '40');
  await page.context().close();
});
