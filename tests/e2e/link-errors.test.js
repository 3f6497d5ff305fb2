//! An error after the core has loaded is a message on a working page, in every puzzle:
//! a step past the end of the search in an exercise link (the queens', the knight's, the
//! knapsack's), opened fresh, reached by a change of the hash, and reloaded; and any other
//! error thrown while a puzzle page opens a link (a fault injected into the page's code
//! here, as a bug would throw). Only a real load failure shows the load-failure page
//! (robustness.test.js). Step totals come from a search written here, apart from the core:
//! the textbook search of docs/REFERENCE.md, one step per square tried, per queen removed,
//! per solution, and a last step when the search ends (after the first solution in
//! first-solution mode).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';

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

test('the knight\'s and the knapsack\'s exercise links start at their step, and a step past the end is said (en, zh)', async () => {
  // 4 × 3: moves ① and ② leave the board from (1,1), ③ jumps to (3,2) at step 3; from
  // there every move leaves the board, so the next action is the backtrack.
  const mid = await env.openPage('#puzzle=knight&n=4&m=3&ex=simulate&step=3');
  assert.equal(await mid.page.getByTestId('knight-step-count').textContent(), '3');
  await mid.page.getByTestId('knight-exercise-backtrack').click();
  assert.equal(await mid.page.getByTestId('knight-exercise-feedback').getAttribute('data-verdict'), 'right');
  // Its link keeps the step it started from.
  await mid.page.waitForFunction(() => /&step=3(&|$)/.test(window.location.hash));
  assert.deepEqual(mid.errors, []);
  await mid.page.context().close();

  for (const [hash, first, re] of [
    ['#puzzle=knight&n=4&m=3&ex=simulate&step=999', ['knight-exercise-choice', '3'], /Step 999 is past the end of the search, which takes \d+ steps: the exercise starts from the beginning/],
    ['#puzzle=knight&n=4&m=3&ex=simulate&step=999&lang=zh', ['knight-exercise-choice', '3'], /第 999 步超出了搜索的终点（整个搜索共 \d+ 步），练习从头开始/],
    // The textbook knapsack's first action: take item 1 (docs/REFERENCE.md).
    ['#puzzle=knapsack&ex=simulate&step=999', ['knap-exercise-choice', '1'], /Step 999 is past the end of the search, which takes \d+ steps: the exercise starts from the beginning/],
    ['#puzzle=knapsack&ex=simulate&step=999&lang=zh', ['knap-exercise-choice', '1'], /第 999 步超出了搜索的终点（整个搜索共 \d+ 步），练习从头开始/],
  ]) {
    const { page, errors } = await env.openPage(hash);
    await assertWorking(page, errors, re, hash);
    const prefix = first[0].split('-exercise')[0];
    assert.equal(await page.getByTestId(`${prefix}-step-count`).textContent(), '0', hash);
    await page.locator(`[data-testid="${first[0]}"][data-value="${first[1]}"]`).click();
    assert.equal(await page.getByTestId(`${prefix}-exercise-feedback`).getAttribute('data-verdict'), 'right', hash);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});

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

test('an embed link whose range starts past the end of the search writes a link that opens again without an error, in every puzzle', async () => {
  for (const [hash, prefix] of [
    ['#n=6&embed=1&from=2000&to=3000', ''],
    ['#puzzle=knight&n=4&m=3&embed=1&from=2000&to=3000', 'knight-'],
    ['#puzzle=knapsack&embed=1&from=2000&to=3000&autoplay=1&loop=1', 'knap-'],
  ]) {
    const { page, errors } = await env.openPage(hash);
    await assertWorking(page, errors, /Step 2,000 is past the end of the search, which takes ([\d,]+) steps: the board shows its last step\./, hash);
    const shown = (await page.getByTestId('error').textContent()).match(/takes ([\d,]+) steps/)[1];
    const total = shown.replace(/,/g, '');
    const written = await page.evaluate(() => location.hash);
    assert.match(written, new RegExp(`step=${total}&embed=1&from=${total}&to=${total}`), `${hash}: ${written}`);
    // The link the page wrote opens as it is: no message, the same last step.
    await page.evaluate((h) => { location.hash = h; }, written.replace('embed=1', 'embed=1&lang=en'));
    await page.reload();
    await page.getByTestId(`${prefix}step-count`).filter({ hasText: new RegExp(`^${shown}$`) }).waitFor({ state: 'attached' });
    assert.equal(await page.getByTestId('error').isVisible(), false, `${written} opens without a message`);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});

test('a change of the hash to a link past the end, on a page already up, is a message in every puzzle', async () => {
  const { page, errors } = await env.openPage('#n=6');
  const go = async (hash) => {
    await page.evaluate((h) => { window.location.hash = h; }, hash);
  };
  await go('n=5&ex=simulate&step=999');
  await assertWorking(page, errors, /Step 999 is past the end/, 'queens exercise by hashchange');
  await go('puzzle=knight&n=4&m=3&ex=simulate&step=500');
  await assertWorking(page, errors, /Step 500 is past the end/, 'knight exercise by hashchange');
  await go('puzzle=knapsack&ex=simulate&step=400');
  await assertWorking(page, errors, /Step 400 is past the end/, 'knapsack exercise by hashchange');
  await go('n=6&step=99999');
  await assertWorking(page, errors, /Step 99,999 is past the end of the search, which takes 1,051 steps: the board shows its last step/, 'queens lesson');
  // The page still works.
  await page.getByTestId('n-slider').fill('4');
  assert.equal(await page.getByTestId('board').getAttribute('data-n'), '4');
  assert.deepEqual(errors, []);
  await page.context().close();
});

/**
 * Opens `hash` with `file` (a module of www/js) served with `find` replaced by `replace`:
 * a fault injected as a bug in the page's code would throw.
 */
async function openWithFault(hash, file, find, replace) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(`**/js/${file}`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    assert.ok(body.includes(find), `${file} has ${find}`);
    await route.fulfill({ response, body: body.replace(find, replace) });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    // The fault's own report, in the console for whoever debugs it.
    if (msg.type() === 'error' && !/deliberate test fault/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  await page.goto(`${env.baseUrl}${hash}`);
  await page.waitForSelector('html[data-ready]', { timeout: 15_000 });
  return { page, errors };
}

test('an error thrown while a puzzle opens a link is a message on a working page: at start-up and on a change of the hash, in each puzzle', async () => {
  const broken = /could not open this link/;
  // N-Queens, whose page is built at start-up: the link is opened at once.
  const queens = await openWithFault('#n=7', 'puzzles/queens/actions.js',
    'export function openQueensLink(ctx, link, error) {',
    'export function openQueensLink(ctx, link, error) {\n  if (link?.n === 7) throw new Error("deliberate test fault");');
  await assertWorking(queens.page, queens.errors, broken, 'queens at start-up');
  assert.ok(await queens.page.getByTestId('board').isVisible());
  await queens.page.evaluate(() => { window.location.hash = 'n=6'; });
  await queens.page.waitForFunction(() => document.querySelector('[data-testid="board"]').dataset.n === '6');
  await queens.page.evaluate(() => { window.location.hash = 'n=7&step=3'; });
  await assertWorking(queens.page, queens.errors, broken, 'queens on a change of the hash');
  await queens.page.getByTestId('n-slider').fill('5');
  assert.equal(await queens.page.getByTestId('board').getAttribute('data-n'), '5');
  assert.deepEqual(queens.errors, []);
  await queens.page.context().close();

  // The knight, whose page is fetched when a link first asks for it.
  const knight = await openWithFault('#puzzle=knight&n=7&m=5', 'puzzles/knight/actions.js',
    '    open(link) {',
    '    open(link) {\n      if (link?.n === 7) throw new Error("deliberate test fault");');
  await assertWorking(knight.page, knight.errors, broken, 'knight at start-up');
  assert.ok(await knight.page.getByTestId('knight-board').isVisible());
  await knight.page.evaluate(() => { window.location.hash = 'puzzle=knight&n=7&m=6'; });
  await assertWorking(knight.page, knight.errors, broken, 'knight on a change of the hash');
  await knight.page.getByTestId('knight-step-forward').click();
  assert.equal(await knight.page.getByTestId('knight-step-count').textContent(), '1');
  assert.deepEqual(knight.errors, []);
  await knight.page.context().close();

  // The knapsack, in Chinese (its link is opened by the tree puzzles' shared actions).
  const knapsack = await openWithFault('#puzzle=knapsack&w=7-8&v=7-8&c=9&lang=zh', 'app/instance-actions.js',
    '    open(link) {',
    '    open(link) {\n      if (link?.c === 9) throw new Error("deliberate test fault");');
  await assertWorking(knapsack.page, knapsack.errors, /无法打开这个链接/, 'knapsack at start-up');
  assert.deepEqual(knapsack.errors, []);
  await knapsack.page.context().close();
});
