//! Embed mode (issue 24): an embed link in an <iframe> of a host page shows only the
//! board, the step controls and the event line (embed=code: the procedure too), plays its
//! range and loops, fills its frame, follows the colour scheme, and its keys act only while
//! the frame has the focus; the Share menu gives the <iframe> code; the view keys
//! (present, tab, tree) open what they name; a bad embed link gets its message.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openShare, setUp } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(async () => {
  await env.close();
});

/**
 * A host page with an input and the iframe of `hash`. It is served from the test server
 * (a page of another origin may not frame a local address: Chromium's local network access
 * checks), and reads nothing of the frame.
 */
async function hostPage(hash, { width = 640, height = 400, viewport, contextOptions } = {}) {
  const { page, errors } = await env.openPage('#n=8', { viewport, contextOptions });
  const html = `<!doctype html><title>Slides</title><input id="notes" aria-label="notes">
    <iframe id="lesson" src="${env.baseUrl}${hash}" width="${width}" height="${height}" style="border:0"></iframe>`;
  await page.route(`${env.baseUrl}slides.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${env.baseUrl}slides.html`);
  // What the explorer page opened first left unfinished is not the embedded page's.
  errors.length = 0;
  const frame = page.frameLocator('#lesson');
  await frame.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  return { page, frame, errors };
}

const step = async (frame) => Number((await frame.getByTestId('step-count').textContent()).replace(/,/g, ''));

test('an embed link in an iframe shows only the board, the step controls and the event line', async () => {
  const { page, frame, errors } = await hostPage('#n=6&embed=1&step=38');
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
  const { page, frame } = await hostPage('#n=6&embed=code&step=38', { width: 800, height: 450 });
  assert.equal(await frame.getByTestId('pseudocode').isVisible(), true);
  assert.equal(await frame.locator('[data-testid="pseudocode"] li.current').count() > 0, true);
  await page.context().close();
  const small = await hostPage('#n=6&embed=1&step=38', { width: 320, height: 240 });
  for (const id of ['board', 'step-forward', 'play', 'event']) {
    // In the frame's own coordinates.
    const box = await small.frame.getByTestId(id).evaluate((e) => e.getBoundingClientRect().toJSON());
    assert.ok(box.width > 0 && box.x >= 0 && box.y >= 0 && box.right <= 321 && box.bottom <= 241, `${id}: ${JSON.stringify(box)}`);
  }
  await small.page.context().close();
  // A portrait frame: the board above the controls, as wide as the frame.
  const tall = await hostPage('#n=6&embed=1&step=38', { width: 360, height: 560 });
  const width = await tall.frame.getByTestId('board').evaluate((b) => b.getBoundingClientRect().width);
  assert.ok(width >= 340, `the board fills the frame's width: ${width}`);
  await tall.page.context().close();
});

test('the knight and the knapsack embed as the queens do: their board or tree, the controls, the event (and the procedure), nothing else, inside the frame', async () => {
  // [link, frame, the board's testid, the prefix of the puzzle's testids, the parts that are not the lesson's]
  const cases = [
    ['#puzzle=knight&n=9&m=5&step=12&embed=1', 640, 400, 'knight-board', 'knight-',
      ['knight-path-line', 'knight-moves-key', 'knight-n', 'knight-gallery', 'knight-exercise-start']],
    ['#puzzle=knight&n=9&m=5&step=12&embed=code&lang=zh', 320, 480, 'knight-board', 'knight-',
      ['knight-path-line', 'knight-moves-key', 'knight-n', 'knight-gallery', 'knight-exercise-start']],
    ['#puzzle=knapsack&step=8&embed=code', 380, 600, 'knap-tree-nodes', 'knap-',
      ['knap-weight', 'knap-tree-note', 'knap-editor', 'knap-exercise-start']],
    ['#puzzle=knapsack&step=8&embed=1&lang=zh', 320, 240, 'knap-tree-nodes', 'knap-',
      ['knap-weight', 'knap-tree-note', 'knap-editor', 'knap-exercise-start']],
    // A portrait frame with the procedure: the queens' current line (11, step 38) scrolled into view.
    ['#n=6&step=38&embed=code', 320, 480, 'board', '', ['tabs', 'n-slider']],
  ];
  for (const [hash, width, height, board, p, hidden] of cases) {
    const { page, frame, errors } = await hostPage(hash, { width, height });
    const code = hash.includes('embed=code');
    const shown = [board, `${p}step-back`, `${p}step-forward`, `${p}play`, `${p}reset`, `${p}event`];
    for (const id of shown) {
      const box = await frame.getByTestId(id).evaluate((e) => e.getBoundingClientRect().toJSON());
      assert.ok(box.width > 0 && box.x >= 0 && box.y >= 0 && box.right <= width + 0.5 && box.bottom <= height + 0.5, `${hash}: ${id} inside the ${width}×${height} frame: ${JSON.stringify(box)}`);
    }
    for (const id of hidden) assert.equal(await frame.getByTestId(id).first().isVisible(), false, `${hash}: ${id} hidden`);
    assert.equal(await frame.getByTestId(`${p}pseudocode`).isVisible(), code, `${hash}: the procedure ${code ? 'shown' : 'hidden'}`);
    if (code) {
      const line = await frame.locator(`[data-testid="${p}pseudocode"] li[aria-current="step"]`).first().evaluate((e) => e.getBoundingClientRect().toJSON());
      assert.ok(line.top >= 0 && line.bottom <= height + 0.5, `${hash}: the current line in view: ${JSON.stringify(line)}`);
    }
    const fit = await frame.locator('html').evaluate((root) => ({ w: root.scrollWidth, h: root.scrollHeight }));
    assert.ok(fit.w <= width && fit.h <= height, `${hash}: nothing scrolls: ${JSON.stringify(fit)}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

test('autoplay and loop play steps 30..40 round and round, never outside them', async () => {
  const { page, frame, errors } = await hostPage('#n=6&embed=1&from=30&to=40&autoplay=1&loop=1&speed=60');
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
  const { page, frame } = await hostPage('#n=6&embed=1&from=30&to=32');
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
  const { page, frame } = await hostPage('#n=6&embed=1&step=30');
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
    const { page, frame } = await hostPage('#n=6&embed=1&step=3', { contextOptions: { colorScheme: scheme } });
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
    const host = await hostPage(src.slice(env.baseUrl.length), { width: 800, height: 450 });
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

test('autoplay plays every puzzle\'s embedded search from step 0 when the link has no step, also from a solution or a path, and at speed=max', async () => {
  // [link, the step count's testid]
  const cases = [
    ['#n=6&embed=1&autoplay=1', 'step-count'],
    ['#n=6&embed=1&autoplay=1&speed=max', 'step-count'],
    ['#n=6&embed=code&autoplay=1&lang=zh', 'step-count'],
    ['#n=8&i=37&embed=1&autoplay=1', 'step-count'],
    ['#n=6&q=2-4-6-1-3-5&embed=1&autoplay=1&speed=60', 'step-count'],
    ['#puzzle=knight&n=9&m=5&embed=1&autoplay=1', 'knight-step-count'],
    ['#puzzle=knight&n=9&m=5&path=3-2-4-1-4-4&embed=1&autoplay=1', 'knight-step-count'],
    ['#puzzle=knapsack&embed=1&autoplay=1', 'knap-step-count'],
  ];
  for (const [hash, counter] of cases) {
    const { page, frame, errors } = await hostPage(hash);
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
