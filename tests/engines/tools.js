//! Cross-engine: counting N = 16 in the worker pool (progress, Cancel), the gallery and its
//! fundamental toggle, play mode with Check and Hint, and every export (the animated GIF
//! included, made in a worker on an OffscreenCanvas, or a clear message where the engine
//! has none). Counts: OEIS
//! A000170 and A002562 (docs/REFERENCE.md); the export's text and FEN written out by hand.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Key } from './driver.js';
import {
  showTab,
  assertNoErrors, boardTuple, isValidSolution, open, shownCount, waitForText,
} from './env.js';

function waitForCount(s, state, timeout) {
  return s.waitFor((want) => document.querySelector('[data-testid="count-panel"]').dataset.state === want,
    [state], `the count panel ${state}`, timeout);
}

/** Types `n` into the N field, as a user does (the field's text selected, then replaced), and Enter. */
async function showN(s, n) {
  await s.click('n-input');
  await s.js(() => document.querySelector('[data-testid="n-input"]').select());
  await s.keys('n-input', String(n), Key.ENTER);
  await s.waitFor((v) => document.querySelector('[data-testid="board"]').dataset.n === String(v), [n], `N = ${n} shown`);
}

test('counting N = 16 in the worker pool: progress to the end, 14,772,512 and 1,846,955; Cancel stops N = 17', { timeout: 120_000 }, async () => {
  const s = await open('');
  await showTab(s, 'count');
  await showN(s, 16);
  await s.click('count-start');
  await waitForCount(s, 'done', 90_000);
  assert.equal(shownCount(await s.text('count-total')), 14772512);
  assert.equal(shownCount(await s.text('count-fundamental')), 1846955);
  const bar = await s.js(() => {
    const p = document.querySelector('[data-testid="count-progress"]');
    return [p.value, p.max];
  });
  assert.ok(bar[1] > 1 && bar[0] === bar[1], `the progress bar is full: ${bar}`);

  await showN(s, 17);
  await s.click('count-start');
  await s.waitFor(() => document.querySelector('[data-testid="count-progress"]').value >= 1, [], 'some progress', 60_000);
  await s.click('count-cancel');
  await waitForCount(s, 'cancelled', 5_000);
  const partial = shownCount(await s.text('count-total'));
  assert.ok(partial > 0 && partial < 95815104, `a partial sum below N = 17's total: ${partial}`);
  await assertNoErrors(s);
});

test('gpu=1: the graphics card where the engine has one (SwiftShader\'s is not here), else the processor, saying why', { timeout: 90_000 }, async () => {
  const s = await open('#n=12&gpu=1');
  await showTab(s, 'count');
  await waitForCount(s, 'done', 60_000);
  assert.equal(shownCount(await s.text('count-total')), 14200);
  assert.equal(shownCount(await s.text('count-fundamental')), 1787);
  const device = await s.js(() => document.querySelector('[data-testid="count-panel"]').dataset.device);
  const status = await s.text('count-status');
  console.log(`# ${s.name}: counted on ${device === 'gpu' ? 'the graphics card' : 'the processor'}`);
  if (device === 'gpu') assert.match(status, /on the graphics card/);
  else {
    assert.equal(device, 'cpu');
    assert.match(status, /^No graphics card can count here/);
  }
  await assertNoErrors(s);
});

test('the gallery lists N = 8\'s 92 solutions and, fundamental only, its 12 classes', async () => {
  const s = await open('#n=8');
  await showTab(s, 'gallery');
  await s.waitFor(() => document.querySelector('[data-testid="gallery"]')?.dataset.state === 'done'
    && document.querySelectorAll('[data-testid="gallery-item"]').length > 0);
  assert.equal(shownCount(await s.text('gallery-count')), 92);
  const first = await s.attr('gallery-item', 'data-cols');
  assert.equal(first, '1-5-8-6-3-7-2-4');
  await s.click('fundamental-toggle');
  await waitForText(s, 'gallery-count', /^\D*12\D*$/);
  await s.waitFor(() => document.querySelector('[data-testid="gallery"]')?.dataset.state === 'done'
    && document.querySelectorAll('[data-testid="class-size"]').length > 0);
  const sizes = await s.js(() => [...document.querySelectorAll('[data-testid="class-size"]')].map((e) => e.textContent.replace(/\D/g, '')));
  assert.ok(sizes.every((n) => n === '8' || n === '4'), `class sizes 8 or 4: ${sizes}`);
  await assertNoErrors(s);
});

test('play mode: placing queens, Check names the conflict, Hint places a queen of a solution', async () => {
  const s = await open('#n=8');
  await s.click('play-mode');
  await s.waitFor(() => document.querySelectorAll('[data-testid="square"]').length === 64);
  // Play mode's code is fetched when it is first entered; the tools are busy until it is here.
  await s.waitFor(() => document.querySelector('[data-testid="board-tools"]').getAttribute('aria-busy') === 'false');
  const square = (r, c) => `[data-row="${r}"][data-col="${c}"]`;
  await s.click('square', square(1, 1));
  await s.click('square', square(2, 2));
  assert.deepEqual((await boardTuple(s)).slice(0, 2), [1, 2]);
  await s.click('check');
  await waitForText(s, 'check-result', /rows 1 and 2.*diagonal/);
  await s.click('square', square(2, 2)); // removed
  await s.click('square', square(1, 1));
  await s.click('square', square(1, 2));
  await s.click('square', square(2, 4));
  await s.click('hint');
  await waitForText(s, 'check-result', /Hint: a queen at \(3,\d\)/);
  const tuple = await boardTuple(s);
  assert.deepEqual(tuple.slice(0, 2), [2, 4]);
  assert.notEqual(tuple[2], 0, 'row 3 gets the queen');
  // Hints go on to a full board, which Check calls solved.
  for (let i = 0; i < 5; i += 1) await s.click('hint');
  await s.waitFor(() => [...document.querySelectorAll('[data-testid="queen"]')].length === 8, [], 'eight queens');
  assert.ok(isValidSolution(await boardTuple(s)), `${await boardTuple(s)}`);
  await s.click('check');
  await waitForText(s, 'check-result', /Solved/);
  await assertNoErrors(s);
});

test('every export: the SVG, PNG and text files arrive; Copy text and Copy FEN copy or say why not', async () => {
  const s = await open('#n=8&q=1-5-8-6-3-7-2-4');
  await showTab(s, 'export');
  const base = 'nqueens-8-1-5-8-6-3-7-2-4';
  await s.click('export-svg');
  const svg = (await s.download(`${base}.svg`)).toString('utf8');
  assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.equal((svg.match(/data-testid="queen"/g) ?? []).length, 8);
  await s.click('export-png');
  const png = await s.download(`${base}.png`);
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG');
  assert.ok(png.length > 1000, `${png.length} bytes`);
  await s.click('export-text');
  const text = (await s.download(`${base}.txt`)).toString('utf8');
  assert.ok(text.startsWith('1 5 8 6 3 7 2 4\n\nX-------\n----X---\n-------X\n'), text);
  await waitForText(s, 'export-status', /Downloaded nqueens-8-1-5-8-6-3-7-2-4\.txt/);

  assert.equal(await s.js(() => document.querySelector('[data-testid="fen-text"]').value), 'Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4 w - - 0 1');
  // The clipboard may be refused (a browser's permission): then the page says so.
  await s.click('export-fen');
  await waitForText(s, 'export-status', /FEN copied|Could not copy the FEN/);
  await s.click('export-copy-text');
  await waitForText(s, 'export-status', /line and grid copied|Could not copy the line and grid/);
  await assertNoErrors(s);
});

test('the animated GIF of N = 6, steps 30–40, arrives as an 11-frame GIF89a, or the page says why it cannot', { timeout: 60_000 }, async () => {
  const s = await open('#n=6&step=30');
  await showTab(s, 'export');
  await s.js(() => {
    for (const [testid, value] of [['export-gif-from', '30'], ['export-gif-to', '40']]) {
      const input = document.querySelector(`[data-testid="${testid}"]`);
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  await s.click('export-gif');
  const status = await waitForText(s, 'export-status', /Downloaded nqueens-6-steps-30-40\.gif \(11 frames\)|cannot draw in a background worker/, 30_000);
  if (/Downloaded/.test(status)) {
    const gif = await s.download('nqueens-6-steps-30-40.gif');
    assert.equal(gif.subarray(0, 6).toString('latin1'), 'GIF89a');
    assert.ok(gif.length > 1000, `${gif.length} bytes`);
  } else {
    console.log(`# ${s.name}: no OffscreenCanvas 2D in workers: the page says so`);
  }
  await assertNoErrors(s);
});
