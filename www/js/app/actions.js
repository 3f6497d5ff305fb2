//! What the visitor (or a link) asks for, as changes of the state and calls to the
//! engines. Views call these; nothing here draws: each change goes through
//! `store.update`, and the one render follows. Each action is a plain function of the
//! page context `ctx` ({ store, wasm, pages, boardInput, and each puzzle page's engines });
//! `bindActions` hands them out with `ctx` bound, wrapped so that a user action first
//! drops stale feedback and ends by flushing the render. Here: what every puzzle shares
//! (links, the puzzle and language switches, the board's input, a panic); each puzzle's
//! own actions are in its folder (puzzles/<id>/actions.js, …).

import { errorMessage } from '../lib/errors.js';
import { showNotFetched } from './lazy-part.js';
import {
  asciiNumbers, linkErrorMessage, readLink, templateOf,
} from './route.js';
import { splitCompare } from './compare-link.js';
import { blankClassView, splitView } from './class-link.js';
import { embedOptions, viewPatch } from './view-route.js';
import { langInHash, rememberLang } from '../lib/lang.js';
import { langLoaded, loadLang } from '../lib/i18n.js';
import * as pageActions from './page-actions.js';
import { openParsonsLink, parsonsActions, PARSONS } from './parsons-lazy.js';
import * as lmsActions from './lms-actions.js';
import {
  claimant, entry, loadPage, prefetchOthers, wasmOf,
} from '../puzzles/registry.js';

/**
 * The page's language ('en' | 'zh'); `remember` keeps a choice on the switch for the next
 * visit. A language whose table is not loaded yet (lib/i18n.js `loadLang`) is shown once it
 * arrives, unless another was asked for meanwhile; if it cannot be fetched, the page stays
 * in its language and says so.
 */
export function setLang(ctx, lang, remember = false) {
  if (remember) rememberLang(lang);
  if (langLoaded(lang)) {
    ctx.store.update({ lang, langPending: null });
    return;
  }
  ctx.store.update({ langPending: lang });
  loadLang(lang).then(() => {
    if (ctx.store.state.langPending === lang) ctx.store.update({ lang, langPending: null });
  }, (err) => {
    if (ctx.store.state.langPending === lang) ctx.store.update({ langPending: null });
    showNotFetched(ctx.store, err);
  }).finally(() => ctx.store.flush());
}

/**
 * Applies a location hash: the puzzle page it is for (registry `claimant`: its `puzzle=`,
 * else the default) is shown and opens it, parsed by that puzzle's module; the others stop
 * moving. A page not built yet is loaded first (registry `loadPage`, with its module); the
 * link opens when it arrives, unless another link was applied meanwhile.
 */
export function applyLink(ctx, hash) {
  // The link's language, read from the text first, so a bad link's message comes in it.
  const asked = langInHash(hash);
  if (asked) setLang(ctx, asked);
  // The class view's key (app/class-link.js) is read apart: the class view is no puzzle's.
  const { hash: rest, view, error: viewError } = splitView(hash);
  if (openClassView(ctx, view, rest)) return undefined;
  // Its puzzle as the module reads it: an id of digits may come in full-width ones (２４).
  const id = claimant(asciiNumbers(rest));
  ctx.linkAsked = hash;
  ctx.puzzleAsked = id;
  // The Compare view's key (app/compare-link.js) is read apart; the rest is the puzzle's link.
  const { hash: own, value: compare } = splitCompare(rest);
  const open = (page) => {
    const { link, error } = readLink(wasmOf(id).parse_link, own);
    if (link?.lang && link.lang !== asked) setLang(ctx, link.lang);
    const opening = openOn(ctx, page, link, error, own);
    ctx.opened = true;
    if (viewError) ctx.store.update({ error: linkErrorMessage(viewError) });
    const waits = [...opening, ctx.compare?.open(id, error === undefined ? compare : null, Boolean(link?.ex))];
    // What the link waits for (code fetched on first use, the Compare view's steppers).
    return waits.some((w) => w instanceof Promise) ? Promise.all(waits) : undefined;
  };
  if (ctx.pages[id]) return open(ctx.pages[id]);
  return withPage(ctx, id, (page) => {
    if (ctx.linkAsked === hash) open(page);
  });
}

/**
 * Opens the class view for a link with `view=class` (`view`), or closes it for a link
 * without. True when the link is then done: its `rest` (without the key) names nothing but
 * the language, and a puzzle's page is open already under the class view (at start-up the
 * default puzzle's page opens its link first).
 */
function openClassView(ctx, view, rest) {
  const { store } = ctx;
  if (view !== 'class') {
    if (store.state.classView) store.update({ classView: null });
    return false;
  }
  if (!store.state.classView) {
    ctx.compare?.close();
    store.update({ classView: blankClassView() });
  }
  return Boolean(ctx.opened) && /^#?(?:lang=[a-z]*)?$/.test(rest);
}

/**
 * Shows `page` and opens the link on it, with the procedure's form it asks for (`tmpl`),
 * then its view keys (app/view-route.js): the tab, presentation mode, the tree's drawing,
 * and an embedded page's range, speed and autoplay (PuzzlePage `embed`). Returns what the
 * page's `open` and the Parsons problem's opening return: promises where the link waits for
 * code fetched on first use.
 */
function openOn(ctx, page, link, error, hash) {
  const opening = [];
  const current = ctx.pages[ctx.store.state.puzzle];
  if (current && current !== page) current.pause();
  ctx.store.update({ puzzle: page.id, template: templateOf(link) });
  // A Parsons problem (`ex=parsons`) is the shell's, over the puzzle's page: the page opens
  // what the rest of the link shows.
  const parsons = error === undefined && link?.ex === PARSONS;
  // An exercise's link says who does it (`who=`; none: nobody yet, the name field empty).
  if (error === undefined && link?.ex) ctx.store.update({ who: link.who ?? '' });
  try {
    opening.push(page.open(parsons ? {
      ...link, ex: null, ans: null, ansCut: null, seed: null,
    } : link, error, hash));
    // The shell's problem (app/parsons-lazy.js): its code is fetched for it on first use.
    opening.push(openParsonsLink(ctx, parsons ? link : null));
    if (error !== undefined) return opening;
    ctx.store.update(viewPatch(link, page.endsEmbed));
    // An embedded exercise moves its search itself: no range, no play.
    if (ctx.store.state.embed && !link.ex) page.embed?.(embedOptions(link));
  } catch (err) {
    openFailed(ctx, page, err);
    return [];
  }
  return opening;
}

/**
 * Opening a link threw: a fault of the page, not of the link (a bad link is a message of
 * `parse_link` or of the puzzle's own checks). The page stays up: the puzzle opens its
 * opening board with the message `link/failed`, and the fault goes to the console.
 */
function openFailed(ctx, page, err) {
  console.error('opening the link failed', err);
  const message = errorMessage('link', 'failed');
  try {
    page.open(null, message);
  } catch (again) {
    console.error('opening the opening board failed', again);
  }
  ctx.store.update({ error: message });
}

/**
 * Calls `then(page)` with puzzle `id`'s page once it is built (at once if it is), then
 * draws; if its modules cannot be fetched, the page says so and stays as it is. Returns
 * undefined, or while the page loads a promise that settles (never rejects) when done.
 */
function withPage(ctx, id, then) {
  if (ctx.pages[id]) {
    showOn(ctx, ctx.pages[id], then);
    return undefined;
  }
  ctx.pageLoads ??= {};
  ctx.store.update({ puzzlePending: id });
  ctx.pageLoads[id] ??= loadPage(id, ctx.pageDeps).then((page) => {
    ctx.pages[id] = page;
    return page;
  }).finally(() => {
    delete ctx.pageLoads[id];
    if (ctx.store.state.puzzlePending === id) ctx.store.update({ puzzlePending: null });
  });
  return ctx.pageLoads[id].then((page) => {
    if (!ctx.store.state.panicked) showOn(ctx, page, then);
  }, (err) => {
    showNotFetched(ctx.store, err);
  }).finally(() => ctx.store.flush());
}

/**
 * `then(page)`, whose fault (of the page's code) is a message on the working page
 * (`page/failed`), its details in the console.
 */
function showOn(ctx, page, then) {
  try {
    then(page);
  } catch (err) {
    console.error('showing the puzzle failed', err);
    ctx.store.update({ error: errorMessage('page', 'failed') });
  }
}

/** The location hash changed by hand (typed, pasted, or history). */
export function navigate(ctx, hash) {
  ctx.hashWriter.cancel();
  return applyLink(ctx, hash);
}

/**
 * Shows puzzle `id` (a registry id; anything else is ignored), each as it was left (its
 * opening board the first time, after its page has loaded).
 */
export function setPuzzle(ctx, id) {
  if (!entry(id)) return;
  ctx.puzzleAsked = id;
  ctx.compare?.close();
  // The switch leaves the class view for the puzzle picked (a new history entry).
  if (ctx.store.state.classView) {
    ctx.hashWriter.push();
    ctx.store.update({ classView: null });
  }
  if (id === ctx.store.state.puzzle) {
    if (ctx.store.state.puzzlePending) ctx.store.update({ puzzlePending: null });
    return;
  }
  return withPage(ctx, id, (page) => {
    const { state } = ctx.store;
    if (ctx.puzzleAsked !== id || id === state.puzzle) return;
    ctx.pages[state.puzzle].pause();
    ctx.hashWriter.push();
    ctx.store.update({ puzzle: id, parsons: null });
    page.show();
  });
}

/** The other puzzles' code, fetched ahead of a pick (the visitor reaches for the switch). */
export function prefetchPuzzles() {
  prefetchOthers();
}

/** The other languages' texts, fetched ahead of a pick (errors are left to the switch itself). */
export function prefetchLangs(ctx) {
  for (const lang of ['en', 'zh']) if (lang !== ctx.store.state.lang) loadLang(lang).catch(() => {});
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

/**
 * Every user action starts by dropping stale feedback: the page's message, and what each
 * puzzle's page drops with it (its `dropFeedback(state)`: a patch of its slice, or null).
 */
function dropFeedback(ctx) {
  const { state } = ctx.store;
  const patch = state.error !== '' ? { error: '' } : {};
  for (const page of Object.values(ctx.pages ?? {})) Object.assign(patch, page.dropFeedback?.(state));
  if (Object.keys(patch).length > 0) ctx.store.update(patch);
}

/**
 * How each module's actions are bound, from its own lists (each may export them):
 * `QUIET_ACTIONS` are not user input (they keep the feedback on the page), `AT_FRAME_RATE`
 * are user actions as fast as the pointer (drawn at the next animation frame),
 * `KEEP_FEEDBACK` change a setting, not the board (the feedback on the page stays).
 */
export const QUIET_ACTIONS = ['applyLink', 'navigate', 'panic', 'dropFeedback', 'prefetchPuzzles', 'prefetchLangs'];
export const KEEP_FEEDBACK = ['setLang'];

/** The union of the list `name` over this module and `modules`. */
function listed(modules, name, own) {
  return new Set([...own, ...modules.flatMap((m) => m[name] ?? [])]);
}

/**
 * Every action with `ctx` bound: `actions.setN(8)`: this module's, the page's
 * (app/page-actions.js, app/parsons-actions.js (fetched on first use: app/parsons-lazy.js), app/lms-actions.js) and each puzzle's `puzzleModules` (puzzles/registry.js `loadActions`). User actions drop stale feedback
 * first and flush the render when they return (async ones when they settle).
 */
export function bindActions(ctx, puzzleModules = []) {
  const modules = [pageActions, parsonsActions, lmsActions, ...puzzleModules];
  const all = Object.assign({}, ACTIONS, ...modules);
  const QUIET = listed(modules, 'QUIET_ACTIONS', QUIET_ACTIONS);
  const AT_FRAME_RATE = listed(modules, 'AT_FRAME_RATE', []);
  const KEEP = listed(modules, 'KEEP_FEEDBACK', KEEP_FEEDBACK);
  const bound = {};
  for (const [name, fn] of Object.entries(all)) {
    if (typeof fn !== 'function') continue;
    bound[name] = QUIET.has(name) || name.startsWith('_') ? (...args) => fn(ctx, ...args) : (...args) => {
      if (ctx.store.state.panicked && name !== 'resetSearch') return undefined;
      if (!KEEP.has(name)) dropFeedback(ctx);
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
  dropFeedback: (ctx) => dropFeedback(ctx),
  setLang,
  applyLink,
  navigate,
  setPuzzle,
  chooseSquare,
  prefetchPuzzles,
  prefetchLangs,
  panic,
};
