//! The lesson's parts every puzzle shares, on one screen: on a phone the pinned dock repeats
//! the current code line with the figure, the event and the step buttons; the Share menu
//! closes as a menu does. Each puzzle's own layout: tests/e2e/puzzles/<id>/lesson-layout.test.js.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, setUp } from './helpers.js';
import { declared } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

function assertAllInView({ boxes, width, height }, what) {
  for (const [name, box] of Object.entries(boxes)) {
    assert.ok(box, `${what}: ${name} is drawn`);
    assert.ok(box.top >= 0 && box.bottom <= height + 0.5, `${what}: ${name} (y ${box.top}–${box.bottom}) is within the ${height}px viewport`);
    assert.ok(box.left >= 0 && box.right <= width + 0.5, `${what}: ${name} (x ${box.left}–${box.right}) is within the ${width}px viewport`);
  }
}

test('on a phone the pinned dock repeats the current code line: board, event, line and step buttons on one screen', async () => {
  // Each puzzle's `dock`: a step and the line it executes (hand-traced from docs/REFERENCE.md).
  const cases = declared.filter(({ declaration: d }) => d.dock);
  assert.ok(cases.length > 0);
  const dockLine = (page, p) => page.evaluate((prefix) => {
    const current = document.querySelector(`[data-testid="${prefix}pseudocode"] li[aria-current="step"]`);
    return {
      line: document.querySelector(`[data-testid="${prefix}code-line"]`).textContent,
      panel: `${current.querySelector('.line-number').textContent}${current.querySelector('code').textContent}`,
    };
  }, p);
  for (const lang of ['en', 'zh']) {
    for (const { declaration: d } of cases) {
      const { link: hash, line: text } = d.dock;
      const p = d.prefix;
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { viewport: PHONE });
      const seen = await page.evaluate(({ p, board }) => {
        const q = (id) => document.querySelector(`[data-testid="${id}"]`);
        const box = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
        const current = document.querySelector(`[data-testid="${p}pseudocode"] li[aria-current="step"]`);
        return {
          line: q(`${p}code-line`).textContent,
          panel: `${current.querySelector('.line-number').textContent}${current.querySelector('code').textContent}`,
          boxes: {
            board: box(q(board)), event: box(q(`${p}event`)), 'code line': box(q(`${p}code-line`)), step: box(q(`${p}step-forward`)),
          },
          width: window.innerWidth,
          height: window.innerHeight,
        };
      }, { p, board: d.figure });
      assert.equal(seen.line, seen.panel, `${hash}: the dock's line is the panel's current line`);
      assert.match(seen.line.replace(/^\d+/, ''), text, `${hash}: the line executed at this step`);
      assertAllInView(seen, `${hash} ${lang} on a phone`);
      // The line follows the step.
      await page.getByTestId(`${p}step-forward`).click();
      const next = await dockLine(page, p);
      assert.equal(next.line, next.panel, `${hash}: after Step, the dock's line is the panel's`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
  // On a desktop the procedure beside the board has the line; the dock has no copy of it;
  // nor on a short phone (320 × 568), where the dock would cover more of the board.
  for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 568 }]) {
    for (const { declaration: d } of cases) {
      const { page, errors } = await env.openPage(d.dock.link, { viewport });
      assert.equal(await page.getByTestId(`${d.prefix}code-line`).isVisible(), false, `${d.dock.link} at ${viewport.width}×${viewport.height}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});

test('the Share menu closes on Escape and on a click outside it', async () => {
  const { page, errors } = await env.openPage('', { share: true });
  const open = () => page.getByTestId('share-menu').evaluate((d) => d.open);
  assert.equal(await open(), true);
  await page.getByTestId('copy-link').focus();
  await page.keyboard.press('Escape');
  assert.equal(await open(), false);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'share-open');
  await page.getByTestId('share-open').click();
  assert.equal(await open(), true);
  await page.getByTestId('page-heading').click();
  assert.equal(await open(), false);
  assert.deepEqual(errors, []);
  await page.context().close();
});
