//! The N-Queens' count panel: its figures stay grouped and on one line at every width
//! (numbers in every puzzle: tests/e2e/numbers.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { numberFaults, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());


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
