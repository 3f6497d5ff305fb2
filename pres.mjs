import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [w, h, out, lang] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(`http://127.0.0.1:8123/#n=6&step=38${lang === 'zh' ? '&lang=zh' : ''}`);
await page.waitForFunction(() => document.documentElement.dataset.ready);
await page.getByTestId('present').click();
await page.waitForTimeout(400);
const m = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight, sw: document.documentElement.scrollWidth,
  parts: ['board', 'event', 'event-log', 'pseudocode', 'step-forward', 'speed'].map((id) => { const e = document.querySelector(`[data-testid="${id}"]`); if (!e) return id + ':none'; const r = e.getBoundingClientRect(); return `${id}:${Math.round(r.top)}-${Math.round(r.bottom)}${e.offsetParent ? '' : '(hidden)'}`; }) }));
console.log(JSON.stringify(m));
await page.screenshot({ path: out });
await browser.close();
