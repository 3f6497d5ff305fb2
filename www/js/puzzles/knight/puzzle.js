//! What is particular to the knight's rightward path (跳马问题, the course notes' second
//! backtracking example) as the page shows it: the decode of its packed stepper view into a
//! snapshot, the words for each event, the moves ①–④, the path as the notes print it, the
//! notes' procedure jump(x, y, k) for the code panel, and its link and page meta as data.
//! Pure (no DOM): unit-tested in Node (tests/unit/puzzles/knight/knight.test.js). The search itself runs
//! in Rust (src/puzzles/knight/ on the engine of src/search.rs), in the knight's own wasm
//! module (www/pkg/knight*), which `ready()` loads; reference figures in
//! docs/REFERENCE.md (9 × 5: 37 paths, the first (1,1)->(3,2)->(5,1)->(6,3)->(7,1)->(8,3)->(9,5)).
//!
//! The same export names as puzzles/queens/puzzle.js where the meaning is the same
//! (`id`, `decode`, `describeEvent`, `executing`, `code`, `calls`, `variables`, `counters`,
//! `words`, `treeLegend`, `link`, `meta`), so the shared stepper views take either.

import { groupDigits } from '../../lib/format.js';
import { getLang, t } from '../../lib/i18n.js';
import './strings.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/knight.js';
import * as pkg from '../../../pkg/knight.js';
import { puzzleOf } from '../contract.js';
import { modeLink } from '../../app/stepper-puzzle.js';
import * as self from './puzzle.js';

export const id = 'knight';

/** The knight's wasm module (www/pkg/knight_bg.wasm). */
export const WASM = new URL('../../../pkg/knight_bg.wasm', import.meta.url);

/** Loads the knight's wasm module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: pkg }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

let movesTable = null;

/**
 * The notes' moves ①–④ as [dx, dy], in the order the search tries them: the core's
 * table (the crate's `MOVES`, through the wasm `knight_moves`), read once the wasm is
 * instantiated.
 */
export function moves() {
  if (!movesTable) {
    const flat = pkg.knight_moves();
    movesTable = Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
  }
  return movesTable;
}

/** ①–④ for the move numbers in text (index 1..4). */
export const CIRCLED = ['', '①', '②', '③', '④'];

/** The squares [x, y] of a path from (1,1), given as its moves 1..4 (already validated). */
export function squaresOf(dirs) {
  const squares = [[1, 1]];
  for (const d of dirs) {
    const [x, y] = squares[squares.length - 1];
    const [dx, dy] = moves()[d - 1];
    squares.push([x + dx, y + dy]);
  }
  return squares;
}

/** The notes' form of a path: `(1,1)->(3,2)->(5,1)`. */
export function formatPath(squares) {
  return squares.map(([x, y]) => `(${x},${y})`).join('->');
}

/** `①, x+1, y−2` … : the key to the four moves, one line each. */
export function movesKey() {
  const sign = (v) => (v < 0 ? `−${-v}` : `+${v}`);
  return moves().map(([dx, dy], i) => `${CIRCLED[i + 1]} x${sign(dx)}, y${sign(dy)}`);
}

/**
 * The knight's snapshot from the wasm stepper's `view()` (`new_stepper`, named by its `layout()`):
 * `{ n, m, step, finished, path, dirs, event, counters }`; `path` the squares [x, y]
 * (1-based, (1,1) first, y = 1 the bottom row), `dirs` the moves 1..=4 taken; `event` null
 * at step 0, `{ kind: 'place' | 'conflict', depth, dir, from_x, from_y, x, y }` (x, y
 * where the move lands), `{ kind: 'remove', depth, dir, x, y }`,
 * `{ kind: 'solution', number }` or `{ kind: 'done' }`; `executing` and `iterative` as in wasm/decode.js
 * `decodeHead` (`shape` the stepper's, wasm/decode.js `stepperShape`); `counters`
 * `{ steps, tried, placements, backtracks, solutions, comparisons }`.
 */
export function decodeKnight(packed, shape) {
  const {
    step, finished, event, counters, executing, iterative, tail,
  } = decodeHead(packed, shape);
  const {
    n, m, xs, ys, dirs,
  } = decodeTail(packed, shape, tail);
  return {
    n, m, step, finished, path: xs.map((x, i) => [x, ys[i]]), dirs, event, executing, iterative, counters,
  };
}

export const decode = decodeKnight;

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(snapshot) {
  const e = snapshot.event;
  if (!e) return t('knight.event-ready', { n: snapshot.n, m: snapshot.m });
  switch (e.kind) {
    case 'place':
      return t('knight.event-place', {
        dir: CIRCLED[e.dir], fx: e.from_x, fy: e.from_y, x: e.x, y: e.y, k: e.depth,
      });
    case 'conflict':
      return t('knight.event-conflict', {
        dir: CIRCLED[e.dir], fx: e.from_x, fy: e.from_y, x: e.x, y: e.y,
      });
    case 'remove': {
      const [x, y] = snapshot.path[snapshot.path.length - 1];
      return t('knight.event-remove', {
        gx: e.x, gy: e.y, x, y,
      });
    }
    case 'solution':
      return t('knight.event-solution', { number: e.number, path: formatPath(snapshot.path) });
    case 'done':
      return t('knight.event-done', {
        count: snapshot.counters.solutions, steps: snapshot.step,
      });
    default:
      return '';
  }
}

export const describeKnightEvent = describeEvent;

// ---- The procedure jump(x, y, k) -------------------------------------------------------

/**
 * [id, indent, text]; a place event executes 'assign', a rejected move 'test', etc. The code
 * is the same in every language; its one word (`knight.code-none`) is the page's.
 */
const JUMP = () => [
  ['proc', 0, 'jump(x, y, k):'],
  ['for', 1, 'for i = 1 to 4:'],
  ['move', 2, 'nx = x + dx[i];  ny = y + dy[i]'],
  ['test', 2, 'if nx ≤ n and 1 ≤ ny ≤ m:'],
  ['assign', 3, 'path[k] = (nx, ny)'],
  ['print', 3, 'if (nx, ny) == (n, m): print path[0..k]'],
  ['recurse', 3, 'else: jump(nx, ny, k + 1)'],
  ['undo', 3, `path[k] = ${t('knight.code-none')}`],
  ['main', 0, 'main:'],
  ['moves', 1, 'dx = [1, 2, 2, 1];  dy = [−2, −1, 1, 2]'],
  ['start', 1, 'path[0] = (1, 1);  jump(1, 1, 1)'],
  ['end', 1, 'end'],
];

/** The notes' iterative form of the same search: the loop keeps the jump k and each jump's move i[k]. */
const ITERATIVE = [
  ['iter', 0, 'jump():'],
  ['moves', 1, 'dx = [1, 2, 2, 1];  dy = [−2, −1, 1, 2]'],
  ['init', 1, 'path[0] ← (1, 1); k ← 1; i[1] ← 0'],
  ['loop', 1, 'while k > 0 do'],
  ['next', 2, 'i[k] ← i[k] + 1'],
  ['found', 2, 'if i[k] ≤ 4 then'],
  ['move', 3, '(nx, ny) ← path[k − 1] + (dx[i[k]], dy[i[k]])'],
  ['test', 3, 'if nx ≤ n and 1 ≤ ny ≤ m then'],
  ['assign', 4, 'path[k] ← (nx, ny)'],
  ['print', 4, 'if (nx, ny) = (n, m) then print path[0..k]'],
  ['down', 4, 'else k ← k + 1; i[k] ← 0'],
  ['up', 2, 'else k ← k − 1'],
  ['end', 1, 'end'],
];

const PRINT_FIRST = {
  recursive: 'if (nx, ny) == (n, m): print path[0..k]; stop',
  iterative: 'if (nx, ny) = (n, m) then print path[0..k]; stop',
};

/** The templates the code panel offers, the default first. */
export const templates = ['recursive', 'iterative'];

/**
 * The procedure for the code panel, in the page's language: `{ key, lines: [[id, indent,
 * text], …], terms }`; `key` changes when the lines do. `options` = { allSolutions, template }.
 */
export function code({ allSolutions, template = 'recursive' }) {
  const lines = template === 'iterative' ? ITERATIVE : JUMP();
  return {
    key: `knight:${template}:${allSolutions}:${getLang()}`,
    terms: 'knight.code-terms',
    lines: lines.map(([line, indent, text]) => [line, indent, line === 'print' && !allSolutions ? PRINT_FIRST[template] : text]),
  };
}

export { executing } from '../../app/stepper-puzzle.js';

/**
 * The call stack down to `depth`: ['main', 'jump(1, 1, 1)', 'jump(3, 2, 2)', …]; null for
 * the iterative form, which has none.
 */
export function calls(snapshot, depth, options = {}) {
  if (options.template === 'iterative') return null;
  const stack = ['main'];
  for (let k = 1; k <= depth; k += 1) {
    const [x, y] = snapshot.path[k - 1];
    stack.push(`jump(${x}, ${y}, ${k})`);
  }
  return stack;
}

/**
 * The iterative form's variables once the highlighted line has run: `k = 2, i[k] = 3:
 * (nx, ny) = (5, 3)`; after a jump is taken back, k and i[k] (one move on after
 * `i[k] ← i[k] + 1`); at a solution the path; at the start and the end, k.
 */
function iterativeVariables(snapshot) {
  const e = snapshot.event;
  if (e?.kind === 'place' || e?.kind === 'conflict') return `k = ${e.depth}, i[k] = ${e.dir}: (nx, ny) = (${e.x}, ${e.y})`;
  if (e?.kind === 'remove') return `k = ${e.depth}, i[k] = ${snapshot.iterative.line === 'next' ? e.dir + 1 : e.dir}`;
  if (e?.kind === 'solution') return `k = ${snapshot.dirs.length}: ${formatPath(snapshot.path)}`;
  if (e?.kind === 'done') {
    const k = snapshot.iterative.depth;
    return k === 0 ? t('code.vars-iter-done') : t('code.vars-iter-stop', { k });
  }
  return t('knight.code-vars-iter-start');
}

/**
 * The step's variables in the procedure's names: `x = 3, y = 2, k = 2, i = 1: (nx, ny) =
 * (4, 0)`; in the iterative form (`options.template`), see iterativeVariables.
 */
export function variables(snapshot, options = {}) {
  if (options.template === 'iterative') return iterativeVariables(snapshot);
  const e = snapshot.event;
  if (e?.kind === 'place' || e?.kind === 'conflict') {
    return `x = ${e.from_x}, y = ${e.from_y}, k = ${e.depth}, i = ${e.dir}: (nx, ny) = (${e.x}, ${e.y})`;
  }
  if (e?.kind === 'remove') {
    const [x, y] = snapshot.path[snapshot.path.length - 1];
    return t('knight.code-vars-undo', {
      x, y, k: e.depth, i: e.dir, nx: e.x, ny: e.y,
    });
  }
  if (e?.kind === 'solution') return `k = ${snapshot.dirs.length}: ${formatPath(snapshot.path)}`;
  if (e?.kind === 'done') return t('code.vars-done');
  return t('knight.code-vars-start');
}

/**
 * One short line of the event log (views/event-log.js) for a step's head (wasm/decode.js
 * `decodeHead`: `{ step, kind, event }`): "jump 2: ② to (5,1)", "① to (4,0) ✗ off the board".
 */
export function logLine(head) {
  const e = head.event;
  switch (e?.kind) {
    case 'place':
      return t('log.knight-place', {
        k: e.depth, dir: CIRCLED[e.dir], x: e.x, y: e.y,
      });
    case 'conflict': return t('log.knight-conflict', { dir: CIRCLED[e.dir], x: e.x, y: e.y });
    case 'remove': return t('log.knight-remove', { x: e.x, y: e.y });
    case 'solution': return t('log.knight-solution', { number: e.number });
    case 'done': return t('log.done');
    default: return t('log.knight-start');
  }
}

/** The deepest jump "run to jump k" offers: every jump moves right, so at most n − 1. */
export function maxDepth(snapshot) {
  return Math.max(1, snapshot.n - 1);
}

// ---- What the shared stepper views show for this puzzle -------------------------------

/**
 * The counters under the controls, after the step count: `{ name (the testid after the
 * prefix), label (i18n key), value(counters) }`.
 */
export const counters = [
  { name: 'moves-tried', label: 'knight.tried', value: (c) => c.tried },
  { name: 'jumps', label: 'knight.jumps', value: (c) => c.placements },
  { name: 'backtracks', label: 'knight.backtracks', value: (c) => c.backtracks },
  { name: 'solutions-found', label: 'knight.found', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel. */
export const words = {
  heading: 'knight.stepper-heading',
  controls: 'knight.controls',
  back: 'knight.back',
  step: 'knight.step',
  nextSolution: 'knight.next-path',
  coarse: 'stepper.coarse',
  prevPlacement: 'knight.prev-jump',
  nextPlacement: 'knight.next-jump',
  prevBacktrack: 'stepper.prev-backtrack',
  nextBacktrack: 'stepper.next-backtrack',
  runTo: 'knight.run-to-jump',
  runToDepth: 'knight.jump-k',
  reset: 'knight.reset',
  speed: 'knight.speed',
  timeline: 'stepper.timeline',
  mode: 'knight.mode',
  modeAll: 'knight.mode-all',
  modeFirst: 'knight.mode-first',
  pauseAtSolution: 'knight.pause-at-path',
  steps: 'knight.steps',
};

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(snapshot) {
  return t('knight.timeline-unknown', { n: snapshot.n, m: snapshot.m });
}

/** The key under the tree: [swatch kind, i18n key] pairs. */
export const treeLegend = [
  ['placed', 'knight.tree-key-jump'],
  ['conflict', 'knight.tree-key-off'],
  ['solution', 'knight.tree-key-goal'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
  ['tag', 'knight.tree-key-tag', '2'],
  ['root', 'tree.key-root'],
];

/** The knight's words in the node-link tree's key (views/node-tree.js `nodeLegend`). */
export const treeNodeKeys = { pruned: 'knight.tree-key-pruned', edge: 'knight.tree-key-edge' };

/** Cell size of the tree's strips (4 moves each), px. */
const TREE_CELL = 12;

/**
 * How the tree panel draws the knight's tree (tree.js `draw`'s spec without key and
 * load) for a snapshot: strips of the four moves, one column per jump.
 */
export function treeSpec(snapshot) {
  const { n, m } = snapshot;
  const e = snapshot.event;
  return {
    width: moves().length,
    cell: TREE_CELL,
    levelLabel: (k) => t('knight.tree-level', { k }),
    attrs: (node) => ({ 'data-depth': node.depth, 'data-move': node.choice }),
    trace: { step: snapshot.step, choices: snapshot.dirs, event: e && { kind: e.kind, choice: e.dir } },
    status: (seen, nodes) => t('knight.tree-status', { seen, nodes }),
    label: (seen, nodes) => t('knight.tree-label', {
      n, m, seen, nodes,
    }),
  };
}

/**
 * The note shown instead of a tree too large to draw at once: [i18n key, params, ask
 * (whether the Show button is offered)]; `tree` as in the knight's state slice.
 */
export function treeNote(tree, { n, m }) {
  const limit = groupDigits(tree.limit);
  return tree.size === 'large'
    ? ['knight.tree-ask', { auto: limit }, true]
    : ['knight.tree-too-big', { n, m, max: limit }, false];
}

// ---- Link and page meta ---------------------------------------------------------------

/**
 * The link (the object the wasm `format_link` takes) to what `knight` (the knight's
 * slice) shows: the shown path, or the search (`stepper`, its stepper slice) at its step
 * (none at step 0 of the all-paths search).
 */
export function link(knight, stepper) {
  const { n, m } = knight;
  if (knight.shown) return { puzzle: 'knight', n, m, path: knight.shown.dirs };
  return modeLink({ puzzle: 'knight', n, m }, knight.allSolutions, stepper);
}

/** The page's title and link-preview description for what `knight` (with its `stepper` slice) shows. */
export function meta(knight, stepper) {
  const { n, m } = knight;
  const head = knight.shown
    ? t('knight.meta-path', { n, m, path: formatPath(knight.shown.squares) })
    : t('knight.meta-search', { n, m, step: stepper.snapshot?.step ?? 0 });
  return { title: `${head} · ${t('knight.site')}`, description: t('knight.meta-description', { n, m }) };
}

/**
 * A wasm stepper of the n × m board `size` (the knight module's `new_stepper`), wrapped to
 * hand out decoded snapshots (wasm/decode.js). The page's `wasm` is not used.
 */
export function newStepper(_wasm, { n, m }, { allSolutions }) {
  return withSnapshots(pkg.new_stepper(n, m, allSolutions), decodeKnight);
}

/**
 * The knight's parts of the notes' generic template `iterativeBacktrack()` /
 * `backtrack(t)` (puzzles/contract.js `TemplateParts`), in the page's language.
 */
export function templateParts() {
  const part = (name) => t(`knight.tpl-${name}`);
  return {
    f: part('f'), g: part('g'), h: part('h'), constraint: part('constraint'), bound: part('bound'),
    solution: part('solution'), output: part('output'), note: part('note'),
  };
}

/** The function that killed the node of a conflict: a move off the board (the knight has no bounding function). */
export function templateCause(_snapshot) {
  return 'constraint';
}

/**
 * The instances the Compare view's chart grows through (app/compare.js `chart`): boards of
 * n = 3 to 12 columns and m = 5 rows, from (1,1) to (n,5). Exhaustive search passes the
 * engine's cap on nodes from n = 9, a hollow point on the chart.
 */
export function compareSizes() {
  return { label: 'knight.compare-size', sizes: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => ({ x: n, size: { n, m: 5 } })) };
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
