//! What the visitor (or a link) asks for, as changes of the state and calls to the
//! engines. Views call these; nothing here draws: each change goes through
//! `store.update`, and the one render follows. Each action is a plain function of the
//! page context `ctx` ({ store, wasm, pages, boardInput, and each puzzle page's engines });
//! `bindActions` hands them out with `ctx` bound, wrapped so that a user action first
//! drops stale feedback and ends by flushing the render. Here: what every puzzle shares
//! (links, the puzzle and language switches, the board's input, a panic); each puzzle's
//! own actions are in its files (app/queens-actions.js, stepper-actions.js, …).

import { errorMessage } from '../lib/errors.js';
import { readLink } from './route.js';
import { langInHash, rememberLang } from '../lib/lang.js';
import * as pageActions from './page-actions.js';

/** The page's language ('en' | 'zh'); `remember` keeps a choice on the switch for the next visit. */
export function setLang(ctx, lang, remember = false) {
  if (remember) rememberLang(lang);
  ctx.store.update({ lang });
}

/**
 * Applies a location hash: the puzzle page that claims it (the first one, the default,
 * when none does) is shown and opens it; the others stop moving.
 */
export function applyLink(ctx, hash) {
  const { link, error } = readLink(ctx.wasm.parse_link, hash);
  // The link's language (read from the text too, so a bad link's message comes in it).
  const asked = link?.lang ?? langInHash(hash);
  if (asked) setLang(ctx, asked);
  const pages = Object.values(ctx.pages);
  const page = pages.find((p) => p.claims(link, hash)) ?? pages[0];
  for (const other of pages) if (other !== page && ctx.store.state.puzzle === other.id) other.pause();
  ctx.store.update({ puzzle: page.id });
  page.open(link, error, hash);
}

/** The location hash changed by hand (typed, pasted, or history). */
export function navigate(ctx, hash) {
  ctx.hashWriter.cancel();
  applyLink(ctx, hash);
}

/** Shows puzzle `id` (a registry id; anything else is ignored), each as it was left (its opening board the first time). */
export function setPuzzle(ctx, id) {
  const { state } = ctx.store;
  const page = ctx.pages[id];
  if (!page || id === state.puzzle) return;
  ctx.pages[state.puzzle].pause();
  ctx.hashWriter.push();
  ctx.store.update({ puzzle: id });
  page.show();
}

/** A square of the board was chosen (clicked, or Enter / space): to the mode that owns the board (app/board-input.js). */
export function chooseSquare(ctx, row, col) {
  ctx.boardInput.dispatch(ctx.store.state, row, col);
}

/**
 * A Rust panic leaves the wasm instance unusable: stop everything that calls it, and say
 * so (the render then draws only the message and its Reset button).
 */
export function panic(ctx, detail) {
  if (ctx.store.state.panicked) return;
  for (const page of Object.values(ctx.pages ?? {})) page.halt();
  ctx.store.update({ panicked: true, error: errorMessage('page', 'panic', { detail }) });
  ctx.store.flush();
}

/** Every user action starts by dropping stale feedback. */
function dropFeedback(store) {
  const { state } = store;
  if (state.error !== '' || state.nField.invalid) {
    store.update({ error: '', nField: { text: null, invalid: false } });
  }
}

/**
 * How each module's actions are bound, from its own lists (each may export them):
 * `QUIET_ACTIONS` are not user input (they keep the feedback on the page), `AT_FRAME_RATE`
 * are user actions as fast as the pointer (drawn at the next animation frame),
 * `KEEP_FEEDBACK` change a setting, not the board (the feedback on the page stays).
 */
export const QUIET_ACTIONS = ['applyLink', 'navigate', 'panic', 'dropFeedback'];
export const KEEP_FEEDBACK = ['setLang'];

/** The union of the list `name` over this module and `modules`. */
function listed(modules, name, own) {
  return new Set([...own, ...modules.flatMap((m) => m[name] ?? [])]);
}

/**
 * Every action with `ctx` bound: `actions.setN(8)`: this module's, the page's
 * (app/page-actions.js) and each puzzle's `puzzleModules` (puzzles/registry.js `loadActions`). User actions drop stale feedback
 * first and flush the render when they return (async ones when they settle).
 */
export function bindActions(ctx, puzzleModules = []) {
  const modules = [pageActions, ...puzzleModules];
  const all = Object.assign({}, ACTIONS, ...modules);
  const QUIET = listed(modules, 'QUIET_ACTIONS', QUIET_ACTIONS);
  const AT_FRAME_RATE = listed(modules, 'AT_FRAME_RATE', []);
  const KEEP = listed(modules, 'KEEP_FEEDBACK', KEEP_FEEDBACK);
  const bound = {};
  for (const [name, fn] of Object.entries(all)) {
    if (typeof fn !== 'function') continue;
    bound[name] = QUIET.has(name) || name.startsWith('_') ? (...args) => fn(ctx, ...args) : (...args) => {
      if (ctx.store.state.panicked && name !== 'resetSearch') return undefined;
      if (!KEEP.has(name)) dropFeedback(ctx.store);
      const result = fn(ctx, ...args);
      if (AT_FRAME_RATE.has(name)) return result;
      ctx.store.flush();
      if (result instanceof Promise) result.finally(() => ctx.store.flush());
      return result;
    };
  }
  return bound;
}

const ACTIONS = {
  dropFeedback: (ctx) => dropFeedback(ctx.store),
  setLang,
  applyLink,
  navigate,
  setPuzzle,
  chooseSquare,
  panic,
};
