//! Embed mode (issue 24), in every registered puzzle: an embed link in an <iframe> of a host
//! page plays its range and loops, and its keys act only while the frame has the focus; the
//! Share menu gives the <iframe> code, for an exercise the exercise alone (its answers
//! graded in the frame); the embedded page follows the colour scheme; a bad embed or view
//! key gets its message; an exercise's link without `embed` followed from an embedded page
//! leaves the embedded view. What the embedded page shows and hides,
//! and plain autoplay: contract.test.js; a puzzle's own views embedded: its folder's tests.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hook, hostPage, openShare, setUp } from './helpers.js';
import { declaredPairs, withKey } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(async () => {
  await env.close();
});

/** A host page framing `hash` (helpers.js `hostPage`). */
const framed = (hash, options) => hostPage(env, hash, options);

/** Puzzle `id`'s step count in `frame`, as a number. */
const step = async (frame, id) => Number((await hook(frame, id, 'step-count').textContent()).replace(/\D/g, ''));

/** The link that `&step=<k>` (and the embed keys) make a link to a step of puzzle `d`'s lesson. */
const lessonOf = (d) => d.steps ?? d.lesson;

for (const [id, d] of declaredPairs()) {
  test(`${id}: autoplay and loop play steps 1..6 round and round, never outside them`, async () => {
    const { page, frame, errors } = await framed(`${lessonOf(d)}&embed=1&from=1&to=6&autoplay=1&loop=1&speed=60`);
    // Every step shown, recorded in the frame itself (as each is written), until it has
    // shown `to` and come round twice (at 60 steps a second, well within a second; a frame
    // may show two steps at once), or for 8 s at most.
    const seen = await hook(frame, id, 'step-count').evaluate((counter) => new Promise((resolve) => {
      const read = () => Number(counter.textContent.replace(/\D/g, ''));
      const steps = [read()];
      const rounds = () => steps.filter((k, i) => i > 0 && k < steps[i - 1]).length;
      const done = () => { observer.disconnect(); clearTimeout(timer); resolve(steps); };
      const observer = new MutationObserver(() => {
        steps.push(read());
        if (rounds() >= 2 && steps.includes(6)) done();
      });
      observer.observe(counter, { childList: true, characterData: true, subtree: true });
      const timer = setTimeout(done, 8000);
    }));
    assert.ok(seen.every((k) => k >= 1 && k <= 6), seen.join(' '));
    assert.ok(seen.includes(6), `it reaches to: ${seen.join(' ')}`);
    assert.ok(seen.some((k, i) => i > 0 && k < seen[i - 1]), `it comes round again: ${seen.join(' ')}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test(`${id}: without loop the embedded search stops at to; Back stops at from`, async () => {
    const { page, frame } = await framed(`${lessonOf(d)}&embed=1&from=2&to=4`);
    assert.equal(await step(frame, id), 2, 'it opens at from');
    await hook(frame, id, 'step-back').click();
    assert.equal(await step(frame, id), 2);
    for (let i = 0; i < 4; i += 1) await hook(frame, id, 'step-forward').click();
    assert.equal(await step(frame, id), 4);
    await hook(frame, id, 'reset').click();
    assert.equal(await step(frame, id), 2, 'Reset goes to from');
    await page.context().close();
  });

  test(`${id}: keys do nothing while the host page has the focus, and step the lesson once the frame has it`, async () => {
    const { page, frame } = await framed(`${lessonOf(d)}&embed=1&step=3`);
    await page.locator('#notes').focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'Home', ' ']) await page.keyboard.press(key);
    await page.waitForTimeout(200);
    assert.equal(await step(frame, id), 3);
    assert.equal(await page.locator('#notes').inputValue(), ' ', 'the host page got the keys');
    // A click on the event line (words, no control) gives the frame the focus.
    await hook(frame, id, 'event').click();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => true);
    assert.equal(await step(frame, id), 4, 'the frame, focused, steps');
    await page.context().close();
  });

  test(`${id}: the Share menu gives the <iframe> code for what is shown, with the procedure on request`, async () => {
    const [link] = d.links;
    const at = Number(link.match(/[#&]step=(\d+)/)?.[1] ?? 0);
    for (const lang of ['en', 'zh']) {
      const { page, errors } = await env.openPage(`${link}${lang === 'zh' ? '&lang=zh' : ''}`, { share: true });
      const field = page.getByTestId('embed-code');
      const suffix = lang === 'zh' ? '&amp;lang=zh' : '';
      const src = `${env.baseUrl}${link.replaceAll('&', '&amp;')}&amp;embed=1${suffix}`;
      assert.match(await field.inputValue(), new RegExp(`^<iframe src="${src.replace(/[./?*+^$()[\]{}|\\]/g, '\\$&')}" title="[^"]+" width="640" height="400"`));
      await page.getByTestId('embed-with-code').check();
      assert.match(await field.inputValue(), /&amp;embed=code/);
      // The code, pasted into a host page, embeds that step with its procedure (once: the
      // language is one more key).
      if (lang === 'zh') {
        const pasted = (await field.inputValue()).match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
        const host = await framed(pasted.slice(env.baseUrl.length), { width: 800, height: 450 });
        assert.equal(await step(host.frame, id), at);
        assert.equal(await hook(host.frame, id, 'pseudocode').isVisible(), true);
        await host.page.context().close();
      }
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  });

  test(`${id}: an exercise's embed code is the exercise alone without the answers, with a note that it reports no score; framed, its answers are graded; its close control gives the lesson's code back`, async () => {
    const ex = d.exercise;
    const [selector, verdict] = ex.actions[0];
    for (const lang of ['en', 'zh']) {
      const { page, errors } = await env.openPage(`${ex.lesson}${lang === 'zh' ? '&lang=zh' : ''}`);
      for (const start of ex.start) await page.locator(start).first().click();
      await page.waitForFunction(() => /[#&]ex=simulate(&|$)/.test(window.location.hash));
      await page.locator(selector).first().click();
      await page.waitForFunction(() => /[#&]ans=/.test(window.location.hash));
      await openShare(page);
      const note = page.getByTestId('embed-note');
      assert.equal(await note.isVisible(), true);
      assert.match(await note.textContent(), lang === 'zh' ? /只嵌入练习本身/ : /embeds the exercise alone/);
      const code = await page.getByTestId('embed-code').inputValue();
      assert.match(code, /^<iframe src="[^"]*#[^"]*ex=simulate[^"]*&amp;embed=1[&"]/);
      assert.doesNotMatch(code, /ans=/, 'not the student\'s answers');
      assert.equal(await page.getByTestId('copy-embed').isDisabled(), false);
      if (lang === 'zh') {
        const pasted = code.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
        const host = await framed(pasted.slice(env.baseUrl.length), { width: 800, height: 450 });
        await host.frame.locator(selector).first().click();
        const feedback = host.frame.locator(`[data-testid="${d.prefix}exercise-feedback"][data-verdict="${verdict}"]`);
        await feedback.waitFor();
        assert.equal(await feedback.isVisible(), true, 'the verdict beside the board');
        assert.equal(await host.frame.getByTestId('share-menu').isVisible(), false);
        await host.page.context().close();
      }
      // The exercise's own close control ends it: the lesson's code comes back
      // (the menu is closed first, as a visitor would: open, it may cover the control).
      await page.getByTestId('share-open').press('Escape');
      assert.equal(await page.getByTestId('share-menu').evaluate((m) => m.open), false);
      await page.getByTestId(`${d.prefix}exercise-close`).click();
      await page.waitForFunction(() => !location.hash.includes('ex='));
      await openShare(page);
      assert.equal(await note.isVisible(), false);
      assert.match(await page.getByTestId('embed-code').inputValue(), /^<iframe src="[^"]*#[^"]*embed=1/);
      assert.doesNotMatch(await page.getByTestId('embed-code').inputValue(), /ex=/);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  });

  test(`${id}: after an embed link, following a link to its exercise leaves the embedded view and writes a link the core takes`, async () => {
    const [link] = d.links;
    const from = `${link}&embed=1&autoplay=1`;
    // Its exercise's lesson, with the exercise (a step is no exercise's key).
    const to = `${d.exercise.lesson.replace(/&step=\d+/, '')}&ex=simulate`;
    const { page, errors } = await env.openPage(from);
    assert.equal(await page.evaluate(() => document.body.classList.contains('embedded')), true, from);
    await page.evaluate((hash) => { window.location.hash = hash; }, to);
    await page.getByTestId(`${d.prefix}exercise-prompt`).waitFor();
    assert.equal(await page.evaluate(() => document.body.classList.contains('embedded')), false, `${to}: not embedded`);
    const hash = await page.evaluate(() => window.location.hash);
    assert.doesNotMatch(hash, /embed=|autoplay=/, `${to} after ${from}: ${hash}`);
    // The page's own link opens as it is, without an error.
    const again = await env.openPage(hash);
    assert.equal(await again.page.getByTestId('error').textContent(), '', hash);
    await again.page.context().close();
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

test('light and dark follow the colour scheme in the frame', async () => {
  const colour = async (scheme) => {
    const { page, frame } = await framed(withKey('', 'embed=1&step=3'), { contextOptions: { colorScheme: scheme } });
    const bg = await frame.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
    await page.context().close();
    const [r, g, b] = bg.match(/\d+/g).map(Number);
    return (r + g + b) / 3;
  };
  assert.ok(await colour('light') > 200);
  assert.ok(await colour('dark') < 60);
});

test('a bad view key or embed link says what is wrong, in English and Chinese', async () => {
  for (const [hash, en, zh] of [
    [withKey('', 'embed=yes'), /embed “yes” is not one of its values: 1 and code/, /embed“yes”不是它可取的值/],
    [withKey('', 'step=3&loop=1'), /loop goes with an embedded page/, /loop 只用于嵌入的页面/],
    [withKey('', 'embed=1&from=40&to=30'), /from=40 is after to=30/, /from=40 在 to=30 之后/],
    [withKey('', 'tab=tree'), /tab “tree” is not one of its values/, /tab“tree”不是它可取的值/],
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
