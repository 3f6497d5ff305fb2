import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
const hash = process.argv[2] ?? '#n=4&ex=simulate&mode=first';
await page.goto('http://127.0.0.1:8123/' + hash);
await page.waitForFunction(() => document.documentElement.dataset.ready);
await page.waitForTimeout(300);
const script = process.argv[3] ?? '';
for (const act of script.split(' ').filter(Boolean)) {
  if (act === 'b') await page.getByTestId('exercise-backtrack').click();
  else if (act.startsWith('c:')) await page.locator(`[data-testid="exercise-choice"][data-value="${act.slice(2)}"]`).click();
  else if (act === 'n') await page.getByTestId('exercise-next').click();
  else { const [r, c] = act.split('.'); await page.locator(`[data-testid="square"][data-row="${r}"][data-col="${c}"]`).click(); }
}
await page.waitForTimeout(300);
const info = await page.evaluate(() => {
  const q = (id) => document.querySelector(`[data-testid="${id}"]`);
  return {
    err: q('error')?.textContent, prompt: q('exercise-prompt')?.textContent, type: q('exercise-prompt')?.dataset.type,
    fb: q('exercise-feedback')?.textContent, verdict: q('exercise-feedback')?.dataset.verdict,
    score: q('exercise-score')?.textContent, state: q('exercise')?.dataset.state, step: q('step-count')?.textContent,
    result: q('exercise-result-link')?.value, summary: q('exercise-summary')?.textContent, url: location.hash,
    choices: [...document.querySelectorAll('[data-testid="exercise-choice"]')].map((b) => b.dataset.value + ':' + b.textContent),
  };
});
console.log(JSON.stringify(info, null, 1));
await page.screenshot({ path: process.argv[4] ?? '/tmp/ex.png' });
console.log('errors', errors);
await browser.close();
