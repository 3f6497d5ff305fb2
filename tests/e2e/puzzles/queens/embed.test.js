//! The N-Queens' embedded page (issue 24): its board as tall as the frame, its hidden parts,
//! the procedure's current line, small and portrait frames, its tabs and tree as view keys,
//! a count followed from an embed link, and autoplay from a solution or a path. What every
//! puzzle's embedded page does: tests/e2e/embed.test.js and contract.test.js.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hostPage, setUp } from '../../helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(async () => {
  await env.close();
});

/** A host page framing `hash` (helpers.js `hostPage`). */
const framed = (hash, options) => hostPage(env, hash, options);

test('an embed link in an iframe shows only the board, the step controls and the event line', async () => {
  const { page, frame, errors } = await framed('#n=6&embed=1&step=38');
  for (const id of ['board', 'step-forward', 'step-back', 'play', 'reset', 'event', 'embed-open']) {
    assert.equal(await frame.getByTestId(id).isVisible(), true, `${id} shown`);
  }
  for (const id of ['page-heading', 'tabs', 'n-slider', 'share-open', 'lang-switch', 'pseudocode', 'tree-note', 'step-count', 'next-solution']) {
    assert.equal(await frame.getByTestId(id).isVisible(), false, `${id} hidden`);
  }
  assert.match(await frame.getByTestId('event').textContent(), /\(5,5\)/);
  // It fills the frame and nothing scrolls.
  const fit = await frame.locator('html').evaluate((root) => ({
    w: root.scrollWidth, h: root.scrollHeight, board: document.querySelector('[data-testid="board"]').getBoundingClientRect().height,
  }));
  assert.ok(fit.w <= 640 && fit.h <= 400, JSON.stringify(fit));
  assert.ok(fit.board >= 300, `the board is as tall as the frame allows: ${fit.board}`);
  // The explorer link: the same lesson without the embed keys, in a new tab.
  const open = frame.getByTestId('embed-open');
  assert.equal(await open.getAttribute('href'), `${env.baseUrl}#n=6&step=38`);
  assert.equal(await open.getAttribute('target'), '_blank');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('embed=code shows the procedure with its current line; 320 × 240 still holds board and controls', async () => {
  const { page, frame } = await framed('#n=6&embed=code&step=38', { width: 800, height: 450 });
  assert.equal(await frame.getByTestId('pseudocode').isVisible(), true);
  assert.equal(await frame.locator('[data-testid="pseudocode"] li.current').count() > 0, true);
  await page.context().close();
  const small = await framed('#n=6&embed=1&step=38', { width: 320, height: 240 });
  for (const id of ['board', 'step-forward', 'play', 'event']) {
    // In the frame's own coordinates.
    const box = await small.frame.getByTestId(id).evaluate((e) => e.getBoundingClientRect().toJSON());
    assert.ok(box.width > 0 && box.x >= 0 && box.y >= 0 && box.right <= 321 && box.bottom <= 241, `${id}: ${JSON.stringify(box)}`);
  }
  await small.page.context().close();
  // A portrait frame: the board above the controls, as wide as the frame.
  const tall = await framed('#n=6&embed=1&step=38', { width: 360, height: 560 });
  const width = await tall.frame.getByTestId('board').evaluate((b) => b.getBoundingClientRect().width);
  assert.ok(width >= 340, `the board fills the frame's width: ${width}`);
  await tall.page.context().close();
});

test('present=1, tab= and tree= open what they name, and the page writes them back', async () => {
  const { page, errors } = await env.openPage('#n=5&step=12&present=1&tree=nodes');
  assert.equal(await page.evaluate(() => document.body.classList.contains('presenting')), true);
  assert.equal(await page.evaluate(() => window.location.hash), '#n=5&step=12&present=1&tree=nodes');
  await page.context().close();
  const gallery = await env.openPage('#n=6&tab=gallery');
  assert.equal(await gallery.page.getByTestId('tab-gallery').getAttribute('aria-selected'), 'true');
  await gallery.page.getByTestId('tab-export').click();
  await gallery.page.waitForFunction(() => window.location.hash.endsWith('&tab=export'));
  await gallery.page.getByTestId('tab-lesson').click();
  await gallery.page.waitForFunction(() => !window.location.hash.includes('tab='));
  assert.deepEqual([...errors, ...gallery.errors], []);
  await gallery.page.context().close();
});

test('after an embed link, following a link to an exercise or a count leaves the embedded view and writes a link the core takes', async () => {
  for (const [from, to, ready] of [
    ['#n=6&step=38&embed=code', '#n=9&count=1', 'count-panel'],
  ]) {
    const { page, errors } = await env.openPage(from);
    assert.equal(await page.evaluate(() => document.body.classList.contains('embedded')), true, from);
    await page.evaluate((hash) => { window.location.hash = hash; }, to);
    await page.getByTestId(ready).waitFor();
    assert.equal(await page.evaluate(() => document.body.classList.contains('embedded')), false, `${to}: not embedded`);
    const hash = await page.evaluate(() => window.location.hash);
    assert.doesNotMatch(hash, /embed=|autoplay=/, `${to} after ${from}: ${hash}`);
    // The page's own link opens as it is, without an error.
    const again = await env.openPage(hash);
    assert.equal(await again.page.getByTestId('error').textContent(), '', hash);
    await again.page.context().close();
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('autoplay plays the embedded search from a solution or a path, at speed=max, and with the procedure in Chinese', async () => {
  // [link, the step count's testid]; the plain `embed=1&autoplay=1` of every puzzle is in contract.test.js.
  const cases = [
    ['#n=6&embed=1&autoplay=1&speed=max', 'step-count'],
    ['#n=6&embed=code&autoplay=1&lang=zh', 'step-count'],
    ['#n=8&i=37&embed=1&autoplay=1', 'step-count'],
    ['#n=6&q=2-4-6-1-3-5&embed=1&autoplay=1&speed=60', 'step-count'],
  ];
  for (const [hash, counter] of cases) {
    const { page, frame, errors } = await framed(hash);
    // Up to 5 s for the search to pass step 2 (it plays at 8 steps a second unless told).
    await frame.locator(`[data-testid="${counter}"]`).evaluate((e) => new Promise((resolve) => {
      const end = Date.now() + 5000;
      const check = () => (Number(e.dataset.value ?? e.textContent.replace(/\D/g, '')) > 2 || Date.now() > end ? resolve() : setTimeout(check, 50));
      check();
    }));
    const k = Number(await frame.getByTestId(counter).evaluate((e) => e.dataset.value ?? e.textContent.replace(/\D/g, '')));
    assert.ok(k > 2, `${hash}: the search plays (step ${k})`);
    // At speed=max the search may be over already.
    if (!hash.includes('max')) assert.match(await frame.getByTestId(counter.replace('step-count', 'play')).textContent(), /Pause|暂停/, `${hash}: Play reads Pause`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});
