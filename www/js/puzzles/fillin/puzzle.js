//! What is particular to fill-in numbers (填数问题, one of the course notes' chapter
//! problems) as the page shows it: the decode of its packed stepper view into a snapshot,
//! the words for each event (the failing pair and its sum, "7 + 8 = 15 is not prime", or
//! the square that holds a number already), the procedure backtrack(t) with its ok(t, i) in
//! both forms for the code panel, the tree's strips, the result on `puzzle-result`, and its
//! link and page meta as data. Pure (no DOM). The search itself runs in Rust
//! (src/puzzles/fillin/ on the engine of src/search.rs), in the fill-in's own wasm module
//! (www/pkg/fillin*), which `ready()` loads.
//!
//! The same export names as the other puzzles' puzzle.js where the meaning is the same, so
//! the shared stepper views take it.

import { groupDigits } from '../../lib/format.js';
import { getLang, t } from '../../lib/i18n.js';
import './strings.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/fillin.js';
import * as pkg from '../../../pkg/fillin.js';
import { treeStepperWords } from '../../views/stepper-words.js';
import { puzzleOf } from '../contract.js';
import { linkStep } from '../../app/stepper-puzzle.js';
import * as self from './puzzle.js';

export const id = 'fillin';

/** Squares of the grid, filled row by row (the core's `SQUARES`), three a row. */
export const SQUARES = 9;
export const SIDE = 3;

/** The fill-in's wasm module (www/pkg/fillin_bg.wasm). */
export const WASM = new URL('../../../pkg/fillin_bg.wasm', import.meta.url);

/** Loads the fill-in's wasm module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: pkg }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

/** The instance a bare `puzzle=fillin` link opens (the core's): `{ max }`. */
export function textbook() {
  return { max: pkg.parse_link('puzzle=fillin').max };
}

let pairsTable = null;

/**
 * The grid's 12 adjacent pairs `[a, b]` (squares 1..9, a before b), in the order the
 * search checks them and the packed view lists their sums: the core's (wasm `fillin_pairs`).
 */
export function pairs() {
  if (!pairsTable) {
    const flat = pkg.fillin_pairs();
    pairsTable = Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
  }
  return pairsTable;
}

/** The row and column of square `t` (1..9), 1-based. */
export const squareOf = (sq) => [Math.ceil(sq / SIDE), ((sq - 1) % SIDE) + 1];

/**
 * The fill-in's snapshot from the wasm stepper's `view()`: `{ max, depth (squares filled),
 * cells (9 numbers row by row, 0 empty), sums (the 12 pairs' sums in `pairs()` order, 0
 * while a square is empty), primes (1 where that sum is prime), last (the last filling
 * found, null before any), step, finished, event, executing, iterative, counters }`.
 * `event` null at step 0, `{ kind: 'place', square, number, above, left }` (the sums with
 * the number above and to the left, 0 where there is none), `{ kind: 'conflict', square,
 * number, why (1 used, 2 not prime with the number above, 3 with the one to the left), at
 * (the square holding the number, or the neighbour's), other (the neighbour's number), sum }`,
 * `{ kind: 'remove', square, number }`, `{ kind: 'solution', number }` or `{ kind: 'done' }`.
 */
export function decodeFillin(packed, shape) {
  const {
    step, finished, event, counters, executing, iterative, tail,
  } = decodeHead(packed, shape);
  const v = decodeTail(packed, shape, tail);
  return {
    max: v.max,
    depth: v.depth,
    cells: v.cells,
    sums: v.sums,
    primes: v.primes,
    last: v.found === 1 ? v.last : null,
    step,
    finished,
    event,
    executing,
    iterative,
    counters,
  };
}

export const decode = decodeFillin;

/** A grid as the notes print it, its rows apart: `1 2 3 / 4 9 10 / 7 …` (`_` for an empty square). */
export function formatGrid(cells) {
  const rows = [0, 1, 2].map((r) => cells.slice(r * SIDE, r * SIDE + SIDE).map((c) => (c === 0 ? '_' : c)).join(' '));
  return rows.join(' / ');
}

/** x so far, `(1, 2, 3, 4, _, _, _, _, _)`. */
export function partialX(s) {
  return `(${s.cells.map((c) => (c === 0 ? '_' : c)).join(', ')})`;
}

/** The i18n key of the side of a neighbour by a conflict's `why` (2 above, 3 left). */
const SIDE_KEYS = { 2: 'fillin.side-above', 3: 'fillin.side-left' };

/** A pair's sum in words: `2 + 9 = 11 is prime`. */
function primeWords(a, i, sum) {
  return t('fillin.sum-prime', { a, i, sum });
}

/** Why number `e.number` is refused for square `e.square`, in words with the core's numbers. */
export function refusalWords(e) {
  if (e.why === 1) return t('fillin.why-used', { i: e.number, at: e.at });
  return t('fillin.why-not-prime', {
    a: e.other, i: e.number, sum: e.sum, side: t(SIDE_KEYS[e.why]), at: e.at,
  });
}

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(s) {
  const e = s.event;
  if (!e) return t('fillin.event-ready', { max: s.max });
  switch (e.kind) {
    case 'place': {
      const sums = [];
      if (e.above) sums.push(primeWords(e.above - e.number, e.number, e.above));
      if (e.left) sums.push(primeWords(e.left - e.number, e.number, e.left));
      if (!sums.length) return t('fillin.event-place-alone', { t: e.square, i: e.number });
      return t('fillin.event-place', { t: e.square, i: e.number, sums: sums.join(t('fillin.and')) });
    }
    case 'conflict':
      return t('fillin.event-conflict', { t: e.square, i: e.number, why: refusalWords(e) });
    case 'remove':
      return e.square === SQUARES
        ? t('fillin.event-remove-leaf', { t: e.square, i: e.number })
        : t('fillin.event-remove', { t: e.square, i: e.number, next: e.square + 1 });
    case 'solution':
      return t('fillin.event-solution', { number: e.number, grid: formatGrid(s.cells) });
    case 'done':
      return t('fillin.event-done', { count: s.counters.solutions, steps: groupDigits(s.step) });
    default:
      return '';
  }
}

// ---- The procedure backtrack(t) ---------------------------------------------------------

/** The line's words in the page's language (`fillin.code-…`): the code around them is the same in every language. */
const w = (name) => t(`fillin.code-${name}`);

/** The constraint function ok(t, i), shared by both forms (src/puzzles/fillin/lib.rs). */
const OK = () => [
  ['ok', 0, 'ok(t, i):'],
  ['unused', 1, 'if used[i]: return false'],
  ['above', 1, `if t > 3 and x[t − 3] + i ${w('not-prime')}: return false`],
  ['left', 1, `if t mod 3 ≠ 1 and x[t − 1] + i ${w('not-prime')}: return false`],
  ['true', 1, 'return true'],
];

/** [id, indent, text] of the recursive form (src/puzzles/fillin/lib.rs `executes`). */
const RECURSIVE = () => [
  ['proc', 0, `backtrack(t):   ▷ ${w('proc')}`],
  ['for', 1, 'for i = 1 to N:'],
  ['test', 2, 'if ok(t, i):'],
  ['assign', 3, 'x[t] = i;  used[i] = true'],
  ['print', 3, 'if t == 9: print x'],
  ['recurse', 3, 'else: backtrack(t + 1)'],
  ['undo', 3, `used[i] = false   ▷ ${w('backtrack')}`],
  ...OK(),
  ['main', 0, 'main:'],
  ['start', 1, 'used[1..N] = false;  backtrack(1)'],
  ['end', 1, 'end'],
];

/** The loop form (src/puzzles/fillin/lib.rs `executes_iterative`). */
const ITERATIVE = () => [
  ['iter', 0, 'fill():'],
  ['init', 1, 'used[1..N] ← false;  k ← 1;  x[1] ← 0'],
  ['loop', 1, 'while k > 0 do'],
  ['next', 2, 'x[k] ← x[k] + 1'],
  ['found', 2, 'if x[k] ≤ N then'],
  ['test', 3, 'if ok(k, x[k]) then'],
  ['assign', 4, 'used[x[k]] ← true'],
  ['print', 4, 'if k = 9 then print x'],
  ['unmark', 5, 'used[x[k]] ← false'],
  ['down', 4, 'else k ← k + 1;  x[k] ← 0'],
  ['up', 2, 'else k ← k − 1;  used[x[k]] ← false'],
  ['end', 1, 'end'],
  ...OK(),
];

/** The templates the code panel offers, the default first. */
export const templates = ['recursive', 'iterative'];

/**
 * The procedure for the code panel (`options` = { template }), in the page's language: the
 * code is the same in every language, its words are the page's.
 */
export function code({ template = 'recursive' } = {}) {
  return {
    key: `fillin:${template}:${getLang()}`,
    terms: 'fillin.code-terms',
    lines: template === 'iterative' ? ITERATIVE() : RECURSIVE(),
  };
}

export { calls, executing } from '../../app/stepper-puzzle.js';

/** The step's variables in the procedure's names: `t = 5, i = 9: x = (1, 2, 3, 4, 9, _, _, _, _)`. */
export function variables(s, options = {}) {
  const e = s.event;
  const k = options.template === 'iterative' ? 'k' : 't';
  const x = partialX(s);
  if (e?.kind === 'place' || e?.kind === 'conflict' || e?.kind === 'remove') {
    const i = options.template === 'iterative' ? `x[k] = ${e.number}` : `i = ${e.number}`;
    return `${k} = ${e.square}, ${i}: x = ${x}`;
  }
  if (e?.kind === 'solution') return `${k} = 9: x = ${x}`;
  if (e?.kind === 'done') return t(options.template === 'iterative' ? 'code.vars-iter-done' : 'code.vars-done');
  return t(options.template === 'iterative' ? 'fillin.code-vars-iter-start' : 'fillin.code-vars-start', { max: s.max });
}

const WHY_SHORT = ['', 'fillin.why-used-short', 'fillin.why-not-prime-short', 'fillin.why-not-prime-short'];

/** One short line of the event log for a step's head: "x5 = 9", "x5 = 5 ✗ 4 + 5 = 9". */
export function logLine(head) {
  const e = head.event;
  switch (e?.kind) {
    case 'place': return t('log.fillin-place', { t: e.square, i: e.number });
    case 'conflict':
      return t('log.fillin-conflict', {
        t: e.square, i: e.number, why: t(WHY_SHORT[e.why], {
          at: e.at, a: e.other, i: e.number, sum: e.sum,
        }),
      });
    case 'remove': return t('log.fillin-remove', { t: e.square, i: e.number });
    case 'solution': return t('log.fillin-solution', { number: e.number });
    case 'done': return t('log.done');
    default: return t('log.fillin-start');
  }
}

/** The deepest square "run to square t" offers. */
export function maxDepth() {
  return SQUARES;
}

// ---- What the shared stepper views show for this puzzle -------------------------------

export const counters = [
  { name: 'numbers-tried', label: 'fillin.tried', value: (c) => c.tried },
  { name: 'numbers-placed', label: 'fillin.placed', value: (c) => c.placements },
  { name: 'backtracks', label: 'fillin.backtracks', value: (c) => c.backtracks },
  { name: 'solutions-found', label: 'fillin.found', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel: one search mode, every filling. */
export const words = treeStepperWords('fillin', { solution: 'filling', runTo: 'square' });

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(s) {
  return t('fillin.timeline-unknown', { max: s.max });
}

/** The key under the tree: [swatch kind, i18n key] pairs. */
export const treeLegend = [
  ['placed', 'fillin.tree-key-placed'],
  ['conflict', 'fillin.tree-key-refused'],
  ['solution', 'fillin.tree-key-filling'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
  ['root', 'tree.key-root'],
];

/** The fill-in's words in the node-link tree's key (views/node-tree.js `nodeLegend`). */
export const treeNodeKeys = { pruned: 'fillin.tree-key-pruned', edge: 'fillin.tree-key-edge' };

/** Cell size of the tree's strips (N numbers each), px. */
const TREE_CELL = 10;

/** How the tree panel draws the fill-in's tree: strips of the N numbers tried in a square. */
export function treeSpec(s) {
  const e = s.event;
  return {
    width: s.max,
    cell: TREE_CELL,
    levelLabel: (k) => t('fillin.tree-level', { t: k }),
    attrs: (node) => ({ 'data-square': node.depth, 'data-number': node.choice }),
    trace: { step: s.step, choices: s.cells.slice(0, s.depth), event: e && { kind: e.kind, choice: e.number } },
    status: (seen, nodes) => t('fillin.tree-status', { seen, nodes }),
    label: (seen, nodes) => t('fillin.tree-label', { max: s.max, seen, nodes }),
  };
}

/** The note shown instead of a tree too large to draw at once: [i18n key, params, ask]. */
export function treeNote(tree, { max }) {
  const limit = groupDigits(tree.limit);
  return tree.size === 'large'
    ? ['fillin.tree-ask', { auto: limit }, true]
    : ['fillin.tree-too-big', { max: limit, n: max }, false];
}

/**
 * The result the page shows on `puzzle-result`: `count` (fillings found so far), `x` (the
 * last filling found, its 9 numbers row by row joined by `-`, empty before any), `done`.
 */
export function result(s) {
  return {
    count: s.counters.solutions,
    x: s.last ? s.last.join('-') : '',
    done: s.finished,
  };
}

// ---- Link and page meta ---------------------------------------------------------------

/**
 * The link (the object the wasm `format_link` takes) to what `slice` (`{ max }`) shows,
 * with the search (`stepper`, its stepper slice) at its step.
 */
export function link(slice, stepper) {
  const step = linkStep(stepper);
  const fields = { puzzle: 'fillin', max: slice.max };
  return step === 0 ? fields : { ...fields, step };
}

/** The page's title and link-preview description. */
export function meta(slice, stepper) {
  const head = t('fillin.meta-search', { max: slice.max, step: stepper.snapshot?.step ?? 0 });
  return { title: `${head} · ${t('fillin.site')}`, description: t('fillin.meta-description', { max: slice.max }) };
}

/** A wasm stepper of N = `size.max` (the module's `new_stepper`), wrapped to hand out decoded snapshots. */
export function newStepper(_wasm, size = textbook()) {
  return withSnapshots(pkg.new_stepper(size.max), decodeFillin);
}

/** The fill-in's parts of the notes' generic template, in the page's language. */
export function templateParts() {
  const part = (name) => t(`fillin.tpl-${name}`);
  return {
    f: '1', g: 'N', h: 'i', constraint: part('constraint'), bound: part('bound'), solution: 't = 9', output: part('output'), note: null,
  };
}

/** The function that killed the node of a conflict: the constraint (the fill-in has no bounding function). */
export function templateCause(_snapshot) {
  return 'constraint';
}

/**
 * The instances the Compare view's chart grows through (app/compare.js `chart`): N = 10 to
 * 14, the numbers 1 to N. Exhaustive search passes the engine's cap on nodes at every N,
 * and backtracking at N = 14: hollow points on the chart.
 */
export function compareSizes() {
  return { label: 'fillin.compare-size', sizes: [10, 11, 12, 13, 14].map((max) => ({ x: max, size: { max } })) };
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
