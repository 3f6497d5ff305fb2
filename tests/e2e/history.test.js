//! Back and Forward (issue 21, item 3), in every registered puzzle: discrete navigations (a
//! puzzle switch, an exercise opened; a puzzle's own, such as a new size or a solution
//! picked: its folder's tests) push a history entry, so Back returns to each; continuous
//! ones (each step of the search, a drag of a slider) replace the entry, so they never bury
//! the previous page. Back onto an exercise under way goes on with it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  choosePuzzle, goInHistory, hook, puzzleRoot, setUp,
} from './helpers.js';
import { another, declaredPairs } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const hash = (page) => page.evaluate(() => window.location.hash);

/**
 * The page's link once the page has stopped writing it (the same for 400 ms): the address
 * bar's writer may hold a change back for its interval (app/url.js), so a link read at once
 * may be one the page is about to replace.
 */
async function settledHash(page) {
  let last = await hash(page);
  for (let i = 0; i < 25; i += 1) {
    await page.waitForTimeout(400);
    const now = await hash(page);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** Back (or Forward), handled by the page, and the page settled on the link it went to. */
async function go(page, way, expected) {
  await goInHistory(page, way);
  await page.waitForFunction((want) => window.location.hash === want, expected, { timeout: 10_000 }).catch(async (e) => { throw new Error(`${e.message}: want ${expected}, at ${await hash(page)}`); });
}

/** The score of an exercise (`${prefix}exercise-score`): right, wrong, asked. */
const score = (page, p) => Promise.all(['data-right', 'data-wrong', 'data-asked']
  .map(async (a) => Number(await page.getByTestId(`${p}exercise-score`).getAttribute(a))));

for (const [id, d] of declaredPairs()) {
  const ex = d.exercise;
  const other = another(id);

  test(`${id}: an exercise opened and a puzzle switch are entries, and Back onto the exercise under way goes on with it; steps replace their entry`, async () => {
    const { page, errors } = await env.openPage(ex.lesson);
    const lesson = await settledHash(page);
    // The exercise, opened as a visitor does, and its first answer.
    for (const selector of ex.start) await page.locator(selector).first().click();
    await page.waitForFunction(() => /[#&]ex=simulate(&|$)/.test(window.location.hash));
    const [selector, verdict] = ex.actions[0];
    await page.locator(selector).click();
    const want = verdict === 'right' ? [1, 0, 1] : [0, 1, 1];
    assert.deepEqual(await score(page, d.prefix), want);
    await page.waitForFunction(() => window.location.hash.includes('ans='));
    const at = await settledHash(page);
    const step = await hook(page, id, 'step-count').textContent();
    // The switch is an entry: Back returns to the exercise, the student's answers kept.
    await choosePuzzle(page, other);
    await puzzleRoot(page, other).waitFor();
    // The switch's entry is pushed with the other puzzle's link, once its page has opened.
    await page.waitForFunction((was) => window.location.hash !== was, at, { timeout: 10_000 });
    await settledHash(page);
    await go(page, 'back', at);
    await page.waitForFunction(([testid, asked]) => document.querySelector(`[data-testid="${testid}"]`)?.dataset.asked === asked,
      [`${d.prefix}exercise-score`, '1'], { timeout: 5000 }).catch(() => {});
    assert.deepEqual(await score(page, d.prefix), want, `Back to ${at}: the answer kept`);
    assert.equal(await page.getByTestId(`${d.prefix}exercise`).getAttribute('data-state'), 'running');
    assert.equal(await hook(page, id, 'step-count').textContent(), step, 'the search is back at the exercise\'s step');
    assert.equal(await puzzleRoot(page, id).getByTestId(d.figure).isVisible(), true);
    // Opening the exercise was an entry (its answers replaced it): Back closes it.
    await go(page, 'back', lesson);
    await page.waitForFunction((testid) => ![...document.querySelectorAll(`[data-testid="${testid}"]`)].some((e) => e.checkVisibility()),
      `${d.prefix}exercise`, { timeout: 5000 }).catch(() => {});
    assert.equal(await page.getByTestId(`${d.prefix}exercise`).filter({ visible: true }).count(), 0, 'the exercise is closed');
    // Steps replace the entry.
    const length = await page.evaluate(() => window.history.length);
    for (let i = 0; i < 3; i += 1) await hook(page, id, 'step-forward').click();
    await page.waitForFunction(() => /[#&]step=3(&|$)/.test(window.location.hash));
    assert.equal(await page.evaluate(() => window.history.length), length, 'steps replace the entry');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
