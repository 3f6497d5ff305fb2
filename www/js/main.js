//! The explorer page: loads the default puzzle's wasm module, creates the store, the actions and every
//! puzzle's page from the registry (puzzles/registry.js; each page builds its own engines
//! and views), and wires what all of them share: the header's controls, the stepper keys,
//! the address bar. Nothing here draws or decides, and no puzzle is named: the state's
//! shape is in app/state.js, the one render in app/render.js, what the visitor asks for in
//! app/actions.js, and link ↔ state in app/route.js. All the combinatorics come from the
//! puzzles' wasm modules that `make build` puts in ../pkg/, each loaded by its puzzle's
//! module (puzzles/registry.js `loadWasm`).

import { createStore } from './app/store.js';
import { initialState } from './app/state.js';
import { createRender } from './app/render.js';
import { bindActions } from './app/actions.js';
import { createHashWriter } from './app/url.js';
import { bindPageKeys } from './app/keys.js';
import { createBoardInput } from './app/board-input.js';
import { loadLimits } from './wasm/limits.js';
import { startLang } from './lib/lang.js';
import { errorMessage } from './lib/errors.js';
import { t } from './lib/i18n.js';
import { revealPage } from './lib/skeleton.js';
import { fillPuzzleSwitch, wirePageControls } from './views/page-controls.js';
import {
  DEFAULT_PUZZLE, formatLink, loadActions, loadPages, loadWasm, preloadPuzzles, switchGroups,
} from './puzzles/registry.js';
import { startOffline } from './app/offline.js';
import { comparePart, lazyCompare } from './app/compare-lazy.js';
import { createCompareEntry } from './views/compare-entry.js';
import { parsonsPart } from './app/parsons-lazy.js';
import { lazyPart } from './app/lazy-part.js';
import { classFragment } from './app/class-link.js';

const $ = (id) => document.getElementById(id);

/** The page's shared elements by name (index.html): what every puzzle's page has. */
function findElements() {
  return {
    error: $('error'),
    heading: $('page-heading'),
    intro: $('page-intro'),
    present: $('present'),
    presentExtras: $('present-extras'),
    shareMenu: $('share-menu'),
    share: $('share-link'),
    shareLabel: document.querySelector('label[for="share-link"]'),
    langSwitch: $('lang-switch'),
    puzzleSwitch: $('puzzle-switch'),
    copy: $('copy-link'),
    copyStatus: $('copy-status'),
    embedCode: $('embed-code'),
    embedWithCode: $('embed-with-code'),
    copyEmbed: $('copy-embed'),
    embedNote: $('embed-note'),
    embedOpen: $('embed-open'),
    lmsNote: $('lms-note'),
    passMark: $('scorm-pass-mark'),
    shareScorm: $('share-scorm'),
    scormStatus: $('scorm-status'),
    updateNotice: $('update-notice'),
    updateReady: $('update-ready'),
  };
}

const els = findElements();
/**
 * The page opened by an LMS package's launch page (`?scorm=<pass mark>`, lms/package.js):
 * its run-time (lms/runtime.js) is fetched beside the page's code, and reports to the LMS
 * when it finds one. Any other page fetches none of it and reads nothing of its host.
 */
const lmsMark = new URLSearchParams(window.location.search).get('scorm');
const lmsReady = lmsMark === null ? null : import('./lms/runtime.js')
  .then(({ connect }) => connect({ passMark: lmsMark }))
  .catch((err) => {
    console.warn('the LMS run-time did not start', err);
    return null;
  });
/** `err` as a failure to load the page's code (`page/load-code`), not its wasm core. */
const codeFailure = (err) => Object.assign(err instanceof Error ? err : new Error(String(err)), { startCode: 'load-code' });
// The language first (the link's, the visitor's choice or the browser's), so the loading
// line is in it; its table loads while the wasm is fetched.
const langReady = startLang().catch((err) => {
  throw codeFailure(err);
});

/**
 * Loads what the page needs to run: the wasm core and the language, then the store, the
 * actions and the puzzles' pages. A failure here is a load failure (of the core, or of the
 * page's code): the page cannot run.
 */
async function load() {
  preloadPuzzles(window.location.hash);
  const [{ wasm, module: wasmModule }, startingLang] = await Promise.all([loadWasm(DEFAULT_PUZZLE), langReady]);
  return loadParts(wasm, wasmModule, startingLang).catch((err) => {
    throw codeFailure(err);
  });
}

/** The store, the actions and the puzzles' pages on the loaded core (the default puzzle's module). */
async function loadParts(wasm, wasmModule, startingLang) {
  const store = createStore(initialState(loadLimits(wasm), startingLang, DEFAULT_PUZZLE));
  const ctx = {
    store, wasm, wasmModule, hashWriter: createHashWriter(), timers: {}, formatLink,
  };
  // The shown puzzle's page says which mode owns the board's squares (none when it does not say).
  ctx.boardInput = createBoardInput((state) => {
    const page = ctx.pages?.[state.puzzle];
    return page?.boardOwner ? page.boardOwner(state) : null;
  });
  ctx.compare = lazyCompare(ctx);
  const actions = bindActions(ctx, await loadActions());
  globalThis.__nqueensOnPanic = (message) => setTimeout(() => actions.panic(String(message)));
  ctx.pageDeps = { ctx, actions, els };
  ctx.pages = await loadPages(ctx.pageDeps);
  return { ctx, store, actions };
}

/**
 * Runs `work` (the link opened, the page drawn) on the page that has loaded: a fault is
 * not a load failure, so it becomes the message `page/failed` on the working page (its
 * details in the console), never the load-failure page.
 */
async function guarded(store, work) {
  try {
    await work();
  } catch (err) {
    console.error('the page failed after loading', err);
    store.update({ error: errorMessage('page', 'failed') });
  }
}

/**
 * The class view (`view=class`): its root in <main> and, in the Share menu, the way in
 * (`class-open`); its code (views/class-view.js, with its worker) is fetched the first time
 * it opens.
 */
function classView(ctx) {
  const root = document.createElement('section');
  root.className = 'class-view';
  root.dataset.testid = 'class-view';
  root.hidden = true;
  document.querySelector('body > main').append(root);
  const way = document.createElement('a');
  way.dataset.testid = 'class-open';
  way.dataset.i18n = 'classview.open';
  way.textContent = t('classview.open');
  way.href = `#${classFragment('en')}`;
  // The menu closes as the view opens over the page.
  way.addEventListener('click', () => way.closest('details')?.removeAttribute('open'));
  const box = document.createElement('div');
  box.className = 'class-entry';
  box.append(way);
  $('share-extras').after(box);
  const part = lazyPart(ctx, () => import('./views/class-view.js'), (m) => m.createClassView(root, ctx), (state) => state.classView !== null, root);
  return {
    render(state) {
      root.hidden = state.classView === null;
      part.render(state);
    },
  };
}

/**
 * The Compare view (`compare=`): its root in <main> and, in the Share menu, the way in
 * (views/compare-entry.js); its code (app/compare-part.js: the view and its actions) is
 * fetched the first time it opens (app/compare-lazy.js). `close` closes it.
 */
function compareView(ctx, close) {
  const root = document.createElement('section');
  root.className = 'compare-view';
  root.dataset.testid = 'compare-view';
  root.hidden = true;
  document.querySelector('body > main').append(root);
  const entry = createCompareEntry($('share-extras'), { prefetch: () => comparePart.load().catch(() => {}) });
  // Its state is made only once its code has arrived: the view is there by then.
  const part = lazyPart(ctx, () => comparePart.load(), (m) => m.createCompareView(root, { actions: ctx.compare, close }), (state) => Boolean(state.compare));
  return {
    render(state, fragment) {
      entry.render(state, fragment);
      part.render(state);
    },
  };
}

/**
 * The Parsons problem's panel (`ex=parsons`), in a section just before <main>: its code
 * (app/parsons-part.js: the panel, the problem's actions and link) is fetched the first time
 * a problem opens (app/parsons-lazy.js), which is there by the time the panel is drawn.
 */
function parsonsView(ctx, actions) {
  const root = document.createElement('section');
  root.hidden = true;
  document.querySelector('body > main').before(root);
  const part = lazyPart(ctx, () => parsonsPart.load(), (m) => m.createParsonsView(root, actions), (state, parts) => parts !== null);
  // The pointer or the focus on a way in (a puzzle's exercises' `parsons-start`) fetches the
  // code ahead of the click.
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, (event) => {
      if (!parsonsPart.loaded && event.target instanceof Element && event.target.closest('.parsons-start')) parsonsPart.load().catch(() => {});
    }, { passive: true });
  }
  return { render: part.render };
}

/** Wires the loaded page, opens the window's link and draws the page for the first time. */
async function run({ ctx, store, actions }) {
  const closeCompare = () => {
    ctx.hashWriter.push();
    ctx.compare.close();
    store.flush();
  };
  const compare = compareView(ctx, closeCompare);
  const lms = await lmsReady;
  const render = createRender({
    els, hashWriter: ctx.hashWriter, pages: ctx.pages, compare, parsons: parsonsView(ctx, actions), lms, classView: classView(ctx),
  });
  fillPuzzleSwitch(els.puzzleSwitch, switchGroups());
  wirePageControls(els, actions, store.state);
  bindPageKeys(document, {
    stepper: () => {
      if (store.state.compare) {
        const c = ctx.compare;
        return { back: c.back, forward: c.step, playPause: c.playPause, reset: c.reset };
      }
      const page = ctx.pages[store.state.puzzle];
      return !store.state.parsons && !store.state.classView && page.keysOn(store.state) ? page.keys : null;
    },
    escape: () => {
      if (store.state.compare) closeCompare();
      else if (store.state.presenting) actions.exitPresent();
    },
  });
  window.addEventListener('hashchange', (event) => guarded(store, async () => {
    // The new URL's hash, not location.hash: a render between the navigation and this event
    // may already have written the board's own fragment back with replaceState.
    const loading = actions.navigate(new URL(event.newURL).hash);
    store.flush();
    await loading;
  }).finally(() => store.flush()));
  // A link to a puzzle other than the default waits for its page's code.
  // Nothing is drawn before: the first render is the link's view (not the default puzzle's
  // for a moment while another puzzle's code arrives).
  // In an LMS, the link where the student was (its suspend data), else the launch page's.
  await guarded(store, () => actions.applyLink(lms ? lms.startLink(window.location.hash) : window.location.hash));
  store.setRender(render);
  store.requestRender();
  await guarded(store, () => store.flush());
  revealPage();
  document.documentElement.dataset.ready = 'true';
  // The production build's service worker (none in www/): a new version is announced. A
  // package in an LMS is served by the LMS, as it was uploaded: no worker there.
  if (lmsMark === null) ctx.offline = startOffline({ onUpdate: () => store.update({ updateReady: true }) });
}

// Only a failure to load is the load-failure page; `run` turns the faults of a loaded page
// into messages on it (`guarded`), and a fault wiring it up is one of the page's code.
load().then((loaded) => run(loaded).catch((err) => {
  throw codeFailure(err);
})).catch((err) => {
  els.error.textContent = String(errorMessage('page', err?.startCode ?? 'load', { detail: err instanceof Error ? err.message : String(err) }));
  els.error.hidden = false;
  document.documentElement.dataset.ready = 'failed';
  revealPage();
});
