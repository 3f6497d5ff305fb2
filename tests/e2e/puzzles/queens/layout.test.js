//! The N-Queens' touch targets on a phone: every button, field, slider and play-mode
//! square is at least 44 × 44 px (the layout of every puzzle: tests/e2e/layout.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

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
