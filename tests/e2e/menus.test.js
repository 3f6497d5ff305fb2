//! Menus stay on the screen: the header's Share menu, opened at every
//! phone width from 320 px up and on a desktop, in English and Chinese, for every
//! registered puzzle (its first link), lies wholly inside the viewport, and so does the link
//! it shares. The puzzle switch lists the puzzles in the registry's groups, in each language.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openShare, setUp } from './helpers.js';
import { declaredPairs } from './declarations.js';
import { GROUPS, switchGroups } from '../../www/js/puzzles/registry.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

for (const lang of ['en', 'zh']) {
  test(`the Share menu stays inside the viewport from 320 px up (${lang})`, async () => {
    const outside = [];
    for (const [, d] of declaredPairs()) {
      const [hash] = d.links;
      // One page per puzzle, resized to each width: the menu is opened afresh at each.
      const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { viewport: { width: 320, height: 800 } });
      for (const width of [320, 360, 390, 430, 768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await openShare(page);
        const boxes = await page.evaluate(() => ['.share-panel', '[data-testid="share-link"]', '[data-testid="copy-link"]'].map((sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return {
            sel, left: r.left, right: r.right, width: window.innerWidth,
          };
        }));
        for (const b of boxes) {
          if (b.left < 0 || b.right > b.width + 0.5) outside.push(`${hash} ${width}px ${b.sel}: ${Math.round(b.left)}…${Math.round(b.right)}`);
        }
        await page.getByTestId('share-menu').evaluate((menu) => { menu.open = false; });
      }
      assert.deepEqual(errors, [], hash);
      await page.context().close();
    }
    assert.deepEqual(outside, []);
  });
}

test('the puzzle switch groups the puzzles as the registry does, worded in each language, and picking from the last group opens that puzzle', async () => {
  const { page, errors } = await env.openPage('');
  const read = () => page.getByTestId('puzzle-switch').evaluate((select) => [...select.children].map((g) => ({
    tag: g.tagName, label: g.label, ids: [...g.children].map((o) => o.value),
  })));
  const expected = (lang) => switchGroups().map(({ group, ids }) => ({
    tag: 'OPTGROUP', label: GROUPS.find((g) => g.id === group).name[lang], ids,
  }));
  assert.deepEqual(await read(), expected('en'));
  await page.getByTestId('lang-switch').selectOption('zh');
  await page.waitForFunction(() => document.documentElement.lang.startsWith('zh'));
  assert.deepEqual(await read(), expected('zh'));
  const last = switchGroups().at(-1).ids.at(-1);
  await page.getByTestId('puzzle-switch').selectOption(last);
  await page.waitForFunction((id) => new RegExp(`puzzle=${id}(&|$)`).test(window.location.hash), last);
  assert.equal(await page.getByTestId('puzzle-switch').inputValue(), last);
  assert.deepEqual(errors, []);
  await page.context().close();
});
