//! What is particular to the maze (迷宫问题, one of the course notes' chapter problems) as
//! the page shows it: the decode of its packed stepper view into a snapshot, the words for
//! each event, the moves up, right, down, left (the core's order: the notes give none), the
//! procedure maze(r, c, k) in both forms for the code panel, the result on `puzzle-result`,
//! and its link and page meta as data. Pure (no DOM). The search itself runs in Rust
//! (src/puzzles/maze/ on the engine of src/search.rs), in the maze's own wasm module
//! (www/pkg/maze*), which `ready()` loads.
//!
//! The same export names as the other puzzles' puzzle.js where the meaning is the same, so
//! the shared stepper views take it.

import { groupDigits } from '../../lib/format.js';
import { getLang, t } from '../../lib/i18n.js';
import './strings.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/maze.js';
import * as pkg from '../../../pkg/maze.js';
import { puzzleOf } from '../contract.js';
import { modeLink } from '../../app/stepper-puzzle.js';
import * as self from './puzzle.js';

export const id = 'maze';

/** The maze's wasm module (www/pkg/maze_bg.wasm). */
export const WASM = new URL('../../../pkg/maze_bg.wasm', import.meta.url);

/** Loads the maze's wasm module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: pkg }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

let movesTable = null;

/**
 * The moves 1–4 as [dr, dc] (rows grow downwards), in the order the search tries them:
 * the core's table (the crate's `MOVES`, through the wasm `maze_moves`).
 */
export function moves() {
  if (!movesTable) {
    const flat = pkg.maze_moves();
    movesTable = Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
  }
  return movesTable;
}

/** The arrow of a move by its direction [dr, dc]. */
const ARROWS = {
  '-1,0': '↑', '0,1': '→', '1,0': '↓', '0,-1': '←',
};

/** The arrow ↑ → ↓ ← of move `dir` (1..4). */
export function arrow(dir) {
  return ARROWS[moves()[dir - 1].join(',')] ?? String(dir);
}

/** The i18n key of move `dir`'s name (up, right, down, left). */
export function dirName(dir) {
  const [dr, dc] = moves()[dir - 1];
  if (dr < 0) return 'maze.dir-up';
  if (dr > 0) return 'maze.dir-down';
  return dc > 0 ? 'maze.dir-right' : 'maze.dir-left';
}

/** `↑ up` … in the page's language: the moves in the order they are tried. */
export function movesKey() {
  return moves().map((_, i) => `${i + 1} ${arrow(i + 1)} ${t(dirName(i + 1))}`);
}

/** The notes' form of a path: `(1,1)->(1,2)->(2,2)`. */
export function formatPath(squares) {
  return squares.map(([r, c]) => `(${r},${c})`).join('->');
}

/** The squares [r, c] of `rows` and `cols` lists. */
const pairs = (rows, cols) => rows.map((r, i) => [r, cols[i]]);

/**
 * The maze's snapshot from the wasm stepper's `view()`: `{ rows, cols, walls (0/1 row by
 * row), start, exit ([r, c], 1-based), step, finished, path ([r, c] squares, the start
 * first), dirs (the moves 1..4 made), best ({ moves, path } of the shortest path so far,
 * moves 0 before any), event, executing, iterative, counters }`. `event` null at step 0,
 * `{ kind: 'place', depth, dir, row, col }` (the square entered),
 * `{ kind: 'conflict', depth, dir, row, col, why (1 off the grid, 2 a wall, 3 on the
 * path), at (its index on the path) }`, `{ kind: 'remove', depth, dir, row, col, dead_end }`,
 * `{ kind: 'solution', number, moves }` or `{ kind: 'done' }`.
 */
export function decodeMaze(packed, shape) {
  const {
    step, finished, event, counters, executing, iterative, tail,
  } = decodeHead(packed, shape);
  const v = decodeTail(packed, shape, tail);
  return {
    rows: v.rows,
    cols: v.cols,
    walls: v.walls,
    start: [v.start_row, v.start_col],
    exit: [v.exit_row, v.exit_col],
    step,
    finished,
    path: pairs(v.path_rows, v.path_cols),
    dirs: v.dirs,
    best: { moves: v.best, path: pairs(v.best_rows, v.best_cols) },
    event,
    executing,
    iterative,
    counters,
  };
}

export const decode = decodeMaze;

/** The square a move leaves: the path's last square. */
const from = (s) => s.path[s.path.length - 1];

const WHY = ['', 'maze.why-off', 'maze.why-wall', 'maze.why-path'];

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(s) {
  const e = s.event;
  if (!e) {
    return t('maze.event-ready', {
      sr: s.start[0], sc: s.start[1], er: s.exit[0], ec: s.exit[1],
    });
  }
  const dir = `${arrow(e.dir ?? 1)} ${t(dirName(e.dir ?? 1))}`;
  switch (e.kind) {
    case 'place': {
      const [fr, fc] = s.path[e.depth - 1];
      return t('maze.event-place', {
        dir, fr, fc, r: e.row, c: e.col, k: e.depth,
      });
    }
    case 'conflict': {
      const [fr, fc] = from(s);
      return t('maze.event-conflict', {
        dir, fr, fc, r: e.row, c: e.col, why: t(WHY[e.why], { at: e.at }),
      });
    }
    case 'remove': {
      const [r, c] = from(s);
      return t(e.dead_end ? 'maze.event-dead-end' : 'maze.event-remove', {
        gr: e.row, gc: e.col, r, c,
      });
    }
    case 'solution':
      return t('maze.event-solution', { number: e.number, moves: e.moves, path: formatPath(s.path) });
    case 'done':
      return t('maze.event-done', { count: s.counters.solutions, steps: s.step });
    default:
      return '';
  }
}

// ---- The procedure maze(r, c, k) -------------------------------------------------------

const MOVES_LINE = 'dr = [−1, 0, 1, 0];  dc = [0, 1, 0, −1]';

/** The line's words in the page's language (`maze.code-…`): the code around them is the same in every language. */
const w = (name) => t(`maze.code-${name}`);

/** [id, indent, text] of the recursive form (src/puzzles/maze/lib.rs `executes`). */
const RECURSIVE = () => [
  ['proc', 0, 'maze(r, c, k):'],
  ['for', 1, 'for i = 1 to 4:   ▷ ↑ → ↓ ←'],
  ['move', 2, 'nr = r + dr[i];  nc = c + dc[i]'],
  ['test', 2, `if (nr, nc) ${w('free')}:`],
  ['assign', 3, 'mark[nr][nc] = k;  path[k] = (nr, nc)'],
  ['print', 3, 'if (nr, nc) == exit: print path[0..k]'],
  ['recurse', 3, 'else: maze(nr, nc, k + 1)'],
  ['undo', 3, `mark[nr][nc] = 0   ▷ ${w('backtrack')}`],
  ['main', 0, 'main:'],
  ['moves', 1, MOVES_LINE],
  ['start', 1, 'mark[start] = 1;  path[0] = start;  maze(start, 1)'],
  ['end', 1, 'end'],
];

/** The loop form (src/puzzles/maze/lib.rs `executes_iterative`). */
const ITERATIVE = () => [
  ['iter', 0, 'maze():'],
  ['moves', 1, MOVES_LINE],
  ['init', 1, 'mark[start] = 1; path[0] ← start; k ← 1; i[1] ← 0'],
  ['loop', 1, 'while k > 0 do'],
  ['next', 2, 'i[k] ← i[k] + 1'],
  ['found', 2, 'if i[k] ≤ 4 then'],
  ['move', 3, '(nr, nc) ← path[k − 1] + (dr[i[k]], dc[i[k]])'],
  ['test', 3, `if (nr, nc) ${w('free')} then`],
  ['assign', 4, 'mark[nr][nc] ← k; path[k] ← (nr, nc)'],
  ['print', 4, 'if (nr, nc) = exit then print path[0..k]'],
  ['unmark', 5, 'mark[nr][nc] ← 0'],
  ['down', 4, 'else k ← k + 1; i[k] ← 0'],
  ['up', 2, 'else mark[path[k − 1]] ← 0; k ← k − 1'],
  ['end', 1, 'end'],
];

const PRINT_FIRST = {
  recursive: 'if (nr, nc) == exit: print path[0..k]; stop',
  iterative: 'if (nr, nc) = exit then print path[0..k]; stop',
};

/** The templates the code panel offers, the default first. */
export const templates = ['recursive', 'iterative'];

/**
 * The procedure for the code panel (`options` = { allSolutions, template }), in the page's
 * language: the code is the same in every language, its words are the page's.
 */
export function code({ allSolutions, template = 'recursive' }) {
  const lines = template === 'iterative' ? ITERATIVE() : RECURSIVE();
  return {
    key: `maze:${template}:${allSolutions}:${getLang()}`,
    terms: 'maze.code-terms',
    lines: lines.map(([line, indent, text]) => [line, indent, line === 'print' && !allSolutions ? PRINT_FIRST[template] : text]),
  };
}

export { executing } from '../../app/stepper-puzzle.js';

/** The call stack down to `depth`: ['main', 'maze(1, 1, 1)', …]; null for the loop form. */
export function calls(snapshot, depth, options = {}) {
  if (options.template === 'iterative') return null;
  const stack = ['main'];
  for (let k = 1; k <= depth; k += 1) {
    const [r, c] = snapshot.path[k - 1] ?? snapshot.path[snapshot.path.length - 1];
    stack.push(`maze(${r}, ${c}, ${k})`);
  }
  return stack;
}

/** The loop form's variables once the highlighted line has run. */
function iterativeVariables(s) {
  const e = s.event;
  if (e?.kind === 'place' || e?.kind === 'conflict') return `k = ${e.depth}, i[k] = ${e.dir}: (nr, nc) = (${e.row}, ${e.col})`;
  if (e?.kind === 'remove') return `k = ${e.depth}, i[k] = ${s.iterative?.line === 'next' ? e.dir + 1 : e.dir}`;
  if (e?.kind === 'solution') return `k = ${s.dirs.length}: ${formatPath(s.path)}`;
  if (e?.kind === 'done') {
    const k = s.iterative?.depth ?? 0;
    return k === 0 ? t('code.vars-iter-done') : t('code.vars-iter-stop', { k });
  }
  return t('maze.code-vars-iter-start', { r: s.start[0], c: s.start[1] });
}

/** The step's variables in the procedure's names: `r = 1, c = 2, k = 2, i = 3: (nr, nc) = (2, 2)`. */
export function variables(s, options = {}) {
  if (options.template === 'iterative') return iterativeVariables(s);
  const e = s.event;
  if (e?.kind === 'place') {
    const [r, c] = s.path[e.depth - 1];
    return `r = ${r}, c = ${c}, k = ${e.depth}, i = ${e.dir}: (nr, nc) = (${e.row}, ${e.col})`;
  }
  if (e?.kind === 'conflict') {
    const [r, c] = from(s);
    return `r = ${r}, c = ${c}, k = ${e.depth}, i = ${e.dir}: (nr, nc) = (${e.row}, ${e.col})`;
  }
  if (e?.kind === 'remove') {
    const [r, c] = from(s);
    return t('maze.code-vars-undo', {
      r, c, k: e.depth, i: e.dir, nr: e.row, nc: e.col,
    });
  }
  if (e?.kind === 'solution') return `k = ${s.dirs.length}: ${formatPath(s.path)}`;
  if (e?.kind === 'done') return t('code.vars-done');
  return t('maze.code-vars-start', { r: s.start[0], c: s.start[1] });
}

/** One short line of the event log for a step's head: "move 2: → to (1,2)". */
export function logLine(head) {
  const e = head.event;
  switch (e?.kind) {
    case 'place':
      return t('log.maze-place', {
        k: e.depth, dir: arrow(e.dir), r: e.row, c: e.col,
      });
    case 'conflict':
      return t('log.maze-conflict', {
        dir: arrow(e.dir), r: e.row, c: e.col, why: t(`${WHY[e.why]}-short`),
      });
    case 'remove': return t(e.dead_end ? 'log.maze-dead-end' : 'log.maze-remove', { r: e.row, c: e.col });
    case 'solution': return t('log.maze-solution', { number: e.number, moves: e.moves });
    case 'done': return t('log.done');
    default: return t('log.maze-start');
  }
}

/** The deepest move "run to move k" offers: a simple path has fewer moves than open squares. */
export function maxDepth(s) {
  return Math.max(1, s.walls.filter((w) => w === 0).length - 1);
}

// ---- What the shared stepper views show for this puzzle -------------------------------

export const counters = [
  { name: 'moves-tried', label: 'maze.tried', value: (c) => c.tried },
  { name: 'moves', label: 'maze.moves', value: (c) => c.placements },
  { name: 'backtracks', label: 'maze.backtracks', value: (c) => c.backtracks },
  { name: 'solutions-found', label: 'maze.found', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel. */
export const words = {
  heading: 'maze.stepper-heading',
  controls: 'maze.controls',
  back: 'maze.back',
  step: 'maze.step',
  nextSolution: 'maze.next-path',
  coarse: 'stepper.coarse',
  prevPlacement: 'maze.prev-move',
  nextPlacement: 'maze.next-move',
  prevBacktrack: 'stepper.prev-backtrack',
  nextBacktrack: 'stepper.next-backtrack',
  runTo: 'maze.run-to-move',
  runToDepth: 'maze.move-k',
  reset: 'maze.reset',
  speed: 'maze.speed',
  timeline: 'stepper.timeline',
  mode: 'maze.mode',
  modeAll: 'maze.mode-all',
  modeFirst: 'maze.mode-first',
  pauseAtSolution: 'maze.pause-at-path',
  steps: 'maze.steps',
};

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(s) {
  return t('maze.timeline-unknown', { rows: s.rows, cols: s.cols });
}

/** The key under the tree: [swatch kind, i18n key] pairs. */
export const treeLegend = [
  ['placed', 'maze.tree-key-move'],
  ['conflict', 'maze.tree-key-blocked'],
  ['solution', 'maze.tree-key-exit'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
  ['root', 'tree.key-root'],
];

/** The maze's words in the node-link tree's key (views/node-tree.js `nodeLegend`). */
export const treeNodeKeys = { pruned: 'maze.tree-key-pruned', edge: 'maze.tree-key-edge' };

/** Cell size of the tree's strips (4 moves each), px. */
const TREE_CELL = 12;

/** How the tree panel draws the maze's tree: strips of the four moves, one column per move. */
export function treeSpec(s) {
  const e = s.event;
  return {
    width: moves().length,
    cell: TREE_CELL,
    levelLabel: (k) => t('maze.tree-level', { k }),
    attrs: (node) => ({ 'data-depth': node.depth, 'data-move': node.choice }),
    trace: { step: s.step, choices: s.dirs, event: e && { kind: e.kind, choice: e.dir } },
    status: (seen, nodes) => t('maze.tree-status', { seen, nodes }),
    label: (seen, nodes) => t('maze.tree-label', {
      rows: s.rows, cols: s.cols, seen, nodes,
    }),
  };
}

/** The note shown instead of a tree too large to draw at once: [i18n key, params, ask]. */
export function treeNote(tree, { rows, cols }) {
  const limit = groupDigits(tree.limit);
  return tree.size === 'large'
    ? ['maze.tree-ask', { auto: limit }, true]
    : ['maze.tree-too-big', { rows, cols, max: limit }, false];
}

/**
 * The result the page shows on `puzzle-result`: `count` (paths found so far), `best` (the
 * shortest path's moves so far, empty before any), `x` (that path's squares, `r.c` joined
 * by `-`, empty before any), `done`.
 */
export function result(s) {
  const found = s.best.moves > 0 || s.counters.solutions > 0;
  return {
    count: s.counters.solutions,
    best: found ? String(s.best.moves) : '',
    x: found ? s.best.path.map(([r, c]) => `${r}.${c}`).join('-') : '',
    done: s.finished,
  };
}

// ---- Link and page meta ---------------------------------------------------------------

/** The link fields of the maze `m` (the maze's slice): grid, start and exit as the wasm link object has them. */
export function mazeFields(m) {
  return {
    puzzle: 'maze', rows: m.rows, cols: m.cols, walls: m.walls, start: m.start, exit: m.exit,
  };
}

/**
 * The link (the object the wasm `format_link` takes) to what the maze's slice shows: the
 * search (`stepper`, its stepper slice) at its step (none at step 0 of the all-paths search).
 */
export function link(m, stepper) {
  return modeLink(mazeFields(m), m.allSolutions, stepper);
}

/** The page's title and link-preview description. */
export function meta(m, stepper) {
  const { rows, cols } = m;
  return {
    title: `${t('maze.meta-search', { rows, cols, step: stepper.snapshot?.step ?? 0 })} · ${t('maze.site')}`,
    description: t('maze.meta-description', { rows, cols }),
  };
}

/**
 * A wasm stepper of the maze `size` (`{ cols, walls, start, exit }`, the module's
 * `new_stepper`), wrapped to hand out decoded snapshots. The page's `wasm` is not used.
 */
export function newStepper(_wasm, {
  cols, walls, start, exit,
}, { allSolutions }) {
  return withSnapshots(pkg.new_stepper(cols, Uint8Array.from(walls), start[0], start[1], exit[0], exit[1], allSolutions), decodeMaze);
}

/** The maze's parts of the notes' generic template, in the page's language. */
export function templateParts() {
  const part = (name) => t(`maze.tpl-${name}`);
  return {
    f: part('f'), g: part('g'), h: part('h'), constraint: part('constraint'), bound: part('bound'),
    solution: part('solution'), output: part('output'), note: part('note'),
  };
}

/** The function that killed the node of a conflict: the test (the maze has no bounding function). */
export function templateCause(_snapshot) {
  return 'constraint';
}

/**
 * The instances the Compare view's chart grows through (app/compare.js `chart`): open mazes
 * of 2 rows and k = 2 to 12 columns, no wall, from (1,1) to (2,k): the simple paths double
 * with each column. Exhaustive search passes the engine's cap on nodes from k = 5.
 */
export function compareSizes() {
  const sizes = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((k) => ({
    x: k, size: { cols: k, walls: new Array(2 * k).fill(0), start: [1, 1], exit: [2, k] },
  }));
  return { label: 'maze.compare-size', sizes };
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
