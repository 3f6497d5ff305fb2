//! Fill-in numbers (填数): the fillings of N = 10 and 11 against a brute force written here
//! (every arrangement of 9 different numbers by a plain permutation loop, kept when its 12
//! adjacent sums are in a list of primes written out); the hand-worked refusal of step 77,
//! "7 + 8 = 15 is not prime", on the picture and in words, in English and Chinese; the
//! editor's N goes into the link and a bad N says why; a bad link in both languages.
//!
//! Expected values come from outside the page (the brute force below, the hand trace of
//! docs/REFERENCE.md), never from it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dragTimelineToEnd, openMore, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const LESSON = '#puzzle=fillin&max=10';

/** The primes below 40, written out; the grid's adjacent pairs (0-based squares). */
const PRIMES = new Set([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]);
const PAIRS = [[0, 1], [1, 2], [3, 4], [4, 5], [6, 7], [7, 8], [0, 3], [3, 6], [1, 4], [4, 7], [2, 5], [5, 8]];

/** Every filling of 1..n in the order of the grid read row by row (lexicographic), by brute force. */
function fillings(n) {
  const out = [];
  const grid = [];
  const taken = new Array(n + 1).fill(false);
  const place = () => {
    if (grid.length === 9) {
      if (PAIRS.every(([a, b]) => PRIMES.has(grid[a] + grid[b]))) out.push(grid.join('-'));
      return;
    }
    for (let v = 1; v <= n; v += 1) {
      if (!taken[v]) {
        taken[v] = true;
        grid.push(v);
        place();
        grid.pop();
        taken[v] = false;
      }
    }
  };
  place();
  return out;
}

async function shown(page) {
  return page.evaluate(() => {
    const view = document.querySelector('#fillin-view');
    const one = (id) => view.querySelector(`[data-testid="${id}"]`);
    return {
      step: Number(one('fillin-step-count').textContent.replace(/,/g, '')),
      result: { ...one('puzzle-result').dataset },
      count: { ...one('fillin-count').dataset },
      event: one('fillin-event').textContent,
      squares: [...view.querySelectorAll('[data-testid="fillin-square"]')].map((s) => ({ ...s.dataset })),
      pairs: [...view.querySelectorAll('[data-testid="fillin-pair"]')].map((s) => ({ ...s.dataset })),
    };
  });
}

test('N = 10: the count, the first fillings and the last agree with a brute force', async () => {
  const want = fillings(10);
  assert.ok(want.length > 2);
  const { page, errors } = await env.openPage(LESSON);
  let s = await shown(page);
  assert.deepEqual([s.count.count, s.count.finished], [String(want.length), 'true'], 'the count of every filling');
  assert.deepEqual([s.result.count, s.result.x, s.result.done], ['0', '', 'false']);
  await openMore(page, 'fillin-stepper-more');
  const next = page.getByTestId('fillin-next-solution');
  for (let i = 0; i < 2; i += 1) {
    await next.click();
    await page.waitForFunction((n) => document.querySelector('#fillin-view [data-testid="puzzle-result"]').dataset.count === String(n), i + 1);
    s = await shown(page);
    assert.equal(s.result.x, want[i], `filling ${i + 1}`);
    assert.deepEqual(s.squares.map((q) => q.number).join('-'), want[i], 'the grid shows it');
    // Every sum between two squares of a filling is marked prime.
    assert.deepEqual(s.pairs.map((p) => p.state), new Array(12).fill('prime'));
  }
  // The whole search: the timeline dragged to its end.
  await dragTimelineToEnd(page, 'fillin-timeline');
  await page.waitForFunction(() => document.querySelector('#fillin-view [data-testid="puzzle-result"]').dataset.done === 'true');
  s = await shown(page);
  assert.deepEqual([s.result.count, s.result.x], [String(want.length), want.at(-1)]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('N = 11: the count agrees with the brute force', async () => {
  const { page, errors } = await env.openPage('#puzzle=fillin&max=11');
  const s = await shown(page);
  assert.deepEqual([s.count.count, s.count.finished], [String(fillings(11).length), 'true']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('step 77 refuses 8 for square 8: 7 + 8 = 15 is not prime, on the picture and in words, in both languages', async () => {
  const { page, errors } = await env.openPage(`${LESSON}&step=77`);
  const s = await shown(page);
  // Hand-worked (docs/REFERENCE.md): 1 2 3 / 4 9 10 / 7 _ _; square 8's neighbours hold 9
  // (above) and 7 (left); 9 + 8 = 17 passes, 7 + 8 = 15 fails.
  assert.deepEqual(s.squares.map((q) => q.number), ['1', '2', '3', '4', '9', '10', '7', '0', '0']);
  assert.equal(s.squares[7].state, 'current');
  assert.equal(s.squares[7].mark, 'refused');
  assert.equal(s.squares[6].state, 'ringed', 'the neighbour of the failing sum');
  const pair = (key) => s.pairs.find((p) => p.pair === key);
  assert.deepEqual([pair('7-8').state, pair('7-8').sum], ['failing', '15']);
  assert.deepEqual([pair('5-8').state, pair('5-8').sum], ['prime', '17']);
  assert.match(s.event, /8 does not fit square 8: 7 \+ 8 = 15 is not prime/);
  await page.context().close();
  const zh = await env.openPage(`${LESSON}&step=77&lang=zh`);
  const z = await shown(zh.page);
  assert.match(z.event, /8 不能填入第 8 格：7 \+ 8 = 15 不是质数/);
  await zh.page.context().close();
  assert.deepEqual([...errors, ...zh.errors], []);
});

test('N typed in the editor goes into the link; a bad N says why and keeps the last good one', async () => {
  const { page, errors } = await env.openPage(LESSON);
  const field = page.getByTestId('fillin-max');
  await field.fill('11');
  await field.press('Enter');
  await page.waitForFunction(() => /puzzle=fillin&max=11/.test(window.location.hash));
  await field.fill('9');
  await field.press('Enter');
  await page.getByTestId('fillin-editor-error').filter({ hasText: /N must be a whole number from 10 to/ }).waitFor({ timeout: 5000 });
  assert.match(await page.evaluate(() => window.location.hash), /max=11/);
  // Full-width digits are digits.
  await field.fill('１２');
  await field.press('Enter');
  await page.waitForFunction(() => /puzzle=fillin&max=12/.test(window.location.hash));
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a bad fill-in link shows the link error in English and Chinese, and the page still works', async () => {
  const { page, errors } = await env.openPage('#puzzle=fillin&max=9');
  await page.getByTestId('error').filter({ hasText: /max is 9/ }).waitFor({ timeout: 5000 });
  assert.match(await page.getByTestId('error').textContent(), /The fill-in link’s max is 9: N must be 10 to \d+\./);
  await page.getByTestId('fillin-step-forward').click();
  assert.equal(await page.getByTestId('fillin-step-count').textContent(), '1');
  await page.context().close();
  const zh = await env.openPage('#puzzle=fillin&max=ten&lang=zh');
  await zh.page.getByTestId('error').filter({ hasText: /填数链接/ }).waitFor({ timeout: 5000 });
  assert.match(await zh.page.getByTestId('error').textContent(), /填数链接的 max 是 ten：N 应写成数字，例如 10。/);
  await zh.page.context().close();
  assert.deepEqual([...errors, ...zh.errors], []);
});
