//! The knight's node-link solution-space tree (解空间树) with the course notes' node states,
//! hand-derived from the notes' move order (docs/REFERENCE.md), never read off the page.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp, showNodeLink } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

test('the knight\'s 5 × 5 node-link tree follows its search: after the four moves from (5,1) leave the board, (5,1) still expands', async () => {
  // Hand trace with the notes' move order dx = (1, 2, 2, 1), dy = (−2, −1, 1, 2)
  // (docs/REFERENCE.md) from (1,1): ① (2,−1) and ② (3,0) leave the board, ③ jumps to (3,2);
  // from there ① (4,0) leaves, ② jumps to (5,1); from (5,1) all four moves leave the 5 columns.
  const { page, errors } = await env.openPage('#puzzle=knight&n=5&m=5&step=9');
  await showNodeLink(page, 'knight-');
  const marks = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid="knight-tree-node"]')]
    .filter((el) => el.dataset.state !== 'unseen')
    .map((el) => [el.dataset.path, `${el.dataset.state} ${el.dataset.kind}`])));
  assert.deepEqual(marks, {
    '': 'live root',
    1: 'dead conflict',
    2: 'dead conflict',
    3: 'live placed',
    '3-1': 'dead conflict',
    '3-2': 'expanding placed',
    '3-2-1': 'dead conflict',
    '3-2-2': 'dead conflict',
    '3-2-3': 'dead conflict',
    '3-2-4': 'dead conflict',
  });
  assert.equal(await page.locator('[data-testid="knight-tree-edge"][data-edge="x2=2"]').count() > 0, true);
  assert.deepEqual(errors, []);
  await page.context().close();
});
