// The installed app's PNG icons (issue 24), made at build time from www/favicon.svg, so
// they never drift from it: scripts/build-dist.mjs calls `makeIcons(dist)`, which draws the
// SVG in headless Chromium (playwright-core, /usr/bin/chromium, as scripts/prerender.mjs)
// at each size of ICONS (scripts/offline.mjs) and saves a screenshot:
// - `any`: the favicon itself, its rounded corners transparent;
// - `maskable`: the favicon's crown inside the safe zone (the middle 80 % circle that every
//   mask keeps, W3C manifest "icon masks"), on a full square of its board colour.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ICONS } from './offline.mjs';

/** The favicon's background colour (its `<rect fill>`), the maskable icon's full bleed. */
function boardColour(svg) {
  const fill = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(svg);
  if (!fill) throw new Error('www/favicon.svg: no <rect fill="#…"> for the maskable icon\'s background');
  return fill[1];
}

/** A page of exactly `size` px showing the SVG (inlined as a data: URL), for the screenshot. */
function iconPage(svg, size, purpose) {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  // Maskable: the favicon at 70 % sits inside the 80 % safe circle with its corners.
  const inner = purpose === 'maskable' ? Math.round(size * 0.7) : size;
  const bg = purpose === 'maskable' ? boardColour(svg) : 'transparent';
  return `<!doctype html><html><body style="margin:0;background:${bg};width:${size}px;height:${size}px;display:grid;place-items:center">
<img src="${src}" width="${inner}" height="${inner}" alt=""></body></html>`;
}

/** Writes every icon of ICONS into `dist` from `www`/favicon.svg. */
export async function makeIcons(dist, www) {
  const svg = readFileSync(path.join(www, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      await page.setContent(iconPage(svg, icon.size, icon.purpose));
      await page.locator('img').evaluate((img) => img.decode());
      const file = path.join(dist, icon.src);
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, omitBackground: icon.purpose !== 'maskable' });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
