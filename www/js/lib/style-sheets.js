//! A puzzle's style sheet, `puzzles/<id>/<id>.css` (which may @import the folder's others),
//! linked when its page is built. index.html names no puzzle: its
//! `<meta name="puzzle-styles">` marks where in the cascade the puzzles' sheets go. In the
//! source tree (content `linked`) each sheet is linked there on first use, and the page
//! waits for it before drawing the puzzle's markup; the production build has already joined
//! every registered puzzle's sheet into its one stylesheet at that place
//! (scripts/build-dist.mjs, content `bundled`), so nothing is linked.

/** The sheets linked so far, by URL: the promise of each one's load. */
const linked = new Map();

/**
 * Links the style sheet at `url` (a URL or string) before the page's puzzle-styles marker,
 * once: resolves when it has loaded (at once when the build has bundled the sheets, or when
 * there is no document); rejects when it cannot be fetched.
 */
export function linkStyleSheet(url) {
  const href = String(url);
  if (linked.has(href)) return linked.get(href);
  const marker = globalThis.document?.querySelector('meta[name="puzzle-styles"]');
  if (!marker || marker.content === 'bundled') return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`the style sheet ${href} could not be loaded`)), { once: true });
  });
  marker.before(link);
  linked.set(href, loaded);
  return loaded;
}
