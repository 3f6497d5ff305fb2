//! Layout at a laptop and a phone size: no horizontal overflow, board and panels not
//! overlapping, and screenshots saved to tests/e2e/screenshots/ (git-ignored) to look at.

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, SCREENSHOT_DIR, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});
after(() => env?.close());

/** Bounding boxes of the main regions that must not overlap one another. */
async function regions(page) {
  return page.evaluate(() => {
    const ids = ['board', 'n-slider', 'step-forward', 'play', 'reset', 'speed', 'step-count', 'tabs', 'pseudocode'];
    return ids.map((id) => {
      const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
      return { id, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    });
  });
}

function overlaps(a, b) {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

const cases = [
  { name: 'desktop', viewport: DESKTOP, hash: '', minBoard: 480 },
  { name: 'phone', viewport: PHONE, hash: '', minBoard: 340 },
  { name: 'desktop-step', viewport: DESKTOP, hash: '#n=8&step=7', minBoard: 480 },
  { name: 'phone-step', viewport: PHONE, hash: '#n=8&step=7', minBoard: 340 },
];

for (const { name, viewport, hash, minBoard } of cases) {
  test(`the ${name} layout (${viewport.width}x${viewport.height}) fits without overflow or overlap`, async () => {
    const { page, errors } = await env.openPage(hash, { viewport });
    // Settled: N = 8's count (92, OEIS A000170) is under the slider.
    await page.getByTestId('solution-count').filter({ hasText: '92' }).waitFor();
    if (hash.includes('step=7')) {
      assert.equal(await page.getByTestId('conflict').count(), 1, 'a conflict is on the board');
    }
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    assert.ok(scrollWidth <= innerWidth, `no horizontal overflow: ${scrollWidth} > ${innerWidth}`);

    const board = await page.getByTestId('board').boundingBox();
    assert.ok(board.width >= minBoard, `board is ${board.width}px wide, want at least ${minBoard}`);
    assert.ok(board.x >= 0 && board.x + board.width <= innerWidth, 'board inside the viewport');

    const boxes = await regions(page);
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        assert.ok(!overlaps(boxes[i], boxes[j]), `${boxes[i].id} overlaps ${boxes[j].id}`);
      }
    }
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-full.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
