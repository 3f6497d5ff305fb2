//! Export of the shown board (SVG, PNG, the textbook line and X/- grid, FEN for N = 8) and
//! sharing beyond the link field (the page title and og: meta, the Web Share API button).
//! Expected text is written out by hand from the textbook conventions.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';
import { boardTuple } from './helpers.js';
import { allSolutions } from './reference.js';

let env;
before(async () => {
  env = await setUp({ tab: 'export' });
});
after(() => env?.close());

async function downloadOf(page, testid) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes };
}

test('the SVG download is a standalone SVG with the N queens of the board', async () => {
  const { page, errors } = await env.openPage('#n=6&q=2-4-6-1-3-5');
  const { name, bytes } = await downloadOf(page, 'export-svg');
  assert.equal(name, 'nqueens-6-2-4-6-1-3-5.svg');
  assert.ok(bytes.length > 500, `non-empty: ${bytes.length} bytes`);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.querySelector('parsererror') !== null,
      root: root.localName,
      ns: root.namespaceURI,
      width: root.getAttribute('width'),
      queens: [...doc.querySelectorAll('[data-testid="queen"]')].map((q) => [Number(q.dataset.row), Number(q.dataset.col)]),
      coloured: doc.querySelector('.dark')?.getAttribute('fill'),
      playSquares: doc.querySelectorAll('[data-testid="square"]').length,
    };
  }, bytes.toString('utf8'));
  assert.equal(parsed.error, false);
  assert.equal(parsed.root, 'svg');
  assert.equal(parsed.ns, 'http://www.w3.org/2000/svg');
  assert.ok(Number(parsed.width) > 0);
  assert.deepEqual(parsed.queens, [[1, 2], [2, 4], [3, 6], [4, 1], [5, 3], [6, 5]]);
  assert.ok(parsed.coloured && parsed.coloured !== 'none', 'colours are carried in the file');
  assert.equal(parsed.playSquares, 0);
  assert.match(await page.getByTestId('export-status').textContent(), /nqueens-6-2-4-6-1-3-5\.svg/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the PNG download decodes to an image, also from play mode with conflicts', async () => {
  const { page, errors } = await env.openPage('#n=8&q=1-2-0-0-0-0-0-0');
  const { name, bytes } = await downloadOf(page, 'export-png');
  assert.equal(name, 'nqueens-8-1-2-0-0-0-0-0-0.png');
  assert.ok(bytes.length > 1000, `non-empty: ${bytes.length} bytes`);
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  const size = await page.evaluate((b64) => new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('the PNG does not decode'));
    image.src = `data:image/png;base64,${b64}`;
  }), bytes.toString('base64'));
  assert.ok(size.width > 0 && size.height > 0, `decoded ${size.width}×${size.height}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the text download holds the textbook line and the X/- grid', async () => {
  const { page, errors } = await env.openPage('#n=8&q=1-5-8-6-3-7-2-4');
  const { name, bytes } = await downloadOf(page, 'export-text');
  assert.equal(name, 'nqueens-8-1-5-8-6-3-7-2-4.txt');
  const grid = [
    'X-------',
    '----X---',
    '-------X',
    '-----X--',
    '--X-----',
    '------X-',
    '-X------',
    '---X----',
  ].join('\n');
  assert.equal(bytes.toString('utf8').trim(), `1 5 8 6 3 7 2 4\n\n${grid}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('Copy text and Copy FEN put the line, grid and FEN Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4 w - - 0 1 on the clipboard', async () => {
  const { page, errors } = await env.openPage('#n=8&q=1-5-8-6-3-7-2-4', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const expectedFen = 'Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4 w - - 0 1';
  // The FEN is worked out by the tools module, loaded after the first view.
  await page.waitForFunction(() => document.querySelector('[data-testid="fen-text"]').value !== '');
  assert.equal(await page.getByTestId('fen-text').inputValue(), expectedFen);
  await page.getByTestId('export-fen').click();
  await page.getByTestId('export-status').filter({ hasText: /FEN copied/ }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expectedFen);
  await page.getByTestId('export-copy-text').click();
  // Not /copied/: the status still says "FEN copied." until this copy is done (a clean-clone
  // run read the clipboard before the text was on it).
  await page.getByTestId('export-status').filter({ hasText: /line and grid copied/ }).waitFor();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(text.startsWith('1 5 8 6 3 7 2 4\n\nX-------\n----X---'), text);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('FEN is off with a note for N other than 8', async () => {
  const { page, errors } = await env.openPage('#n=6');
  assert.ok(await page.getByTestId('export-fen').isDisabled());
  assert.match(await page.getByTestId('export-note').textContent(), /only for N = 8/);
  assert.equal(await page.getByTestId('export-svg').isDisabled(), false);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the title and og: meta name the shown solution, its number and its line', async () => {
  const cols = allSolutions(8)[36];
  const { page, errors } = await env.openPage('#n=8&i=37', { tab: 'lesson' });
  const line = cols.join(' ');
  // The number of solutions arrives from the count (or the gallery's listing) a moment later.
  await page.waitForFunction(() => /#37 of \d/.test(document.title));
  const meta = await page.evaluate(() => ({
    title: document.title,
    ogTitle: document.querySelector('meta[property="og:title"]').content,
    ogDescription: document.querySelector('meta[property="og:description"]').content,
  }));
  assert.match(meta.title, new RegExp(`N = 8, solution #37 of 92: ${line}`));
  assert.equal(meta.ogTitle, meta.title);
  assert.match(meta.ogDescription, new RegExp(line));
  // A step of the search, then play mode.
  await page.getByTestId('step-forward').click();
  assert.match(await page.title(), /step 1/);
  await page.getByTestId('play-mode').click();
  assert.match(await page.title(), /_ _ _ _ _ _ _ _/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the Share button appears where the Web Share API exists and shares the title and link', async () => {
  const without = await env.openPage('', {
    initScript: () => { delete Navigator.prototype.share; },
    share: true,
  });
  assert.equal(await without.page.getByTestId('share-native').isVisible(), false);
  await without.page.context().close();

  const { page, errors } = await env.openPage('#n=6&q=2-4-6-1-3-5', {
    share: true,
    initScript: () => {
      Navigator.prototype.share = function share(data) {
        window.__shared = data;
        return Promise.resolve();
      };
    },
  });
  await page.getByTestId('share-native').click();
  await page.waitForFunction(() => window.__shared !== undefined);
  const shared = await page.evaluate(() => window.__shared);
  assert.equal(shared.url, `${env.baseUrl}#n=6&q=2-4-6-1-3-5&tab=export`);
  assert.match(shared.title, /2 4 6 1 3 5/);
  await page.getByTestId('copy-status').filter({ hasText: /Shared/ }).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('every export works for every board the page draws: N = 21, 33 and 64 (above the core board\'s 32)', async () => {
  for (const n of [21, 33, 64]) {
    const { page, errors } = await env.openPage(`#n=${n}`, { permissions: ['clipboard-read', 'clipboard-write'] });
    const cols = await boardTuple(page);
    assert.equal(cols.length, n);
    const line = cols.join(' ');
    const grid = cols.map((c) => Array.from({ length: n }, (_, i) => (i + 1 === c ? 'X' : '-')).join('')).join('\n');
    const text = await downloadOf(page, 'export-text');
    assert.equal(text.name, `nqueens-${n}.txt`);
    assert.equal(text.bytes.toString('utf8').trim(), `${line}\n\n${grid}`, `N = ${n}`);
    for (const testid of ['export-svg', 'export-png']) {
      const { bytes } = await downloadOf(page, testid);
      assert.ok(bytes.length > 500, `${testid} N = ${n}: ${bytes.length} bytes`);
    }
    await page.getByTestId('export-copy-text').click();
    await page.getByTestId('export-status').filter({ hasText: /line and grid copied/ }).waitFor();
    assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), `${line}\n\n${grid}`);
    assert.deepEqual(errors, [], `N = ${n}`);
    await page.context().close();
  }
});

test('an export that fails says so on the page, in the page\'s language', async () => {
  const initScript = () => {
    URL.createObjectURL = () => {
      throw new Error('blocked by the test');
    };
  };
  for (const [lang, pattern] of [['en', /export failed/i], ['zh', /导出失败/]]) {
    for (const testid of ['export-svg', 'export-text', 'export-png']) {
      const { page, errors } = await env.openPage(`#n=8&lang=${lang}`, { initScript });
      await page.getByTestId(testid).click();
      await page.getByTestId('export-status').filter({ hasText: pattern }).waitFor();
      assert.doesNotMatch(await page.getByTestId('export-status').textContent(), /blocked/);
      assert.deepEqual(errors.filter((e) => !/export failed/.test(e)), []);
      await page.context().close();
    }
  }
});
