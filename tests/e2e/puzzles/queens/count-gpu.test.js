//! Counting on the graphics card (WebGPU): headless Chromium runs the shader on its
//! software adapter, SwiftShader (`--enable-unsafe-webgpu --use-webgpu-adapter=swiftshader`).
//! These are correctness checks only: SwiftShader's times are not a card's speed. The
//! expected counts are OEIS A000170 and A002562 (docs/REFERENCE.md); the fallback to the
//! processor is checked in a Chromium without an adapter (and in Firefox and WebKit by
//! the cross-engine suite).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setUp } from '../../helpers.js';

/** OEIS A000170 (total) and A002562 (fundamental) for N = 1..14, from REFERENCE.md. */
const COUNTS = [
  null, [1n, 1n], [0n, 0n], [0n, 0n], [2n, 1n], [10n, 2n], [4n, 1n], [40n, 6n], [92n, 12n], [352n, 46n],
  [724n, 92n], [2680n, 341n], [14200n, 1787n], [73712n, 9233n], [365596n, 45752n],
];

const WEBGPU = ['--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader'];

let env;
let bare;
before(async () => {
  env = await setUp({ tab: 'count', args: WEBGPU });
  bare = await setUp({ tab: 'count' });
});
after(async () => {
  await env?.close();
  await bare?.close();
});

/** A count shown on the page ('14,772,512') as a bigint. */
function shown(text) {
  return BigInt(text.trim().replaceAll(',', ''));
}

async function typeN(page, n) {
  const input = page.getByTestId('n-input');
  await input.fill(String(n));
  await input.press('Enter');
}

/** Waits for N's count to be done; { total, fundamental, device, status }. */
async function doneCount(page, n, timeout = 120_000) {
  await page.waitForFunction((want) => {
    const panel = document.querySelector('[data-testid="count-panel"]');
    return panel?.dataset.state === 'done' && document.querySelector('[data-testid="count-status"]')?.textContent.includes(`N = ${want} `);
  }, n, { timeout });
  return page.evaluate(() => ({
    total: document.querySelector('[data-testid="count-total"]').textContent,
    fundamental: document.querySelector('[data-testid="count-fundamental"]').textContent,
    device: document.querySelector('[data-testid="count-panel"]').dataset.device,
    status: document.querySelector('[data-testid="count-status"]').textContent,
  }));
}

test('on SwiftShader, counts on the graphics card give A000170 and A002562 for N = 4…14', async () => {
  const { page, errors } = await env.openPage('#n=4&gpu=1');
  assert.equal(await page.getByTestId('count-gpu').isChecked(), false, 'N = 4: below the card\'s first N');
  for (let n = 4; n <= 14; n += 1) {
    if (n > 4) await typeN(page, n);
    // N up to 13 is counted as soon as it is shown; 14 waits for Count.
    if (n === 14) await page.getByTestId('count-start').click();
    const got = await doneCount(page, n);
    assert.equal(shown(got.total), COUNTS[n][0], `N = ${n}: total`);
    assert.equal(shown(got.fundamental), COUNTS[n][1], `N = ${n}: fundamental`);
    // Below N = 7 the card has no tasks (the constellations start there): the processor counts.
    assert.equal(got.device, n >= 7 ? 'gpu' : 'cpu', `N = ${n}: device`);
    if (n >= 7) assert.match(got.status, /on the graphics card/);
  }
  assert.equal(await page.getByTestId('count-gpu').isChecked(), true);
  assert.match(await page.getByTestId('count-gpu-note').textContent(), /software adapter/);
  assert.deepEqual(errors, []);
});

test('the switch is off by default on a software adapter; switched, the link says gpu=1 or gpu=0', async () => {
  const { page, errors } = await env.openPage('#n=16');
  const gpu = page.getByTestId('count-gpu');
  await page.waitForFunction(() => !/Looking/.test(document.querySelector('[data-testid="count-gpu-note"]')?.textContent));
  assert.equal(await gpu.isChecked(), false);
  await gpu.check();
  await page.waitForFunction(() => location.hash.includes('gpu=1'));
  await gpu.uncheck();
  await page.waitForFunction(() => location.hash.includes('gpu=0'));
  // Chinese: the switch and its note in full-width punctuation.
  const zh = await env.openPage('#n=16&lang=zh');
  await zh.page.waitForFunction(() => /软件适配器/.test(document.querySelector('[data-testid="count-gpu-note"]')?.textContent));
  assert.match(await zh.page.getByTestId('count-gpu-note').textContent(), /（google swiftshader）：/);
  assert.deepEqual([...errors, ...zh.errors], []);
});

test('Cancel stops a count on the graphics card, which keeps its device', async () => {
  const { page, errors } = await env.openPage('#n=16&gpu=1');
  await page.getByTestId('count-start').click();
  await page.waitForSelector('[data-testid="count-panel"][data-state="running"][data-device="gpu"]');
  await page.getByTestId('count-cancel').click();
  await page.waitForSelector('[data-testid="count-panel"][data-state="cancelled"][data-device="gpu"]');
  // Counting again (on the processor now) gives A000170 for N = 14.
  await typeN(page, 14);
  await page.getByTestId('count-gpu').uncheck();
  await page.getByTestId('count-start').click();
  const got = await doneCount(page, 14);
  assert.equal(shown(got.total), 365596n);
  assert.equal(got.device, 'cpu');
  assert.deepEqual(errors, []);
});

/**
 * A browser without WebGPU, whatever this Chromium's defaults are: some builds expose a
 * software adapter with no flag at all, so the page is given no `navigator.gpu`.
 */
const NO_WEBGPU = () => {
  Object.defineProperty(Navigator.prototype, 'gpu', { get: () => undefined, configurable: true });
};

test('without a WebGPU adapter, gpu=1 counts on the processor and says why', async () => {
  const { page, errors } = await bare.openPage('#n=12&gpu=1', { initScript: NO_WEBGPU });
  const got = await doneCount(page, 12);
  assert.equal(shown(got.total), 14200n);
  assert.equal(got.device, 'cpu');
  assert.match(got.status, /^No graphics card can count here/);
  assert.match(await page.getByTestId('count-gpu-note').textContent(), /no graphics card for counting/);
  // Chinese.
  const zh = await bare.openPage('#n=11&gpu=1&lang=zh', { initScript: NO_WEBGPU });
  const zhGot = await doneCount(zh.page, 11);
  assert.equal(shown(zhGot.total), 2680n);
  assert.match(zhGot.status, /^这里没有可用于统计的显卡（不支持 WebGPU 或没有适配器）：改由处理器统计。N = 11 统计完成/);
  assert.deepEqual([...errors, ...zh.errors], []);
});
