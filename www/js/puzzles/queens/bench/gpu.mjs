// The N-Queens' part of `make bench` (not a test): the graphics card's counts in the page
// (the Count panel with gpu=1), timed from the click on Count to the shown result, in a Chromium
// launched with WebGPU and its hardware GPU allowed. Only a hardware adapter's figures are
// speed: where Chromium finds none, or only a software one (SwiftShader), the bench says
// "no hardware adapter" and times nothing. Used by page.mjs.
//
// Chromium's flags for a hardware adapter differ by system; BENCH_GPU_ARGS (space-separated)
// replaces the default ones below, e.g. on Linux with a Vulkan driver
// BENCH_GPU_ARGS="--enable-unsafe-webgpu --enable-features=Vulkan --use-angle=vulkan".
import { chromium } from 'playwright-core';
import { LAUNCH } from '../../../../../tests/e2e/helpers.js';
import { timeCount } from './count.mjs';

const DEFAULT_ARGS = ['--enable-unsafe-webgpu', '--enable-features=Vulkan', '--use-angle=vulkan', '--ignore-gpu-blocklist'];
/** N counted on the card, and how many fresh pages each. */
const RUNS = { 16: 3, 17: 2, 18: 1 };

function launchArgs() {
  const extra = process.env.BENCH_GPU_ARGS ? process.env.BENCH_GPU_ARGS.split(/\s+/).filter(Boolean) : DEFAULT_ARGS;
  // LAUNCH's own flags but --disable-gpu, which would leave only a software adapter.
  return [...LAUNCH.args.filter((a) => a !== '--disable-gpu'), ...extra];
}

/** The adapter this Chromium offers the page: { found, software, name }. */
async function adapterOf(page) {
  return page.evaluate(async () => {
    const adapter = await navigator.gpu?.requestAdapter({ powerPreference: 'high-performance' });
    if (!adapter) return { found: false, software: false, name: navigator.gpu ? 'no adapter' : 'no WebGPU' };
    const info = adapter.info ?? {};
    const name = [info.vendor, info.architecture, info.description].filter(Boolean).join(' ');
    return { found: true, software: Boolean(info.isFallbackAdapter ?? adapter.isFallbackAdapter), name };
  });
}

/** One count of N on the card in a fresh page: ms from the click to the result, and what it shows. */
async function countOnCard(browser, baseUrl, n) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // N = 12 is counted as it opens, on the card: its worker, device and shader are then
  // ready for the timed count, as they are for a visitor's second count.
  await page.goto(`${baseUrl}#n=12&gpu=1&tab=count`);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForSelector('[data-testid="count-panel"][data-state="done"]', { timeout: 60_000 });
  const input = page.getByTestId('n-input');
  await input.fill(String(n));
  await input.press('Enter');
  await page.waitForSelector('[data-testid="count-panel"][data-state="idle"]');
  const ms = await timeCount(page);
  const shown = await page.evaluate(() => ({
    total: document.querySelector('[data-testid="count-total"]').textContent.replaceAll(',', ''),
    device: document.querySelector('[data-testid="count-panel"]').dataset.device,
  }));
  await context.close();
  return { ms, ...shown };
}

/**
 * The card's figures: { adapter, hardware, counts: [{ n, total, device, median_ms, runs }] },
 * counts empty without a hardware adapter. `baseUrl` serves the production build.
 */
export async function gpuBench(baseUrl) {
  const browser = await chromium.launch({ ...LAUNCH, args: launchArgs() });
  try {
    const probe = await browser.newPage();
    await probe.goto(baseUrl);
    const adapter = await adapterOf(probe);
    await probe.close();
    const hardware = adapter.found && !adapter.software;
    const counts = [];
    if (!hardware) return { adapter, hardware, counts };
    for (const [n, runs] of Object.entries(RUNS).map(([n, r]) => [Number(n), r])) {
      const out = [];
      for (let k = 0; k < runs; k++) out.push(await countOnCard(browser, baseUrl, n));
      const times = out.map((o) => o.ms).sort((a, b) => a - b);
      counts.push({ n, total: out[0].total, device: out[0].device, median_ms: times[times.length >> 1], runs: times });
    }
    return { adapter, hardware, counts };
  } finally {
    await browser.close();
  }
}

/** The lines `make bench` prints for the card. */
export function formatGpu(gpu) {
  if (!gpu) return [];
  const { adapter, hardware, counts } = gpu;
  if (!hardware) {
    const found = adapter.found ? `only a software adapter: ${adapter.name}` : adapter.name;
    return [`Graphics card (WebGPU, gpu=1): no hardware adapter (${found}); no figures: a software adapter's times are not a card's speed`];
  }
  return [
    `Graphics card (WebGPU, gpu=1): ${adapter.name}; in the page, click to result:`,
    ...counts.map((c) => `  N=${c.n}: ${c.total} on ${c.device}, median ${(c.median_ms / 1e3).toFixed(2)} s (${c.runs.map((t) => (t / 1e3).toFixed(2)).join(' / ')})`),
  ];
}
