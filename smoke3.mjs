import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto('http://127.0.0.1:8123/#puzzle=knight&n=4&m=3&step=0&mode=first');
await page.waitForFunction(() => document.documentElement.dataset.ready);
await page.getByTestId('knight-exercise-start').click();
for (const a of (process.argv[2] ?? '').split(' ').filter(Boolean)) {
  if (a === 'b') await page.getByTestId('knight-exercise-backtrack').click();
  else await page.locator(`[data-testid="knight-exercise-choice"][data-value="${a}"]`).click();
}
const info = await page.evaluate(() => {
  const q = (id) => document.querySelector(`[data-testid="${id}"]`);
  return { fb: q('knight-exercise-feedback')?.textContent, score: q('knight-exercise-score')?.textContent, state: q('knight-exercise')?.dataset.state,
    step: q('knight-step-count')?.textContent, url: location.hash, result: q('knight-exercise-result-link')?.value, summary: q('knight-exercise-summary')?.textContent,
    choices: [...document.querySelectorAll('[data-testid="knight-exercise-choice"]')].map((b) => b.textContent) };
});
console.log(JSON.stringify(info, null, 1));
await page.screenshot({ path: process.argv[3] ?? '/tmp/kn.png' });
console.log(errors);
await browser.close();
