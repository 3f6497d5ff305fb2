//! The step-by-step search: the Step and Play buttons, the counters, the candidate and
//! conflict overlays, and `step=K` links. Reference trace and totals:
//! docs/REFERENCE.md (N=4 opening, N=8 totals).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openMore, setUp } from '../../helpers.js';
import { boardTuple } from './helpers.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

async function clickStep(page, times) {
  for (let i = 0; i < times; i += 1) await page.getByTestId('step-forward').click();
}

test('ten Step clicks at N = 8 show a step count of 10', async () => {
  const { page, errors } = await env.openPage();
  assert.equal(await page.getByTestId('step-count').textContent(), '0');
  await clickStep(page, 10);
  assert.equal(await page.getByTestId('step-count').textContent(), '10');
  assert.equal(await page.getByTestId('solutions-found').textContent(), '0');
  assert.match(await page.getByTestId('share-link').inputValue(), /#n=8&step=10$/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the N = 4 search opens with the reference trace: candidate, conflict line and backtrack', async () => {
  const { page, errors } = await env.openPage('#n=4');
  const candidate = page.getByTestId('candidate');
  const conflict = page.getByTestId('conflict');

  await clickStep(page, 1); // 1. place (1,1)
  assert.deepEqual(await boardTuple(page), [1, 0, 0, 0]);
  assert.equal(await candidate.getAttribute('data-row'), '1');
  assert.equal(await candidate.getAttribute('data-col'), '1');
  assert.equal(await conflict.count(), 0);

  await clickStep(page, 2); // 3. (2,2) conflicts with row 1 (diagonal)
  assert.equal(await conflict.getAttribute('data-from-row'), '1');
  assert.equal(await conflict.getAttribute('data-kind'), 'diagonal');
  assert.equal(await candidate.getAttribute('data-row'), '2');
  assert.equal(await candidate.getAttribute('data-col'), '2');

  await clickStep(page, 3); // 6. (3,2) conflicts with row 2 (anti-diagonal)
  assert.equal(await conflict.getAttribute('data-from-row'), '2');
  assert.equal(await conflict.getAttribute('data-kind'), 'anti-diagonal');
  assert.equal(
    await page.getByTestId('event').textContent(),
    'Row 3: (3,2) conflicts with the queen in row 2 on an anti-diagonal',
  );
  assert.equal(await page.getByTestId('tuple').textContent(), 'x = [1, 3, _, _]');

  await clickStep(page, 3); // 9. row 3 exhausted: remove (2,3)
  assert.deepEqual(await boardTuple(page), [1, 0, 0, 0]);
  // Every square of row 3 is attacked by x = [1, 3] (the reference trace, steps 5–8).
  assert.equal(
    await page.getByTestId('event').textContent(),
    'Row 3 has no safe column: all are attacked. Back to row 2: remove the queen at (2,3)',
  );
  assert.equal(await candidate.count(), 0);
  assert.equal(await page.getByTestId('backtracks').textContent(), '1');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a #n=6&step=40 link opens the search at step 40 with the same queens as 40 Step clicks', async () => {
  const byHand = await env.openPage('#n=6');
  await clickStep(byHand.page, 40);
  assert.equal(await byHand.page.getByTestId('step-count').textContent(), '40');
  const expected = await boardTuple(byHand.page);
  const expectedEvent = await byHand.page.getByTestId('event').textContent();
  assert.ok(expected.some((c) => c !== 0), 'some queens are on the board at step 40');
  assert.match(await byHand.page.getByTestId('share-link').inputValue(), /#n=6&step=40$/);

  const linked = await env.openPage('#n=6&step=40');
  assert.equal(await linked.page.getByTestId('step-count').textContent(), '40');
  assert.equal(await linked.page.getByTestId('board').getAttribute('data-n'), '6');
  assert.deepEqual(await boardTuple(linked.page), expected);
  assert.equal(await linked.page.getByTestId('event').textContent(), expectedEvent);
  assert.deepEqual(byHand.errors, []);
  assert.deepEqual(linked.errors, []);
  await byHand.page.context().close();
  await linked.page.context().close();
});

test('Play at full speed runs the whole N = 8 search: 92 solutions, 15720 squares, 2056 placements', async () => {
  const { page, errors } = await env.openPage();
  const speed = page.getByTestId('speed');
  await speed.fill(await speed.getAttribute('max'));
  await page.getByTestId('play').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="play"]').textContent === 'Play'
      && document.querySelector('[data-testid="step-forward"]').disabled,
    null,
    { timeout: 30_000 },
  );
  assert.equal(await page.getByTestId('solutions-found').textContent(), '92');
  assert.equal(await page.getByTestId('squares-tried').textContent(), '15,720');
  assert.equal(await page.getByTestId('placements').textContent(), '2,056');
  assert.match(await page.getByTestId('event').textContent(), /Search finished: 92 solutions/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Pause stops a slow Play, and Reset goes back to step 0', async () => {
  const { page, errors } = await env.openPage();
  await page.getByTestId('speed').fill('5'); // 30 steps per second
  await page.getByTestId('play').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="step-count"]').textContent.replace(/,/g, '')) >= 3);
  await page.getByTestId('play').click();
  const paused = await page.getByTestId('step-count').textContent();
  await page.waitForTimeout(300);
  assert.equal(await page.getByTestId('step-count').textContent(), paused);
  assert.equal(await page.getByTestId('play').textContent(), 'Play');
  await page.getByTestId('reset').click();
  assert.equal(await page.getByTestId('step-count').textContent(), '0');
  assert.equal(await page.getByTestId('queen').count(), 0);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a step link past the end of the search says so and shows the finished search', async () => {
  const { page, errors } = await env.openPage('#n=4&step=1000');
  assert.ok(await page.getByTestId('error').isVisible(), 'the error is shown');
  assert.match(await page.getByTestId('error').textContent(), /\d/);
  assert.equal(await page.getByTestId('solutions-found').textContent(), '2');
  assert.equal(await page.getByTestId('squares-tried').textContent(), '60');
  assert.equal(await page.getByTestId('placements').textContent(), '16');
  assert.equal(await page.getByTestId('step-forward').isDisabled(), true);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a far step link is reached over several frames and can be paused on the way', async () => {
  const { page, errors } = await env.openPage('#n=12&step=3000000');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="step-count"]').textContent === '3,000,000',
    null,
    { timeout: 30_000 },
  );
  assert.equal(await page.getByTestId('error').isVisible(), false);
  assert.equal(await page.getByTestId('play').textContent(), 'Play');

  await page.evaluate(() => {
    window.location.hash = 'n=20&step=90000000000';
  });
  // Hours at tens of millions of steps a second: the seek asks first (seek-estimate.test.js).
  await page.getByTestId('seek-continue').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="play"]').textContent === 'Pause');
  await page.waitForFunction(() => /Going to step 90,000,000,000/.test(document.querySelector('[data-testid="event"]').textContent));
  await page.getByTestId('play').click();
  const stopped = Number((await page.getByTestId('step-count').textContent()).replace(/,/g, ''));
  assert.ok(stopped > 0 && stopped < 90000000000, `paused part-way at ${stopped}`);
  await page.waitForTimeout(200);
  assert.equal(Number((await page.getByTestId('step-count').textContent()).replace(/,/g, '')), stopped);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('with "Pause at each solution", Play stops on solution #1 of N = 6: 2 4 6 1 3 5', async () => {
  const { page, errors } = await env.openPage('#n=6');
  const speed = page.getByTestId('speed');
  await speed.fill(await speed.getAttribute('max'));
  await openMore(page, 'pause-at-solution');
  await page.getByTestId('pause-at-solution').check();
  await page.getByTestId('play').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="play"]').textContent === 'Play');
  assert.equal(await page.getByTestId('solutions-found').textContent(), '1');
  assert.equal(await page.getByTestId('event').textContent(), 'Solution #1 found: x = [2, 4, 6, 1, 3, 5]');
  assert.deepEqual(await boardTuple(page), [2, 4, 6, 1, 3, 5]);
  await page.getByTestId('play').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="play"]').textContent === 'Play');
  assert.equal(await page.getByTestId('solutions-found').textContent(), '2');
  assert.deepEqual(await boardTuple(page), [3, 6, 2, 5, 1, 4]);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a step past the end of a search whose total is known is answered at once (N = 13: no replay first)', async () => {
  // N = 13: 4,674,889 placements and 73,712 solutions (REFERENCE.md), so the search takes
  // 13 × (1 + 4,674,889 − 73,712) squares tried + 4,674,889 placements + 73,712 solutions
  // + done = 64,563,916 steps.
  const { page, errors } = await env.openPage('#n=13&step=99999999');
  await page.waitForFunction(
    () => /past the end/.test(document.querySelector('[data-testid="error"]').textContent),
    null,
    { timeout: 1500 },
  );
  assert.match(await page.getByTestId('error').textContent(), /99,?999,?999\b.*64,?563,?916 steps/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
