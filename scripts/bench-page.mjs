// In-page half of `make bench` (not a test): counts N = 16 and N = 17 in the page's worker
// pool in headless Chromium, as a user would (type N, press Count), and prints the time from
// the click to the shown result. Writes target/bench-page.json; scripts/bench.mjs adds it to
// target/bench.json. Usage: node scripts/bench-page.mjs [N ...] (default 16 17).
import { writeFileSync } from 'node:fs';
import { setUp } from '../tests/e2e/helpers.js';

const sizes = process.argv.slice(2).map(Number);
const RUNS = { 16: 3, 17: 2 };
const env = await setUp();
const rows = [];
try {
  for (const n of sizes.length ? sizes : [16, 17]) {
    const times = [];
    let shown = '';
    let workers = 0;
    for (let run = 0; run < (RUNS[n] ?? 1); run++) {
      // A fresh page each run: results are cached for the page's lifetime.
      const { page, errors } = await env.openPage();
      const input = page.getByTestId('n-input');
      await input.fill(String(n));
      await input.press('Enter');
      // The pool is made at start-up (the page counts its first N at once): wait for it.
      await page.waitForTimeout(500);
      const ms = await page.evaluate(() => new Promise((resolve) => {
        const panel = document.querySelector('[data-testid="count-panel"]');
        const started = performance.now();
        const seen = new MutationObserver(() => {
          if (panel.dataset.state !== 'done') return;
          seen.disconnect();
          resolve(performance.now() - started);
        });
        seen.observe(panel, { attributes: true, attributeFilter: ['data-state'] });
        document.querySelector('[data-testid="count-start"]').click();
      }));
      shown = await page.getByTestId('count-total').textContent();
      workers = await page.evaluate(() => navigator.hardwareConcurrency);
      if (errors.length) throw new Error(`N=${n}: console errors ${errors.join('; ')}`);
      times.push(ms);
      await page.context().close();
    }
    times.sort((a, b) => a - b);
    const row = { n, total: shown.replaceAll(',', ''), workers, best_ms: times[0], median_ms: times[times.length >> 1], runs: times };
    console.error(`page count N=${n}: ${shown} in ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s (${workers} workers)`);
    rows.push(row);
  }
} finally {
  await env.close();
}
writeFileSync(new URL('../target/bench-page.json', import.meta.url), `${JSON.stringify(rows)}\n`);
