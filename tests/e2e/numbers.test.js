//! Numbers as a user reads them: every number of five digits or more the page shows is
//! grouped in threes (2,465,536, as lib/format.js `groupDigits` writes it in both languages),
//! and no number is split across two lines, in every puzzle, at a phone's width and a
//! laptop's, in English and Chinese.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';
import { declared } from './declarations.js';

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

/**
 * Each puzzle's link to a step past the end of a search of thousands of steps
 * (`pastTheEnd`): the message quotes the step asked and the search's length.
 */
const CASES = declared.filter(({ declaration: d }) => d.pastTheEnd).map(({ id, declaration: d }) => [d.pastTheEnd, id]);

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px every number is grouped and on one line: step counters, the timeline, the log, messages (every puzzle, en and zh)`, async () => {
    assert.ok(CASES.length > 0);
    for (const [hash, id] of CASES) {
      for (const lang of ['en', 'zh']) {
        const { page, errors } = await env.openPage(`${hash}&lang=${lang}`, { viewport });
        await page.waitForFunction((puzzle) => {
          const text = document.querySelector(`main [data-puzzle="${puzzle}"] [data-hook="step-count"]`)?.textContent ?? '';
          return /\d,\d{3}/.test(text) || Number(text) > 999;
        }, id);
        assert.deepEqual(await numberFaults(page), [], `${hash} ${lang}`);
        assert.deepEqual(errors, []);
        await page.context().close();
      }
    }
  });
}
