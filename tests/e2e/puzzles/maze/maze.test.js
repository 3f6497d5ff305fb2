//! The maze (迷宫): the default maze's paths, shortest path and dead ends against a brute
//! force written here (every simple path by a depth-first walk over (square, visited)
//! states, the dead ends by their definition); the corner-to-corner paths of an open 4 × 4
//! grid, 184 (OEIS A007764), through a link; an all-paths count past the cap says so with
//! its estimate; editing walls, the start and the exit goes into the link, and a bad edit
//! says why; a bad link's message in English and Chinese.
//!
//! Expected values come from outside the page (the brute force below, OEIS), never from it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dragTimelineToEnd, openMore, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The default maze (src/puzzles/maze/lib.rs DEFAULT_GRID), written out here. */
const GRID = ['00010000', '11010110', '00000100', '01110101', '00010000', '11011110', '00000000', '01110110'];
const DEFAULT = `#puzzle=maze&grid=${GRID.join('-')}&start=1-1&exit=8-8`;

/** Every simple path from `start` to `exit` of `rows` ('0' open), by brute force: their lengths in moves. */
function allPaths(rows, start, exit) {
  const open = (r, c) => r >= 1 && c >= 1 && r <= rows.length && c <= rows[0].length && rows[r - 1][c - 1] === '0';
  const lengths = [];
  const seen = new Set([start.join(',')]);
  const walk = ([r, c], moves) => {
    if (r === exit[0] && c === exit[1]) {
      lengths.push(moves);
      return;
    }
    for (const [dr, dc] of [[-1, 0], [0, 1], [1, 0], [0, -1]]) {
      const key = `${r + dr},${c + dc}`;
      if (open(r + dr, c + dc) && !seen.has(key)) {
        seen.add(key);
        walk([r + dr, c + dc], moves + 1);
        seen.delete(key);
      }
    }
  };
  walk(start, 0);
  return lengths;
}

async function shown(page) {
  return page.evaluate(() => {
    const view = document.querySelector('#maze-view');
    const one = (id) => view.querySelector(`[data-testid="${id}"]`);
    return {
      step: Number(one('maze-step-count').textContent.replace(/,/g, '')),
      result: { ...one('puzzle-result').dataset },
      count: { ...one('maze-path-count').dataset },
      dead: [...view.querySelectorAll('[data-testid="maze-square"][data-state="dead-end"]')].map((s) => `${s.dataset.row},${s.dataset.col}`),
      path: [...view.querySelectorAll('[data-testid="path-step"]')].map((s) => `${s.dataset.row},${s.dataset.col}`),
    };
  });
}

test('the default maze: its paths, the shortest and the count agree with a brute force, path by path', async () => {
  const lengths = allPaths(GRID, [1, 1], [8, 8]);
  assert.ok(lengths.length > 1, 'the default maze has more than one path');
  const { page, errors } = await env.openPage(DEFAULT);
  let s = await shown(page);
  assert.equal(Number(s.count.count), lengths.length, 'the all-paths count');
  assert.equal(s.count.finished, 'true');
  assert.deepEqual([s.result.count, s.result.best, s.result.done], ['0', '', 'false']);
  await openMore(page, 'maze-stepper-more');
  const next = page.getByTestId('maze-next-solution');
  // Each path found: the count goes up and the shortest so far is the least of the lengths found.
  const found = [];
  for (let i = 0; i < lengths.length; i += 1) {
    await next.click();
    await page.waitForFunction((n) => document.querySelector('#maze-view [data-testid="puzzle-result"]').dataset.count === String(n), i + 1);
    s = await shown(page);
    found.push(s.path.length - 1);
    assert.equal(s.path.at(-1), '8,8', 'the path ends on the exit');
    assert.equal(Number(s.result.best), Math.min(...found), `the shortest after ${i + 1} paths`);
  }
  // The lengths found are the brute force's, in some order, and the search then ends.
  assert.deepEqual([...found].sort((a, b) => a - b), [...lengths].sort((a, b) => a - b));
  await next.click();
  await page.waitForFunction(() => document.querySelector('#maze-view [data-testid="puzzle-result"]').dataset.done === 'true');
  s = await shown(page);
  assert.equal(Number(s.result.best), Math.min(...lengths));
  assert.equal(s.result.x.split('-').length, Math.min(...lengths) + 1, 'the shortest path\'s squares, start and exit included');
  // At the end every dead end is shaded: an open square, not the exit, reachable from the
  // start, whose four neighbours are each off the grid, a wall, or (for a square entered
  // from one) the square it was entered from at the least; at least one is shaded.
  assert.ok(s.dead.length > 0, 'the default maze has dead ends');
  for (const sq of s.dead) {
    const [r, c] = sq.split(',').map(Number);
    assert.equal(GRID[r - 1][c - 1], '0', `${sq} is open`);
    assert.notEqual(sq, '8,8');
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an open 4 × 4 grid has 184 corner-to-corner paths (OEIS A007764), and the search finds them all', async () => {
  const { page, errors } = await env.openPage('#puzzle=maze&grid=0000-0000-0000-0000&start=1-1&exit=4-4');
  const s = await shown(page);
  assert.equal(s.count.count, '184');
  assert.equal(allPaths(['0000', '0000', '0000', '0000'], [1, 1], [4, 4]).length, 184, 'the brute force agrees');
  // The whole search: the timeline dragged to its end.
  await dragTimelineToEnd(page, 'maze-timeline');
  await page.waitForFunction(() => document.querySelector('#maze-view [data-testid="puzzle-result"]').dataset.done === 'true');
  const end = await shown(page);
  assert.deepEqual([end.result.count, end.result.best], ['184', '6'], '184 paths, the shortest 6 moves (3 down, 3 right)');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an all-paths count past the cap says so, with the paths found and an estimate', async () => {
  // An open 7 × 7 grid has 575,780,564 paths (OEIS A007764): far past the count's steps.
  const open = Array.from({ length: 7 }, () => '0000000').join('-');
  const { page, errors } = await env.openPage(`#puzzle=maze&grid=${open}&start=1-1&exit=7-7`);
  const s = await shown(page);
  assert.equal(s.count.finished, 'false');
  assert.ok(Number(s.count.count) > 0 && Number(s.count.count) < 575780564);
  // The estimate by the page's one rule for estimates: two significant figures, a power of
  // ten from a million on (the whole search's steps exceed the 575,780,564 paths).
  assert.match(await page.getByTestId('maze-path-count').textContent(), /stopped after [\d,]+ steps with [\d,]+ paths found\. The whole search would take about \d\.\d × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ steps \(Knuth’s estimate\)/);
  // Stepping still works.
  await page.getByTestId('maze-step-forward').click();
  assert.equal(await page.getByTestId('maze-step-count').textContent(), '1');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the estimate of an open 12 × 12 maze reads as a power of ten, in English and Chinese, never a float\'s digits', async () => {
  // Its corner-to-corner paths alone are 182,413,291,514,248,049,241,470,885,236 ≈ 1.8 × 10²⁹ (OEIS A007764, n = 12).
  const open = Array.from({ length: 12 }, () => '000000000000').join('-');
  for (const [lang, re] of [
    ['en', /The whole search would take about \d\.\d × 10(²⁸|²⁹|³⁰|³¹|³²|³³|³⁴) steps \(Knuth’s estimate\)\./],
    ['zh', /整个搜索约需 \d\.\d × 10(²⁸|²⁹|³⁰|³¹|³²|³³|³⁴) 步（Knuth 估计）。/],
  ]) {
    const { page, errors } = await env.openPage(`#puzzle=maze&grid=${open}&start=1-1&exit=12-12${lang === 'zh' ? '&lang=zh' : ''}`);
    await page.waitForFunction(() => document.querySelector('#maze-view [data-testid="maze-path-count"]').dataset.finished === 'false');
    const text = await page.getByTestId('maze-path-count').textContent();
    assert.match(text, re);
    assert.doesNotMatch(text, /e\+|\d{1,3}(,\d{3}){5}/);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('walls drawn by clicking and dragging, a moved start and exit go into the link; a bad edit says why', async () => {
  const { page, errors } = await env.openPage('#puzzle=maze&grid=000-000-000&start=1-1&exit=3-3');
  const square = (r, c) => page.locator(`#maze-view [data-testid="maze-square"][data-row="${r}"][data-col="${c}"]`);
  await square(2, 2).click();
  await page.waitForFunction(() => /grid=000-010-000&/.test(window.location.hash));
  // A drag from (1,2) to (1,3) draws two walls.
  const a = await square(1, 2).boundingBox();
  const b = await square(1, 3).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(() => /grid=011-010-000&/.test(window.location.hash));
  // A wall on the start is refused, with a message.
  await square(1, 1).click();
  assert.match(await page.getByTestId('maze-editor-error').textContent(), /The start \(1,1\) cannot be a wall/);
  assert.match(await page.evaluate(() => window.location.hash), /grid=011-010-000&start=1-1&exit=3-3/);
  // The exit moved with the keyboard: the tool, then the arrow keys and Enter on the grid.
  await page.getByTestId('maze-tool').selectOption('exit');
  await page.getByTestId('maze-board').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /start=1-1&exit=2-1/.test(window.location.hash));
  // The start on a wall is refused.
  await page.getByTestId('maze-tool').selectOption('start');
  await square(2, 2).click();
  assert.match(await page.getByTestId('maze-editor-error').textContent(), /cannot go on the wall at \(2,2\)/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a bad maze link shows the link error in English and Chinese, and the page still works', async () => {
  const { page, errors } = await env.openPage('#puzzle=maze&grid=000-020-000&start=1-1&exit=3-3');
  await page.getByTestId('error').filter({ hasText: /Square \(2,2\)/ }).waitFor({ timeout: 5000 });
  assert.match(await page.getByTestId('error').textContent(), /Square \(2,2\) of the maze is 2: each square is 0 \(open\) or 1 \(a wall\)/);
  await page.getByTestId('maze-step-forward').click();
  assert.equal(await page.getByTestId('maze-step-count').textContent(), '1');
  await page.context().close();
  const zh = await env.openPage('#puzzle=maze&grid=000-010-000&start=2-2&exit=3-3&lang=zh');
  await zh.page.getByTestId('error').filter({ hasText: /是墙/ }).waitFor({ timeout: 5000 });
  assert.match(await zh.page.getByTestId('error').textContent(), /迷宫的起点 \(2,2\) 是墙。/);
  await zh.page.context().close();
  // A square off the grid is quoted as typed: no digits read into a wrapped number or grouped.
  for (const [hash, re] of [
    ['#puzzle=maze&grid=000&start=1-99999999999999999999&exit=1-3', /^The maze’s start \(row 1, column 99999999999999999999\) is off its 1 × 3 grid\.$/],
    ['#puzzle=maze&grid=000&start=1-1&exit=1-1000&lang=zh', /^迷宫的出口（第 1 行，第 1000 列）不在 1 × 3 的网格内。$/],
  ]) {
    const off = await env.openPage(hash);
    await off.page.getByTestId('error').filter({ hasText: /1 × 3/ }).waitFor({ timeout: 5000 });
    assert.match(await off.page.getByTestId('error').textContent(), re);
    assert.deepEqual(off.errors, []);
    await off.page.context().close();
  }
  assert.deepEqual([...errors, ...zh.errors], []);
});
