//! Graph colouring's part of the page state (`state.coloring`) and the user intents that
//! change it: the graph (its vertices and edges, edited on the picture, or a preset) and
//! its colours m, the search's mode, the colourings' count and the tree. The search
//! (engine/search-loop.js on the module's stepper) reports into the stepper slice; the view
//! (puzzles/coloring/view.js) only reads the slice and calls these actions.

import { DEFAULT_SPEED } from '../../engine/search-loop.js';
import { edgePairs, newStepper } from './puzzle.js';
import { PRESETS, toggledEdge, withoutVertex } from './presets.js';
import { probedTree, searchContext } from '../../app/search-context.js';
import { controlIntents, stepperIntents, userIntent } from '../../app/stepper-intents.js';

/** Trees up to this many nodes are drawn at once (the default's has 244 steps); larger on request. */
export const TREE_AUTO_NODES = 1500;
export const TREE_MAX_NODES = 20000;

/** The editor's tools: what a click on a vertex does. */
export const TOOLS = ['edge', 'remove'];

/**
 * The slice at start: the core's default graph (its bare link's, `defaults`: `{ n, edges,
 * m }`), no search yet (the first show starts it).
 *
 * Shape: `{ n, edges ([a, b] pairs), m, allSolutions, speed, pauseAtSolution, tool ('edge'
 * | 'remove'), picked (the vertex a join starts from, or null), editNote (null or [i18n
 * key, params]: what the last click did or why it was refused), count ({ colorings, steps,
 * finished }: wasm `coloring_count`), tree, treeWanted }`.
 */
export function coloringState(defaults) {
  return {
    ...defaults,
    allSolutions: true,
    speed: DEFAULT_SPEED,
    pauseAtSolution: false,
    tool: 'edge',
    picked: null,
    editNote: null,
    count: null,
    tree: null,
    treeWanted: false,
  };
}

/** What the stepper takes of the slice: the graph and its colours. */
const graphOf = ({ n, edges, m }) => ({ n, edges, m });

/** The arguments of the module's functions: n, the edges' ends, m. */
const args = (g) => [g.n, Uint32Array.from(g.edges.flat()), g.m];

/** The search's tree for the slice's graph and mode: drawn at once up to TREE_AUTO_NODES nodes, up to TREE_MAX_NODES when `wanted`. */
function treeOf(api, g, wanted) {
  const key = `${g.n}:${g.edges.join('.')}:${g.m}:${g.allSolutions}`;
  const create = () => api.new_stepper(...args(g), g.allSolutions);
  return probedTree(key, create, wanted, { autoNodes: TREE_AUTO_NODES, maxNodes: TREE_MAX_NODES });
}

/** The colourings' count of graph `g`: `{ colorings, steps, finished }`. */
function countOf(api, g) {
  const [colorings, steps, finished] = api.coloring_count(...args(g));
  return { colorings, steps, finished: finished === 1 };
}

/** The engines and the helpers the intents share. */
function createContext(store, deps) {
  const { api } = deps;
  const ctx = searchContext(store, deps, 'coloring', (g, options) => newStepper(api, g, options));
  const { search, slice, change } = ctx;
  /** A graph (`g`: n, edges, m): the search at step 0, its count and its tree. */
  ctx.setGraph = (g) => {
    const next = { ...slice(), ...graphOf(g) };
    change({
      ...graphOf(next),
      treeWanted: false,
      count: countOf(api, next),
      tree: treeOf(api, next, false),
    });
    search.reset(graphOf(next));
  };
  return ctx;
}

/** Intents of the editor: the tool, a click on a vertex, a vertex added, the edges cleared, m, a preset. */
function editorIntents({
  store, limits, userAction, navigate = () => {}, slice, change, pause, setGraph,
}) {
  const exerciseOpen = () => Boolean(store.state.coloringExercise);
  /** Refuses an edit while the exercise runs (it would move the search past the student); true when refused. */
  const refused = () => {
    if (!exerciseOpen()) return false;
    change({ editNote: ['coloring.edit-exercise', {}], picked: null });
    store.flush();
    return true;
  };
  /** A new graph from an edit: a new history entry and a new search; `note` says what was done. */
  const edit = (g, note) => {
    userAction();
    navigate();
    pause();
    change({ editNote: note, picked: null });
    setGraph(g);
    store.flush();
  };
  return {
    /** The editor's tool: what a click on a vertex does ('edge' or 'remove'). */
    setTool(tool) {
      if (!TOOLS.includes(tool)) return;
      change({ tool, picked: null, editNote: null });
      store.flush();
    },
    /**
     * Vertex `v` clicked: with the edge tool, the first click picks it and the second
     * (on another vertex) joins the two or parts them (a click on the picked vertex drops
     * it); with the remove tool, it is removed and the vertices after it renumbered.
     */
    clickVertex(v) {
      if (refused()) return;
      const g = slice();
      if (g.tool === 'remove') {
        if (g.n <= limits.coloringMinVertices) {
          change({ editNote: ['coloring.edit-last-vertex', { min: limits.coloringMinVertices }] });
          store.flush();
          return;
        }
        edit({ ...withoutVertex(g, v), m: g.m }, ['coloring.edit-removed', { v, n: g.n - 1 }]);
        return;
      }
      if (g.picked === null || g.picked === v) {
        change({ picked: g.picked === v ? null : v, editNote: [g.picked === v ? 'coloring.edit-dropped' : 'coloring.edit-picked', { v }] });
        store.flush();
        return;
      }
      const next = toggledEdge(g, g.picked, v);
      const joined = next.edges.length > g.edges.length;
      edit({ ...next, m: g.m }, [joined ? 'coloring.edit-joined' : 'coloring.edit-parted', { a: g.picked, b: v }]);
    },
    /** A new vertex n + 1, joined to nothing. */
    addVertex() {
      if (refused()) return;
      const g = slice();
      if (g.n >= limits.coloringMaxVertices) {
        change({ editNote: ['coloring.edit-full', { max: limits.coloringMaxVertices }] });
        store.flush();
        return;
      }
      edit({ n: g.n + 1, edges: g.edges, m: g.m }, ['coloring.edit-added', { v: g.n + 1 }]);
    },
    /** Every edge removed (the vertices stay). */
    clearEdges() {
      if (refused()) return;
      const g = slice();
      edit({ n: g.n, edges: [], m: g.m }, null);
    },
    /** The number of colours m. */
    setColors(m) {
      if (refused()) return;
      const g = slice();
      if (m === g.m || m < limits.coloringMinColors || m > limits.coloringMaxColors) return;
      edit({ n: g.n, edges: g.edges, m }, null);
    },
    /** Preset `id` of presets.js: its graph and colours. */
    preset(id) {
      if (refused()) return;
      const p = PRESETS.find((x) => x.id === id);
      if (p) edit({ n: p.n, edges: p.edges.map((e) => [...e]), m: p.m }, null);
    },
  };
}

/** Intents on the graph: show, open a link, the tree. */
function graphIntents({
  store, api, defaults, search, slice, stepper, change, pause, setGraph, userAction,
}) {
  return {
    pause,
    /** Shows the graph as it was left (the default graph the first time). */
    show() {
      if (!stepper().snapshot) setGraph(graphOf(slice()));
    },
    /** Opens a parsed link ({ vertices, edges (flat ends), colors, step, mode }), or the default graph for `null`. */
    open(link) {
      pause();
      const stepped = link?.step !== null && link?.step !== undefined;
      const allSolutions = !stepped || link.mode !== 'first';
      change({ allSolutions, editNote: null, picked: null });
      search.setOptions({ allSolutions });
      const g = link?.vertices ? { n: link.vertices, edges: edgePairs(link.edges), m: link.colors } : defaults;
      setGraph({ n: g.n, edges: g.edges.map((e) => [...e]), m: g.m });
      if (stepped) search.seek(link.step);
    },
    /** Draws the tree as 'strips' or 'nodes' (node-link); a page setting shared with the other puzzles. */
    setTreeStyle(style) {
      store.update({ treeStyle: style === 'nodes' ? 'nodes' : 'strips' });
      store.flush();
    },
    showTree() {
      userAction();
      change({ treeWanted: true, tree: treeOf(api, slice(), true) });
      store.flush();
    },
  };
}

/** Intents on the search: the stepper's controls and the mode. */
function searchIntents({
  store, api, userAction, search, slice, change,
}) {
  const shared = stepperIntents({
    search,
    slice: () => store.state.steppers.coloring,
    show: () => {},
    size: () => graphOf(slice()),
  });
  const intent = userIntent(store, userAction);
  return {
    ...controlIntents(shared, {
      store, userAction, search, change,
    }),
    setMode: intent((allSolutions) => {
      change({ allSolutions, tree: treeOf(api, { ...slice(), allSolutions }, slice().treeWanted) });
      search.configure({ allSolutions });
    }),
  };
}

/**
 * Graph colouring's actions on `store` (`store.state.coloring` is the slice). `deps` = {
 * api (its wasm module: new_stepper, coloring_count), defaults (the default graph: `{ n,
 * edges, m }`), limits (the module's `limits()`), onError(message), userAction(),
 * navigate() }. Each user intent ends with `store.flush()`.
 */
export function createColoringActions(store, deps) {
  const ctx = createContext(store, deps);
  return { ...graphIntents(ctx), ...editorIntents(ctx), ...searchIntents(ctx) };
}
