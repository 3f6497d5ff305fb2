//! Presentation mode for a projector (issue 21, item 4): it fits 1280 × 720, 1366 × 768 and
//! 1920 × 1080 with nothing cut off (the board, the event, the step controls, the event
//! log, the procedure and the speed all in view), and a teacher can show the
//! solution-space tree and the flag arrays and change the speed without leaving it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The testids of `ids` not wholly inside the viewport (or not shown). */
async function outOfView(page, ids) {
  return page.evaluate((list) => list.filter((id) => {
    const node = document.querySelector(`[data-testid="${id}"]`);
    if (!node || node.getClientRects().length === 0) return true;
    const r = node.getBoundingClientRect();
    return r.top < 0 || r.left < 0 || r.bottom > window.innerHeight + 0.5 || r.right > window.innerWidth + 0.5 || r.height === 0;
  }), ids);
}

/** True when `id` is shown and its top part (at least 100 px of it) is in view: for the tree, which scrolls in its panel. */
async function startsInView(page, id) {
  return page.evaluate((testid) => {
    const node = document.querySelector(`[data-testid="${testid}"]`);
    if (!node || node.getClientRects().length === 0) return false;
    const r = node.getBoundingClientRect();
    return r.top >= 0 && r.top + 100 <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth + 0.5;
  }, id);
}

const LESSON = ['board', 'event', 'step-forward', 'step-back', 'play', 'event-log', 'pseudocode', 'speed', 'present'];

for (const [width, height] of [[1280, 720], [1366, 768], [1920, 1080]]) {
  for (const lang of ['en', 'zh']) {
    test(`presentation mode fits ${width} × ${height} (${lang}), with the tree and the flag arrays when asked for`, async () => {
      const { page, errors } = await env.openPage(`#n=6&step=38${lang === 'zh' ? '&lang=zh' : ''}`, { viewport: { width, height } });
      await page.getByTestId('present').click();
      await page.waitForSelector('body.presenting');
      const fits = () => page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight
        && document.documentElement.scrollWidth <= window.innerWidth);
      assert.ok(await fits(), 'no scrolling');
      assert.deepEqual(await outOfView(page, LESSON), []);
      // The tree, in the procedure's place; then the flag arrays under the board.
      await page.getByTestId('present-tree').click();
      assert.equal(await page.getByTestId('present-tree').getAttribute('aria-pressed'), 'true');
      assert.ok(await startsInView(page, 'tree'), 'the tree is in view');
      assert.deepEqual(await outOfView(page, ['board', 'event', 'speed']), []);
      await page.getByTestId('present-flags').click();
      assert.deepEqual(await outOfView(page, ['flags', 'board', 'event', 'step-forward', 'speed']), []);
      assert.ok(await fits(), 'no scrolling with the tree and the flags');
      // The speed changes without leaving presentation mode.
      await page.getByTestId('speed').fill('5');
      assert.equal(await page.evaluate(() => document.body.classList.contains('presenting')), true);
      assert.match(await page.getByTestId('speed').evaluate((s) => s.closest('.range-row')?.textContent ?? ''), /30/);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
}

