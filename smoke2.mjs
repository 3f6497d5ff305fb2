import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto('http://127.0.0.1:8123/' + process.argv[2]);
await page.waitForFunction(() => document.documentElement.dataset.ready);
if (process.argv[3]) { await page.getByTestId('rule-input').fill(process.argv[3]); await page.getByTestId('rule-run').click(); }
await page.waitForFunction(() => ['done', 'error'].some((s) => document.querySelector('[data-testid="exercise"]')?.dataset.state === 'done' || document.querySelector('[data-testid="rule-error"]')?.hidden === false), null, { timeout: 60000 }).catch(() => {});
const info = await page.evaluate(() => {
  const q = (id) => document.querySelector(`[data-testid="${id}"]`);
  return {
    err: q('error')?.textContent, state: q('exercise')?.dataset.state,
    ruleErr: q('rule-error')?.hidden ? null : [q('rule-error').textContent, q('rule-error').dataset.code, q('rule-error').dataset.pos],
    counts: [...document.querySelectorAll('[data-testid="rule-count"]')].map((r) => `${r.dataset.n}:${r.dataset.count}/${r.dataset.true}`).join(' '),
    div: q('rule-divergence')?.textContent, divStep: q('rule-divergence')?.dataset.step,
    bad: [...document.querySelectorAll('[data-testid="rule-bad-solution"]')].map((b) => b.dataset.cols + ' ' + b.textContent),
    url: location.hash,
  };
});
console.log(JSON.stringify(info, null, 1));
await page.screenshot({ path: process.argv[4] ?? '/tmp/rule.png' });
console.log('errors', errors);
await browser.close();
