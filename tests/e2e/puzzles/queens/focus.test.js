//! The keyboard focus survives the page's redraws (issue 21, item 8): when the gallery's
//! virtual list, the solution-space trees or the event log redraw, the focus stays on the
//! same item (by its key), so a key the widget owns (Home) never falls through to the page,
//! where Home sends the search back to step 0. Expected steps are the links' own.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp, showNodeLink } from '../../helpers.js';
import { waitForGallery } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The focused element's (or its nearest) testid and its attribute `attr`; null on the page itself. */
function focused(page, attr) {
  return page.evaluate((a) => {
    const node = document.activeElement;
    if (!node || node === document.body) return null;
    return { testid: node.closest('[data-testid]')?.dataset.testid ?? null, key: node.getAttribute(a) };
  }, attr);
}

test('the focused gallery item keeps the focus while the list scrolls under it, and Home stays in the gallery', async () => {
  const { page, errors } = await env.openPage('#n=8&step=40', { tab: 'gallery' });
  await waitForGallery(page);
  // An item of the fourth row: scrolling it to the top takes the first row out of the list.
  const { cols, pitch } = await page.evaluate(() => {
    const items = [...document.querySelectorAll('[data-testid="gallery-item"]')].map((b) => b.getBoundingClientRect());
    const top = items[0].top;
    const perRow = items.filter((r) => Math.abs(r.top - top) < 1).length;
    return { cols: perRow, pitch: items[perRow].top - top };
  });
  const position = 3 * cols;
  const item = page.locator(`[data-testid="gallery-item"][data-position="${position}"]`);
  await item.focus();
  const index = await item.getAttribute('data-index');
  await page.getByTestId('gallery').evaluate((s, top) => { s.scrollTop = top; }, 3 * pitch);
  await page.waitForFunction(() => document.querySelector('[data-testid="gallery"] li')?.getAttribute('aria-posinset') !== '1');
  assert.deepEqual(await focused(page, 'data-index'), { testid: 'gallery-item', key: index }, 'the same item has the focus');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.activeElement?.dataset?.position === '0');
  assert.match(await page.evaluate(() => window.location.hash), /step=40(&|$)/, 'Home moved in the gallery, not the search');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a member of an open symmetry class picked with Enter keeps the focus while the class is drawn again', async () => {
  const { page, errors } = await env.openPage('#n=8', { tab: 'gallery' });
  await waitForGallery(page);
  await page.getByTestId('fundamental-toggle').check();
  await waitForGallery(page);
  await page.waitForFunction(() => document.querySelector('.gallery > li')?.classList.contains('fundamental'));
  await page.getByTestId('class-toggle').first().click();
  const member = page.getByTestId('class-member').last();
  await member.waitFor();
  const cols = await member.getAttribute('data-cols');
  await member.focus();
  await page.keyboard.press('Enter');
  // The pick marks the member as the one shown: the class is drawn again.
  await page.waitForFunction((c) => document.querySelector(`[data-testid="class-member"][data-cols="${c}"]`)
    ?.getAttribute('aria-current') === 'true', cols);
  assert.deepEqual(await focused(page, 'data-cols'), { testid: 'class-member', key: cols }, 'the picked member has the focus');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('choosing an old line of the event log keeps the focus on that step’s line, and Home stays in the log', async () => {
  const { page, errors } = await env.openPage('#n=6&step=30');
  // The log of step 30 lists steps 30 … 11; step 12's line is the 19th.
  const line = page.locator('[data-testid="event-log-entry"][data-step="12"]');
  await line.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="step-count"]').textContent === '12');
  assert.deepEqual(await focused(page, 'data-step'), { testid: 'event-log-entry', key: '12' }, 'the focus is on step 12’s line');
  await page.keyboard.press('Home');
  await page.waitForTimeout(300);
  assert.equal(await page.getByTestId('step-count').textContent(), '12', 'Home moved in the log, not the search');
  assert.match(await page.evaluate(() => window.location.hash), /step=12(&|$)/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a tree drawn again under a focused node keeps the focus on the same node, and Home stays in the tree', async () => {
  const { page, errors } = await env.openPage('#n=5&step=12');
  await showNodeLink(page);
  // Step 12 of N = 5 tries (5,1) under x = (1, 3, 5, 2), a conflict: its node is 1-3-5-2-1.
  const node = page.locator('[data-testid="tree-node"][data-path="1-3-5-2-1"]');
  await node.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="step-count"]').textContent === '12');
  await node.focus();
  // The same step of the search that stops at its first solution: a new tree, drawn again.
  await page.evaluate(() => { window.location.hash = '#n=5&step=12&mode=first'; });
  await page.waitForFunction(() => document.querySelector('[data-testid="search-mode"]').value === 'first');
  // That tree: the root and the 15 squares tried up to 1 3 5 2 4 (not N = 5's 220).
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree-nodes"] [data-testid="tree-node"]').length === 16);
  assert.deepEqual(await focused(page, 'data-path'), { testid: 'tree-node', key: '1-3-5-2-1' }, 'the focus is on the same node');
  await page.keyboard.press('Home');
  await page.waitForTimeout(300);
  assert.equal(await page.getByTestId('step-count').textContent(), '12', 'Home moved in the tree, not the search');
  assert.deepEqual(await focused(page, 'data-path'), { testid: 'tree-node', key: '' }, 'Home went to the root');
  // The strips, drawn again the same way: the focus stays on the cell of the same step.
  await page.getByTestId('tree-style').selectOption('strips');
  const cell = page.locator('[data-testid="tree"] [data-step="12"]');
  await cell.click();
  await cell.focus();
  await page.evaluate(() => { window.location.hash = '#n=5&step=12'; });
  await page.waitForFunction(() => document.querySelector('[data-testid="search-mode"]').value === 'all');
  await page.waitForFunction(() => document.querySelector('[data-testid="tree"]')?.dataset.key === '5:true');
  assert.deepEqual(await focused(page, 'data-step'), { testid: 'tree', key: '12' }, 'the focus is on the same cell');
  assert.deepEqual(errors, []);
  await page.context().close();
});
