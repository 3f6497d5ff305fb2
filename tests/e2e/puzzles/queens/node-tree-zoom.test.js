//! The N-Queens' node-link tree can be read at any size: the N = 5 tree of the
//! all-solutions search has 220 nodes and 5 levels below the root (docs/REFERENCE.md: the
//! squares tried), 7,494 px wide at natural size, against a box of 373 px at 1366 px. It
//! opens fitted to its box with the current node in view, zooms and pans (buttons, wheel or
//! pinch, drag, keys) and follows the current node as the search moves (every puzzle's
//! tree: tests/e2e/node-tree-zoom.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { geometry, setUp, showNodeLink } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const LAPTOP = { width: 1366, height: 768 };


async function openTree(hash) {
  const opened = await env.openPage(hash, { viewport: LAPTOP });
  await showNodeLink(opened.page);
  await opened.page.getByTestId('tree-nodes').waitFor();
  // The panel sits below the fold at 1366 × 768: bring it up, as a visitor scrolls to it.
  await opened.page.getByTestId('tree-zoom-in').scrollIntoViewIfNeeded();
  await opened.page.getByTestId('tree-nodes').evaluate((svg) => svg.parentElement.scrollIntoView({ block: 'end' }));
  return opened;
}

test('the N = 5 node-link tree opens fitted to its box: every level in view, the current node in view, twice the nodes of natural size', async () => {
  const { page, errors } = await openTree('#n=5&step=60');
  const g = await geometry(page);
  assert.equal(g.nodes, 221, 'the root and the 220 squares tried');
  assert.ok(g.levelsFit, 'all six rows of nodes (root and levels 1–5) fit the box’s height');
  assert.equal(g.currentInView, true, 'the expanding node of step 60 is inside the box');
  assert.equal(g.currentStep, '60');
  // At natural size a 373 px box holds 373 / 42 ≈ 9 leaf slots, the bug's "six nodes cut at the edge".
  assert.ok(g.shown >= 18, `${g.shown} nodes wholly in the box`);
  assert.ok(g.scale < 1);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the tree zooms with its buttons (out to the whole tree, in around the current node) and Fit goes back', async () => {
  const { page, errors } = await openTree('#n=5&step=60');
  const fitted = await geometry(page);
  const zoomOut = page.getByTestId('tree-zoom-out');
  while (!(await zoomOut.isDisabled())) await zoomOut.click();
  const out = await geometry(page);
  assert.ok(out.wholeFits, 'zoomed out all the way, the whole tree is in the box');
  assert.equal(out.shown, 221);
  const zoomIn = page.getByTestId('tree-zoom-in');
  await page.getByTestId('tree-fit').click();
  await zoomIn.click();
  const closer = await geometry(page);
  assert.ok(closer.scale > fitted.scale, `zoomed in: ${closer.scale} > ${fitted.scale}`);
  assert.equal(closer.currentInView, true, 'zooming in keeps the current node in view');
  while (!(await zoomIn.isDisabled())) await zoomIn.click();
  assert.equal((await geometry(page)).currentInView, true);
  await page.getByTestId('tree-fit').click();
  const again = await geometry(page);
  assert.equal(again.scale, fitted.scale, 'Fit is the view the tree opened with');
  assert.equal(again.currentInView, true);
  for (const id of ['tree-zoom-in', 'tree-zoom-out', 'tree-fit']) {
    assert.ok((await page.getByTestId(id).getAttribute('aria-label')).length > 0, `${id} is named`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the wheel zooms around the pointer, a drag pans, and a drag does not seek', async () => {
  const { page, errors } = await openTree('#n=5&step=60');
  const g = await geometry(page);
  await page.mouse.move(g.box.x + g.box.width / 2, g.box.y + g.box.height / 2);
  await page.mouse.wheel(0, -300);
  await page.waitForFunction((s) => Number(document.querySelector('[data-testid="tree-nodes"]').dataset.scale) > s, g.scale);
  const zoomed = await geometry(page);
  // A drag from the middle 120 px to the left moves the view 120 px to the right.
  const y = g.box.y + g.box.height - 12;
  await page.mouse.move(g.box.x + 250, y);
  await page.mouse.down();
  await page.mouse.move(g.box.x + 190, y, { steps: 3 });
  await page.mouse.move(g.box.x + 130, y, { steps: 3 });
  await page.mouse.up();
  const panned = await geometry(page);
  assert.ok(Math.abs(panned.scrollLeft - zoomed.scrollLeft - 120) <= 2, `panned by ${panned.scrollLeft - zoomed.scrollLeft} px`);
  assert.equal(await page.getByTestId('step-count').textContent(), '60', 'the drag did not go to a step');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a pinch of two fingers zooms the tree', async () => {
  const { page, errors } = await openTree('#n=5&step=60');
  const g = await geometry(page);
  const cdp = await page.context().newCDPSession(page);
  const cx = g.box.x + g.box.width / 2;
  const cy = g.box.y + g.box.height / 2;
  const touch = (type, d) => cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: type === 'touchEnd' ? [] : [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }],
  });
  await touch('touchStart', 20);
  for (const d of [30, 45, 60, 80]) await touch('touchMove', d);
  await touch('touchEnd', 0);
  await page.waitForFunction((s) => Number(document.querySelector('[data-testid="tree-nodes"]').dataset.scale) > s, g.scale);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('keys zoom the focused tree (+, −, 0) and it follows the current node as the search moves', async () => {
  const { page, errors } = await openTree('#n=5&step=60');
  const fitted = await geometry(page);
  await page.locator('[data-testid="tree-nodes"] [tabindex="0"]').focus();
  await page.keyboard.press('+');
  const bigger = await geometry(page);
  assert.ok(bigger.scale > fitted.scale);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  assert.ok((await geometry(page)).scale < fitted.scale);
  await page.keyboard.press('0');
  assert.equal((await geometry(page)).scale, fitted.scale);
  // Zoomed in all the way, the search moves far along the tree: the view follows it.
  const zoomIn = page.getByTestId('tree-zoom-in');
  while (!(await zoomIn.isDisabled())) await zoomIn.click();
  for (const step of [120, 200, 283]) {
    await page.getByTestId('timeline').fill(String(step));
    await page.waitForFunction((s) => document.querySelector('[data-testid="step-count"]').textContent === String(s), step);
    const g = await geometry(page);
    assert.equal(g.currentInView, true, `step ${step}: the current node is in view`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});
