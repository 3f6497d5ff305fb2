//! The knight's part of the page state (`state.knight`) and the user intents that change
//! it. The knight search (engine/search-loop.js on the knight module's stepper) and the path
//! collector (puzzles/knight/path-collector.js) report into the slice; the view (puzzles/knight/view.js)
//! only reads it and calls these actions.

import { createSearchLoop, DEFAULT_SPEED } from '../../engine/search-loop.js';
import { createPathCollector } from './path-collector.js';
import { newStepper, squaresOf } from './puzzle.js';
import { probedTree } from '../../app/search-context.js';
import { isBusy } from '../../app/state.js';
import { controlIntents, stepperIntents, userIntent } from '../../app/stepper-intents.js';

/** The gallery lists at most this many paths (12 × 7 has 530, 20 × 20 has 128,110). */
export const GALLERY_MAX_PATHS = 1000;
/** Trees up to this many nodes are drawn at once (9 × 5 has 1,392); larger on request. */
export const TREE_AUTO_NODES = 1500;
export const TREE_MAX_NODES = 20000;

/**
 * The knight's slice at start: the board `limits.knightDefaultN` × `limits.knightDefaultM`
 * (the notes' 9 × 5), no search yet (the first show starts it).
 *
 * Shape: `{ n, m, shown, allSolutions, speed, pauseAtSolution, pathCount, gallery, tree,
 * treeWanted }`: `shown` null (the search is shown) or the path shown from a link or the
 * gallery, `{ dirs, squares, index (1-based, or null while not known) }`; `speed` the
 * speed slider's index; `pathCount` the number of paths from (1,1) to (n,m);
 * `gallery` `{ key: 'n×m', items: [{ dirs, squares }], done }`; `tree` `{ key, size:
 * 'small' | 'large' | 'huge', nodes (treeNodes, or null), limit (the node count a
 * 'large' or 'huge' tree is over) }` or null. The search itself is the knight's stepper
 * slice, `state.steppers.knight` (app/state.js `idleStepper`; its snapshot is
 * puzzles/knight/puzzle.js `decodeKnight`'s).
 */
export function knightState(limits) {
  return {
    n: limits.knightDefaultN,
    m: limits.knightDefaultM,
    shown: null,
    allSolutions: true,
    speed: DEFAULT_SPEED,
    pauseAtSolution: false,
    pathCount: 0,
    gallery: { key: '', items: [], done: false },
    tree: null,
    treeWanted: false,
  };
}

/** The 1-based place of the path `dirs` in the gallery's items, or null. */
function indexIn(items, dirs) {
  const key = dirs.join('-');
  const i = items.findIndex((item) => item.dirs.join('-') === key);
  return i < 0 ? null : i + 1;
}

/**
 * The tree of the search on n × m for the slice's mode: drawn at once up to
 * TREE_AUTO_NODES nodes, up to TREE_MAX_NODES when `wanted`, else only a note.
 */
function treeOf(api, { n, m, allSolutions }, wanted) {
  const create = () => api.new_stepper(n, m, allSolutions);
  return probedTree(`${n}:${m}:${allSolutions}`, create, wanted, { autoNodes: TREE_AUTO_NODES, maxNodes: TREE_MAX_NODES });
}

/** The engines of the knight: its search and the collector of the gallery's paths. */
function createEngines(store, { api, onError }) {
  const slice = () => store.state.knight;
  const change = (changes) => store.update({ knight: { ...slice(), ...changes } });
  const search = createSearchLoop({
    id: 'knight',
    create: (size, options) => newStepper(api, size, options),
    onChange(report) {
      store.update({ steppers: { ...store.state.steppers, knight: report } });
    },
    onError,
  });
  const collector = createPathCollector({
    create: (size) => newStepper(api, size, { allSolutions: true }),
    toItem: (snapshot) => ({ dirs: snapshot.dirs, squares: snapshot.path }),
    onEvent({ key, items, done }) {
      const { gallery, shown } = slice();
      if (gallery.key !== key) return;
      const all = gallery.items.concat(items);
      const index = shown && shown.index === null ? indexIn(all, shown.dirs) : shown?.index;
      change({
        gallery: { key, items: all, done },
        shown: shown && { ...shown, index },
      });
    },
  });
  return {
    search, collector, slice, change, stepper: () => store.state.steppers.knight,
  };
}

/** The engines and the helpers the intents share. */
function createContext(store, deps) {
  const { api } = deps;
  const ctx = { store, ...deps, ...createEngines(store, deps) };
  const {
    search, collector, slice, change, stepper,
  } = ctx;
  ctx.busy = () => isBusy(stepper());
  ctx.pause = () => {
    if (stepper().snapshot && ctx.busy()) search.pause();
  };

  /** A new board: the search at step 0, its number of paths, its gallery and tree. */
  ctx.setBoard = (n, m) => {
    const key = `${n}×${m}`;
    change({
      n,
      m,
      shown: null,
      treeWanted: false,
      pathCount: api.knight_path_count(n, m),
      gallery: { key, items: [], done: false },
      tree: treeOf(api, { ...slice(), n, m }, false),
    });
    collector.start({ n, m }, key, GALLERY_MAX_PATHS);
    search.reset({ n, m });
  };
  ctx.showPath = (dirs, index) => {
    ctx.pause();
    change({ shown: { dirs, squares: squaresOf(dirs), index: index ?? indexIn(slice().gallery.items, dirs) } });
  };
  return ctx;
}

/** Intents on the board: show, open a link, size, tree, a path of the gallery. */
function boardIntents({
  store, api, limits, userAction, navigate = () => {}, search, slice, stepper, change, pause, setBoard, showPath,
}) {
  return {
    pause,
    /** Shows the knight as it was left (the default board the first time). */
    show() {
      if (!stepper().snapshot) setBoard(slice().n, slice().m);
    },
    /**
     * Opens a parsed knight link ({ n, m, path, step, mode }), or the default board at
     * step 0 for `null` (a bad link, whose message the page shows).
     */
    open(link) {
      pause();
      const stepped = link?.step !== null && link?.step !== undefined;
      const allSolutions = !stepped || link.mode !== 'first';
      change({ allSolutions });
      search.setOptions({ allSolutions });
      setBoard(link?.n ?? limits.knightDefaultN, link?.m ?? limits.knightDefaultM);
      if (link?.path) showPath(link.path, null);
      else if (stepped) search.seek(link.step);
    },
    /** A new board size; `first` (default true) is a slider's first move: a new history entry. */
    setSize(n, m, first = true) {
      const k = slice();
      if (n === k.n && m === k.m) return;
      userAction();
      if (first) navigate();
      pause();
      setBoard(n, m);
      store.flush();
    },
    /** Draws the tree as 'strips' or 'nodes' (node-link); a page setting shared with the queens. */
    setTreeStyle(style) {
      store.update({ treeStyle: style === 'nodes' ? 'nodes' : 'strips' });
      store.flush();
    },
    showTree() {
      userAction();
      change({ treeWanted: true, tree: treeOf(api, slice(), true) });
      store.flush();
    },
    /** Shows the gallery's path number `index` (1-based) on the board. */
    pickPath(index) {
      userAction();
      navigate();
      showPath(slice().gallery.items[index - 1].dirs, index);
      store.flush();
    },
  };
}

/** Intents on the search: the stepper's controls. */
function searchIntents({
  store, api, userAction, search, slice, stepper, change,
}) {
  const shared = stepperIntents({
    search,
    slice: stepper,
    // The search is shown again: a shown path is dropped.
    show: () => {
      if (slice().shown) change({ shown: null });
    },
    size: () => ({ n: slice().n, m: slice().m }),
  });
  const intent = userIntent(store, userAction);
  return {
    ...controlIntents(shared, { store, userAction, search, change }),
    setMode: intent((allSolutions) => {
      if (slice().shown) change({ shown: null });
      change({ allSolutions, tree: treeOf(api, { ...slice(), allSolutions }, slice().treeWanted) });
      search.configure({ allSolutions });
    }),
  };
}

/**
 * The knight's actions on `store` (`store.state.knight` is the slice). `deps` = { api:
 * { new_stepper, knight_path_count } (the knight's wasm module), limits: { knightDefaultN, knightDefaultM },
 * onError(message), userAction() (drops stale feedback before a user action), navigate()
 * (the next link written is a new history entry: a new board, a path picked) }.
 * Each user intent ends with `store.flush()`. Returns { pause, show, open(link),
 * setSize(n, m), showTree, pickPath(index), step, back, nextSolution, reset, seek(k),
 * seekGoOn, seekStop,
 * playPause, setSpeed(index), setPauseAtSolution(on), setMode(allSolutions) }.
 */
export function createKnightActions(store, deps) {
  const ctx = createContext(store, deps);
  return { ...boardIntents(ctx), ...searchIntents(ctx) };
}
