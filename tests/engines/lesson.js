//! Cross-engine: links, the slider, the stepper (Step, Back, Play, a seek), bad links and
//! the knight. Values: docs/REFERENCE.md.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Key } from './driver.js';
import {
  assertNoErrors, boardTuple, isValidSolution, open, shownCount, waitForText,
} from './env.js';

test('a solution link, an index link and a step link open what they name', async () => {
  const s = await open('#n=8&q=1-5-8-6-3-7-2-4');
  assert.deepEqual(await boardTuple(s), [1, 5, 8, 6, 3, 7, 2, 4]);
  assert.equal(await s.text('tuple'), 'x = [1, 5, 8, 6, 3, 7, 2, 4]');
  assert.match(await s.js(() => document.querySelector('[data-testid="share-link"]').value), /#n=8&q=1-5-8-6-3-7-2-4$/);
  await assertNoErrors(s);

  // Solution #92 of N = 8 in lexicographic order is the last one, 8 4 1 3 6 2 7 5.
  await open('#n=8&i=92');
  // N is shown at once and the solution once the tools module (its numbering) has loaded.
  await s.waitFor(() => document.querySelector('[data-testid="tuple"]')?.textContent === 'x = [8, 4, 1, 3, 6, 2, 7, 5]');
  assert.deepEqual(await boardTuple(s), [8, 4, 1, 3, 6, 2, 7, 5]);
  await assertNoErrors(s);

  // N = 6, step 38: (5,5) conflicts with the row-1 queen along a diagonal.
  await open('#n=6&step=38');
  assert.equal(await s.text('step-count'), '38');
  assert.equal(await s.attr('candidate', 'data-row'), '5');
  assert.equal(await s.attr('candidate', 'data-col'), '5');
  assert.equal(await s.attr('conflict', 'data-from-row'), '1');
  assert.equal(await s.attr('conflict', 'data-kind'), 'diagonal');
  await assertNoErrors(s);
});

test('the N slider, moved with the keyboard, draws N = 7 and N = 6 with valid first solutions', async () => {
  const s = await open('');
  await s.keys('n-slider', Key.ARROW_LEFT);
  await s.waitFor(() => document.querySelector('[data-testid="board"]').dataset.n === '7');
  assert.ok(isValidSolution(await boardTuple(s)));
  await s.keys('n-slider', Key.ARROW_LEFT);
  await s.waitFor(() => document.querySelector('[data-testid="board"]').dataset.n === '6');
  assert.deepEqual(await boardTuple(s), [2, 4, 6, 1, 3, 5], 'the first solution of N = 6');
  assert.equal(await s.js(() => document.querySelector('[data-testid="n-slider"]').value), '6');
  await assertNoErrors(s);
});

test('Step, Back, Play and a seek: the N = 4 trace, then N = 8 seeked to its end', async () => {
  const s = await open('#n=4');
  for (let i = 0; i < 3; i += 1) await s.click('step-forward');
  // Step 3 of the N = 4 trace: (2,2) conflicts with row 1 along a diagonal.
  assert.equal(await s.text('step-count'), '3');
  assert.equal(await s.attr('conflict', 'data-kind'), 'diagonal');
  await s.click('step-back');
  assert.equal(await s.text('step-count'), '2');
  assert.equal(await s.attr('conflict', 'data-kind'), 'column', 'step 2: (2,1) shares row 1\'s column');
  // Play at the fastest speed runs the whole N = 4 search: 16 placements, 2 solutions.
  await s.js(() => {
    const speed = document.querySelector('[data-testid="speed"]');
    speed.value = speed.max;
    speed.dispatchEvent(new Event('input', { bubbles: true }));
    speed.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await s.click('play');
  await s.waitFor(() => document.querySelector('[data-testid="placements"]').textContent === '16', [], 'Play to the end', 20_000);
  assert.equal(await s.text('solutions-found'), '2');
  await assertNoErrors(s);

  // The timeline's End key seeks to the end of N = 8: 15,720 squares, 2,056 placements, 92 solutions.
  await open('#n=8&step=1');
  // The timeline shows once the search's length is known (a moment after the page is ready).
  await s.waitFor(() => {
    const timeline = document.querySelector('[data-testid="timeline"]');
    return timeline && timeline.getClientRects().length > 0 && !timeline.disabled;
  }, [], 'the timeline shows');
  await s.keys('timeline', Key.END);
  await s.waitFor(() => document.querySelector('[data-testid="solutions-found"]').textContent === '92', [], 'the seek');
  assert.equal(shownCount(await s.text('squares-tried')), 15720);
  assert.equal(shownCount(await s.text('placements')), 2056);
  await assertNoErrors(s);
});

for (const hash of ['#n=8&q=1-1-1-1-1-1-1-1', '#n=1000001', '#foo=1', '#n=<img src=x onerror=window.__pwned=1>']) {
  test(`the bad link ${hash} says what is wrong, runs nothing, and leaves a working N = 8 board`, async () => {
    const s = await open(hash);
    assert.ok(await s.js(() => !document.querySelector('[data-testid="error"]').hidden), 'the error shows');
    assert.ok((await s.text('error')).trim().length > 10, 'a readable message');
    assert.equal(await s.js(() => window.__pwned), null, 'nothing from the link ran');
    assert.equal(await s.js(() => document.querySelectorAll('img, [data-testid="error"] *').length), 0);
    assert.deepEqual(await boardTuple(s), [1, 5, 8, 6, 3, 7, 2, 4]);
    await assertNoErrors(s);
  });
}

test('the knight: 9 × 5 runs to the notes\' path, and its gallery lists the 37 paths', async () => {
  const s = await open('');
  await s.click('puzzle-switch', ' option[value="knight"]');
  await s.waitFor(() => document.querySelector('[data-testid="knight-board"]')?.getBoundingClientRect().width > 0);
  assert.equal(await s.attr('knight-board', 'data-n'), '9');
  assert.equal(await s.attr('knight-board', 'data-m'), '5');
  await s.click('knight-stepper-more', ' > summary');
  await s.click('knight-next-solution');
  await waitForText(s, 'knight-solutions-found', /^1$/);
  assert.match(await s.text('knight-path-line'), /\(1,1\)->\(3,2\)->\(5,1\)->\(6,3\)->\(7,1\)->\(8,3\)->\(9,5\)/);
  assert.match(await s.js(() => document.querySelector('[data-testid="share-link"]').value), /#puzzle=knight&n=9&m=5&step=\d+$/);
  await s.waitFor(() => document.querySelector('[data-testid="knight-gallery"]')?.dataset.state === 'done');
  assert.equal(await s.count('knight-gallery-item'), 37);
  await assertNoErrors(s);

  await open('#puzzle=knight&n=9&m=5&path=9-9');
  assert.ok(await s.js(() => !document.querySelector('[data-testid="error"]').hidden), 'a move outside 1–4 is reported');
  await assertNoErrors(s);
});
