//! The flag panel as the check reads it, and the node-link solution-space tree (解空间树)
//! with the course notes' node states. Expected values are hand-derived from the N = 4
//! trace and the node-state definitions in docs/REFERENCE.md, never read off the page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The outlined flags in reading order, as `col[3]` or `col[3]!` when the flag is red (set, conflict). */
async function flagsRead(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="flag"][data-read]')]
    .sort((a, b) => a.dataset.read - b.dataset.read)
    .map((el) => `${el.dataset.array}[${el.dataset.index}]${el.classList.contains('blocked') ? '!' : ''}`));
}

test('with the flag method the panel outlines only the flags ok(k, i) reads, in order, up to the first one set', async () => {
  // N = 4 trace (docs/REFERENCE.md); diag index k − i + 4, anti k + i.
  const cases = [
    [1, ['col[1]', 'diag[4]', 'anti[2]']], // 1. place (1,1): all three free
    [2, ['col[1]!']], // 2. (2,1): the column flag is set, nothing else is read
    [3, ['col[2]', 'diag[4]!']], // 3. (2,2): diagonal of (1,1)
    [6, ['col[2]', 'diag[5]', 'anti[5]!']], // 6. (3,2): anti-diagonal of (2,3)
    // 7. (3,3): row 1 attacks along the diagonal, but col[3] (row 2) is read first.
    [7, ['col[3]!']],
    [8, ['col[4]', 'diag[3]!']], // 8. (3,4): diagonal of (2,3)
  ];
  const { page, errors } = await env.openPage('#n=4&step=1&method=flags');
  for (const [step, want] of cases) {
    await page.goto(`${env.baseUrl}#n=4&step=${step}&method=flags`);
    await page.waitForFunction((s) => document.querySelector('[data-testid="step-count"]')?.textContent === String(s), step);
    assert.deepEqual(await flagsRead(page), want, `step ${step}`);
  }
  assert.match(await page.locator('#flags-legend').textContent(), /col\[4\] \(free\), then diag\[3\] \(set\)/);
  // With the scan the flags are not read: the square's three lines are outlined, none red.
  await page.goto(`${env.baseUrl}#n=4&step=7&method=scan`);
  await page.waitForFunction(() => document.querySelector('[data-testid="step-count"]')?.textContent === '7');
  assert.deepEqual(await flagsRead(page), ['col[3]', 'diag[4]', 'anti[6]']);
  assert.deepEqual(errors, []);
  await page.context().close();
});
