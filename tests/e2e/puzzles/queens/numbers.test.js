//! The N-Queens' count panel: its figures stay grouped and on one line at every width
//! (numbers in every puzzle: tests/e2e/numbers.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/**
 * The numbers in the page's visible text (not in fields, code or the procedure) that are
 * not grouped (five digits or more in a row) or that are split across lines.
 */
function numberFaults(page) {
  return page.evaluate(() => {
    const faults = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode(node) {
        const parent = node.parentElement;
        if (!parent || parent.closest('textarea, input, select, script, style, code, pre, .code, [hidden]')) return NodeFilter.FILTER_REJECT;
        return parent.getClientRects().length ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.data.matchAll(/(?<![\w,.])\d{1,3}(?:,\d{3})+(?![\d,])|(?<![\w,.])\d{5,}(?![\d])/g)) {
        if (!m[0].includes(',')) {
          faults.push(`ungrouped “${m[0]}” in “${node.data.slice(0, 60)}”`);
          continue;
        }
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) faults.push(`“${m[0]}” split over ${tops.size} lines in “${node.data.slice(0, 60)}”`);
      }
    }
    return faults;
  });
}

test('the count panel\'s figures stay on one line at every width from 320 to 1400 px, however long (en and zh)', { timeout: 120_000 }, async () => {
  for (const lang of ['en', 'zh']) {
    const { page, errors } = await env.openPage(`#n=12&tab=count&lang=${lang}`, { viewport: { width: 390, height: 800 } });
    await page.getByTestId('count-start').click();
    await page.waitForSelector('[data-testid="count-panel"][data-state="done"]', { timeout: 60_000 });
    assert.deepEqual(await numberFaults(page), [], lang);
    for (let width = 320; width <= 1400; width += 20) {
      await page.setViewportSize({ width, height: 800 });
      // The nodes a second of a fast machine (the figure is this machine's, often shorter).
      const figures = await page.evaluate(() => {
        document.querySelector('[data-testid="nodes-per-second"]').textContent = '100,665,089';
        return [...document.querySelectorAll('.count-figures dd')].map((dd) => {
          const lines = Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight));
          return { text: dd.textContent, lines, cut: dd.scrollWidth > dd.clientWidth + 1 };
        }).filter((f) => f.lines > 1 || f.cut);
      });
      assert.deepEqual(figures, [], `${width} px, ${lang}`);
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});
