//! Chinese typography on the page (every puzzle): a Chinese "label: value" takes the
//! full-width colon and Chinese words in brackets the full-width （）, in the text shown and
//! in the names read out (aria-label, title): 得分：对 3, 最优值 50（搜索尚未结束）.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';
import { declared } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The shown texts and names with an ASCII colon beside a Chinese character, or Chinese in ASCII brackets. */
function asciiBesideChinese(page) {
  return page.evaluate(() => {
    // A colon beside a Chinese word, or Chinese words in ASCII brackets (coordinates and
    // code, as (1,1) and place(k), keep theirs).
    const cjk = '[\\u3400-\\u9fff]';
    const bad = new RegExp(`${cjk}\\s?:|:\\s?${cjk}|\\([^()]*${cjk}[^()]*\\)`, 'u');
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, code, pre, .code, [hidden]') || !parent.getClientRects().length) continue;
      if (bad.test(node.data)) found.add(node.data.trim().slice(0, 80));
    }
    for (const e of document.querySelectorAll('[aria-label], [title]')) {
      for (const attr of ['aria-label', 'title']) {
        const v = e.getAttribute(attr);
        if (v && bad.test(v)) found.add(`${attr}: ${v.slice(0, 80)}`);
      }
    }
    return [...found];
  });
}

/**
 * Each puzzle's views in Chinese, `[link, testid]` (its `zhTypography`: its exercise's score
 * line, its figures, its node-link tree's node names; by default its lesson), with the testid
 * of a part waited for.
 */
const CASES = declared.flatMap(({ declaration: d }) => d.zhTypography ?? [[d.lesson, 'share-link']]);

test('no ASCII colon or bracket beside a Chinese word, on any puzzle\'s lesson, tree or exercise', async () => {
  for (const [hash, ready] of CASES) {
    const { page, errors } = await env.openPage(`${hash}&lang=zh`);
    await page.getByTestId(ready).first().waitFor({ state: 'attached' });
    await page.waitForTimeout(200);
    assert.deepEqual(await asciiBesideChinese(page), [], hash);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});
