//! What is particular to 0-1 knapsack by backtracking (the course notes' example of the
//! bounding function, 限界函数) as the page shows it: the decode of its packed stepper view,
//! the words for each event (why a node dies, with its numbers), the notes' procedure
//! backtrack(t) with its `constraint` and `bound` lines, and its link and page meta as data.
//! Pure (no DOM): unit-tested in Node (tests/unit/puzzles/knapsack/knapsack.test.js). The search runs in
//! Rust (src/puzzles/knapsack/ on the engine of src/search.rs) in a wasm module of its own
//! (www/pkg/knapsack*), which `ready()` loads; reference
//! trace in docs/REFERENCE.md (n = 3, weights 16, 15, 15, values 45, 25, 25,
//! capacity 30: best 50 with x = (0, 1, 1)).

import { getLang, groupDigits, t } from '../../lib/i18n.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/knapsack.js';
import * as knap from '../../../pkg/knapsack.js';
import './strings.js';
import { puzzleOf } from '../contract.js';
import { treeStepperWords } from '../../views/stepper-words.js';
import * as self from './puzzle.js';

export const id = 'knapsack';

/** The knapsack's wasm module (www/pkg/knapsack_bg.wasm). */
export const WASM = new URL('../../../pkg/knapsack_bg.wasm', import.meta.url);

/** Loads the knapsack's wasm module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: knap }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

/** The textbook instance (the core's: what a bare `puzzle=knapsack` link opens). */
export function textbook() {
  const { w, v, c } = knap.parse_link('puzzle=knapsack');
  return { w, v, c };
}

/**
 * The instances the Compare view's chart grows through (app/compare.js): n = 3 to 20 items,
 * each `{ x, size }`, item i (1-based) of weight 1 + (37 i mod 50) and value 1 + (53 i mod
 * 60), the capacity half their total weight; and the i18n key of the x axis's label.
 */
export function compareSizes() {
  const sizes = [3, 5, 8, 10, 12, 14, 16, 18, 20].map((n) => {
    const items = Array.from({ length: n }, (_, k) => k + 1);
    const w = items.map((i) => 1 + ((37 * i) % 50));
    const v = items.map((i) => 1 + ((53 * i) % 60));
    return { x: n, size: { w, v, c: Math.floor(w.reduce((a, b) => a + b, 0) / 2) } };
  });
  return { label: 'knap.compare-size', sizes };
}

/** A bound num / den as the notes write it: `50`, `68⅓`, `41 3/7`, `12,345½`. */
export function fraction(num, den) {
  if (den === 1) return groupDigits(num);
  const whole = groupDigits(Math.floor(num / den));
  let [a, b] = [num % den, den];
  if (a === 0) return whole;
  const gcd = (x, y) => (y === 0 ? x : gcd(y, x % y));
  const g = gcd(a, b);
  [a, b] = [a / g, b / g];
  const glyph = {
    '1/2': '½', '1/3': '⅓', '2/3': '⅔', '1/4': '¼', '3/4': '¾', '1/5': '⅕', '1/6': '⅙', '1/8': '⅛',
  }[`${a}/${b}`];
  if (glyph) return whole === '0' ? glyph : `${whole}${glyph}`;
  return whole === '0' ? `${a}/${b}` : `${whole} ${a}/${b}`;
}

/**
 * A decoded event (wasm/decode.js, named by the stepper's layout: the crate's `View`) in
 * the knapsack's words: `take` for choice 1, `newBest` for a leaf that became the best.
 */
export function knapsackEvent(event) {
  if (!event) return null;
  const { choice, newest, ...rest } = event;
  if (event.kind === 'solution') return { ...rest, newBest: newest === 1 };
  return choice === undefined ? rest : { ...rest, take: choice === 1 };
}

/**
 * The knapsack's snapshot from the wasm stepper's `view()` (`new_stepper`, named by its `layout()`):
 * `{ n, capacity, weight, value, bound: { num, den }, best, found, items, taken, bestX,
 * step, finished, event, executing, counters }`; `items` in the search's order
 * `[{ item (1-based given number), weight, value }]`, `taken` the decisions so far (1 =
 * taken, search order), `bestX` the best x in the given order (0s before any leaf, `found`
 * false); `counters` with `constraint` and `bound`, the nodes each function killed.
 */
export function decodeKnapsack(packed, shape) {
  const {
    step, finished, event, counters, executing, tail,
  } = decodeHead(packed, shape);
  const {
    n, capacity, weight, value, num, den, best, found, order, weights, values, taken,
    best_x: bestX, constraint_prunes: constraint, bound_prunes: bound,
  } = decodeTail(packed, shape, tail);
  const items = order.map((item, d) => ({ item, weight: weights[d], value: values[d] }));
  return {
    n,
    capacity,
    weight,
    value,
    bound: { num, den },
    best,
    found: found === 1,
    items,
    taken,
    bestX,
    step,
    finished,
    event: knapsackEvent(event),
    executing,
    counters: { ...counters, constraint, bound },
  };
}

export const decode = decodeKnapsack;

/** x in the items' given order (1 taken, 0 skipped, '_' undecided) as `(0, 1, _)`. */
export function givenX(snapshot, taken = snapshot.taken) {
  const x = new Array(snapshot.n).fill('_');
  taken.forEach((v, d) => { x[snapshot.items[d].item - 1] = v; });
  return `(${x.join(', ')})`;
}

/** The items' numbers in the search's order: `1, 2, 3`. */
export function searchOrder(snapshot) {
  return snapshot.items.map((it) => it.item).join(', ');
}

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(s) {
  const e = s.event;
  const c = s.capacity;
  if (!e) return t('knap.event-ready', { n: s.n, c, order: searchOrder(s) });
  switch (e.kind) {
    case 'place':
      if (e.take) return t('knap.event-take', { i: e.item, w: e.weight, c, v: e.value });
      return t('knap.event-skip', { i: e.item, bound: fraction(e.num, e.den), best: e.best });
    case 'conflict':
      if (e.take) return t('knap.event-heavy', { i: e.item, w: e.weight, c: e.capacity });
      return t('knap.event-bound', { i: e.item, bound: fraction(e.num, e.den), best: e.best });
    case 'remove':
      return t('knap.event-remove', { i: e.item, x: e.take ? 1 : 0 });
    case 'solution':
      return t(e.newBest ? 'knap.event-leaf-best' : 'knap.event-leaf', { x: givenX(s), v: e.value, best: s.best });
    case 'done':
      if (!s.found) return t('knap.event-done-none', { nodes: s.counters.placements + 1 });
      return t('knap.event-done', {
        best: s.best, x: `(${s.bestX.join(', ')})`, nodes: s.counters.placements + 1, cp: s.counters.constraint, bp: s.counters.bound,
      });
    default:
      return '';
  }
}

/** Why a killed node died, in words with its numbers ("bound 25 ≤ best 50"), from its event. */
export function killReason(e) {
  if (e.take) return t('knap.kill-heavy', { w: e.weight, c: e.capacity });
  return t('knap.kill-bound', { bound: fraction(e.num, e.den), best: e.best });
}

// ---- The procedure backtrack(t) -------------------------------------------------------

/**
 * [id, indent, text]; ids are the core's `Knapsack::LINES` (null: a body line, never
 * current). The code is the same in every language; its comments and the words of `main`
 * are the page's (`knap.code-…` keys).
 */
const BACKTRACK = () => [
  ['proc', 0, 'backtrack(t):'],
  ['leaf', 1, 'if t > n: if cv > bestv: bestv = cv; bestx = x;  return'],
  ['take', 1, `if constraint(t):   // cw + w[t] ≤ c   ${t('knap.code-constraint')}`],
  [null, 2, 'x[t] = 1; cw += w[t]; cv += v[t]; backtrack(t + 1)'],
  ['untake', 2, 'cw −= w[t]; cv −= v[t]'],
  ['skip', 1, `if bound(t):   // cv + r(t) > bestv   ${t('knap.code-bound')}`],
  [null, 2, 'x[t] = 0; backtrack(t + 1)'],
  ['undo', 1, `return   // ${t('knap.code-return')}`],
  ['main', 0, `main:  ${t('knap.code-sort')};  cw = cv = bestv = 0`],
  ['start', 1, 'backtrack(1)'],
  ['end', 1, 'print bestv, bestx'],
];

/** The notes give the knapsack's search in its recursive form only (the code panel disables its choice). */
export const templates = ['recursive'];

/**
 * The procedure for the code panel: `{ key, lines }`, in the page's language. The bound
 * r(t) is the greedy fractional value of the items after t in the room c − cw.
 */
export function code() {
  return { key: `knapsack:${getLang()}`, lines: BACKTRACK(), terms: 'knap.code-terms' };
}

/** The line the last event executes, its caller and the depth t, as the core decides them. */
export function executing(snapshot) {
  return snapshot.executing;
}

/** The call stack down to `depth`: ['main', 'backtrack(1)', …]. */
export function calls(snapshot, depth) {
  return ['main', ...Array.from({ length: depth }, (_, k) => `backtrack(${k + 1})`)];
}

/** The step's variables in the procedure's names: `t = 2, cw = 16, cv = 45, bestv = 0`. */
export function variables(s) {
  if (!s.event) return t('knap.vars-start', { c: s.capacity });
  if (s.event.kind === 'done') return t('knap.vars-done', { best: s.best });
  const depth = s.executing.depth || s.taken.length;
  return `t = ${depth}, cw = ${s.weight}, cv = ${s.value}, bestv = ${s.best}`;
}

/** One short line of the event log for a step's head (wasm/decode.js `decodeHead`). */
export function logLine(head) {
  const e = knapsackEvent(head.event);
  switch (e?.kind) {
    case 'place':
      return e.take ? t('log.knap-take', { i: e.item, w: e.weight, v: e.value })
        : t('log.knap-skip', { i: e.item, bound: fraction(e.num, e.den), best: e.best });
    case 'conflict':
      return e.take ? t('log.knap-heavy', { i: e.item, w: e.weight, c: e.capacity })
        : t('log.knap-bound', { i: e.item, bound: fraction(e.num, e.den), best: e.best });
    case 'remove': return t('log.knap-remove', { i: e.item, x: e.take ? 1 : 0 });
    case 'solution': return t(e.newBest ? 'log.knap-leaf-best' : 'log.knap-leaf', { v: e.value });
    case 'done': return t('log.done');
    default: return t('log.knap-start');
  }
}

/** The deepest depth "run to item t" offers: n. */
export function maxDepth(snapshot) {
  return Math.max(1, snapshot.n);
}

/** The counters under the controls, after the step count. */
export const counters = [
  { name: 'nodes', label: 'knap.nodes', value: (c) => c.placements + 1 },
  { name: 'killed-constraint', label: 'knap.killed-constraint', value: (c) => c.constraint },
  { name: 'killed-bound', label: 'knap.killed-bound', value: (c) => c.bound },
  { name: 'leaves', label: 'knap.leaves', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel. */
export const words = treeStepperWords('knap', { solution: 'leaf', runTo: 'item' });

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(snapshot) {
  return t('knap.timeline-unknown', { n: snapshot.n });
}

// ---- Link and page meta ---------------------------------------------------------------

/**
 * The link (the object the wasm `format_link` takes) to what `knap` (the knapsack's
 * slice: `{ w, v, c }`) shows, with the search (`stepper`, its stepper slice) at its step.
 */
export function link(knap, stepper) {
  const step = stepper.seekTarget ?? stepper.seekAsk?.target ?? stepper.snapshot?.step ?? 0;
  const fields = {
    puzzle: 'knapsack', w: knap.w, v: knap.v, c: knap.c,
  };
  return step === 0 ? fields : { ...fields, step };
}

/** The page's title and link-preview description. */
export function meta(knap, stepper) {
  const head = t('knap.meta-search', { n: knap.w.length, c: knap.c, step: stepper.snapshot?.step ?? 0 });
  return { title: `${head} · ${t('knap.site')}`, description: t('knap.meta-description') };
}

/**
 * A wasm stepper (`new_stepper`) of the instance `{ w, v, c }` (the knapsack's own module,
 * loaded by `ready()`), wrapped to hand out decoded snapshots. The page's `wasm` is not used.
 */
export function newStepper(_wasm, { w, v, c }) {
  return withSnapshots(knap.new_stepper(Uint32Array.from(w), Uint32Array.from(v), c), decodeKnapsack);
}

/** The best value by dynamic programming (the core's `dp_best`), to show beside the search's. */
export function dpBest({ w, v, c }) {
  return knap.knapsack_dp(Uint32Array.from(w), Uint32Array.from(v), c);
}

/** The solution-space tree of the whole search (src/search.rs `tree`), packed, or undefined. */
export function packedTree({ w, v, c }, maxNodes) {
  const s = knap.new_stepper(Uint32Array.from(w), Uint32Array.from(v), c);
  const packed = s.tree(maxNodes);
  s.free();
  return packed;
}

/**
 * The knapsack's parts of the notes' generic template `iterativeBacktrack()` /
 * `backtrack(t)` (puzzles/contract.js `TemplateParts`), in the page's language.
 */
export function templateParts() {
  const part = (name) => t(`knap.tpl-${name}`);
  return {
    f: part('f'), g: part('g'), h: part('h'), constraint: part('constraint'), bound: part('bound'),
    solution: part('solution'), output: part('output'), note: part('note'),
  };
}

/** The function that killed the node of a conflict: a take too heavy, or a skip bounded. */
export function templateCause(snapshot) {
  return snapshot.event?.take ? 'constraint' : 'bound';
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
