//! Presentation mode for a projector (issue 21, item 4): it fits 1280 × 720, 1366 × 768 and
//! 1920 × 1080 with nothing cut off (the board, the event, the step controls, the event
//! log, the procedure and the speed all in view), and a teacher can show the
//! solution-space tree and the flag arrays and change the speed without leaving it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';

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

test('presentation mode shows the knight\'s and the knapsack\'s lesson alone at 1280 × 720 and 1920 × 1080; an exercise under way keeps its panel', async () => {
  const cases = [
    ['#puzzle=knight&n=9&m=5&step=12', 'knight-', 'knight-board', ['knight-exercise-start', 'knight-n']],
    ['#puzzle=knapsack&step=8', 'knap-', 'knap-tree-nodes', ['knap-exercise-start', 'knap-editor']],
  ];
  for (const [width, height] of [[1280, 720], [1920, 1080]]) {
    for (const [hash, p, board, hidden] of cases) {
      for (const lang of ['en', 'zh']) {
        const { page, errors } = await env.openPage(`${hash}&present=1&lang=${lang}`, { viewport: { width, height } });
        await page.waitForSelector('body.presenting');
        const what = `${hash} ${lang} ${width}×${height}`;
        assert.deepEqual(await outOfView(page, [board, `${p}event`, `${p}step-forward`, `${p}step-back`, `${p}play`, `${p}pseudocode`, `${p}speed`]), [], what);
        for (const id of hidden) assert.equal(await page.getByTestId(id).isVisible(), false, `${what}: ${id} hidden`);
        assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), `${what}: no scrolling`);
        assert.deepEqual(errors, []);
        await page.context().close();
      }
    }
  }
  // The knight's exercise, opened and then presented: its panel stays, to be answered.
  const { page, errors } = await env.openPage('#puzzle=knight&n=4&m=3&ex=simulate&present=1', { viewport: { width: 1280, height: 720 } });
  await page.waitForSelector('body.presenting');
  assert.equal(await page.getByTestId('knight-exercise-prompt').isVisible(), true);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('presentation mode on a 390 × 844 phone: one column, the board as wide as the screen, counters, procedure and speed at full width, nothing cut (every puzzle, en and zh)', async () => {
  // [link, the board's testid, the prefix of the puzzle's testids]
  const cases = [
    ['#n=6&step=38&present=1', 'board', ''],
    ['#puzzle=knight&n=9&m=5&step=12&present=1', 'knight-board', 'knight-'],
    ['#puzzle=knapsack&step=8&present=1', 'knap-tree-nodes', 'knap-'],
  ];
  for (const [hash, board, p] of cases) {
    for (const lang of ['en', 'zh']) {
      const { page, errors } = await env.openPage(`${hash}${lang === 'zh' ? '&lang=zh' : ''}`, { viewport: { width: 390, height: 844 } });
      await page.waitForSelector('body.presenting');
      const g = await page.evaluate(([b, prefix]) => {
        const width = (id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().width ?? 0;
        // A counter's label or value wider than its box is cut by the next box.
        const cut = [...document.querySelectorAll(`[data-testid="${prefix}step-count"]`)].flatMap((dd) => [...dd.closest('dl').querySelectorAll('dt, dd')])
          .filter((e) => e.getClientRects().length && e.scrollWidth > e.parentElement.clientWidth + 1).map((e) => e.textContent);
        return {
          board: width(b), code: width(`${prefix}pseudocode`), speed: width(`${prefix}speed`), cut, scrollWidth: document.documentElement.scrollWidth,
        };
      }, [board, p]);
      const where = `${hash} ${lang}: ${JSON.stringify(g)}`;
      assert.ok(g.board >= 340, `the board as wide as the screen: ${where}`);
      assert.ok(g.code >= 300, `the procedure at full width, not a word a line: ${where}`);
      assert.ok(g.speed >= 150, `the speed slider not collapsed: ${where}`);
      assert.deepEqual(g.cut, [], `no counter cut: ${where}`);
      assert.ok(g.scrollWidth <= 390, `nothing scrolls sideways: ${where}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});
