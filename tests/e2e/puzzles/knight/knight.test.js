//! The knight's rightward path (跳马问题): the puzzle switch, the stepper on the knight's
//! search, its links, gallery, tree and pseudocode, and its layout on a laptop and a phone.
//!
//! Expected values come from docs/REFERENCE.md (9 × 5: 37 paths, the notes'
//! first path (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5), 1,392 moves tried by the
//! full search; 4 × 3: 1 path; 2 × 2: none; 12 × 7: 530) and from hand traces of the
//! notes' move order ① (+1,−2), ② (+2,−1), ③ (+2,+1), ④ (+1,+2), never from the page.

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  choosePuzzle, DESKTOP, openMore, PHONE, SCREENSHOT_DIR, setUp,
} from '../../helpers.js';

const NOTES_PATH = '(1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5)';
/** The notes' moves, written out here so paths are checked without the page. */
const MOVES = [[1, -2], [2, -1], [2, 1], [1, 2]];

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The squares of the path on the knight board, in path order, as the notes print them. */
async function boardPath(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="knight-board"] [data-testid="path-step"]')]
    .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
    .map((g) => `(${g.dataset.x},${g.dataset.y})`)
    .join('->'));
}

async function stepCount(page) {
  return Number((await page.getByTestId('knight-step-count').textContent()).replace(/,/g, ''));
}

/** Everything the knight board and its panels show for a step, to compare two ways of reaching it. */
async function snapshot(page) {
  return page.evaluate(() => {
    const one = (id) => document.querySelector(`[data-testid="${id}"]`);
    const attrs = (el) => (el ? { x: el.dataset.x, y: el.dataset.y, dir: el.dataset.dir ?? null } : null);
    const board = one('knight-board');
    return {
      step: one('knight-step-count').textContent,
      path: [...board.querySelectorAll('[data-testid="path-step"]')].map((g) => `${g.dataset.x},${g.dataset.y}`),
      candidate: attrs(board.querySelector('[data-testid="knight-candidate"]')),
      rejected: attrs(board.querySelector('[data-testid="knight-rejected"]')),
      removed: attrs(board.querySelector('[data-testid="knight-removed"]')),
      event: one('knight-event').textContent,
      tried: one('knight-moves-tried').textContent,
      code: one('knight-pseudocode').querySelector('li[aria-current="step"]')?.dataset.line ?? null,
      stack: one('knight-call-stack').textContent,
    };
  });
}

/** Follows moves from (1,1); null when one leaves the board. */
function squaresOf(dirs, n, m) {
  const squares = [[1, 1]];
  for (const d of dirs) {
    const [x, y] = squares[squares.length - 1];
    const [dx, dy] = MOVES[d - 1];
    if (x + dx > n || y + dy < 1 || y + dy > m) return null;
    squares.push([x + dx, y + dy]);
  }
  return squares;
}

async function switchToKnight(page) {
  await choosePuzzle(page, 'knight');
  await page.getByTestId('knight-board').waitFor();
}

async function galleryPaths(page) {
  await page.waitForSelector('[data-testid="knight-gallery"][data-state="done"]', { state: 'attached' });
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="knight-gallery-item"]')]
    .map((b) => b.dataset.path));
}

test('switching to the knight puzzle at n = 9, m = 5 and running to the first path shows the notes\' path', async () => {
  const { page, errors } = await env.openPage('');
  await switchToKnight(page);
  assert.equal(await page.getByTestId('board').isVisible(), false, 'the N-Queens board steps aside');
  await page.getByTestId('knight-n').fill('12');
  await page.getByTestId('knight-m').fill('7');
  await page.getByTestId('knight-n').fill('9');
  await page.getByTestId('knight-m').fill('5');
  assert.equal(await page.getByTestId('knight-board').getAttribute('data-n'), '9');
  assert.equal(await page.getByTestId('knight-board').getAttribute('data-m'), '5');
  assert.equal(await boardPath(page), '(1,1)', 'the horse starts on (1,1)');

  await openMore(page, 'knight-next-solution');
  await page.getByTestId('knight-next-solution').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="knight-solutions-found"]').textContent === '1');
  assert.equal(await boardPath(page), NOTES_PATH);
  assert.match(await page.getByTestId('knight-path-line').textContent(), /\(1,1\)->\(3,2\)->\(5,1\)->\(6,3\)->\(7,1\)->\(8,3\)->\(9,5\)/);
  assert.match(await page.getByTestId('knight-event').textContent(), /#1/);
  assert.match(await page.getByTestId('share-link').inputValue(), /#puzzle=knight&n=9&m=5&step=\d+$/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the path link #puzzle=knight&n=9&m=5&path=3-2-4-1-4-4 round-trips: the notes\' path, and the same link back', async () => {
  const hash = '#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4';
  const { page, errors } = await env.openPage(hash);
  // ③ (1,1)→(3,2), ② →(5,1), ④ →(6,3), ① →(7,1), ④ →(8,3), ④ →(9,5).
  assert.equal(await boardPath(page), NOTES_PATH);
  assert.equal(await page.getByTestId('error').isVisible(), false);
  assert.equal(await page.getByTestId('puzzle-switch').inputValue(), 'knight');
  const link = await page.getByTestId('share-link').inputValue();
  assert.ok(link.endsWith(hash), `share link ${link}`);
  assert.equal(await page.evaluate(() => window.location.hash), hash);

  // The same path picked in the gallery (the notes' path is the first found) gives the same link.
  const other = await env.openPage('#puzzle=knight&n=9&m=5');
  await galleryPaths(other.page);
  await other.page.getByTestId('knight-gallery-item').first().click();
  assert.equal(await boardPath(other.page), NOTES_PATH);
  assert.ok((await other.page.getByTestId('share-link').inputValue()).endsWith(hash));

  const again = await env.openPage(link);
  assert.equal(await boardPath(again.page), NOTES_PATH);
  assert.deepEqual([...errors, ...other.errors, ...again.errors], []);
  await page.context().close();
  await other.page.context().close();
  await again.page.context().close();
});

test('the 9 × 5 gallery shows 37 distinct paths from (1,1) to (9,5), the notes\' path first', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5');
  const paths = await galleryPaths(page);
  assert.equal(paths.length, 37);
  assert.equal(new Set(paths).size, 37, 'all distinct');
  assert.equal(paths[0], '3-2-4-1-4-4');
  for (const p of paths) {
    const squares = squaresOf(p.split('-').map(Number), 9, 5);
    assert.ok(squares, `path ${p} stays on the board`);
    assert.deepEqual(squares[squares.length - 1], [9, 5], `path ${p} ends on (9,5)`);
  }
  assert.match(await page.getByTestId('knight-path-count').textContent(), /\b37 paths\b/);
  assert.match(await page.getByTestId('knight-gallery-status').textContent(), /\b37\b/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('other boards: 4 × 3 has the one path (1,1)->(2,3)->(3,1)->(4,3), 12 × 7 has 530, 2 × 2 none', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=4&m=3');
  assert.deepEqual(await galleryPaths(page), ['4-1-4']);
  await page.getByTestId('knight-m').fill('7');
  await page.getByTestId('knight-n').fill('12');
  assert.equal((await galleryPaths(page)).length, 530);
  assert.match(await page.getByTestId('knight-path-count').textContent(), /\b530 paths\b/);
  await page.getByTestId('knight-n').fill('2');
  await page.getByTestId('knight-m').fill('2');
  assert.equal((await galleryPaths(page)).length, 0);
  assert.match(await page.getByTestId('knight-gallery-status').textContent(), /No path/);
  // The whole 2 × 2 search: 4 moves from (1,1), all off the board, then done.
  await page.getByTestId('knight-speed').fill('11');
  await page.getByTestId('knight-play').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="knight-step-forward"]').disabled);
  assert.equal(await page.getByTestId('knight-moves-tried').textContent(), '4');
  assert.equal(await page.getByTestId('knight-solutions-found').textContent(), '0');
  assert.deepEqual(errors, []);
  await page.context().close();
});

for (const [hash, words] of [
  ['#puzzle=knight&n=9', /\bm\b/],
  ['#puzzle=knight&n=9&m=5&path=1', /leaves the board.*\(2,-1\)/],
  ['#puzzle=knight&n=9&m=5&path=3-3', /ends on \(5,3\)/],
  ['#puzzle=knight&n=21&m=5', /\b21\b/],
  ['#puzzle=knight&n=9&m=5&step=999999', /999,999/],
]) {
  test(`the bad knight link ${hash} says what is wrong and leaves a working 9 × 5 knight board`, async () => {
    const { page, errors } = await env.openPage(hash);
    const error = page.getByTestId('error');
    await error.waitFor({ state: 'visible' });
    const text = await error.textContent();
    assert.match(text, words);
    assert.ok(await page.getByTestId('knight-board').isVisible(), 'the knight view is shown');
    assert.equal(await page.getByTestId('knight-board').getAttribute('data-n'), '9');
    await page.getByTestId('knight-reset').click();
    assert.equal(await stepCount(page), 0);
    assert.equal(await error.isVisible(), false, 'the error goes away on the next action');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('Step 3 times then Back once shows step 2: the horse on (1,1) and move ② to (3,0) rejected, as the step=2 link', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5');
  await page.getByTestId('knight-step-forward').click();
  await page.getByTestId('knight-step-forward').click();
  await page.getByTestId('knight-step-forward').click();
  // Step 3: ③ from (1,1) lands on (3,2), on the board.
  assert.equal(await boardPath(page), '(1,1)->(3,2)');
  assert.deepEqual((await snapshot(page)).candidate, { x: '3', y: '2', dir: '3' });
  await page.getByTestId('knight-step-back').click();
  const back = await snapshot(page);
  assert.equal(back.step, '2');
  assert.deepEqual(back.path, ['1,1']);
  assert.deepEqual(back.rejected, { x: '3', y: '0', dir: '2' });
  assert.equal(back.candidate, null);
  assert.equal(back.tried, '2');
  assert.equal(back.code, 'test');

  const linked = await env.openPage('#puzzle=knight&n=9&m=5&step=2');
  assert.deepEqual(await snapshot(linked.page), back);
  assert.deepEqual([...errors, ...linked.errors], []);
  await page.context().close();
  await linked.page.context().close();
});

test('a backtrack shrinks the path: after the first path (9,5) is taken back', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5');
  await openMore(page, 'knight-next-solution');
  await page.getByTestId('knight-next-solution').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="knight-solutions-found"]').textContent === '1');
  await page.getByTestId('knight-step-forward').click();
  const s = await snapshot(page);
  assert.deepEqual(s.removed, { x: '9', y: '5', dir: null });
  assert.equal(await boardPath(page), '(1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)');
  assert.equal(s.code, 'undo');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Play at full speed runs the whole 9 × 5 search: 1,392 moves tried and 37 paths', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5');
  await page.getByTestId('knight-speed').fill('11');
  await page.getByTestId('knight-play').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="knight-step-forward"]').disabled, null, { timeout: 20_000 });
  assert.equal(await page.getByTestId('knight-moves-tried').textContent(), '1,392');
  assert.equal(await page.getByTestId('knight-solutions-found').textContent(), '37');
  assert.equal(await boardPath(page), '(1,1)', 'every jump taken back');
  assert.equal((await snapshot(page)).code, 'end');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the 9 × 5 tree has one node per move tried (1,392); clicking move ③ under the root goes to step 3', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5');
  const tree = page.getByTestId('knight-tree');
  await tree.waitFor();
  assert.equal(await tree.getAttribute('data-nodes'), '1392');
  await tree.locator('[data-depth="1"][data-move="3"]').click();
  assert.equal(await stepCount(page), 3);
  assert.equal(await boardPath(page), '(1,1)->(3,2)');
  assert.equal(await tree.locator('.current').getAttribute('data-move'), '3');
  assert.deepEqual(errors, []);
  await page.context().close();
});

for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`the ${name} knight view fits its width: a rejected move drawn off the board, the first path, the gallery`, async () => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    // Step 14 of 9 × 5 (hand trace): ③ (3,2), ② (5,1), ③ (7,2), ② (9,1), then from (9,1)
    // ① (10,-1), ② (11,0), ③ (11,2) and ④ (10,3) all leave the board.
    const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5&step=14', { viewport });
    await page.waitForSelector('[data-testid="knight-gallery"][data-state="done"]');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
    }));
    assert.ok(scrollWidth <= innerWidth, `no horizontal overflow: ${scrollWidth} > ${innerWidth}`);
    assert.equal(await boardPath(page), '(1,1)->(3,2)->(5,1)->(7,2)->(9,1)');
    const rejected = page.getByTestId('knight-rejected');
    assert.equal(await rejected.getAttribute('data-x'), '10');
    assert.equal(await rejected.getAttribute('data-y'), '3');
    const board = await page.getByTestId('knight-board').boundingBox();
    const cross = await rejected.locator('.rejected-cross').boundingBox();
    assert.ok(board.x >= 0 && board.x + board.width <= innerWidth, 'board inside the viewport');
    assert.ok(cross.x >= board.x && cross.x + cross.width <= board.x + board.width
      && cross.y >= board.y && cross.y + cross.height <= board.y + board.height, 'the ✕ is drawn inside the board\'s margin');
    assert.ok(board.width >= (name === 'phone' ? 340 : 480), `board ${board.width}px wide`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `knight-${name}-rejected.png`) });

    await page.getByTestId('knight-reset').click();
    await openMore(page, 'knight-next-solution');
  await page.getByTestId('knight-next-solution').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="knight-solutions-found"]').textContent === '1');
    assert.equal(await boardPath(page), NOTES_PATH);
    await page.getByTestId('knight-board').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `knight-${name}-first-path.png`) });

    await page.getByTestId('knight-gallery').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `knight-${name}-gallery.png`) });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `knight-${name}-full.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('the knight view names its puzzle in the heading and title; its path gallery scrolls in its own box and marks each landing square', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5');
  assert.match(await page.getByTestId('page-heading').textContent(), /Knight/);
  assert.match(await page.title(), /9 × 5/);
  await page.waitForSelector('[data-testid="knight-gallery"][data-state="done"]');
  // 37 paths of 9 × 5; the first has 7 squares: 5 landing squares between start and goal.
  assert.equal(await page.getByTestId('knight-gallery-item').count(), 37);
  assert.equal(await page.getByTestId('knight-gallery-item').first().locator('.thumb-landing').count(), 5);
  const box = await page.getByTestId('knight-gallery').evaluate((list) => ({
    overflow: getComputedStyle(list).overflowY, height: list.getBoundingClientRect().height,
  }));
  assert.equal(box.overflow, 'auto');
  assert.ok(box.height <= 640, `the gallery box is ${box.height}px tall`);
  await choosePuzzle(page, 'queens');
  assert.match(await page.getByTestId('page-heading').textContent(), /N-Queens/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a 20 × 20 knight board does not make the page tall: the gallery scrolls in its box', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=20&m=20');
  await page.waitForSelector('[data-testid="knight-gallery-item"]');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  assert.ok(height < 4000, `the page is ${height}px tall`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a bare #puzzle=knight opens the default 9 × 5 board without an error', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight');
  assert.equal(await page.getByTestId('error').isVisible(), false);
  assert.equal(await page.getByTestId('knight-board').getAttribute('data-n'), '9');
  assert.equal(await page.getByTestId('knight-board').getAttribute('data-m'), '5');
  assert.deepEqual(errors, []);
  await page.context().close();
});
