//! The service worker's registration, and the new version it announces (issue 24: offline
//! and installable; the worker is www/sw.js, filled in by the build: scripts/offline.mjs).
//! Only the production build registers it: its index.html names the worker in
//! `<meta name="service-worker">`, which the source (www/, `make dev`) has not, so
//! development never runs on a stale cache. Registered after the page's load event, so it
//! costs the first view nothing.
//!
//! A new version installed while the page is open waits (the worker never skips waiting of
//! its own accord, so nothing is swapped in mid-lesson): this controller reports it
//! (`onUpdate`), the render draws the notice (`updateReady`), and the visitor's click
//! (`apply`) asks the waiting worker to take over, then reloads once it has. No DOM; where
//! service workers are missing or refused (plain http on another host, a frame whose storage
//! is blocked) it does nothing, without an error.

/** How often an open page asks the server whether there is a new version (and when it is shown again). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** `nav.serviceWorker`, or null where it is missing or refused (reading it may throw). */
function container(nav) {
  try {
    return nav.serviceWorker ?? null;
  } catch {
    return null;
  }
}

/**
 * Registers the worker the document names, if any, once the page has loaded; calls
 * `onUpdate()` when a new version is installed and waiting while the page is controlled by
 * an older one (also a version already waiting at load). Returns `{ apply() }`: switch to
 * the waiting version and reload (just reload when none waits any more).
 */
export function startOffline({ onUpdate, doc = document, nav = navigator, win = window }) {
  const url = doc.querySelector('meta[name="service-worker"]')?.content;
  const sw = url ? container(nav) : null;
  let registration = null;

  function watch(reg) {
    // (A stubbed register(), as Playwright's `serviceWorkers: 'block'`, resolves to nothing.)
    if (!reg) return;
    registration = reg;
    // A first install has no controller yet: nothing to announce, the page is that version.
    const announce = () => { if (sw.controller) onUpdate(); };
    if (reg.waiting) announce();
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') announce();
      });
    });
    const check = () => reg.update().catch(() => {});
    win.setInterval(check, CHECK_EVERY_MS);
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'visible') check();
    });
  }

  function register() {
    try {
      sw.register(url).then(watch, () => {});
    } catch {
      // Refused synchronously (a sandboxed document): the page simply stays online-only.
    }
  }

  if (sw) {
    if (doc.readyState === 'complete') register();
    else win.addEventListener('load', register, { once: true });
  }

  return {
    apply() {
      const waiting = registration?.waiting;
      if (!sw || !waiting) {
        win.location.reload();
        return;
      }
      sw.addEventListener('controllerchange', () => win.location.reload(), { once: true });
      waiting.postMessage({ type: 'skip-waiting' });
    },
  };
}
