// The first view's skeletons (one per language), made at build time (issue 20: "put the default view into
// index.html at build time so the page is right before any script runs"). Used by
// scripts/build-dist.mjs: it opens the built page (the default puzzle's opening view,
// `/#lang=en`, 1280 × 800) in headless
// Chromium (playwright-core, /usr/bin/chromium), in each language, waits until it is ready, and copies the
// drawn <body>, cleaned so it is inert and names nothing:
// - no ids, `for`, `name`, testids, id references (aria-labelledby, …), tab stops, i18n keys,
//   inline styles (the CSP allows none in markup);
// - no scripts, no comments, no hidden elements, nothing marked solved, and nothing inside
//   the elements a view marks `data-skeleton-empty` (what a link draws on a board: its
//   pieces), so the copy shows the board empty, whatever the link opens;
// - the drawn values of inputs written as attributes (slider, radios, selects), so the copy
//   shows the controls as the page will;
// - each element that a first-view check compares carries `data-skeleton="<testid>"`.
// index.html shows the copy of the starting language (js/lang-pick.js sets <html lang> before
// the first paint; `.skeleton[data-lang]`, its text transparent: css/skeleton.css) over the
// real page, which stays invisible until the first render has drawn it; then the copy is
// removed (lib/skeleton.js `revealPage`) in the same task, so the page never paints half
// built. The layout is the same at every width (CSS lays both out alike), so one copy serves
// phones and desktops; the body's attributes (data-puzzle, data-view) are copied too.
import { chromium } from 'playwright-core';
import { startStatic } from './serve.mjs';

/**
 * The shell's and the stepper's elements whose boxes the default puzzle's first-view test
 * (tests/e2e/puzzles/<its id>/first-view.test.js) compares,
 * by testid. The default puzzle adds its own: its markup gives them `data-first-view`
 * (its figure, its controls; `data-first-view="text"` for a line of words, whose width
 * follows its words), and they are marked too.
 */
export const MARKED = ['page-heading', 'step-back', 'step-forward', 'play', 'event', 'pseudocode'];

/** Runs in the page: the cleaned copy of <body> as { attributes, html }. */
function cleanCopy(marked) {
  for (const el of document.querySelectorAll('input, select')) {
    if (el.type === 'checkbox' || el.type === 'radio') el.toggleAttribute('checked', el.checked);
    else if (el.tagName === 'SELECT') for (const o of el.options) o.toggleAttribute('selected', o.selected);
    else el.setAttribute('value', el.value);
  }
  const copy = document.body.cloneNode(true);
  for (const el of copy.querySelectorAll('[data-testid]')) {
    if (marked.includes(el.dataset.testid) || el.hasAttribute('data-first-view')) el.dataset.skeleton = el.dataset.testid;
    if (el.getAttribute('data-first-view') === 'text') el.dataset.skeletonText = '';
  }
  // The board empty, not marked solved (the link may open a step or a solution).
  for (const el of copy.querySelectorAll('[data-skeleton-empty]')) el.replaceChildren();
  for (const el of copy.querySelectorAll('.solved')) el.classList.remove('solved');
  for (const el of copy.querySelectorAll('script, template, [hidden]')) el.remove();
  const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const notes = [];
  while (comments.nextNode()) notes.push(comments.currentNode);
  for (const note of notes) note.remove();
  const strip = ['id', 'for', 'name', 'data-testid', 'aria-labelledby', 'aria-describedby', 'aria-controls',
    'aria-owns', 'aria-activedescendant', 'tabindex', 'autofocus', 'href', 'download', 'role', 'aria-live', 'data-first-view',
    // Inline styles in markup break the page's CSP (style-src 'self'); some views set them.
    'style'];
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of [...el.getAttributeNames()]) {
      if (strip.includes(name) || name.startsWith('data-i18n') || name.startsWith('aria-')) el.removeAttribute(name);
    }
  }
  const attributes = {};
  for (const name of document.body.getAttributeNames()) attributes[name] = document.body.getAttribute(name);
  return { attributes, html: copy.innerHTML.replace(/\n\s*\n/g, '\n') };
}

/**
 * The skeletons of the page built in `distDir`, one per language: resolves to
 * `{ en: { attributes, html, modules, wasm }, zh: … }` (the body's attributes, the markup to
 * put in `<div class="skeleton" data-lang="…">`, the file names of the page's chunks in
 * dist/js/ that it imported until it was ready, and the dist paths of the wasm modules it
 * fetched by then). Rejects with the page's console errors if it does not start.
 */
export async function prerender(distDir) {
  const server = await startStatic(distDir, {});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const out = {};
    for (const lang of ['en', 'zh']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = [];
      const modules = [];
      page.on('request', (r) => {
        const file = r.url().slice(server.url.length);
        if (/^js\/[^/]+\.js$/.test(file)) modules.push(file.slice('js/'.length));
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      // The moment the page is ready (performance.now()), recorded in the page as it happens.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.dataset.ready) return;
          window.__readyAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
      });
      await page.goto(`${server.url}#lang=${lang}`);
      await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 60_000 });
      if (await page.evaluate(() => document.documentElement.dataset.ready) !== 'true' || errors.length) {
        throw new Error(`the built page did not start: ${errors.join('; ')}`);
      }
      await page.waitForTimeout(300);
      // The wasm fetched until the page was ready: what the first view needs (a module
      // fetched once it is drawn, as the default puzzle's tools are, is not preloaded).
      const wasm = await page.evaluate((origin) => performance.getEntriesByType('resource')
        .filter((e) => e.startTime <= window.__readyAt && e.name.startsWith(origin)
          && /^pkg\/[^/]+\.wasm$/.test(e.name.slice(origin.length)))
        .map((e) => e.name.slice(origin.length)), server.url);
      out[lang] = { ...(await page.evaluate(cleanCopy, MARKED)), modules: [...new Set(modules)], wasm: [...new Set(wasm)] };
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}
