import { launchBrowser } from './helpers.js';
const browser = await launchBrowser();
const page = await browser.newPage();
const errs = []; page.on('pageerror', (e) => errs.push(e.message));
await page.addInitScript((f) => { for (const k of f.split(',')) if (k) window[k] = true; }, process.env.FLAGS ?? ''); await page.goto('http://127.0.0.1:8765/#n=8');
await page.waitForSelector('html[data-ready="true"]');
const t = await page.evaluate(async () => {
  const slider = document.querySelector('[data-testid="n-slider"]');
  const set = (v) => { slider.value = String(v); slider.dispatchEvent(new Event('input', { bubbles: true })); };
  const t0 = performance.now();
  for (let round = 0; round < 20; round += 1) {
    for (let v = 1; v <= 20; v += 1) set(v);
    for (let v = 19; v >= 1; v -= 1) set(v);
    await new Promise(requestAnimationFrame);
  }
  set(9);
  const t1 = performance.now();
  let total = null;
  while (performance.now() - t1 < 20000) {
    const panel = document.querySelector('[data-testid="count-panel"]');
    if (panel?.dataset.state === 'done') { total = document.querySelector('[data-testid="count-total"]')?.textContent; break; }
    await new Promise(requestAnimationFrame);
  }
  return { drag: t1 - t0, countAfter: performance.now() - t1, total };
});
console.log(t, errs);
await browser.close();
