//! The gallery, the symmetry classes and play mode at a laptop and a phone size: no
//! horizontal overflow, the gallery's controls clear of one another, and screenshots saved to
//! tests/e2e/screenshots/ (git-ignored) to look at.

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, SCREENSHOT_DIR, setUp } from '../../helpers.js';
import { waitForGallery } from './helpers.js';

let env;
before(async () => {
  env = await setUp({ tab: 'gallery' });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});
after(() => env?.close());

async function noOverflow(page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `no horizontal overflow: ${scrollWidth} > ${innerWidth}`);
}

/** The boxes of the given test ids must not overlap one another. */
async function apart(page, ids) {
  const boxes = await page.evaluate((list) => list.map((id) => {
    const r = document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
    return { id, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }), ids);
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i];
      const b = boxes[j];
      const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      assert.ok(!overlap, `${a.id} overlaps ${b.id}`);
    }
  }
}

async function shot(page, name, locator = null) {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (locator) {
    await locator.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: file });
  } else {
    await page.screenshot({ path: file, fullPage: true });
  }
}

const CONTROLS = ['fundamental-toggle', 'gallery-filter', 'gallery-jump', 'gallery-count', 'gallery'];

for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`${size}: the N = 8 gallery and the fundamental view with a class expanded fit`, async () => {
    const { page, errors } = await env.openPage('', { viewport });
    await waitForGallery(page);
    await noOverflow(page);
    await apart(page, CONTROLS);
    await shot(page, `gallery-n8-${size}`, page.locator('#gallery-heading'));

    await page.getByTestId('fundamental-toggle').check();
    await waitForGallery(page);
    const size4 = page.locator('.gallery > li.fundamental').filter({
      has: page.locator('[data-testid="class-size"][data-size="4"]'),
    });
    // The list is virtual: an item redrawn while the click lands loses it, so the toggle is
    // clicked again until its class is expanded.
    const toggle = size4.getByTestId('class-toggle').first();
    for (let i = 0; i < 3 && await toggle.getAttribute('aria-expanded') !== 'true'; i += 1) {
      await toggle.click();
      await page.getByTestId('class-member').first().waitFor({ timeout: 8000 }).catch(() => {});
    }
    await page.getByTestId('class-member').first().waitFor();
    await noOverflow(page);
    await apart(page, CONTROLS);
    // The class panel's members are readable: each thumbnail at least 60 px wide.
    const widths = await page.getByTestId('class-member').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    assert.ok(widths.every((w) => w >= 60), `member widths ${widths}`);
    await shot(page, `gallery-fundamental-${size}`, page.getByTestId('class-panel'));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test(`${size}: the N = 12 gallery scrolled far down fits`, async () => {
    const { page, errors } = await env.openPage('#n=12', { viewport });
    await waitForGallery(page);
    await page.getByTestId('gallery').evaluate((el) => { el.scrollTop = el.scrollHeight * 0.93; });
    await page.waitForTimeout(100);
    await page.waitForFunction(() => !document.querySelector('.thumb-placeholder'));
    await noOverflow(page);
    const captions = await page.locator('.gallery .thumb-caption').evaluateAll((els) => els.map((el) => el.scrollWidth <= el.clientWidth + 1));
    assert.ok(captions.every(Boolean), 'every caption fits on its line');
    await shot(page, `gallery-n12-${size}`, page.getByTestId('gallery'));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test(`${size}: play mode with a conflict fits`, async () => {
    const { page, errors } = await env.openPage('#n=8&q=2-4-0-0-0-0-0-0', { viewport });
    await page.locator('[data-testid="square"][data-row="3"][data-col="6"]').click();
    await page.locator('[data-testid="square"][data-row="5"][data-col="4"]').click();
    await page.getByTestId('check').click();
    await page.getByTestId('check-result').filter({ hasText: /Not a solution/ }).waitFor();
    await noOverflow(page);
    await apart(page, ['board', 'play-mode', 'check', 'hint', 'check-result']);
    await page.evaluate(() => window.scrollTo(0, document.querySelector('[data-testid="board-status"]').getBoundingClientRect().top + window.scrollY - 8));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `play-conflict-${size}.png`) });
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
