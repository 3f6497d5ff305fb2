//! The N-Queens page's pieces (its own): its fixed elements (puzzles/queens/markup.js), its engines
//! (the search loop, the count pool, the gallery, the hint worker) and its views, wired
//! to the page's actions. puzzles/queens/page.js builds them once, when the page starts. The
//! views the first view does not show (the gallery, the count and export panels, the
//! exercises, the huge-N overview) are built from their own modules on first use
//! (app/lazy-part.js `lazyPart`); until then their panels are empty.

import { countSummary } from './count-words.js';
import { attackPairs } from './placement.js';
import { readTyped } from '../../lib/typed.js';
import { createSearchLoop } from '../../engine/search-loop.js';
import { createCountPool } from './count-pool.js';
import { createHintClient } from './hint-client.js';
import { createToolsModule } from './tools-module.js';
import { gifCode } from './gif-lazy.js';
import { exerciseCode } from './exercise-lazy.js';
import { createGalleryClient } from './gallery-client.js';
import { createGalleryActions } from './gallery-actions.js';
import { keepInSight } from '../../views/exercise-sight.js';
import { galleryState } from './gallery-state.js';
import { createBoardView } from './board.js';
import { SVG_QUEENS_MAX_N } from './board-pattern.js';
import { createBoardToolsView } from './board-tools.js';
import { createFlagsView } from './flags-view.js';
import { bindNField, buildNField, renderNField } from './n-field.js';
import { createShareExtras } from '../../views/share-panel.js';
import { createQueensTreeView } from './tree.js';
import { createAnnouncer } from './announcer.js';
import { wireQueensControls } from './controls.js';
import { createQueensStepperView } from './stepper.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { lazyPart } from '../../app/lazy-part.js';
import { shownExercise } from './state.js';
import { createTabsView } from '../../views/tabs.js';
import { TABS } from './tabs.js';

const $ = (id) => document.getElementById(id);

/** The queens' fixed elements by name (puzzles/queens/markup.js), with the page's shared ones (`shared`). */
function findElements(shared) {
  return {
    ...shared,
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
    gallery: $('gallery-root'),
  };
}

/**
 * The engines: the search loop, the count pool, the gallery, the hint worker; and
 * `ctx.tools`, the tools module's loader (puzzles/queens/tools-module.js), which the page
 * draws again with once it has loaded (the FEN, a count waiting for it).
 */
function createEngines(ctx, els, actions, puzzle) {
  const { store, wasm } = ctx;
  ctx.tools = createToolsModule();
  ctx.tools.onLoad(() => store.requestRender());
  ctx.search = createSearchLoop({
    id: 'queens',
    create: (n, options, other) => puzzle.newStepper(other ?? wasm, n, options),
    onChange(search) {
      store.update({ steppers: { ...store.state.steppers, queens: search } });
    },
    onError: (error) => store.update({ error }),
  });
  ctx.countPool = createCountPool({
    tools: ctx.tools,
    countMaxN: store.state.limits.countMaxN,
    onChange(count) {
      const { state } = store;
      const total = count.status === 'done' && count.n === state.n ? count.total : state.total;
      store.update({ count, total });
    },
  });
  store.state.count = ctx.countPool.snapshot;
  // Counts on the graphics card: true or false as the Count panel's switch or the link
  // (`gpu=1`, `gpu=0`) chose, null for the default (puzzles/queens/count-gpu-probe.js `gpuFor`);
  // and the card found, { available, software, name }, null until looked for.
  store.state.countGpu = null;
  store.state.gpuProbe = null;
  ctx.hinter = createHintClient(ctx.tools, { quick: (cols) => ctx.tools.now()?.wasm.hint_quick(Uint32Array.from(cols)) });
  createGallery(ctx, els, actions);
}

/** The gallery: its worker client (engine), its slice's actions; `ctx.gallery` is what the app calls. */
function createGallery(ctx, els, actions) {
  const { store, wasm } = ctx;
  const { indexMaxN } = store.state.limits;
  store.state.gallery = galleryState();
  const client = createGalleryClient({
    tools: ctx.tools,
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
    setFundamental: (on) => galleryActions.setFundamental(on),
    lookup: (cols) => client.lookup(cols),
    view: lazyPart(ctx, () => import('./gallery/index.js'), (m) => m.createGalleryView(els.gallery, {
      actions: galleryActions, formatLine: wasm.format_line, indexMaxN,
    }), (state) => state.tab === 'gallery', els.gallery),
  };
}

/** The queens' stepper panel, its announcer and its code panel (shared stepper views). */
function createStepperViews(wasm, puzzle, actions) {
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
      seekGoOn: () => actions.seekGoOn(),
      seekStop: () => actions.seekStop(),
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
    code: createCodePanelView($('code-panel'), {
      puzzle, testidPrefix: '', actions: { setTemplate: (template) => actions.setTemplate(template) }, dock: stepper.els.dock,
    }),
  };
}

/** The views the render draws through (the fixed elements are in `els`). */
function createViews(ctx, els, actions, puzzle) {
  const { wasm } = ctx;
  const { limits } = ctx.store.state;
  const nField = buildNField($('n-form'), limits);
  // Drawn with a model above the largest N drawn square by square, else with null.
  const overview = lazyPart(ctx, () => import('./board-overview.js'), (m) => m.createBoardOverview(els.board, {
    actions: { zoom: (frame) => actions.zoomOverview(frame) },
    requestRender: () => ctx.store.requestRender(),
  }), (model) => model !== null);
  // An N typed above the largest board drawn square by square fetches the overview ahead of Show.
  bindNField(nField, (text) => actions.submitNField(text), (text) => {
    const digits = readTyped(text).trim();
    if (/^\d+$/.test(digits) && Number(digits) > SVG_QUEENS_MAX_N) overview.prefetch();
  });
  const tabShown = (tab) => () => ctx.store.state.tab === tab;
  return {
    els,
    wasm,
    tools: ctx.tools,
    boardInput: ctx.boardInput,
    hashWriter: ctx.hashWriter,
    attackList: (cols) => attackPairs(wasm.attacks(Uint32Array.from(cols))),
    attacking: (cols) => wasm.attacks(Uint32Array.from(cols)).length > 0,
    countSummary: (state) => countSummary(state.count, state.n, limits.countMaxN),
    countPanel: lazyPart(ctx, () => import('./count-panel.js'), (m) => {
      // The panel offers the graphics card once it is known whether there is one.
      actions.probeCard();
      return m.createCountPanel($('count-panel'), {
        limits,
        actions: {
          start: () => actions.startCount(),
          cancel: () => actions.cancelCount(),
          goOn: () => actions.countGoOn(),
          decline: () => actions.cancelCount(),
          setGpu: (on) => actions.setCountGpu(on),
        },
      });
    }, tabShown('count'), $('count-panel')),
    gallery: ctx.gallery.view,
    tabs: createTabsView($('tabs'), {
      tabs: TABS, actions: { setTab: (name) => actions.setTab(name), prefetch: (name) => actions.prefetchTab(name) },
    }),
    nField: { render: (state) => renderNField(nField, state) },
    ...createStepperViews(wasm, puzzle, actions),
    tree: createQueensTreeView(els.tree, (step) => actions.seekStep(step), {
      treeMaxN: limits.treeMaxN, onStyle: (style) => actions.setTreeStyle(style),
    }),
    flags: createFlagsView(els.flags.root, els.flags.legend),
    board: createBoardView(els.board, { actions: { place: (row, col) => actions.chooseSquare(row, col) } }),
    overview,
    boardTools: createBoardToolsView($('board-tools'), {
      actions: {
        toggleMode: () => actions.togglePlayMode(),
        check: () => actions.checkBoard(),
        hint: () => actions.hint(),
        clear: () => actions.clearBoard(),
        transform: (name) => actions.transformBoard(name),
      },
    }),
    exportPanel: lazyPart(ctx, () => Promise.all([import('./export-panel.js'), import('./export.js'), gifCode.load()]).then(([m]) => m), (m) => m.createExportPanel($('export-panel'), {
      actions: {
        svg: () => actions.exportSvg(),
        png: () => actions.exportPng(),
        text: () => actions.exportText(),
        copyText: () => actions.copyExportText(),
        copyFen: (field) => actions.copyFen(field),
        gif: {
          setField: (name, value) => actions.setGifField(name, value),
          exportGif: () => actions.exportGif(),
          cancel: () => actions.cancelGif(),
        },
      },
    }), tabShown('export'), $('export-panel')),
    shareExtras: createShareExtras($('share-extras'), { actions: { share: () => actions.shareLink(els.share.value) } }),
    exercisePanel: lazyPart(ctx, () => Promise.all([import('./exercise-panel.js'), exerciseCode.load()]).then(([m]) => m), (m) => keepInSight($('exercise-panel'), m.createExercisePanel($('exercise-panel'), {
      actions: {
        start: (kind) => actions.openExercise(kind),
        choice: (value) => actions.exerciseChoice(value),
        next: () => actions.exerciseNext(),
        shade: (on) => actions.toggleExerciseShade(on),
        restart: () => actions.restartExercise(),
        close: () => actions.closeExercise(),
        copyResult: (field) => actions.copyResultLink(field),
        setRuleText: (text) => actions.setRuleText(text),
        runRule: () => actions.runRule(),
        showRuleBoard: (which) => actions.showRuleBoard(which),
        review: (index) => actions.reviewExercise(index),
        parsons: () => actions.openParsons(),
        setWho: (text) => actions.setWho(text),
      },
    }), shownExercise), (state) => state.tab === 'exercise' || shownExercise(state) !== null, $('exercise-panel')),
  };
}

/**
 * Builds the queens' engines (on `ctx`: search, countPool, hinter, gallery) and views,
 * wires its fixed controls, and returns the views the queens' render draws through.
 * `shared` is the page's shared elements (main.js), `puzzle` the queens' contract object
 * (puzzles/queens/puzzle.js).
 */
export function createQueensViews(ctx, actions, shared, puzzle) {
  const els = findElements(shared);
  // The board's <svg>, which the exports copy (puzzles/queens/play-actions.js).
  ctx.boardSvg = els.board;
  createEngines(ctx, els, actions, puzzle);
  const ui = createViews(ctx, els, actions, puzzle);
  wireQueensControls(els, actions);
  return ui;
}
