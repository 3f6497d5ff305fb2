//! The gallery's slice of the state (`state.gallery`) and how the gallery client's events
//! change it. Pure: `galleryState(n, indexMaxN)` makes a fresh slice, `applyGalleryEvent`
//! returns the next one.

/**
 * A fresh slice for N:
 *   n, limited (n > indexMaxN: nothing is listed)
 *   found, done: solutions listed so far, and whether all are
 *   viewId, viewReady, viewCount: the current view (all or fundamental, filtered) and its size
 *   classes, classSizes: canonical representatives so far, and their number by class size
 *   pages: Map page number → { from, count, items (Uint8Array, N a solution), indices, classes }
 *   error: null | { code, detail } (the worker failed)
 *   fundamental, filterText, pattern, jumpText: what the visitor set
 *   filterInvalid, jumpInvalid: the field's text was refused
 *   message: null | { kind, ... } (see puzzles/queens/gallery/words.js `messageText`)
 *   expanded: null | { index, cols, size, stabiliser, members: [{ transform, cols, index }] }
 *   reveal: null | { seq, position, centre, focus }: scroll to a view position (and focus it)
 *   pendingPick: view position to show on the board once its page is here, or null
 */
export function galleryState(n = 0, indexMaxN = 0, fundamental = false) {
  const limited = n > indexMaxN;
  return {
    n, limited, found: 0, done: limited, viewId: 0, viewReady: false, viewCount: 0, classes: 0,
    classSizes: {}, pages: new Map(), error: null, fundamental, filterText: '', pattern: null,
    jumpText: '', filterInvalid: false, jumpInvalid: false, message: null, expanded: null,
    reveal: null, pendingPick: null,
  };
}

/** The slice after client event `event` (see puzzles/queens/gallery-client.js). */
export function applyGalleryEvent(g, event) {
  switch (event.type) {
    case 'view':
      return { ...g, viewId: event.viewId, viewReady: false, pages: new Map() };
    case 'progress':
      if (event.viewId !== g.viewId) return g;
      return {
        ...g, found: event.found, done: event.done, viewCount: event.viewCount,
        classes: event.classes, classSizes: event.classSizes, viewReady: true,
      };
    case 'pages':
      return event.viewId === g.viewId ? { ...g, pages: event.pages } : g;
    case 'error':
      return { ...g, error: { code: event.code, detail: event.detail }, done: true };
    default:
      return g;
  }
}

/** The item at view position `position` from the slice's pages: { cols, index, klass } or null. */
export function galleryItem(g, position, pageSize) {
  const p = g.pages.get(Math.floor(position / pageSize));
  if (!p || position - p.from >= p.count || position < p.from) return null;
  const k = position - p.from;
  return {
    cols: Array.from(p.items.subarray(k * g.n, k * g.n + g.n)),
    index: p.indices[k],
    klass: p.classes ? p.classes[k] : null,
  };
}
