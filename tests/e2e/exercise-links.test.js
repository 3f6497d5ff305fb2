//! A student's work is never lost (issue 36, item 4), in every registered puzzle's exercise:
//! a damaged result link is graded up to where it was cut, the exercise stays open and the
//! page says where; answers after the exercise's end are reported. Each puzzle's exercise
//! link cut after its declared first answers (contract.test.js `PuzzleDeclaration`
//! `exercise`), and the cases it declares (`answerLinks`, hand-traced in its declaration).
//! A puzzle's own (the answers written as they are given, a quiz): its folder's tests.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';
import { declaredPairs } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The score's `data-right`, `data-wrong`, `data-asked` of the score hook `testid`. */
async function score(page, testid) {
  const s = page.getByTestId(testid);
  return Promise.all(['data-right', 'data-wrong', 'data-asked'].map(async (a) => Number(await s.getAttribute(a))));
}

const errorText = (page) => page.getByTestId('error').textContent();

/** Opens `hash` and waits for the error line to match `re`. */
async function openWithMessage(hash, re) {
  const opened = await env.openPage(hash);
  await opened.page.getByTestId('error').filter({ hasText: re }).waitFor({ timeout: 5000 }).catch(() => {});
  return opened;
}

/** Puzzle `d`'s simulate exercise's link (its lesson, without a step: no exercise's key). */
const exerciseLink = (d) => `${d.exercise.lesson.replace(/&step=\d+/, '')}&ex=simulate`;

for (const [id, d] of declaredPairs()) {
  test(`${id}: a damaged result link is graded up to where it was cut, the exercise stays open, and the page says where`, async () => {
    const { actions, ans } = d.exercise;
    const right = actions.filter(([, v]) => v === 'right').length;
    // [link, [right, wrong, asked], message]: its first answers and an empty one, then its own.
    const cases = [
      [`${exerciseLink(d)}&ans=${ans}-`, [right, actions.length - right, actions.length],
        new RegExp(`Answer ${actions.length + 1} of the link could not be read: it is empty`)],
      ...(d.answerLinks?.damaged ?? []),
    ];
    for (const [hash, want, re] of cases) {
      const { page, errors } = await openWithMessage(hash, re);
      assert.match(await errorText(page), re, hash);
      assert.equal(await page.locator('[data-testid="error"] b').count(), 0, hash);
      assert.equal(await page.getByTestId(`${d.prefix}exercise`).getAttribute('data-state'), 'running', hash);
      assert.deepEqual(await score(page, `${d.prefix}exercise-score`), want, hash);
      assert.deepEqual(errors, [], hash);
      await page.context().close();
    }
  });

  if (d.answerLinks?.past) {
    test(`${id}: answers past the exercise's end are reported, not dropped without a word`, async () => {
      for (const [hash, want, re] of d.answerLinks.past) {
        const { page, errors } = await openWithMessage(hash, re);
        assert.match(await errorText(page), re, hash);
        assert.equal(await page.getByTestId(`${d.prefix}exercise`).getAttribute('data-state'), 'done', hash);
        assert.deepEqual(await score(page, `${d.prefix}exercise-score`), want, hash);
        assert.deepEqual(errors, [], hash);
        await page.context().close();
      }
    });
  }
}
