//! The N-Queens' link errors: a step past the end of its exercise's search and of its
//! lesson, with the step totals of a search written here, apart from the core: the textbook
//! search of docs/REFERENCE.md, one step per square tried, per queen removed, per solution,
//! and a last step when the search ends (after the first solution in first-solution mode).
//! The same errors in every puzzle: tests/e2e/link-errors.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  // The source: its tests reach into the page's modules by name.
  env = await setUp({ root: 'www' });
});
after(() => env?.close());

/** The steps of the N-Queens textbook search (all solutions, or up to the first), counted here. */
function queensSteps(n, firstOnly) {
  let steps = 0;
  let stopped = false;
  const x = [];
  const safe = (row, col) => x.every((c, i) => c !== col && Math.abs(c - col) !== row - i);
  const place = (row) => {
    for (let col = 1; col <= n && !stopped; col += 1) {
      steps += 1;
      if (!safe(row, col)) continue;
      x.push(col);
      if (row === n - 1) {
        steps += 1;
        stopped = firstOnly;
      } else place(row + 1);
      if (stopped) return;
      x.pop();
      steps += 1;
    }
  };
  place(0);
  return steps + 1;
}

test('the step counter of this file agrees with docs/REFERENCE.md (N = 8: 15,720 + 2,056 + 92 + 1) and the N = 4 trace', () => {
  assert.equal(queensSteps(8, false), 15_720 + 2_056 + 92 + 1);
  // N = 4 to its first solution 2 4 1 3: 60 squares tried in the whole search, 16 queens placed.
  assert.equal(queensSteps(4, false), 60 + 16 + 2 + 1);
});

/** The page is up (not the load-failure page), the error line says `re`, and no page error was raised. */
async function assertWorking(page, errors, re, what) {
  assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true', `${what}: the page is up`);
  await page.getByTestId('error').filter({ hasText: re }).waitFor({ timeout: 5000 }).catch(() => {});
  assert.match(await page.getByTestId('error').textContent(), re, what);
  assert.doesNotMatch(await page.getByTestId('error').textContent(), /could not load/, what);
  assert.deepEqual(errors, [], what);
}

const square = (page, row, col) => page.locator(`[data-testid="square"][data-row="${row}"][data-col="${col}"]`);

for (const [hash, mode] of [['#n=5&ex=simulate&step=999', 'all'], ['#n=5&ex=simulate&mode=first&step=50', 'first']]) {
  test(`${hash}: the exercise opens from the beginning and says the step is past the end (en, zh), and a reload goes on with it`, async () => {
    const total = queensSteps(5, mode === 'first');
    const asked = hash.match(/step=(\d+)/)[1];
    for (const [lang, re] of [
      ['en', new RegExp(`Step ${asked} is past the end of the search, which takes ${total} steps: the exercise starts from the beginning`)],
      ['zh', new RegExp(`第 ${asked} 步超出了搜索的终点（整个搜索共 ${total} 步），练习从头开始`)],
    ]) {
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`);
      await assertWorking(page, errors, re, `${hash} ${lang}`);
      await page.getByTestId('exercise').waitFor({ state: 'visible', timeout: 5000 });
      assert.equal(await page.getByTestId('step-count').textContent(), '0');
      // The address bar has the exercise as it opened (from step 0): a reload goes on with it.
      await page.waitForFunction(() => !/step=/.test(window.location.hash));
      assert.deepEqual(errors, []);
      await page.reload();
      await page.waitForSelector('html[data-ready]');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true');
      await page.getByTestId('exercise').waitFor({ state: 'visible', timeout: 5000 });
      // The exercise works: the search's first action is the queen at (1,1).
      await square(page, 1, 1).click();
      assert.equal(await page.getByTestId('exercise-feedback').getAttribute('data-verdict'), 'right');
      assert.equal(await page.getByTestId('exercise-score').getAttribute('data-right'), '1');
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  });
}

test('a step link past the end of the N = 6 search says it takes the textbook search\'s steps, counted here (the message in every puzzle: contract.test.js)', async () => {
  // Numbers grouped in threes, as the page writes them (lib/i18n.js).
  for (const [lang, re] of [
    ['en', /Step 99,999 is past the end of the search, which takes ([\d,]+) steps: the board shows its last step\./],
    ['zh', /第 99,999 步超出了搜索的终点（整个搜索共 ([\d,]+) 步），棋盘显示最后一步。/],
  ]) {
    const { page, errors } = await env.openPage(`#n=6&step=99999&lang=${lang}`);
    await assertWorking(page, errors, re, lang);
    const total = (await page.getByTestId('error').textContent()).match(re)[1];
    assert.equal(await page.getByTestId('step-count').textContent(), total, lang);
    assert.equal(total, queensSteps(6, false).toLocaleString('en'), lang);
    await page.context().close();
  }
});

test('a change of the hash to the N = 6 lesson past the end, on a page already up, is a message, and the page still works', async () => {
  const { page, errors } = await env.openPage('#n=6');
  await page.evaluate(() => { window.location.hash = 'n=6&step=99999'; });
  await assertWorking(page, errors, /Step 99,999 is past the end of the search, which takes 1,051 steps: the board shows its last step/, 'queens lesson');
  // The page still works.
  await page.getByTestId('n-slider').fill('4');
  assert.equal(await page.getByTestId('board').getAttribute('data-n'), '4');
  assert.deepEqual(errors, []);
  await page.context().close();
});
