//! What the visitor does in the gallery, and what the gallery client reports: each turns
//! into a new `state.gallery` (puzzles/queens/gallery-state.js) and, where needed, a request to the
//! client (puzzles/queens/gallery-client.js). User actions end with `store.flush()`, so their
//! answer is in the DOM before the next event.

import { PAGE } from './gallery-client.js';
import { parseJump, parsePattern } from './gallery/pattern.js';
import { applyGalleryEvent, galleryItem, galleryState } from './gallery-state.js';

/**
 * The gallery's actions.
 *   store      app/store.js (`state.gallery` is the slice)
 *   client     the gallery client
 *   indexMaxN  the largest N the gallery lists (wasm `limits().indexMaxN`)
 *   onPick(cols: Uint32Array, index: number | null)   show a solution on the board
 * Returns the actions below; `clientEvent` is the client's `onEvent`.
 */
export function createGalleryActions({ store, client, indexMaxN, onPick }) {
  let seq = 0;
  const slice = () => store.state.gallery;
  const set = (changes) => store.update({ gallery: { ...slice(), ...changes } });
  const reveal = (position, mode, focus = false) => {
    seq += 1;
    return { seq, position, mode, focus };
  };
  const user = (fn) => (...args) => {
    const result = fn(...args);
    store.flush();
    return result;
  };
  const ctx = { store, client, onPick, slice, set, reveal };
  const setFundamental = (on) => {
    if (slice().fundamental === on) return;
    set({ fundamental: on, expanded: null, message: null, reveal: reveal(0, 'top') });
    client.setOptions({ fundamental: on, pattern: slice().pattern });
  };

  return {
    /** A new N: a fresh slice (the fundamental toggle stays) and a new listing. */
    select(n) {
      const fundamental = slice()?.fundamental ?? false;
      store.update({ gallery: { ...galleryState(n, indexMaxN, fundamental), reveal: reveal(0, 'top') } });
      client.select(n, { fundamental });
    },
    clientEvent: (event) => clientEvent(ctx, event),
    /** All solutions, or one board per symmetry class (`on`): a link's `gallery=`. */
    setFundamental,
    toggleFundamental: user(setFundamental),
    filterInput: (text) => set({ filterText: text }),
    applyFilter: user(() => applyFilter(ctx)),
    jumpInput: (text) => set({ jumpText: text }),
    applyJump: user(() => applyJump(ctx)),
    toggleClass: user((index) => {
      if (slice().expanded?.index === index) set({ expanded: null });
      else openClass(ctx, index);
    }),
    closeClass: user(() => set({ expanded: null })),
    pick: user((cols, index) => onPick(Uint32Array.from(cols), index)),
    /** The list scrolled or resized: it is drawn again at the next render. */
    scrolled: () => store.requestRender(),
    /** The list shows view positions [from, to): their pages are asked for. */
    needPages: (from, to) => client.requestPage(from, to),
    /** Keyboard moves in the list: focus view position `position` (scrolled into sight). */
    focusItem: user((position) => set({ reveal: reveal(position, 'nearest', true) })),
  };
}

function clientEvent(ctx, event) {
  const g = applyGalleryEvent(ctx.slice(), event);
  if (g === ctx.slice()) return;
  ctx.store.update({ gallery: g });
  pickPending(ctx);
}

/** Shows the jumped-to solution on the board once its page is here. */
function pickPending({ slice, set, onPick }) {
  const g = slice();
  if (g.pendingPick !== null) {
    const item = galleryItem(g, g.pendingPick, PAGE);
    if (item) {
      set({ pendingPick: null });
      onPick(Uint32Array.from(item.cols), item.index);
    }
  }
}

function applyFilter({ slice, set, client, reveal }) {
  const g = slice();
  const { pattern, error } = parsePattern(g.filterText, g.n);
  if (error !== undefined) {
    set({ filterInvalid: true, message: { kind: 'filter-error', ...error } });
    return;
  }
  set({
    filterInvalid: false, pattern, message: pattern ? { kind: 'filter-active', pattern } : null,
    reveal: reveal(0, 'top'),
  });
  client.setOptions({ fundamental: g.fundamental, pattern });
}

async function applyJump(ctx) {
  const { slice, set, client, reveal } = ctx;
  const g = slice();
  const total = g.done ? g.found : null;
  const jump = parseJump(g.jumpText, total);
  if (jump.error === 'bad') {
    set({ jumpInvalid: true, message: { kind: 'jump-bad', total } });
    return;
  }
  if (jump.error === 'past') {
    set({ jumpInvalid: true, message: { kind: 'jump-past', n: g.n, total, index: jump.index } });
    return;
  }
  set({ jumpInvalid: false });
  if (g.pattern) {
    // A jump goes through the whole list: the filter is dropped.
    set({ filterText: '', pattern: null });
    client.setOptions({ fundamental: g.fundamental, pattern: null });
  }
  const { index } = jump;
  const answer = await client.locate(index);
  if (!answer || slice().n !== g.n) return;
  if (answer.position === null) {
    set({ message: { kind: 'jump-past', n: g.n, total: slice().found, index } });
  } else if (answer.representative === null) {
    set({
      message: { kind: 'jump-done', index }, pendingPick: answer.position,
      reveal: reveal(answer.position, 'centre', true),
    });
    pickPending(ctx);
  } else {
    set({
      message: { kind: 'jump-class', index, rep: answer.representative },
      reveal: reveal(answer.position, 'centre'),
    });
    await openClass(ctx, answer.representative, index);
  }
  ctx.store.flush();
}

/** Opens the class of representative #index, and shows its member #pick on the board. */
async function openClass({ slice, set, client, onPick, store }, index, pick = null) {
  const n = slice().n;
  const answer = await client.describeClass(index);
  if (!answer || slice().n !== n) return;
  set({
    expanded: {
      index, cols: answer.canonical, size: answer.size, stabiliser: answer.stabiliser,
      members: answer.members,
    },
  });
  if (pick !== null) {
    const member = answer.members.find((m) => m.index === pick);
    if (member) onPick(Uint32Array.from(member.cols), member.index);
  }
  store.flush();
}
