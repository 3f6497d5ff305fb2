//! Embed mode (issue 24): an embed link in an <iframe> of a host page shows only the
//! board, the step controls and the event line (embed=code: the procedure too), plays its
//! range and loops, fills its frame, follows the colour scheme, and its keys act only while
//! the frame has the focus; the Share menu gives the <iframe> code; the view keys
//! (present, tab, tree) open what they name; a bad embed link gets its message.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hostPage, openShare, setUp } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(async () => {
  await env.close();
});

/** A host page framing `hash` (helpers.js `hostPage`). */
const framed = (hash, options) => hostPage(env, hash, options);

const step = async (frame) => Number((await frame.getByTestId('step-count').textContent()).replace(/,/g, ''));

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

test('autoplay and loop play steps 30..40 round and round, never outside them', async () => {
  const { page, frame, errors } = await framed('#n=6&embed=1&from=30&to=40&autoplay=1&loop=1&speed=60');
  const seen = [];
  const start = Date.now();
  while (Date.now() - start < 4000) {
    seen.push(await step(frame));
    await page.waitForTimeout(25);
  }
  assert.ok(seen.every((k) => k >= 30 && k <= 40), seen.join(' '));
  assert.ok(seen.includes(40), 'it reaches to');
  assert.ok(seen.some((k, i) => i > 0 && k < seen[i - 1]), `it comes round again: ${seen.join(' ')}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('without loop the embedded search stops at to; Back stops at from', async () => {
  const { page, frame } = await framed('#n=6&embed=1&from=30&to=32');
  assert.equal(await step(frame), 30, 'it opens at from');
  await frame.getByTestId('step-back').click();
  assert.equal(await step(frame), 30);
  for (let i = 0; i < 4; i += 1) await frame.getByTestId('step-forward').click();
  assert.equal(await step(frame), 32);
  await frame.getByTestId('reset').click();
  assert.equal(await step(frame), 30, 'Reset goes to from');
  await page.context().close();
});

test('keys do nothing while the host page has the focus, and step the lesson once the frame has it', async () => {
  const { page, frame } = await framed('#n=6&embed=1&step=30');
  await page.locator('#notes').focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'Home', ' ']) await page.keyboard.press(key);
  await page.waitForTimeout(200);
  assert.equal(await step(frame), 30);
  assert.equal(await page.locator('#notes').inputValue(), ' ', 'the host page got the keys');
  await frame.getByTestId('board').click();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => true);
  assert.equal(await step(frame), 31, 'the frame, focused, steps');
  await page.context().close();
});

test('light and dark follow the colour scheme in the frame', async () => {
  const colour = async (scheme) => {
    const { page, frame } = await framed('#n=6&embed=1&step=3', { contextOptions: { colorScheme: scheme } });
    const bg = await frame.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
    await page.context().close();
    const [r, g, b] = bg.match(/\d+/g).map(Number);
    return (r + g + b) / 3;
  };
  assert.ok(await colour('light') > 200);
  assert.ok(await colour('dark') < 60);
});

test('the Share menu gives the <iframe> code for what is shown, with the procedure on request', async () => {
  for (const lang of ['en', 'zh']) {
    const { page, errors } = await env.openPage(`#n=6&step=38${lang === 'zh' ? '&lang=zh' : ''}`, { share: true });
    const field = page.getByTestId('embed-code');
    const suffix = lang === 'zh' ? '&amp;lang=zh' : '';
    assert.match(await field.inputValue(), new RegExp(`^<iframe src="${env.baseUrl.replace(/[./]/g, '\\$&')}#n=6&amp;step=38&amp;embed=1${suffix}" title="[^"]+" width="640" height="400"`));
    await page.getByTestId('embed-with-code').check();
    assert.match(await field.inputValue(), /step=38&amp;embed=code/);
    // The code, pasted into a host page, embeds that step with its procedure.
    const src = (await field.inputValue()).match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
    const host = await framed(src.slice(env.baseUrl.length), { width: 800, height: 450 });
    assert.equal(await step(host.frame), 38);
    assert.equal(await host.frame.getByTestId('pseudocode').isVisible(), true);
    assert.deepEqual(errors, []);
    await host.page.context().close();
    await page.context().close();
  }
});

test('an exercise is not embedded: the Share menu says to close it, offers no code the core would refuse, and its close control gives the code back', async () => {
  for (const lang of ['en', 'zh']) {
    const { page, errors } = await env.openPage(`#n=4&ex=simulate&mode=first${lang === 'zh' ? '&lang=zh' : ''}`, { share: true });
    const note = page.getByTestId('embed-note');
    assert.equal(await note.isVisible(), true);
    assert.match(await note.textContent(), lang === 'zh' ? /练习不能嵌入/ : /exercise is not embedded/);
    assert.equal(await page.getByTestId('embed-code').inputValue(), '');
    assert.equal(await page.getByTestId('copy-embed').isDisabled(), true);
    assert.equal(await page.getByTestId('embed-with-code').isDisabled(), true);
    // The exercise's own close control ends it: the lesson's code and controls come back.
    await page.getByTestId('exercise-close').click();
    await page.waitForFunction(() => !location.hash.includes('ex='));
    await openShare(page);
    assert.equal(await note.isVisible(), false);
    assert.match(await page.getByTestId('embed-code').inputValue(), /^<iframe src="[^"]*#n=4&amp;[^"]*embed=1/);
    assert.equal(await page.getByTestId('copy-embed').isDisabled(), false);
    assert.equal(await page.getByTestId('embed-with-code').isDisabled(), false);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
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

test('a bad view key or embed link says what is wrong, in English and Chinese', async () => {
  for (const [hash, en, zh] of [
    ['#n=6&embed=yes', /embed “yes” is not one of its values: 1 and code/, /embed“yes”不是它可取的值/],
    ['#n=6&step=3&loop=1', /loop goes with an embedded page/, /loop 只用于嵌入的页面/],
    ['#n=6&embed=1&from=40&to=30', /from=40 is after to=30/, /from=40 在 to=30 之后/],
    ['#n=6&tab=tree', /tab “tree” is not one of its values/, /tab“tree”不是它可取的值/],
  ]) {
    for (const [lang, pattern] of [['en', en], ['zh', zh]]) {
      const { page } = await env.openPage(`${hash}&lang=${lang}`);
      const error = page.getByTestId('error');
      await error.waitFor();
      assert.match(await error.textContent(), pattern, `${hash} ${lang}`);
      assert.equal(await page.evaluate(() => document.body.classList.contains('embedded')), false);
      await page.context().close();
    }
  }
});

test('after an embed link, following a link to an exercise or a count leaves the embedded view and writes a link the core takes', async () => {
  for (const [from, to, ready] of [
    ['#n=6&step=38&embed=1', '#n=6&ex=simulate', 'exercise'],
    ['#puzzle=knight&n=4&m=3&step=3&embed=1&autoplay=1', '#puzzle=knight&n=4&m=3&ex=simulate', 'knight-exercise-prompt'],
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
