//! The maze's part of the page state (`state.maze`) and the user intents that change it:
//! the maze itself (its grid, start and exit, edited on the board), the search's mode, the
//! all-paths count with its estimate, the dead ends' steps and the tree. The search
//! (engine/search-loop.js on the maze module's stepper) reports into the stepper slice;
//! the view (puzzles/maze/view.js) only reads the slice and calls these actions.

import { DEFAULT_SPEED } from '../../engine/search-loop.js';
import { newStepper } from './puzzle.js';
import { probedTree, searchContext } from '../../app/search-context.js';
import { controlIntents, stepperIntents, userIntent } from '../../app/stepper-intents.js';

/** Trees up to this many nodes are drawn at once (the default maze's has 601 steps); larger on request. */
export const TREE_AUTO_NODES = 1500;
export const TREE_MAX_NODES = 20000;

/** The tools of the board's editor: what a click on a square does. */
export const TOOLS = ['wall', 'start', 'exit'];

/**
 * The maze's slice at start: the core's default maze (its bare link's, `defaults`: `{ rows,
 * cols, walls, start, exit }`), no search yet (the first show starts it).
 *
 * Shape: `{ rows, cols, walls (0/1 row by row), start, exit ([r, c], 1-based),
 * allSolutions, speed, pauseAtSolution, tool ('wall' | 'start' | 'exit'), editNote (null or
 * [i18n key, params]: why the last edit was refused), count ({ paths, shortest, steps,
 * finished, estimate }: the all-paths count, wasm `maze_count`), deadEnds (the step at
 * which each square is found a dead end, 0 for none), tree, treeWanted }`.
 */
export function mazeState(defaults) {
  return {
    ...defaults,
    allSolutions: true,
    speed: DEFAULT_SPEED,
    pauseAtSolution: false,
    tool: 'wall',
    editNote: null,
    count: null,
    deadEnds: [],
    tree: null,
    treeWanted: false,
  };
}

/** What the wasm functions take of a maze: its columns, walls and ends. */
const sizeOf = ({
  cols, walls, start, exit,
}) => ({
  cols, walls, start, exit,
});

/** The arguments of the module's maze functions after `cols`. */
const args = (m) => [m.cols, Uint8Array.from(m.walls), m.start[0], m.start[1], m.exit[0], m.exit[1]];

/** The search's tree for the slice's maze and mode: drawn at once up to TREE_AUTO_NODES nodes, up to TREE_MAX_NODES when `wanted`. */
function treeOf(api, m, wanted) {
  const key = `${m.cols}:${m.walls.join('')}:${m.start}:${m.exit}:${m.allSolutions}`;
  const create = () => api.new_stepper(...args(m), m.allSolutions);
  return probedTree(key, create, wanted, { autoNodes: TREE_AUTO_NODES, maxNodes: TREE_MAX_NODES });
}

/** The all-paths count of maze `m`: `{ paths, shortest, steps, finished, estimate }`. */
function countOf(api, m) {
  const [paths, shortest, steps, finished, estimate] = api.maze_count(...args(m));
  return {
    paths, shortest, steps, finished: finished === 1, estimate,
  };
}

/** Why an edit of `m` is refused ([i18n key, params]), or null when the maze stays valid. */
export function editFault(m) {
  const wall = ([r, c]) => m.walls[(r - 1) * m.cols + c - 1] === 1;
  if (wall(m.start)) return ['maze.edit-wall-start', { r: m.start[0], c: m.start[1] }];
  if (wall(m.exit)) return ['maze.edit-wall-exit', { r: m.exit[0], c: m.exit[1] }];
  if (m.start[0] === m.exit[0] && m.start[1] === m.exit[1]) return ['maze.edit-same', { r: m.start[0], c: m.start[1] }];
  return null;
}

/** The engines and the helpers the intents share. */
function createContext(store, deps) {
  const { api } = deps;
  const ctx = searchContext(store, deps, 'maze', (size, options) => newStepper(api, size, options));
  const { search, slice, change } = ctx;
  /** A maze (`m`: rows, cols, walls, start, exit): the search at step 0, its count, dead ends and tree. */
  ctx.setMaze = (m) => {
    const next = { ...slice(), ...m };
    change({
      rows: next.rows,
      cols: next.cols,
      walls: next.walls,
      start: next.start,
      exit: next.exit,
      treeWanted: false,
      count: countOf(api, next),
      deadEnds: Array.from(api.maze_dead_end_steps(...args(next), next.allSolutions)),
      tree: treeOf(api, next, false),
    });
    search.reset(sizeOf(next));
  };
  return ctx;
}

/** A maze resized to `rows` × `cols`: the walls kept where they fit, the ends kept on it. */
function resized(m, rows, cols) {
  const walls = [];
  for (let r = 1; r <= rows; r += 1) {
    for (let c = 1; c <= cols; c += 1) walls.push(r <= m.rows && c <= m.cols ? m.walls[(r - 1) * m.cols + c - 1] : 0);
  }
  const clamp = ([r, c]) => [Math.min(r, rows), Math.min(c, cols)];
  let start = clamp(m.start);
  let exit = clamp(m.exit);
  if (start[0] === exit[0] && start[1] === exit[1]) {
    start = [1, 1];
    exit = [rows, cols];
  }
  for (const [r, c] of [start, exit]) walls[(r - 1) * cols + c - 1] = 0;
  return {
    rows, cols, walls, start, exit,
  };
}

/** Intents on the maze: show, open a link, the editor, the tree. */
function mazeIntents({
  store, api, defaults, userAction, navigate = () => {}, search, slice, stepper, change, pause, setMaze,
}) {
  /** An edit of the maze: refused with its reason when it breaks it, else a new search (`first`: a new history entry). */
  const edit = (m, first) => {
    const fault = editFault({ ...slice(), ...m });
    if (fault) {
      change({ editNote: fault });
      store.flush();
      return false;
    }
    userAction();
    if (first) navigate();
    pause();
    change({ editNote: null });
    setMaze(m);
    store.flush();
    return true;
  };
  return {
    pause,
    /** Shows the maze as it was left (the default maze the first time). */
    show() {
      if (!stepper().snapshot) setMaze(sizeOfSlice(slice()));
    },
    /** Opens a parsed maze link ({ rows, cols, walls, start, exit, step, mode }), or the default maze for `null`. */
    open(link) {
      pause();
      const stepped = link?.step !== null && link?.step !== undefined;
      const allSolutions = !stepped || link.mode !== 'first';
      change({ allSolutions, editNote: null });
      search.setOptions({ allSolutions });
      const m = link?.walls ? link : defaults;
      setMaze({
        rows: m.rows, cols: m.cols, walls: Array.from(m.walls), start: Array.from(m.start), exit: Array.from(m.exit),
      });
      if (stepped) search.seek(link.step);
    },
    /** The editor's tool: what a click on a square does ('wall', 'start' or 'exit'). */
    setTool(tool) {
      if (!TOOLS.includes(tool)) return;
      change({ tool, editNote: null });
      store.flush();
    },
    /**
     * Square (r, c) clicked or dragged over with the tool: a wall set to `wall` (0 or 1;
     * undefined flips it), or the start or exit moved there. `first`: the gesture's first
     * square (a new history entry). Returns the wall value set, or null when refused.
     */
    editSquare(r, c, first = true, wall = undefined) {
      const m = slice();
      const i = (r - 1) * m.cols + c - 1;
      if (m.tool === 'start' || m.tool === 'exit') {
        if (m.walls[i] === 1) {
          change({ editNote: [`maze.edit-${m.tool}-on-wall`, { r, c }] });
          store.flush();
          return null;
        }
        return edit({ [m.tool]: [r, c] }, first) ? 0 : null;
      }
      const value = wall ?? (m.walls[i] === 1 ? 0 : 1);
      if (m.walls[i] === value) return value;
      const walls = m.walls.slice();
      walls[i] = value;
      return edit({ walls }, first) ? value : null;
    },
    /** A new size, walls kept where they fit; `first` as editSquare's. */
    setSize(rows, cols, first = true) {
      const m = slice();
      if (rows === m.rows && cols === m.cols) return;
      edit(resized(m, rows, cols), first);
    },
    /** Every wall removed (the ends stay). */
    clearWalls() {
      edit({ walls: slice().walls.map(() => 0) }, true);
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

const sizeOfSlice = (m) => ({
  rows: m.rows, cols: m.cols, walls: m.walls, start: m.start, exit: m.exit,
});

/** Intents on the search: the stepper's controls and the mode. */
function searchIntents({
  store, api, userAction, search, slice, change,
}) {
  const shared = stepperIntents({
    search,
    slice: () => store.state.steppers.maze,
    show: () => {},
    size: () => sizeOf(slice()),
  });
  const intent = userIntent(store, userAction);
  return {
    ...controlIntents(shared, {
      store, userAction, search, change,
    }),
    setMode: intent((allSolutions) => {
      const next = { ...slice(), allSolutions };
      change({
        allSolutions,
        tree: treeOf(api, next, slice().treeWanted),
        deadEnds: Array.from(api.maze_dead_end_steps(...args(next), allSolutions)),
      });
      search.configure({ allSolutions });
    }),
  };
}

/**
 * The maze's actions on `store` (`store.state.maze` is the slice). `deps` = { api (the
 * maze's wasm module: new_stepper, maze_count, maze_dead_end_steps), defaults (the default maze: `{ rows,
 * cols, walls, start, exit }`), onError(message), userAction(), navigate() }. Each user
 * intent ends with `store.flush()`.
 */
export function createMazeActions(store, deps) {
  const ctx = createContext(store, deps);
  return { ...mazeIntents(ctx), ...searchIntents(ctx) };
}
