//! The animated export (issue 24): a GIF of the search between two steps, made in a worker
//! while the page stays usable, read back with a GIF decoder (omggif, npm) in Node; Cancel;
//! the range's errors; and the caption of the still exports (SVG, PNG). The queens of each
//! step are worked out by hand from the textbook rules (rows top to bottom, columns left to
//! right, the earliest attacking row named), independent of the page's code:
//!
//! N = 6: 1 place (1,1); 2–3 (2,1), (2,2) conflict; 4 place (2,3); 5–8 (3,1)…(3,4) conflict;
//! 9 place (3,5); 10 (4,1) conflict; 11 place (4,2); 12–14 (5,1)…(5,3); 15 place (5,4);
//! 16–21 (6,1)…(6,6) all conflict; 22 remove (5,4); 23–24 (5,5), (5,6); 25 remove (4,2);
//! 26–29 (4,3)…(4,6); 30 remove (3,5): the board holds (1,1) and (2,3). 31 place (3,6);
//! 32 (4,1); 33 place (4,2); 34–38 (5,1)…(5,5) (38: (5,5) on row 1's diagonal, the README's
//! screenshot); 39 (5,6); 40 remove (4,2): the board holds (1,1), (2,3), (3,6).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import omggif from 'omggif';
import { setUp } from '../../helpers.js';
import { SIZES, frameLayout } from '../../../../www/js/puzzles/queens/animation.js';

const { GifReader } = omggif;

let env;
before(async () => {
  env = await setUp({ tab: 'export' });
});
after(() => env?.close());

/**
 * Every frame of the GIF `bytes` as a viewer shows it, RGBA: `{ width, height, loops,
 * frames: [{ delay, disposal, transparent, rgba }] }`. Each frame is drawn over the one
 * before (disposal 1, "do not dispose": its transparent pixels let the frame before show).
 */
function decodeGif(bytes) {
  const reader = new GifReader(new Uint8Array(bytes));
  const frames = [];
  let shown = new Uint8Array(reader.width * reader.height * 4);
  for (let i = 0; i < reader.numFrames(); i += 1) {
    const info = reader.frameInfo(i);
    assert.ok(i === 0 || frames[i - 1].disposal === 1, `frame ${i - 1} keeps its pixels for the next`);
    const rgba = new Uint8Array(shown);
    reader.decodeAndBlitFrameRGBA(i, rgba);
    frames.push({
      delay: info.delay, disposal: info.disposal, transparent: info.transparent_index, rgba,
    });
    shown = rgba;
  }
  return { width: reader.width, height: reader.height, loops: reader.loopCount(), frames };
}

/** The colour at the centre of square (row, col) of an N × N board in a decoded frame. */
function centreColour(gif, frame, n, row, col) {
  const { board } = frameLayout(gif.width, n);
  const x = Math.round(board.x + (col - 0.5) * board.square);
  const y = Math.round(board.y + (row - 0.5) * board.square);
  const i = (y * gif.width + x) * 4;
  return [...gif.frames[frame].rgba.subarray(i, i + 3)];
}

/** Relative luminance-ish brightness of [r, g, b], 0–255. */
const brightness = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;

async function setRange(page, from, to) {
  await page.getByTestId('export-gif-from').fill(String(from));
  await page.getByTestId('export-gif-to').fill(String(to));
}

async function downloadGif(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByTestId('export-gif').click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('a GIF of N = 6, steps 30–40, has 11 looping frames; the first shows the queens of step 30 and the last those of step 40', async () => {
  const { page, errors } = await env.openPage('#n=6&step=30');
  // The page's own board at step 30 agrees with the hand trace above.
  const queens = await page.getByTestId('queen').evaluateAll((qs) => qs.map((q) => [Number(q.dataset.row), Number(q.dataset.col)]));
  assert.deepEqual(queens, [[1, 1], [2, 3]]);
  // The default range: the current step and the next 50.
  assert.equal(await page.getByTestId('export-gif-from').inputValue(), '30');
  assert.equal(await page.getByTestId('export-gif-to').inputValue(), '80');
  await setRange(page, 30, 40);
  const { name, bytes } = await downloadGif(page);
  assert.equal(name, 'nqueens-6-steps-30-40.gif');
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  const gif = decodeGif(bytes);
  assert.equal(gif.frames.length, 11);
  assert.equal(gif.loops, 0, 'loops for ever');
  assert.equal(gif.width, SIZES.medium);
  assert.equal(gif.frames[0].delay, 50, '500 ms a frame, in hundredths of a second');
  // Past the first, a frame holds only what changed: the rest is its transparent index.
  assert.equal(gif.frames[0].transparent, null, 'the first frame is whole');
  for (const frame of gif.frames.slice(1)) assert.equal(typeof frame.transparent, 'number');
  const expect = (frame, held) => {
    for (let row = 1; row <= 6; row += 1) {
      // Row 3 at step 30 is the row being worked on (tinted, the removed queen dashed): skipped.
      if (frame === 0 && row === 3) continue;
      for (let col = 1; col <= 6; col += 1) {
        const colour = centreColour(gif, frame, 6, row, col);
        const queen = held.some(([r, c]) => r === row && c === col);
        if (queen) assert.ok(brightness(colour) < 60, `frame ${frame}: a queen at (${row},${col}): ${colour}`);
        else if (!(frame === 10 && row === 4)) assert.ok(brightness(colour) > 110, `frame ${frame}: (${row},${col}) empty: ${colour}`);
      }
    }
  };
  expect(0, [[1, 1], [2, 3]]);
  expect(10, [[1, 1], [2, 3], [3, 6]]);
  assert.match(await page.getByTestId('export-status').textContent(), /nqueens-6-steps-30-40\.gif \(11 frames\)/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a long GIF (N = 12, steps 0–999) shows its progress, leaves the page usable, and Cancel stops it', async () => {
  const { page, errors } = await env.openPage('#n=12');
  await page.getByTestId('export-gif-size').selectOption('large');
  await setRange(page, 0, 999);
  let downloaded = false;
  page.on('download', () => { downloaded = true; });
  await page.getByTestId('export-gif').click();
  const progress = page.getByTestId('export-gif-progress');
  await progress.waitFor({ state: 'visible' });
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="export-gif-progress"]').value) >= 5);
  assert.match(await page.getByTestId('export-status').textContent(), /Making the GIF: [\d,]+ of 1,000 frames/);
  assert.equal(await progress.getAttribute('max'), '1000');
  // The page answers at once while the worker draws: Step, in the lesson tab, then back.
  await page.getByTestId('tab-lesson').click();
  const before = Number((await page.getByTestId('step-count').textContent()).replace(/,/g, ''));
  const clicked = Date.now();
  await page.getByTestId('step-forward').click();
  await page.waitForFunction((b) => Number(document.querySelector('[data-testid="step-count"]').textContent.replace(/,/g, '')) === b + 1, before);
  const took = Date.now() - clicked;
  assert.ok(took < 1000, `Step took ${took} ms during the export`);
  await page.getByTestId('tab-export').click();
  const done = Number(await progress.getAttribute('value'));
  assert.ok(done < 1000, `still making frames (${done})`);
  await page.getByTestId('export-gif-cancel').click();
  await page.getByTestId('export-status').filter({ hasText: /GIF cancelled after [\d,]+ frames: nothing was saved/ }).waitFor();
  assert.equal(await progress.isVisible(), false);
  assert.equal(await page.getByTestId('export-gif-cancel').isVisible(), false);
  assert.equal(await page.getByTestId('export-gif').isEnabled(), true);
  await page.waitForTimeout(500);
  assert.equal(downloaded, false, 'nothing is saved after Cancel');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a bad range says what is wrong, in English and Chinese, and marks the field', async () => {
  const { page, errors } = await env.openPage('#n=6&step=30');
  const status = page.getByTestId('export-status');
  await setRange(page, 40, 30);
  await page.getByTestId('export-gif').click();
  await status.filter({ hasText: 'The range is backwards: step 40 comes after step 30. Put the smaller step first.' }).waitFor();
  assert.equal(await page.getByTestId('export-gif-to').getAttribute('aria-invalid'), 'true');
  await setRange(page, 30, 100000);
  assert.equal(await page.getByTestId('export-gif-to').getAttribute('aria-invalid'), 'false', 'an edit clears the mark');
  await page.getByTestId('export-gif').click();
  await status.filter({ hasText: /The search has [\d,]+ steps: step 100,000 is past its end/ }).waitFor();
  await page.getByTestId('export-gif-from').fill('');
  await page.getByTestId('export-gif').click();
  await status.filter({ hasText: /is not a step: type a whole number/ }).waitFor();
  assert.equal(await page.getByTestId('export-gif-from').getAttribute('aria-invalid'), 'true');
  await page.context().close();

  const zh = await env.openPage('#n=12&lang=zh');
  await setRange(zh.page, 0, 1000);
  await zh.page.getByTestId('export-gif').click();
  await zh.page.getByTestId('export-status').filter({ hasText: '共 1,001 帧，而一个 GIF 最多 1,000 帧。请选择更短的范围。' }).waitFor();
  assert.deepEqual([...errors, ...zh.errors], []);
  await zh.page.context().close();
});

async function downloadOf(page, testid) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
  return readFile(await download.path());
}

/** The caption's lines of an exported SVG, and its size. */
function svgCaption(page, bytes) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      lines: [...doc.querySelectorAll('[data-testid="export-caption"] text')].map((t) => t.textContent),
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      queens: doc.querySelectorAll('[data-testid="queen"]').length,
    };
  }, bytes.toString('utf8'));
}

test('the SVG of a step carries its caption as text: N, the step and the event line\'s words', async () => {
  const { page, errors } = await env.openPage('#n=6&step=38');
  const event = await page.getByTestId('event').textContent();
  assert.equal(event, 'Row 5: (5,5) conflicts with the queen in row 1 on a diagonal');
  const svg = await svgCaption(page, await downloadOf(page, 'export-svg'));
  assert.equal(svg.lines[0], 'N = 6 · step 38');
  assert.equal(svg.lines.slice(1).join(' '), event);
  assert.ok(svg.height > svg.width, `the caption makes it taller: ${svg.width}×${svg.height}`);
  assert.equal(svg.queens, 4);
  await page.context().close();

  const zh = await env.openPage('#n=6&step=38&lang=zh');
  const zhEvent = await zh.page.getByTestId('event').textContent();
  const zhSvg = await svgCaption(zh.page, await downloadOf(zh.page, 'export-svg'));
  assert.equal(zhSvg.lines[0], 'N = 6 · 第 38 步');
  // Wrapped between characters or at a space (dropped at the break): compared without spaces.
  assert.equal(zhSvg.lines.slice(1).join('').replace(/ /g, ''), zhEvent.replace(/ /g, ''));
  assert.deepEqual([...errors, ...zh.errors], []);
  await zh.page.context().close();
});

test('a solution\'s SVG caption is N and its line; markup-like text stays text', async () => {
  const { page, errors } = await env.openPage('#n=8&q=1-5-8-6-3-7-2-4');
  const bytes = await downloadOf(page, 'export-svg');
  const svg = await svgCaption(page, bytes);
  assert.deepEqual(svg.lines, ['N = 8 · solution 1 5 8 6 3 7 2 4']);
  assert.doesNotMatch(bytes.toString('utf8'), /<script/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the PNG of a step is taller than the board, with the caption\'s dark text under it', async () => {
  const { page, errors } = await env.openPage('#n=6&step=38');
  const bytes = await downloadOf(page, 'export-png');
  const read = await page.evaluate((b64) => new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      // Dark pixels in the band under the board (the board is width × width at the top).
      const band = context.getImageData(0, image.naturalWidth, image.naturalWidth, image.naturalHeight - image.naturalWidth).data;
      let dark = 0;
      for (let i = 0; i < band.length; i += 4) if (band[i] + band[i + 1] + band[i + 2] < 200) dark += 1;
      resolve({ width: image.naturalWidth, height: image.naturalHeight, dark });
    };
    image.onerror = () => reject(new Error('the PNG does not decode'));
    image.src = `data:image/png;base64,${b64}`;
  }), bytes.toString('base64'));
  assert.equal(read.width, 1040);
  assert.ok(read.height > read.width + 60, `${read.width}×${read.height}`);
  assert.ok(read.dark > 500, `caption text under the board: ${read.dark} dark pixels`);
  assert.deepEqual(errors, []);
  await page.context().close();
});
