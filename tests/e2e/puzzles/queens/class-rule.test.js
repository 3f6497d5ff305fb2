//! The rule exercise in the class view (`#view=class`, docs/CLASS.md): students write their
//! conflict tests in the page, each with a name in the exercise's name field, and the class
//! view runs each test again in its worker (the rule module): a correct test scores 1 of 1,
//! any other 0 of 1, and the weak spots are the checks, each board size's count against the
//! true one (OEIS A000170) and the search at N, with who failed each.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import path from 'node:path';
import { SCREENSHOT_DIR, setUp } from '../../helpers.js';
import { runRule } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** The link a student named `who` gets for the rule `text`, as the page writes it. */
async function ruleLink(who, text) {
  const { page, errors } = await env.openPage('#n=8&ex=rule');
  await page.getByTestId('exercise-name').fill(who);
  await runRule(page, text);
  const link = await page.getByTestId('exercise-result-link').inputValue();
  assert.equal(new URLSearchParams(new URL(link).hash.slice(1)).get('who'), who);
  assert.deepEqual(errors, []);
  await page.context().close();
  return link;
}

test('rule links are graded by running each student’s test again; the checks a test failed say whose', async () => {
  const links = [
    await ruleLink('Ann', 'x[j] = x[k] or |x[j] - x[k]| = |j - k|'),
    // Columns only: every count but N = 1's is wrong (N! placements).
    await ruleLink('Bo', 'x[j] = x[k]'),
    // A test that cannot be read, written into a link by hand.
    'https://example.org/#n=8&ex=rule&rule=x[j]%20=%20y&who=Cy',
  ];
  const { page, errors } = await env.openPage('#view=class');
  await page.getByTestId('class-input').fill(links.join('\n'));
  await page.getByTestId('class-grade').click();
  await page.getByTestId('class-row').nth(2).waitFor({ timeout: 30_000 });
  const rows = await page.getByTestId('class-row').evaluateAll((list) => list.map((r) => [
    r.dataset.name, r.dataset.kind, r.dataset.right, r.dataset.wrong, r.dataset.asked, r.dataset.error ?? null,
  ]).sort());
  assert.deepEqual(rows, [
    ['Ann', 'rule', '1', '0', '1', null],
    ['Bo', 'rule', '0', '1', '1', null],
    ['Cy', 'rule', '0', '1', '1', null],
  ]);
  // One exercise: its eleven checks in order, N = 1 passed by all, N = 2 by Ann alone.
  const spots = page.getByTestId('class-spot');
  assert.equal(await spots.count(), 11);
  const figures = await spots.evaluateAll((list) => list.map((b) => [b.dataset.index, b.dataset.missed, b.dataset.answered]));
  assert.deepEqual(figures.slice(0, 2), [['0', '1', '3'], ['1', '2', '3']]);
  assert.match(await spots.nth(7).locator('.class-spot-text').textContent(), /^N = 8\b.*\b92$/);
  await spots.nth(1).click();
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'class-rule.png'), fullPage: true });
  const said = await page.getByTestId('class-missed').textContent();
  assert.ok(said.includes('Bo') && said.includes('Cy') && !said.includes('Ann'), said);
  assert.deepEqual(errors, []);
  await page.context().close();
});
