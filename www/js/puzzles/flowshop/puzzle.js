//! What is particular to batch job scheduling (批处理作业调度: the two-machine flow shop
//! over the course notes' permutation tree with a bounding function) as the page shows it:
//! the decode of its packed stepper view, the words for each event (why a node dies, with
//! its numbers), the notes' procedure backtrack(t) in the swap form, its parts of the
//! notes' generic template, and its link and page meta as data. Pure (no DOM): unit-tested
//! in Node (tests/unit/puzzles/flowshop/). The search runs in Rust (src/puzzles/flowshop/ on
//! the engine of src/search.rs) in a wasm module of its own (www/pkg/flowshop*), which
//! `ready()` loads; reference values in docs/REFERENCE.md ((t1, t2) = (2, 1), (3, 1), (2, 3):
//! best f = 18 in the order 1, 3, 2).

import { getLang, t } from '../../lib/i18n.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/flowshop.js';
import * as flowWasm from '../../../pkg/flowshop.js';
import './strings.js';
import { puzzleOf } from '../contract.js';
import { treeStepperWords } from '../../views/stepper-words.js';
import * as self from './puzzle.js';

export const id = 'flowshop';

/** The flow shop's wasm module (www/pkg/flowshop_bg.wasm). */
export const WASM = new URL('../../../pkg/flowshop_bg.wasm', import.meta.url);

/** Loads the module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: flowWasm }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

/** The textbook instance (the core's: what a bare `puzzle=flowshop` link opens). */
export function textbook() {
  const { t1, t2 } = flowWasm.parse_link('puzzle=flowshop');
  return { t1, t2 };
}

/**
 * The snapshot from the wasm stepper's `view()` (`new_stepper`, named by its `layout()`):
 * `{ n, found, best, bestX, f, depth, order, f1s, f2s, t1, t2, step, finished, event,
 * executing, counters }`: `best` bestf (Infinity before any leaf, `found` false), `bestX`
 * its order, `f` the partial sum of F₂ at the current node, `order` the swap form's x (its
 * first `depth` jobs are the order so far), `f1s` / `f2s` F₁ and F₂ of the jobs placed;
 * `counters` with `bound`, the nodes the bounding function killed. Events carry `job`
 * (the job tried or undone) and, for a try, `f1`, `f2`, `f` and `best` (bestf then).
 */
export function decodeFlowshop(packed, shape) {
  const {
    step, finished, event, counters, executing, tail,
  } = decodeHead(packed, shape);
  const {
    n, found, best, best_x: bestX, f, depth, order, ends_one: f1s, ends_two: f2s, times_one: t1, times_two: t2,
    bound_prunes: bound,
  } = decodeTail(packed, shape, tail);
  const bestf = found === 1 ? best : Infinity;
  let e = event;
  if (event && (event.kind === 'place' || event.kind === 'conflict')) {
    const { end_one: f1, end_two: f2, ...rest } = event;
    e = {
      ...rest, f1, f2, best: bestf,
    };
  }
  return {
    n,
    found: found === 1,
    best: bestf,
    bestX: found === 1 ? bestX : [],
    f,
    depth,
    order,
    f1s,
    f2s,
    t1,
    t2,
    step,
    finished,
    event: e,
    executing,
    counters: { ...counters, bound },
  };
}

export const decode = decodeFlowshop;

/** bestf as shown: ∞ before any leaf. */
export const bestText = (best) => (Number.isFinite(best) ? String(best) : '∞');

/** The order so far (x[1..t]) with the places left, as `(1, 3, _)`. */
export function partialOrder(s) {
  return `(${Array.from({ length: s.n }, (_, i) => (i < s.depth ? s.order[i] : '_')).join(', ')})`;
}

/**
 * The result the page shows on `puzzle-result`: `best` (bestf so far, empty before any
 * leaf), `x` (the best order joined by `-`, empty before any leaf), `count` (leaves
 * reached) and `done`.
 */
export function result(s) {
  return {
    best: s.found ? String(s.best) : '',
    x: s.found ? s.bestX.join('-') : '',
    count: s.counters.solutions,
    done: s.finished,
  };
}

/** The words' numbers of a job tried (place or conflict). */
const triedParams = (e) => ({
  t: e.depth, j: e.job, f1: e.f1, f2: e.f2, f: e.f, best: bestText(e.best),
});

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(s) {
  const e = s.event;
  if (!e) return t('flow.event-ready', { n: s.n });
  switch (e.kind) {
    case 'place':
      return t(s.found ? 'flow.event-place' : 'flow.event-place-first', triedParams(e));
    case 'conflict':
      return t('flow.event-bound', triedParams(e));
    case 'remove':
      return t('flow.event-remove', { t: e.depth, j: e.job });
    case 'solution':
      return t('flow.event-leaf', { x: partialOrder(s), f: e.f });
    case 'done':
      return t('flow.event-done', { best: s.best, x: `(${s.bestX.join(', ')})` });
    default:
      return '';
  }
}

/** Why a killed node died, in words with its numbers, from its event. */
export function killReason(e) {
  return t('flow.kill-bound', { f: e.f, best: bestText(e.best) });
}

/** A killed node's numbers: `f = 19 ≥ bestf = 18`. */
export function killNumbers(e) {
  return `f = ${e.f} ≥ bestf = ${bestText(e.best)}`;
}

// ---- The procedure backtrack(t) -------------------------------------------------------

/**
 * [id, indent, text]; ids are the core's `Flowshop::LINES` (null: a body line, never
 * current). The notes' Backtrack(i) of 王晓东 5.3 in its swap form, with the loop's j
 * named i and the times t1, t2 as M[x[i]][1], M[x[i]][2]; its comments and the words of
 * `main` are the page's (`flow.code-…` keys).
 */
const BACKTRACK = () => [
  ['proc', 0, 'backtrack(t):'],
  ['leaf', 1, 'if t > n: bestx = x; bestf = f;  return'],
  ['loop', 1, `for i = t to n:   // ${t('flow.code-loop')}`],
  ['times', 2, 'f1 += t1[x[i]];  f2[t] = max(f2[t−1], f1) + t2[x[i]];  f += f2[t]'],
  ['bound', 2, `if f < bestf:   // bound(t), ${t('flow.code-bound')}`],
  [null, 3, 'swap(x[t], x[i]); backtrack(t + 1)'],
  ['unswap', 3, `swap(x[t], x[i])   // ${t('flow.code-unswap')}`],
  [null, 2, 'f1 −= t1[x[i]];  f −= f2[t]'],
  ['main', 0, 'main:  x = (1, 2, …, n);  f1 = f = f2[0] = 0;  bestf = ∞'],
  ['start', 1, 'backtrack(1)'],
  ['end', 1, `print bestf, bestx;  ${t('flow.code-end')}`],
];

/** The notes give this search in its recursive form here (the code panel disables its choice). */
export const templates = ['recursive'];

/**
 * The procedure for the code panel: `{ key, lines, terms }`, in the page's language;
 * `terms` names the solution vector and its constraints as the notes do.
 */
export function code() {
  return { key: `flowshop:${getLang()}`, lines: BACKTRACK(), terms: 'flow.code-terms' };
}

/**
 * Batch job scheduling's parts of the notes' generic template `iterativeBacktrack()` /
 * `backtrack(t)` (puzzles/contract.js `TemplateParts`), in the page's language. The
 * permutation tree adapts the template: h(i) is not a value but the swap of x[t] and x[i]
 * (undone after the subtree), and the bound needs bestf, the best found so far.
 */
export function templateParts() {
  const part = (name) => t(`flow.tpl-${name}`);
  return {
    f: 't', g: 'n', h: part('h'), constraint: part('constraint'), bound: part('bound'),
    solution: 't = n', output: part('output'), note: part('note'),
  };
}

/** The function that killed the node of a conflict: always the bound (the swap form has no constraint to fail). */
export function templateCause() {
  return 'bound';
}

/** The line the last event executes, its caller and the depth t, as the core decides them. */
export function executing(snapshot) {
  return snapshot.executing;
}

/** The call stack down to `depth`: ['main', 'backtrack(1)', …]. */
export function calls(snapshot, depth) {
  return ['main', ...Array.from({ length: depth }, (_, k) => `backtrack(${k + 1})`)];
}

/** The step's variables in the procedure's names: `t = 2, f1 = 4, f = 10, bestf = 19`. */
export function variables(s) {
  if (!s.event) return t('flow.vars-start');
  if (s.event.kind === 'done') return t('flow.vars-done', { best: bestText(s.best) });
  const depth = s.executing.depth || s.depth;
  const f1 = s.depth ? s.f1s[s.depth - 1] : 0;
  return `t = ${depth}, x = ${partialOrder(s)}, f1 = ${f1}, f = ${s.f}, bestf = ${bestText(s.best)}`;
}

/** One short line of the event log for a step's head (wasm/decode.js `decodeHead`). */
export function logLine(head) {
  const e = head.event;
  switch (e?.kind) {
    case 'place': return t('log.flow-place', { t: e.depth, j: e.job, f: e.f });
    case 'conflict': return t('log.flow-bound', { t: e.depth, j: e.job, f: e.f });
    case 'remove': return t('log.flow-remove', { t: e.depth, j: e.job });
    case 'solution': return t('log.flow-leaf', { f: e.f });
    case 'done': return t('log.done');
    default: return t('log.flow-start');
  }
}

/** The deepest depth "run to depth t" offers: n. */
export function maxDepth(snapshot) {
  return Math.max(1, snapshot.n);
}

/** The counters under the controls, after the step count. */
export const counters = [
  { name: 'nodes', label: 'flow.nodes', value: (c) => c.placements + 1 },
  { name: 'killed-bound', label: 'flow.killed-bound', value: (c) => c.bound },
  { name: 'leaves', label: 'flow.leaves', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel. */
export const words = treeStepperWords('flow', { solution: 'leaf', runTo: 'depth' });

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(snapshot) {
  return t('flow.timeline-unknown', { n: snapshot.n });
}

// ---- Link and page meta ---------------------------------------------------------------

/**
 * The link (the object the wasm `format_link` takes) to what `slice` (`{ t1, t2 }`) shows,
 * with the search (`stepper`, its stepper slice) at its step.
 */
export function link(slice, stepper) {
  const step = stepper.seekTarget ?? stepper.seekAsk?.target ?? stepper.snapshot?.step ?? 0;
  const fields = { puzzle: 'flowshop', t1: slice.t1, t2: slice.t2 };
  return step === 0 ? fields : { ...fields, step };
}

/** The page's title and link-preview description. */
export function meta(slice, stepper) {
  const head = t('flow.meta-search', { n: slice.t1.length, step: stepper.snapshot?.step ?? 0 });
  return { title: `${head} · ${t('flow.site')}`, description: t('flow.meta-description') };
}

/**
 * A wasm stepper (`new_stepper`) of the instance `{ t1, t2 }` (the textbook one when none
 * is given), wrapped to hand out decoded snapshots. The page's `wasm` is not used.
 */
export function newStepper(_wasm, instance = textbook()) {
  const { t1, t2 } = instance;
  return withSnapshots(flowWasm.new_stepper(Uint32Array.from(t1), Uint32Array.from(t2)), decodeFlowshop);
}

/** The solution-space tree of the whole search (src/search.rs `tree`), packed, or undefined. */
export function packedTree({ t1, t2 }, maxNodes) {
  const s = flowWasm.new_stepper(Uint32Array.from(t1), Uint32Array.from(t2));
  const packed = s.tree(maxNodes);
  s.free();
  return packed;
}

/**
 * The jobs of the tree's `nodes` (views/tree-layout.js `treeNodes`: depth, choice 1-based
 * among the jobs not yet placed, parent index or null), in the swap form: x starts as
 * (1, …, n) and choice c at depth t swaps x[t] with x[t + c − 1], so the node's job is the
 * new x[t]. Returns the nodes with `choice` replaced by the job (and `slot` the choice), so
 * the shared drawings label an edge x2=3 with the job placed second.
 */
export function nodesByJob(n, nodes) {
  const orders = [];
  return nodes.map((node, i) => {
    const x = node.parent === null ? Array.from({ length: n }, (_, k) => k + 1) : [...orders[node.parent]];
    const at = node.depth - 1;
    const from = at + node.choice - 1;
    [x[at], x[from]] = [x[from], x[at]];
    orders[i] = x;
    return { ...node, slot: node.choice, choice: x[at] };
  });
}

/**
 * The instances the Compare view's chart grows through (app/compare.js `chart`): n = 2 to
 * 7 jobs, job i taking 1 + (7 i mod 9) on machine 1 and 1 + (5 i mod 8) on machine 2 (7
 * jobs is the most the puzzle takes: a permutation tree of 13,700 nodes).
 */
export function compareSizes() {
  const sizes = [2, 3, 4, 5, 6, 7].map((n) => {
    const jobs = Array.from({ length: n }, (_, k) => k + 1);
    return { x: n, size: { t1: jobs.map((i) => 1 + ((7 * i) % 9)), t2: jobs.map((i) => 1 + ((5 * i) % 8)) } };
  });
  return { label: 'flow.compare-size', sizes };
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
