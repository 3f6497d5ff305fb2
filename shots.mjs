import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [hash, w, h, out, acts] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.goto('http://127.0.0.1:8123/' + hash);
await page.waitForFunction(() => document.documentElement.dataset.ready);
for (const a of (acts ?? '').split(' ').filter(Boolean)) {
  if (a === 'b') await page.getByTestId('exercise-backtrack').click();
  else if (a === 'n') await page.getByTestId('exercise-next').click();
  else if (a.startsWith('c:')) await page.locator(`[data-testid="exercise-choice"][data-value="${a.slice(2)}"]`).click();
  else if (a === 'wait') await page.waitForSelector('[data-testid="exercise"][data-state="done"]', { timeout: 60000 });
  else { const [r, c] = a.split('.'); await page.locator(`[data-testid="square"][data-row="${r}"][data-col="${c}"]`).click(); }
}
await page.waitForTimeout(300);
const over = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
await page.screenshot({ path: out });
console.log(out, 'overflow', over, 'errors', errors);
await browser.close();
