import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, lang] of [[390,'en'],[360,'en'],[390,'zh'],[320,'en']]) {
const page = await browser.newPage({ viewport: { width: w, height: 844 } });
await page.goto('http://127.0.0.1:8123/#n=6&ex=simulate&lang=' + lang);
await page.waitForFunction(() => document.documentElement.dataset.ready);
console.log(w, lang, await page.evaluate(() => [...document.querySelectorAll('.tabs .tab')].map((t) => Math.round(t.getBoundingClientRect().top)).join(',')), await page.evaluate(() => Math.round(document.querySelector('[data-testid="board"]').getBoundingClientRect().bottom)));
await page.close(); }
await browser.close();
