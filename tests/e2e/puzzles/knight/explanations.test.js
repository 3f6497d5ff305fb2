//! The knight's explanations and procedure: what the event says of a path shown from a
//! link, the moves drawn at the path's end, and the notes' iterative form at steps of 9 × 5
//! worked out by hand from the notes' program and move order ① (+1,−2), ② (+2,−1),
//! ③ (+2,+1), ④ (+1,+2) on docs/REFERENCE.md's 9 × 5 example (its first path
//! (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5), moves ③ ② ④ ① ④ ④) and the 4 × 3 board.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openMore, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const text = (page, id) => page.getByTestId(id).textContent();

/** The highlighted lines of a code panel: their id, texts, the caller's id, depth, stack and variables. */
async function panel(page, p = '') {
  return page.evaluate((prefix) => {
    const one = (id) => document.querySelector(`[data-testid="${prefix}${id}"]`);
    const list = one('pseudocode');
    const current = [...list.querySelectorAll('li[aria-current="step"]')];
    return {
      line: current[0]?.dataset.line ?? null,
      texts: current.map((li) => li.querySelector('code').textContent),
      caller: list.querySelector('li.caller')?.dataset.line ?? null,
      depth: one('depth').textContent,
      stackShown: !one('call-stack').hidden && one('call-stack').textContent !== '',
      vars: one('code-vars').textContent,
      style: one('code-style').value,
    };
  }, p);
}

test('the knight: a path shown from a link is what the event names, not the horse at (1,1)', async () => {
  // The course notes' 9 × 5 example path, moves ③ ② ④ ① ④ ④.
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4');
  assert.match(await text(page, 'knight-event'), /^The board shows a path; the search starts with the horse on \(1,1\)/);
  await page.getByTestId('knight-step-forward').click();
  assert.match(await text(page, 'knight-event'), /^Move ① from \(1,1\)/);
  assert.deepEqual(errors, []);
  await page.context().close();
  const zh = await env.openPage('#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&lang=zh');
  assert.match(await text(zh.page, 'knight-event'), /^棋盘上显示的是一条路径/);
  await zh.page.context().close();
});

test('the knight on (n, m) draws no move to try: the search tries none from there', async () => {
  // 4 × 3, step 13: ③ from (3,1) rejected, the four moves drawn; step 14: ④ lands on (4,3).
  const { page, errors } = await env.openPage('#puzzle=knight&n=4&m=3&step=13');
  assert.equal(await page.getByTestId('knight-legend').count(), 1);
  await page.getByTestId('knight-step-forward').click();
  assert.match(await text(page, 'knight-event'), /lands on \(4,3\)/);
  assert.equal(await page.getByTestId('knight-legend').count(), 0);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the exercise offers no jump from (n, m), the path\'s end', async () => {
  // The knight on 4 × 3: ③ to (3,2), back, then ④ ① ④ reach (4,3), the path's end.
  const knight = await env.openPage('#puzzle=knight&n=4&m=3&ex=simulate&ans=3-b-4-1-4');
  assert.equal(await text(knight.page, 'knight-exercise-prompt'), 'The horse has reached (4,3): a path. What does the search do now?');
  assert.equal(await knight.page.getByTestId('knight-exercise-choice').first().isVisible(), false);
  assert.equal(await knight.page.getByTestId('knight-exercise-backtrack').isVisible(), true);
  assert.deepEqual(knight.errors, []);
  await knight.page.context().close();
});

/*
 * The knight's iterative form (src/puzzles/knight/lib.rs), 9 × 5, moves ① (1,−2) ② (2,−1) ③ (2,1) ④ (1,2):
 *   jump(): dx, dy; path[0] ← (1, 1); k ← 1; i[1] ← 0            init
 *     while k > 0 do; i[k] ← i[k] + 1 (a new move)               loop, next
 *       if i[k] ≤ 4 then (nx, ny) ← path[k − 1] + (dx, dy)       found, move
 *         if nx ≤ n and 1 ≤ ny ≤ m then path[k] ← (nx, ny)       test, assign
 *           print, or k ← k + 1; i[k] ← 0                        print, down
 *       else k ← k − 1                                           up
 * By hand: step 1 ① from (1,1) to (2,−1) fails the test (from move), k = 1, i[k] = 1;
 * step 3 ③ lands on (3,2): path[1] ← (3,2), k = 1, i[k] = 3; step 4 ① from (3,2) to (4,0)
 * fails, k = 2. The notes' path prints with k = 6; its last jump (8,3)->(9,5) was ④, so the
 * next step is i[6] ← 5 > 4, k ← k − 1 = 5: `up`, k = 5, i[k] = 4 ((8,3) came by ④).
 */
test('the iterative form at hand-derived steps of 9 × 5', async () => {
  const { page, errors } = await env.openPage('#puzzle=knight&n=9&m=5&step=1&tmpl=iterative');
  await page.getByTestId('knight-pseudocode').waitFor();
  let s = await panel(page, 'knight-');
  assert.deepEqual([s.style, s.line, s.caller], ['iterative', 'test', 'move']);
  assert.equal(s.vars, 'k = 1, i[k] = 1: (nx, ny) = (2, -1)');
  assert.equal(s.stackShown, false);
  await page.getByTestId('knight-step-forward').click();
  await page.getByTestId('knight-step-forward').click();
  s = await panel(page, 'knight-');
  assert.deepEqual([s.line, s.caller, s.texts], ['assign', 'test', ['path[k] ← (nx, ny)']]);
  assert.equal(s.vars, 'k = 1, i[k] = 3: (nx, ny) = (3, 2)');
  await page.getByTestId('knight-step-forward').click();
  s = await panel(page, 'knight-');
  assert.deepEqual([s.line, s.depth], ['test', 'No call stack in the loop: the depth is k = 2']);
  await openMore(page, 'knight-next-solution');
  await page.getByTestId('knight-next-solution').click();
  s = await panel(page, 'knight-');
  assert.equal(s.line, 'print');
  await page.getByTestId('knight-step-forward').click(); // (9,5) taken back: i[6] ← 5
  s = await panel(page, 'knight-');
  assert.equal(s.line, 'next');
  await page.getByTestId('knight-step-forward').click(); // past ④: k ← k − 1
  s = await panel(page, 'knight-');
  assert.deepEqual([s.line, s.texts, s.vars], ['up', ['else k ← k − 1'], 'k = 5, i[k] = 4']);
  assert.match(await page.getByTestId('share-link').inputValue(), /tmpl=iterative/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
