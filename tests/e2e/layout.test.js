//! Layout from a 320 px phone to a 3840 px (4K) screen, in English and Chinese, light and
//! dark: no horizontal overflow, and on phones every button, field, slider and play-mode
//! square is at least 44 × 44 px. Screenshots go to tests/e2e/screenshots/ (git-ignored).

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  choosePuzzle, SCREENSHOT_DIR, setUp, showTab,
} from './helpers.js';

let env;
before(async () => {
  env = await setUp();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});
after(() => env?.close());

const WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 3840, height: 2160 },
];

/** Views with long words and wide parts: the stepper with its tree, a partial placement, a huge N. */
const VIEWS = [
  { name: 'stepper', hash: '#n=8&step=7', ready: '[data-testid="conflict"]' },
  { name: 'tree', hash: '#n=6&step=40', ready: '[data-testid="tree"] [data-step]' },
  { name: 'play', hash: '#n=8&q=1-5-0-0-0-0-0-0' },
  { name: 'huge', hash: '#n=1000' },
];

/** The widest element sticking out of the viewport, to say what overflows. */
async function overflow(page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => el.getClientRects().length && el.getBoundingClientRect().right > width + 0.5
        && !el.closest('.tree-scroller, .gallery-scroller, .code, .grid-text, .solution-line'))
      .map((el) => `${el.tagName.toLowerCase()}#${el.id}.${el.className?.baseVal ?? el.className} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, out: out.slice(0, 5) };
  });
}

for (const lang of ['en', 'zh']) {
  for (const size of WIDTHS) {
    test(`no horizontal overflow at ${size.width} px (${lang}), light and dark`, async () => {
      for (const scheme of ['light', 'dark']) {
        for (const view of VIEWS) {
          const { page, errors } = await env.openPage(`${view.hash}&lang=${lang}`, {
            viewport: size, contextOptions: { colorScheme: scheme },
          });
          // Attached, not visible: a conflict line along a column is vertical, a box of width 0.
          if (view.ready) await page.waitForSelector(view.ready, { state: 'attached' });
          await page.waitForTimeout(200);
          const o = await overflow(page);
          assert.ok(o.scrollWidth <= o.innerWidth, `${view.name}, ${scheme}: ${o.scrollWidth} > ${o.innerWidth}: ${o.out.join('; ')}`);
          if (view.name !== 'huge' || size.width <= 390) {
            await page.screenshot({
              path: path.join(SCREENSHOT_DIR, `layout-${size.width}-${lang}-${scheme}-${view.name}.png`),
              fullPage: size.width < 3840,
            });
          }
          assert.deepEqual(errors, [], `${view.name}, ${scheme}`);
          await page.context().close();
        }
      }
    });
  }
}

/** Controls smaller than 44 × 44 px (check boxes and radio buttons count by their label). */
async function smallTargets(page) {
  return page.evaluate(() => {
    const small = [];
    for (const el of document.querySelectorAll('button, select, input, summary, a[href]')) {
      if (el.disabled || el.closest('[hidden]') || !el.getClientRects().length) continue;
      if (el.closest('.sr-only')) continue;
      const target = (el.type === 'checkbox' || el.type === 'radio') ? el.closest('label') ?? el : el;
      const box = target.getBoundingClientRect();
      if (box.height < 43.5 || (box.width < 43.5 && target.tagName !== 'A')) {
        small.push(`${el.tagName.toLowerCase()}#${el.id}[${el.dataset.testid ?? ''}] ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

test('on a touch phone (390 px) buttons, fields, sliders and the 8 × 8 play-mode squares are at least 44 × 44 px', async () => {
  const phone = { viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true } };
  let { page, errors } = await env.openPage('#n=8&step=7', phone);
  assert.deepEqual(await smallTargets(page), []);
  for (const id of ['n-slider', 'speed', 'timeline']) {
    const box = await page.getByTestId(id).boundingBox();
    assert.ok(box.height >= 44, `${id} is ${box.height} px tall`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();

  ({ page, errors } = await env.openPage('#n=8&q=1-5-0-0-0-0-0-0', phone));
  const squares = await page.locator('[data-testid="board"] .play-square').evaluateAll((els) => els.map((el) => {
    const box = el.getBoundingClientRect();
    return Math.min(box.width, box.height);
  }));
  assert.equal(squares.length, 64, 'every square of the board can be tapped');
  assert.ok(Math.min(...squares) >= 44, `smallest square ${Math.min(...squares)} px`);
  assert.deepEqual(await smallTargets(page), []);
  assert.deepEqual(errors, []);
  await page.context().close();
});

/** Every view and panel state at 320 px, every puzzle: [name, hash, steps(page)]. */
const NARROW_VIEWS = [
  ['solution', '#n=8', null],
  ['stepper', '#n=8&step=7', null],
  ['play, checked', '#n=8&q=1-2-0-0-0-0-0-0', (page) => page.getByTestId('check').click()],
  ['gallery pick, export', '#n=8', async (page) => {
    await showTab(page, 'gallery');
    await page.getByTestId('gallery-item').nth(5).click();
    await showTab(page, 'export');
    await page.getByTestId('export-svg').click();
  }],
  ['count done', '#n=9', async (page) => {
    await showTab(page, 'count');
    await page.waitForSelector('[data-testid="count-panel"][data-state="done"]');
  }],
  ['count running', '#n=17', async (page) => {
    await showTab(page, 'count');
    await page.getByTestId('count-start').click();
  }],
  ['bad link', '#n=99999999999999999999999999', null],
  ['N field error', '#n=8', async (page) => {
    await page.getByTestId('n-input').fill('123456789012345678901234567890');
    await page.getByTestId('n-input').press('Enter');
  }],
  ['N = 64', '#n=64', null],
  ['N = 1,000,000', '#n=1000000', null],
  ['knight', '#puzzle=knight', null],
  ['knight from the switch', '#n=8', (page) => choosePuzzle(page, 'knight')],
  ['knight search', '#puzzle=knight&n=20&m=20&step=40', null],
  ['knight path', '#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4', null],
  // The knapsack's item table (weights, values, v / w, remove) fits its panel.
  ['knapsack', '#puzzle=knapsack&step=8', null],
  ['knapsack, five items', '#puzzle=knapsack&w=99-98-97-96-95&v=99-98-97-96-95&c=400', null],
];

test('nothing scrolls sideways on a 320 × 568 phone in any view of any puzzle, in English and Chinese', { timeout: 300_000 }, async () => {
  const wide = {};
  for (const lang of ['en', 'zh']) {
    for (const [name, hash, steps] of NARROW_VIEWS) {
      // A phone: its layout viewport would widen to fit wider content.
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, {
        viewport: { width: 320, height: 568 }, contextOptions: { isMobile: true, hasTouch: true },
      });
      if (steps) await steps(page);
      await page.waitForTimeout(300);
      const o = await overflow(page);
      if (o.scrollWidth > 320) wide[`${name} (${lang})`] = `${o.scrollWidth}: ${o.out.join('; ')}`;
      assert.deepEqual(errors, [], `${name} (${lang})`);
      await page.context().close();
    }
  }
  assert.deepEqual(wide, {});
});
