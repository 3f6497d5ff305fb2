// The N-Queens' part of `make bench` (not a test): one count timed in the page as a
// visitor makes it, from the click on Count to the panel's `done` (page.mjs, gpu.mjs).

/**
 * Clicks Count on `page` (the Count tab shown, N chosen) and resolves to the ms until the
 * result; the click's time stays in `window.__countClickAt` (page.mjs `poolTimes`).
 */
export function timeCount(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const panel = document.querySelector('[data-testid="count-panel"]');
    const started = performance.now();
    window.__countClickAt = started;
    const seen = new MutationObserver(() => {
      if (panel.dataset.state !== 'done') return;
      seen.disconnect();
      resolve(performance.now() - started);
    });
    seen.observe(panel, { attributes: true, attributeFilter: ['data-state'] });
    document.querySelector('[data-testid="count-start"]').click();
  }));
}
