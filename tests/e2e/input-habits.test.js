//! Input habits: a Chinese input method types full-width digits ("８"), so every number
//! field of every puzzle and every number in a link accepts them (their Unicode NFKC form),
//! while every link the page writes stays ASCII; and a message that quotes text from a link
//! or a field shows its control characters visibly (`\u0000`), never as nothing. Each
//! puzzle declares its links and their checks (`fullWidth`); its fields and its messages
//! are tested in its folder (tests/e2e/puzzles/<id>/input-habits.test.js).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from './helpers.js';
import { declared } from './declarations.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

/** A full-width form of the link `text`: the ASCII digits of its values as U+FF10–U+FF19. */
const wide = (text) => text.replace(/=[^&]*/g, (value) => value.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))));

const hashOf = (page) => page.evaluate(() => window.location.hash);

test('links with full-width digits open in every puzzle, and the link the page writes is ASCII', async () => {
  // Each puzzle's links (its `fullWidth`; by default its lesson), their digits typed full-width.
  const cases = declared.flatMap(({ declaration: d }) => d.fullWidth ?? [{ link: d.lesson, written: d.lesson }]);
  for (const { link, written, check } of cases) {
    const hash = wide(link);
    const { page, errors } = await env.openPage(hash);
    assert.equal((await page.getByTestId('error').textContent()).trim(), '', hash);
    if (check) await check(page);
    await page.waitForFunction((want) => window.location.hash === want, written, { timeout: 5000 }).catch(() => {});
    assert.equal(await hashOf(page), written, hash);
    assert.deepEqual(errors, [], hash);
    await page.context().close();
  }
});
