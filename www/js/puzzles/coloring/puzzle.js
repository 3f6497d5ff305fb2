//! What is particular to graph m-colouring (图的着色问题, one of the course notes' chapter
//! problems) as the page shows it: the decode of its packed stepper view into a snapshot,
//! the colours' names, the words for each event (a refused colour names the neighbour that
//! has it), the procedure backtrack(t) with ok(t, i) in both forms for the code panel, the
//! result on `puzzle-result`, and its link and page meta as data. Pure (no DOM). The search
//! itself runs in Rust (src/puzzles/coloring/ on the engine of src/search.rs), in its own
//! wasm module (www/pkg/coloring*), which `ready()` loads.
//!
//! The same export names as the other puzzles' puzzle.js where the meaning is the same, so
//! the shared stepper views take it.

import { groupDigits } from '../../lib/format.js';
import { getLang, t } from '../../lib/i18n.js';
import './strings.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/coloring.js';
import * as pkg from '../../../pkg/coloring.js';
import { puzzleOf } from '../contract.js';
import { modeLink } from '../../app/stepper-puzzle.js';
import * as self from './puzzle.js';

export const id = 'coloring';

/** Graph colouring's wasm module (www/pkg/coloring_bg.wasm). */
export const WASM = new URL('../../../pkg/coloring_bg.wasm', import.meta.url);

/** Loads graph colouring's wasm module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: pkg }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

/** The i18n key of colour `c`'s name (1 red, 2 blue, 3 green, 4 yellow, 5 pink, 6 sky blue). */
export const colorKey = (c) => `coloring.color-${c}`;

/** Colour `c` in words: `2 (blue)`. */
export function colorName(c) {
  return t('coloring.color', { c, name: t(colorKey(c)) });
}

/** The edges [a, b] of the link object's or the view's flat list of ends. */
export function edgePairs(ends) {
  return Array.from({ length: Math.floor(ends.length / 2) }, (_, i) => [ends[2 * i], ends[2 * i + 1]]);
}

/** The colouring x[1..n] in the notes' form: `(1, 2, 1, 2, 3)`. */
export function formatColoring(x) {
  return `(${x.join(', ')})`;
}

/**
 * Graph colouring's snapshot from the wasm stepper's `view()`: `{ n, m, edges ([a, b]
 * pairs, as given), x (x[1..n], 0 uncoloured, as x[0..n−1]), t (the vertices coloured),
 * first (the first colouring found, [] before any), step, finished, event, executing,
 * iterative, counters }`. `event` null at step 0, `{ kind: 'place', vertex, color }`,
 * `{ kind: 'conflict', vertex, color, by }` (`by`: the coloured neighbour that has the
 * colour), `{ kind: 'remove', vertex, color }`, `{ kind: 'solution', number }` or
 * `{ kind: 'done' }`.
 */
export function decodeColoring(packed, shape) {
  const {
    step, finished, event, counters, executing, iterative, tail,
  } = decodeHead(packed, shape);
  const v = decodeTail(packed, shape, tail);
  const x = Array.from(v.x);
  return {
    n: v.vertices,
    m: v.colors,
    edges: Array.from(v.edge_a, (a, i) => [a, v.edge_b[i]]),
    x,
    t: x.filter((c) => c > 0).length,
    first: Array.from(v.first),
    step,
    finished,
    event,
    executing,
    iterative,
    counters,
  };
}

export const decode = decodeColoring;

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(s) {
  const e = s.event;
  if (!e) return t('coloring.event-ready', { n: s.n, m: s.m });
  switch (e.kind) {
    case 'place':
      return t(e.vertex === s.n ? 'coloring.event-place-last' : 'coloring.event-place', { t: e.vertex, color: colorName(e.color) });
    case 'conflict':
      return t('coloring.event-conflict', { t: e.vertex, color: colorName(e.color), j: e.by });
    case 'remove':
      return t('coloring.event-remove', { t: e.vertex, color: colorName(e.color) });
    case 'solution':
      return t('coloring.event-solution', { number: e.number, x: formatColoring(s.x) });
    case 'done':
      if (s.counters.solutions === 0) return t('coloring.event-done-none', { m: s.m, steps: s.step });
      return t('coloring.event-done', { count: s.counters.solutions, steps: s.step });
    default:
      return '';
  }
}

// ---- The procedure backtrack(t) with ok(t, i) -----------------------------------------

/** The line's words in the page's language (`coloring.code-…`): the code around them is the same in every language. */
const w = (name) => t(`coloring.code-${name}`);

/** The constraint function's lines, in both forms. */
const OK = () => [
  ['ok', 0, 'ok(t, i):'],
  ['scan', 1, `for ${w('scan')}:`],
  ['clash', 2, `if x[j] == i: return false   ▷ ${w('clash')}`],
  ['fine', 1, 'return true'],
];

/** [id, indent, text] of the recursive form (src/puzzles/coloring/lib.rs `executes`). */
const RECURSIVE = () => [
  ['proc', 0, `backtrack(t):   ▷ ${w('proc')}`],
  ['for', 1, 'for i = 1 to m:'],
  ['test', 2, 'if ok(t, i):'],
  ['assign', 3, 'x[t] = i'],
  ['print', 3, 'if t == n: print x[1..n]'],
  ['recurse', 3, 'else: backtrack(t + 1)'],
  ['undo', 3, `x[t] = 0   ▷ ${w('backtrack')}`],
  ...OK(),
  ['main', 0, 'main:'],
  ['start', 1, 'x[1..n] = 0;  backtrack(1)'],
  ['end', 1, 'end'],
];

/** The loop form (src/puzzles/coloring/lib.rs `executes_iterative`). */
const ITERATIVE = () => [
  ['iter', 0, 'iterativeBacktrack():'],
  ['init', 1, 'x[1..n] ← 0; t ← 1; i[1] ← 0'],
  ['loop', 1, 'while t > 0 do'],
  ['next', 2, `i[t] ← i[t] + 1   ▷ ${w('next')}`],
  ['found', 2, 'if i[t] ≤ m then'],
  ['test', 3, 'if ok(t, i[t]) then'],
  ['assign', 4, 'x[t] ← i[t]'],
  ['print', 4, 'if t = n then print x[1..n]'],
  ['unmark', 5, 'x[t] ← 0'],
  ['down', 4, 'else t ← t + 1; i[t] ← 0'],
  ['up', 2, `else t ← t − 1; x[t] ← 0   ▷ ${w('backtrack')}`],
  ['end', 1, 'end'],
  ...OK(),
];

const PRINT_FIRST = {
  recursive: 'if t == n: print x[1..n]; stop',
  iterative: 'if t = n then print x[1..n]; stop',
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
    key: `coloring:${template}:${allSolutions}:${getLang()}`,
    terms: 'coloring.code-terms',
    lines: lines.map(([line, indent, text]) => [line, indent, line === 'print' && !allSolutions ? PRINT_FIRST[template] : text]),
  };
}

export { calls, executing } from '../../app/stepper-puzzle.js';

/** x[1..t] as the code names it: `x = (1, 2, 0, 0, 0)`. */
const xText = (s) => `x = ${formatColoring(s.x)}`;

/** The loop form's variables once the highlighted line has run. */
function iterativeVariables(s) {
  const e = s.event;
  if (e?.kind === 'place') return `t = ${e.vertex}, i[t] = ${e.color}: ${xText(s)}`;
  if (e?.kind === 'conflict') return `t = ${e.vertex}, i[t] = ${e.color}, j = ${e.by}: x[j] = ${e.color}`;
  if (e?.kind === 'remove') return `t = ${e.vertex}, i[t] = ${e.color}: ${xText(s)}`;
  if (e?.kind === 'solution') return `t = ${s.n}: ${xText(s)}`;
  if (e?.kind === 'done') {
    const k = s.iterative?.depth ?? 0;
    return k === 0 ? t('code.vars-iter-done') : t('code.vars-iter-stop', { k });
  }
  return `t = 1, i[1] = 0: ${xText(s)}`;
}

/** The step's variables in the procedure's names: `t = 5, i = 2, j = 4: x[j] = 2`. */
export function variables(s, options = {}) {
  if (options.template === 'iterative') return iterativeVariables(s);
  const e = s.event;
  if (e?.kind === 'place') return `t = ${e.vertex}, i = ${e.color}: ${xText(s)}`;
  if (e?.kind === 'conflict') return `t = ${e.vertex}, i = ${e.color}, j = ${e.by}: x[j] = ${e.color}`;
  if (e?.kind === 'remove') return t('coloring.code-vars-undo', { t: e.vertex, i: e.color, x: xText(s) });
  if (e?.kind === 'solution') return `t = ${s.n}: ${xText(s)}`;
  if (e?.kind === 'done') return t('code.vars-done');
  return t('coloring.code-vars-start', { x: xText(s) });
}

/** One short line of the event log for a step's head: "vertex 2: colour 2". */
export function logLine(head) {
  const e = head.event;
  switch (e?.kind) {
    case 'place': return t('log.coloring-place', { t: e.vertex, c: e.color });
    case 'conflict': return t('log.coloring-conflict', { t: e.vertex, c: e.color, j: e.by });
    case 'remove': return t('log.coloring-remove', { t: e.vertex, c: e.color });
    case 'solution': return t('log.coloring-solution', { number: e.number });
    case 'done': return t('log.done');
    default: return t('log.coloring-start');
  }
}

/** The deepest vertex "run to vertex t" offers: the last. */
export function maxDepth(s) {
  return s.n;
}

// ---- What the shared stepper views show for this puzzle -------------------------------

export const counters = [
  { name: 'colors-tried', label: 'coloring.tried', value: (c) => c.tried },
  { name: 'colored', label: 'coloring.colored', value: (c) => c.placements },
  { name: 'backtracks', label: 'coloring.backtracks', value: (c) => c.backtracks },
  { name: 'solutions-found', label: 'coloring.found', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel. */
export const words = {
  heading: 'coloring.stepper-heading',
  controls: 'coloring.controls',
  back: 'coloring.back',
  step: 'coloring.step',
  nextSolution: 'coloring.next-coloring',
  coarse: 'stepper.coarse',
  prevPlacement: 'coloring.prev-colored',
  nextPlacement: 'coloring.next-colored',
  prevBacktrack: 'stepper.prev-backtrack',
  nextBacktrack: 'stepper.next-backtrack',
  runTo: 'coloring.run-to-vertex',
  runToDepth: 'coloring.vertex-t',
  reset: 'coloring.reset',
  speed: 'coloring.speed',
  timeline: 'stepper.timeline',
  mode: 'coloring.mode',
  modeAll: 'coloring.mode-all',
  modeFirst: 'coloring.mode-first',
  pauseAtSolution: 'coloring.pause-at-coloring',
  steps: 'coloring.steps',
};

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(s) {
  return t('coloring.timeline-unknown', { n: s.n, m: s.m });
}

/** The key under the tree: [swatch kind, i18n key] pairs. */
export const treeLegend = [
  ['placed', 'coloring.tree-key-colored'],
  ['conflict', 'coloring.tree-key-refused'],
  ['solution', 'coloring.tree-key-coloring'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
  ['root', 'tree.key-root'],
];

/** Graph colouring's words in the node-link tree's key (views/node-tree.js `nodeLegend`). */
export const treeNodeKeys = { pruned: 'coloring.tree-key-pruned', edge: 'coloring.tree-key-edge' };

/** Cell size of the tree's strips (m colours each), px. */
const TREE_CELL = 12;

/** How the tree panel draws the search's tree: strips of the m colours, one level per vertex. */
export function treeSpec(s) {
  const e = s.event;
  return {
    width: s.m,
    cell: TREE_CELL,
    levelLabel: (k) => t('coloring.tree-level', { k }),
    attrs: (node) => ({ 'data-depth': node.depth, 'data-color': node.choice }),
    trace: { step: s.step, choices: s.x.slice(0, s.t), event: e && { kind: e.kind, choice: e.color } },
    status: (seen, nodes) => t('coloring.tree-status', { seen, nodes }),
    label: (seen, nodes) => t('coloring.tree-label', {
      n: s.n, m: s.m, seen, nodes,
    }),
  };
}

/** The note shown instead of a tree too large to draw at once: [i18n key, params, ask]. */
export function treeNote(tree, { n, m }) {
  const limit = groupDigits(tree.limit);
  return tree.size === 'large'
    ? ['coloring.tree-ask', { auto: limit }, true]
    : ['coloring.tree-too-big', { n, m, max: limit }, false];
}

/**
 * The result the page shows on `puzzle-result`: `count` (colourings found so far), `x`
 * (the first colouring found, its colours joined by `-`, empty before any), `done`.
 */
export function result(s) {
  return {
    count: s.counters.solutions,
    x: s.first.join('-'),
    done: s.finished,
  };
}

// ---- Link and page meta ---------------------------------------------------------------

/** The link fields of the graph `g` (the slice): as the wasm link object has them. */
export function graphFields(g) {
  return {
    puzzle: 'coloring', vertices: g.n, edges: g.edges.flat(), colors: g.m,
  };
}

/**
 * The link (the object the wasm `format_link` takes) to what the slice shows: the search
 * (`stepper`, its stepper slice) at its step (none at step 0 of the all-colourings search).
 */
export function link(g, stepper) {
  return modeLink(graphFields(g), g.allSolutions, stepper);
}

/** The page's title and link-preview description. */
export function meta(g, stepper) {
  const { n, m } = g;
  return {
    title: `${t('coloring.meta-search', { n, m, step: stepper.snapshot?.step ?? 0 })} · ${t('coloring.site')}`,
    description: t('coloring.meta-description', { n, m }),
  };
}

/**
 * A wasm stepper of the graph `g` (`{ n, edges ([a, b] pairs), m }`, the module's
 * `new_stepper`), wrapped to hand out decoded snapshots. The page's `wasm` is not used.
 */
export function newStepper(_wasm, { n, edges, m }, { allSolutions }) {
  return withSnapshots(pkg.new_stepper(n, Uint32Array.from(edges.flat()), m, allSolutions), decodeColoring);
}

/** Graph colouring's parts of the notes' generic template, in the page's language. */
export function templateParts() {
  const part = (name) => t(`coloring.tpl-${name}`);
  return {
    f: part('f'), g: part('g'), h: part('h'), constraint: part('constraint'), bound: part('bound'),
    solution: part('solution'), output: part('output'), note: null,
  };
}

/** The function that killed the node of a conflict: ok(t, i) (graph colouring has no bounding function). */
export function templateCause(_snapshot) {
  return 'constraint';
}

/**
 * The instances the Compare view's chart grows through (app/compare.js `chart`): the cycle
 * of n = 3 to 12 vertices (the most the puzzle takes) with m = 3 colours. Exhaustive search
 * passes the engine's cap on nodes from n = 11.
 */
export function compareSizes() {
  const sizes = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => ({
    x: n, size: { n, m: 3, edges: Array.from({ length: n }, (_, k) => [k + 1, ((k + 1) % n) + 1]) },
  }));
  return { label: 'coloring.compare-size', sizes };
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
