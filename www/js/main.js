//! The N-Queens explorer page: loads the wasm core, creates the pieces (the store, the
//! engines, the views) and wires them. Nothing here draws or decides: the state's shape is
//! in app/state.js, the one render in app/render.js, what the visitor asks for in
//! app/actions.js, and link ↔ state in app/route.js. All the combinatorics (solutions,
//! counts = OEIS A000170, the step-by-step search, the link format) come from the wasm
//! package that `make build` puts in ../pkg/.

import * as wasm from '../pkg/nqueens_wasm.js';
import { createStore } from './app/store.js';
import { initialState } from './app/state.js';
import { createRender } from './app/render.js';
import { bindActions } from './app/actions.js';
import { createHashWriter } from './app/url.js';
import { createKnightAdapter } from './app/knight-adapter.js';
import { createCountPool } from './engine/count-pool.js';
import { createHintClient } from './engine/hint-client.js';
import { compileWasm } from './wasm/compile.js';
import { countSummary } from './lib/count-words.js';
import { createSearchLoop } from './engine/search-loop.js';
import { loadLimits } from './wasm/limits.js';
import { startLang } from './lib/lang.js';
import { t } from './lib/i18n.js';
import { attackPairs } from './lib/placement.js';
import { createBoardView } from './views/board.js';
import { createBoardOverview } from './views/board-overview.js';
import { createBoardToolsView } from './views/board-tools.js';
import { createCountPanel } from './views/count-panel.js';
import { createExportPanel } from './views/export-panel.js';
import { createFlagsView } from './views/flags.js';
import { createGalleryClient } from './engine/gallery-client.js';
import { createGalleryActions } from './app/gallery-actions.js';
import { galleryState } from './app/gallery-state.js';
import { createGalleryView } from './views/gallery/index.js';
import { bindNField, buildNField, renderNField } from './views/n-field.js';
import { createShareExtras } from './views/share-panel.js';
import { createTreeView } from './views/tree.js';
import { createAnnouncer } from './views/announcer.js';
import { wireQueensControls } from './views/queens-controls.js';
import { createQueensStepperView } from './views/queens-stepper.js';
import { createTabsView } from './views/tabs.js';
import { createCodePanelView } from './views/code-panel.js';
import { queensPuzzle } from './puzzles/queens.js';

const $ = (id) => document.getElementById(id);

/** The page's fixed elements by name (index.html). */
function findElements() {
  return {
    error: $('error'),
    heading: $('page-heading'),
    present: $('present'),
    shareMenu: $('share-menu'),
    slider: $('n-slider'),
    nValue: $('n-value'),
    solutionCount: $('solution-count'),
    board: $('board'),
    boardStatus: $('board-status'),
    tuple: $('tuple'),
    solutionLine: $('solution-line'),
    gridDetails: $('grid-details'),
    gridText: $('grid-text'),
    codePanel: $('code-panel'),
    flags: { root: $('flags'), legend: $('flags-legend') },
    tree: {
      panel: $('tree-heading').closest('section'),
      heading: $('tree-heading'),
      svg: $('tree'),
      scroller: $('tree-scroller'),
      note: $('tree-note'),
      show: $('show-tree'),
      legend: $('tree-legend'),
    },
    share: $('share-link'),
    langSwitch: $('lang-switch'),
    puzzleSwitch: $('puzzle-switch'),
    copy: $('copy-link'),
    copyStatus: $('copy-status'),
    gallery: $('gallery-root'),
    knight: $('knight-view'),
  };
}

const els = findElements();
// The language first (the link's, the visitor's choice or the browser's), so the fixed
// words and the loading line are in it before the wasm is fetched.
const startingLang = startLang();
els.boardStatus.textContent = t('page.loading');

/** The engines: the search loop, the count pool, the gallery, the hint worker. */
function createEngines(ctx, wasmModule, actions) {
  const { store } = ctx;
  ctx.search = createSearchLoop({
    Stepper: wasm.Stepper,
    onChange(search) {
      store.update({ search });
    },
    onError: (error) => store.update({ error }),
  });
  ctx.countPool = createCountPool({
    wasmModule,
    taskCount: wasm.count_task_count,
    runTasks: wasm.run_count_tasks,
    countMaxN: store.state.limits.countMaxN,
    onChange(count) {
      const { state } = store;
      const total = count.status === 'done' && count.n === state.n ? count.total : state.total;
      store.update({ count, total });
    },
  });
  store.state.count = ctx.countPool.snapshot;
  ctx.hinter = createHintClient(wasmModule, { quick: (cols) => wasm.hint(Uint32Array.from(cols), true) });
  createGallery(ctx, wasmModule, actions);
}

/** The gallery: its worker client (engine), its slice's actions; `ctx.gallery` is what the app calls. */
function createGallery(ctx, wasmModule, actions) {
  const { store } = ctx;
  const { indexMaxN } = store.state.limits;
  store.state.gallery = galleryState();
  const client = createGalleryClient({
    wasmModule,
    indexMaxN,
    onEvent(event) {
      galleryActions.clientEvent(event);
      const { state } = store;
      const g = state.gallery;
      // Every solution has been listed, so their number is known before the pool's count.
      if (g.done && !g.limited && !g.error && g.n === state.n && state.total === null) {
        store.update({ total: BigInt(g.found) });
      }
    },
  });
  const galleryActions = createGalleryActions({
    store,
    client,
    indexMaxN,
    onPick(cols, index) {
      actions.pickSolution(cols, index);
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      els.boardStatus.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
    },
  });
  ctx.gallery = {
    select: (n) => galleryActions.select(n),
    lookup: (cols) => client.lookup(cols),
    view: createGalleryView(els.gallery, { actions: galleryActions, formatLine: wasm.format_line, indexMaxN }),
  };
}

/** The queens' stepper panel, its announcer and its code panel (shared stepper views). */
function createStepperViews(actions) {
  const puzzle = queensPuzzle(wasm.format_line);
  const stepper = createQueensStepperView($('stepper-panel'), {
    puzzle,
    actions: {
      back: () => actions.stepBack(),
      step: () => actions.stepForward(),
      playPause: () => actions.togglePlay(),
      nextSolution: () => actions.nextSolution(),
      coarse: (forward, kind, depth) => actions.coarseStep(forward, kind, depth),
      reset: () => actions.resetSearch(),
      seek: (step) => actions.seekStep(step),
      setSpeed: (index) => actions.setSpeed(index),
      setPauseAtSolution: (on) => actions.setPauseAtSolution(on),
      setMode: (all) => actions.setSearchMode(all),
      setCheckMethod: (method) => actions.setCheckMethod(method),
      setShadeAttacks: (on) => actions.setShadeAttacks(on),
    },
  });
  return {
    stepper,
    announcer: createAnnouncer(stepper.announcer, wasm.format_line),
    code: createCodePanelView($('code-panel'), { puzzle, testidPrefix: '' }),
  };
}

/** The views the render draws through (the fixed elements are in `els`). */
function createViews(ctx, actions) {
  const { limits } = ctx.store.state;
  const nField = buildNField($('n-form'), limits);
  bindNField(nField, (text) => actions.submitNField(text));
  els.count = createCountPanel($('count-panel'), {
    countMaxN: limits.countMaxN,
    actions: { start: () => actions.startCount(), cancel: () => actions.cancelCount() },
  });
  return {
    els,
    wasm,
    hashWriter: ctx.hashWriter,
    attackList: (cols) => attackPairs(wasm.attacks(Uint32Array.from(cols))),
    attacking: (cols) => wasm.attacks(Uint32Array.from(cols)).length > 0,
    countSummary: (state) => countSummary(state.count, state.n, limits.countMaxN),
    countPanel: els.count,
    gallery: ctx.gallery.view,
    nField: { render: (state) => renderNField(nField, state) },
    ...createStepperViews(actions),
    tabs: createTabsView($('tabs'), { actions: { setTab: (name) => actions.setTab(name) } }),
    tree: createTreeView(els.tree, (step) => actions.seekStep(step), {
      treeMaxN: limits.treeMaxN, onStyle: (style) => actions.setTreeStyle(style),
    }),
    flags: createFlagsView(els.flags.root, els.flags.legend),
    board: createBoardView(els.board, { actions: { place: (row, col) => actions.placeQueen(row, col) } }),
    overview: createBoardOverview(els.board, {
      actions: { zoom: (frame) => actions.zoomOverview(frame) },
      requestRender: () => ctx.store.requestRender(),
    }),
    boardTools: createBoardToolsView($('board-tools'), {
      actions: {
        toggleMode: () => actions.togglePlayMode(),
        check: () => actions.checkBoard(),
        hint: () => actions.hint(),
        clear: () => actions.clearBoard(),
        transform: (name) => actions.transformBoard(name),
      },
    }),
    exportPanel: createExportPanel($('export-panel'), {
      actions: {
        svg: () => actions.exportSvg(),
        png: () => actions.exportPng(),
        text: () => actions.exportText(),
        copyText: () => actions.copyExportText(),
        copyFen: (field) => actions.copyFen(field),
      },
    }),
    shareExtras: createShareExtras($('share-extras'), { actions: { share: () => actions.shareLink(els.share.value) } }),
    knight: ctx.knight,
  };
}

async function start() {
  const wasmModule = await compileWasm();
  await wasm.default({ module_or_path: wasmModule });
  const store = createStore(initialState(loadLimits(wasm), startingLang));
  const ctx = {
    store, wasm, hashWriter: createHashWriter(), timers: {}, boardSvg: els.board,
  };
  const actions = bindActions(ctx);
  globalThis.__nqueensOnPanic = (message) => setTimeout(() => actions.panic(String(message)));
  createEngines(ctx, wasmModule, actions);
  ctx.knight = createKnightAdapter(els.knight, ctx, actions);
  const ui = createViews(ctx, actions);
  store.setRender(createRender(ui));
  wireQueensControls(els, ui.stepper.els, actions, store.state);
  window.addEventListener('hashchange', (event) => {
    // The new URL's hash, not location.hash: a render between the navigation and this event
    // may already have written the board's own fragment back with replaceState.
    actions.navigate(new URL(event.newURL).hash);
    store.flush();
  });
  actions.applyLink(window.location.hash);
  store.flush();
  document.documentElement.dataset.ready = 'true';
}

start().catch((err) => {
  els.error.textContent = t('error.load', { detail: err instanceof Error ? err.message : String(err) });
  els.error.hidden = false;
  document.documentElement.dataset.ready = 'failed';
});
