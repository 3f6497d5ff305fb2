//! Numbers as a user reads them: every number of five digits or more the page shows is
//! grouped in threes (2,465,536, as lib/format.js `groupDigits` writes it in both languages),
//! and no number is split across two lines, in every puzzle, at a phone's width and a
//! laptop's, in English and Chinese.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { numberFaults, setUp } from './helpers.js';
import { declared } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());


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
