//! An error after the core has loaded is a message on a working page, in every puzzle:
//! a step past the end of the search in an exercise link, opened fresh, reached by a change
//! of the hash, and reloaded; an embed range past the end; and any other error thrown while
//! a puzzle page opens a link (a fault injected into the page's code here, as a bug would
//! throw). Only a real load failure shows the load-failure page (robustness.test.js). Each
//! puzzle declares its links and its fault (tests/e2e/puzzles/<id>/contract.js
//! `exerciseLink`, `embedPastEnd`, `fault`); its own totals are tested in its folder.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  changeHash, hook, puzzleRoot, setUp,
} from './helpers.js';
import { declared } from './declarations.js';

// The production build, and the source for the fault injected into a module by name.
let env;
let source;
before(async () => {
  [env, source] = await Promise.all([setUp(), setUp({ root: 'www' })]);
});
after(() => Promise.all([env?.close(), source?.close()]));

/** The page is up (not the load-failure page), the error line says `re`, and no page error was raised. */
async function assertWorking(page, errors, re, what) {
  assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true', `${what}: the page is up`);
  await page.getByTestId('error').filter({ hasText: re }).waitFor({ timeout: 5000 }).catch(() => {});
  assert.match(await page.getByTestId('error').textContent(), re, what);
  assert.doesNotMatch(await page.getByTestId('error').textContent(), /could not load/, what);
  assert.deepEqual(errors, [], what);
}

/** A step past the end of the puzzle's exercise link: its declared `pastStep`, else 999. */
const pastStep = (d) => d.exerciseLink.pastStep ?? 999;

/** A step number as the page writes it, in either language: grouped by threes with commas. */
const grouped = (n) => n.toLocaleString('en-US');

/** The message of an exercise link opened at `step`, past the end of its search. */
const PAST = {
  en: (step) => new RegExp(`Step ${grouped(step)} is past the end of the search, which takes [\\d,]+ steps: the exercise starts from the beginning`),
  zh: (step) => new RegExp(`第 ${grouped(step)} 步超出了搜索的终点（整个搜索共 [\\d,]+ 步），练习从头开始`),
};

test('every puzzle\'s exercise link starts at its step, and a step past the end is said (en, zh)', async () => {
  const withExercise = declared.filter(({ declaration: d }) => d.exerciseLink);
  assert.ok(withExercise.length > 0);
  for (const { id, declaration: d } of withExercise) {
    for (const lang of ['en', 'zh']) {
      const hash = `${d.exerciseLink.link}&step=${pastStep(d)}${lang === 'zh' ? '&lang=zh' : ''}`;
      const { page, errors } = await env.openPage(hash);
      await assertWorking(page, errors, PAST[lang](pastStep(d)), hash);
      assert.equal(await hook(page, id, 'step-count').textContent(), '0', hash);
      await page.locator(d.exerciseLink.first).click();
      assert.equal(await page.getByTestId(`${d.prefix}exercise-feedback`).getAttribute('data-verdict'), 'right', hash);
      assert.deepEqual(errors, [], hash);
      await page.context().close();
    }
  }
});

test('an embed link whose range starts past the end of the search writes a link that opens again without an error, in every puzzle', async () => {
  const withEmbed = declared.filter(({ declaration: d }) => d.embedPastEnd);
  assert.ok(withEmbed.length > 0);
  for (const { id, declaration: { embedPastEnd: hash } } of withEmbed) {
    const { page, errors } = await env.openPage(hash);
    const from = grouped(Number(new URLSearchParams(hash.slice(1)).get('from')));
    await assertWorking(page, errors, new RegExp(`Step ${from} is past the end of the search, which takes ([\\d,]+) steps: the board shows its last step\\.`), hash);
    const shown = (await page.getByTestId('error').textContent()).match(/takes ([\d,]+) steps/)[1];
    const total = shown.replace(/,/g, '');
    const written = await page.evaluate(() => location.hash);
    // The range and the step at the search's last step; the puzzle's own keys (a mode) kept.
    const keys = new URLSearchParams(written.slice(1));
    for (const key of ['step', 'from', 'to']) assert.equal(keys.get(key), total, `${hash}: ${key} of ${written}`);
    assert.equal(keys.get('embed'), '1', `${hash}: ${written}`);
    // The link the page wrote opens as it is: no message, the same last step.
    await page.evaluate((h) => { location.hash = h; }, written.replace('embed=1', 'embed=1&lang=en'));
    await page.reload();
    await hook(page, id, 'step-count').filter({ hasText: new RegExp(`^${shown}$`) }).waitFor({ state: 'attached' });
    assert.equal(await page.getByTestId('error').isVisible(), false, `${written} opens without a message`);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});

test('a change of the hash to a link past the end, on a page already up, is a message in every puzzle', async () => {
  const { page, errors } = await env.openPage('');
  // A step of its own for each puzzle, so that each message is told from the one before.
  for (const [i, { id, declaration: d }] of declared.filter(({ declaration }) => declaration.exerciseLink).entries()) {
    const step = pastStep(d) - i;
    await page.evaluate((h) => { window.location.hash = h; }, `${d.exerciseLink.link.slice(1)}&step=${step}`);
    await assertWorking(page, errors, new RegExp(`Step ${grouped(step)} is past the end`), `${id} exercise by hashchange`);
  }
  assert.deepEqual(errors, []);
  await page.context().close();
});

/**
 * Opens `hash` with `file` (a module of www/js) served with `find` replaced by `replace`:
 * a fault injected as a bug in the page's code would throw.
 */
async function openWithFault(hash, file, find, replace) {
  const context = await source.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(`**/js/${file}`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    assert.ok(body.includes(find), `${file} has ${find}`);
    await route.fulfill({ response, body: body.replace(find, replace) });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    // The fault's own report, in the console for whoever debugs it.
    if (msg.type() === 'error' && !/deliberate test fault/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  await page.goto(`${source.baseUrl}${hash}`);
  await page.waitForSelector('html[data-ready]', { timeout: 15_000 });
  return { page, errors };
}

test('an error thrown while a puzzle opens a link is a message on a working page: at start-up and on a change of the hash, in each puzzle', async () => {
  const withFault = declared.filter(({ declaration: d }) => d.fault);
  assert.ok(withFault.length > 0);
  for (const { id, declaration: d } of withFault) {
    const {
      link, file, find, replace, changes = [], works,
    } = d.fault;
    const zh = link.includes('lang=zh');
    const broken = zh ? /无法打开这个链接/ : /could not open this link/;
    const { page, errors } = await openWithFault(link, file, find, replace);
    await assertWorking(page, errors, broken, `${id} at start-up`);
    assert.ok(await puzzleRoot(page, id).locator(`[data-testid="${d.figure}"]`).isVisible(), `${id}: its figure is shown`);
    for (const [hash, fails] of changes) {
      // Handled before the checks: the message of a link that fails as the one before did is on the page already.
      await changeHash(page, hash);
      if (fails) await assertWorking(page, errors, broken, `${id} on a change of the hash to ${hash}`);
      else await page.waitForFunction(() => document.querySelector('[data-testid="error"]').textContent.trim() === '');
    }
    if (works) await works(page);
    assert.deepEqual(errors, [], id);
    await page.context().close();
  }
});
