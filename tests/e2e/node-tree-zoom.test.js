//! The node-link solution-space tree can be read at any size, in every puzzle that draws
//! one (its `nodeTree`): it opens fitted to its box with its root and the current path in
//! view, and zooms in and back to Fit. The zoom's every gesture (buttons, wheel, pinch,
//! drag, keys) and its following the search are tested on a puzzle's tree whose size is
//! known, in that puzzle's folder (tests/e2e/puzzles/<id>/node-tree-zoom.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { geometry, setUp, showNodeLink } from './helpers.js';
import { declared } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const LAPTOP = { width: 1366, height: 768 };


for (const { id, declaration: d } of declared.filter(({ declaration }) => declaration.nodeTree)) {
  test(`the node-link tree of ${id} has the same zoom`, async () => {
    const p = d.prefix;
    const { page, errors } = await env.openPage(d.nodeTree.link, { viewport: LAPTOP });
    await showNodeLink(page, p);
    await page.getByTestId(`${p}tree-nodes`).waitFor();
    const g = await geometry(page, p);
    assert.equal(g.currentInView, true);
    await page.getByTestId(`${p}tree-zoom-in`).click();
    assert.ok((await geometry(page, p)).scale > g.scale);
    await page.getByTestId(`${p}tree-fit`).click();
    assert.equal((await geometry(page, p)).scale, g.scale);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('a node-link tree opens with its root and the current path in its box, the box no taller than the drawing (every puzzle, 1366 × 768 and 390 × 844)', async () => {
  const cases = declared.filter(({ declaration: d }) => d.nodeTree)
    .flatMap(({ declaration: d }) => d.nodeTree.opens.map((hash) => [hash, d.prefix]));
  assert.ok(cases.length > 0);
  for (const viewport of [LAPTOP, { width: 390, height: 844 }]) {
    for (const [hash, p] of cases) {
      const { page, errors } = await env.openPage(hash, { viewport });
      const svg = page.getByTestId(`${p}tree-nodes`);
      await svg.locator('.nl-node').first().waitFor();
      await svg.evaluate((s) => s.parentElement.scrollIntoView({ block: 'center' }));
      const g = await svg.evaluate((s) => {
        const box = s.parentElement.getBoundingClientRect();
        const drawing = s.getBoundingClientRect();
        const inside = (e) => {
          const r = e.querySelector('.nl-disc').getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
        };
        const path = [...s.querySelectorAll('[data-kind="root"], [data-state="live"], [data-state="expanding"], .nl-current')];
        return {
          scale: Number(s.dataset.scale),
          path: path.map((e) => `${e.dataset.path || 'root'}:${inside(e)}`),
          empty: box.height - drawing.height,
          boxHeight: box.height,
        };
      });
      const where = `${hash} at ${viewport.width}: ${JSON.stringify(g)}`;
      assert.ok(g.path.length >= 2, where);
      assert.ok(g.path.every((e) => e.endsWith(':true')), `every node from the root to the current one is in the box: ${where}`);
      assert.ok(g.scale >= 0.4, `not shrunk past the trail's scale: ${where}`);
      assert.ok(g.empty <= 0.1 * g.boxHeight, `no band of the box left empty above or below the drawing: ${where}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});
