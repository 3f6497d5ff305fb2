//! Layout from a 320 px phone to a 3840 px (4K) screen, in English and Chinese, light and
//! dark, in every registered puzzle: no horizontal overflow. Each puzzle declares its views
//! with long words and wide parts (tests/e2e/puzzles/<id>/contract.js `layoutViews`,
//! `narrowViews`; by default its lesson). Screenshots go to tests/e2e/screenshots/ (git-ignored).

import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SCREENSHOT_DIR, setUp } from './helpers.js';
import { declared } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});
after(() => env?.close());

/** The widths beside the phone's 320 px (the last test, in its mobile layout viewport). */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 3840, height: 2160 },
];

/** Each puzzle's views checked at every width: `layoutViews`, or its lesson. */
const VIEWS = declared.flatMap(({ id, declaration: d }) => (d.layoutViews?.map((view) => ({ ...view, shot: true }))
  ?? [{ name: 'lesson', link: d.lesson }]).map((view) => ({ ...view, name: `${id}-${view.name}` })));

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
  test(`no horizontal overflow at ${WIDTHS.map((size) => size.width).join(', ')} px (${lang}), light and dark`, async () => {
    for (const view of VIEWS) {
      // One page per view, opened at the first width and resized to the next ones, in the
      // light scheme, then switched to the dark one at each.
      const { page, errors } = await env.openPage(`${view.link}&lang=${lang}`, {
        viewport: WIDTHS[0], contextOptions: { colorScheme: 'light' },
      });
      // Attached, not visible: a conflict line along a column is vertical, a box of width 0.
      if (view.ready) await page.waitForSelector(view.ready, { state: 'attached' });
      await page.waitForTimeout(200);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); }));
        for (const scheme of ['light', 'dark']) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.waitForFunction((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark');
          const o = await overflow(page);
          assert.ok(o.scrollWidth <= o.innerWidth, `${view.name} at ${size.width} px, ${scheme}: ${o.scrollWidth} > ${o.innerWidth}: ${o.out.join('; ')}`);
          // Screenshots of the declared views (git-ignored, for a reader's eye).
          if (view.shot && (!view.noWideShot || size.width <= 390)) {
            await page.screenshot({
              path: path.join(SCREENSHOT_DIR, `layout-${size.width}-${lang}-${scheme}-${view.name}.png`),
              fullPage: size.width < 3840,
            });
          }
        }
      }
      assert.deepEqual(errors, [], view.name);
      await page.context().close();
    }
  });
}

/** The overflow of `page` in the light scheme, then the dark one (switched on the same page). */
async function bothSchemes(page) {
  const light = await overflow(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const dark = await overflow(page);
  await page.emulateMedia({ colorScheme: 'light' });
  return { light, dark };
}

for (const { id, declaration: d } of declared) {
  // Its views of every state (`narrowViews`) and its wide views (`layoutViews`), or its lesson.
  const narrow = d.narrowViews ?? [];
  const views = [
    ...(d.layoutViews ?? [])
      .filter(({ link }) => !narrow.some(([, hash, steps]) => hash === link && !steps))
      .map(({ name, link, ready }) => [name, link, ready ? (page) => page.waitForSelector(ready, { state: 'attached' }) : null, true]),
    ...narrow.map(([name, hash, steps]) => [name, hash, steps, (d.layoutViews ?? []).some(({ link }) => link === hash) && !steps]),
  ];
  if (views.length === 0) views.push(['lesson', d.lesson, null, false]);
  test(`nothing scrolls sideways on a 320 × 568 phone in any view of any puzzle, in English and Chinese, light and dark: ${id}`, { timeout: 300_000 }, async () => {
    const wide = {};
    for (const lang of ['en', 'zh']) {
      for (const [name, hash, steps, shot] of views) {
        // A phone: its layout viewport would widen to fit wider content.
        const { page, errors } = await env.openPage(hash ? `${hash}&lang=${lang}` : `#lang=${lang}`, {
          viewport: { width: 320, height: 568 }, contextOptions: { isMobile: true, hasTouch: true, colorScheme: 'light' },
        });
        if (steps) await steps(page);
        await page.waitForTimeout(300);
        const schemes = await bothSchemes(page);
        for (const [scheme, o] of Object.entries(schemes)) {
          if (o.scrollWidth > 320) wide[`${name} (${lang}, ${scheme})`] = `${o.scrollWidth}: ${o.out.join('; ')}`;
        }
        if (shot) {
          await page.screenshot({ path: path.join(SCREENSHOT_DIR, `layout-320-${lang}-${id}-${name}.png`), fullPage: true });
        }
        assert.deepEqual(errors, [], `${name} (${lang})`);
        await page.context().close();
      }
    }
    assert.deepEqual(wide, {});
  });
}
