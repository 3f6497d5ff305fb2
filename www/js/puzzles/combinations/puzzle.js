//! What is particular to the combinations (组合输出: every r-element combination of 1…n in
//! increasing order, the course notes' example of an implicit constraint and a sharper
//! bound) as the page shows it: the decode of its packed stepper view, the words for each
//! event (why a node dies, with its numbers), the notes' procedure backtrack(t) with its
//! `constraint` and `bound` lines, its parts of the notes' generic template, and its link
//! and page meta as data. Pure (no DOM): unit-tested in Node
//! (tests/unit/puzzles/combinations/). The search runs in Rust (src/puzzles/combinations/
//! on the engine of src/search.rs) in a wasm module of its own (www/pkg/combinations*),
//! which `ready()` loads; reference output in docs/REFERENCE.md (n = 5, r = 3: 123 124 125
//! 134 135 145 234 235 245 345).

import { getLang, t } from '../../lib/i18n.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/combinations.js';
import * as combWasm from '../../../pkg/combinations.js';
import './strings.js';
import { puzzleOf } from '../contract.js';
import { treeStepperWords } from '../../views/stepper-words.js';
import * as self from './puzzle.js';

export const id = 'combinations';

/** The combinations' wasm module (www/pkg/combinations_bg.wasm). */
export const WASM = new URL('../../../pkg/combinations_bg.wasm', import.meta.url);

/** Loads the module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: combWasm }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

/** The textbook instance (the core's: what a bare `puzzle=combinations` link opens). */
export function textbook() {
  const { n, r, bound } = combWasm.parse_link('puzzle=combinations');
  return { n, r, bound };
}

/**
 * A decoded event (wasm/decode.js, named by the stepper's layout: the crate's `View`) in
 * the combinations' words: a conflict's `cause` as 'constraint' (x[t] ≤ x[t − 1]) or
 * 'bound' (x[t] > n − r + t).
 */
export function combEvent(event) {
  if (!event) return null;
  if (event.kind !== 'conflict') return event;
  return { ...event, cause: event.cause === 1 ? 'constraint' : 'bound' };
}

/**
 * The snapshot from the wasm stepper's `view()` (`new_stepper`, named by its `layout()`):
 * `{ n, r, bound, x, output, step, finished, event, executing, counters, nodesWith,
 * nodesWithout }`: `x` the values chosen so far (x[1..t]), `output` the combinations
 * output so far (arrays of r values, in the order output), `bound` whether the search uses
 * x[t] ≤ n − r + t; `counters` with `constraint` and `bound`, the nodes each killed;
 * `nodesWith` / `nodesWithout` the nodes the whole search generates with and without the
 * bound (root included).
 */
export function decodeCombinations(packed, shape) {
  const {
    step, finished, event, counters, executing, tail,
  } = decodeHead(packed, shape);
  const {
    n, r, bound, x, count, output, constraint_prunes: constraint, bound_prunes: killedByBound,
    nodes_with: nodesWith, nodes_without: nodesWithout,
  } = decodeTail(packed, shape, tail);
  const combos = Array.from({ length: count }, (_, i) => output.slice(i * r, (i + 1) * r));
  return {
    n,
    r,
    bound: bound === 1,
    x,
    output: combos,
    step,
    finished,
    event: combEvent(event),
    executing,
    counters: { ...counters, constraint, bound: killedByBound },
    nodesWith,
    nodesWithout,
  };
}

export const decode = decodeCombinations;

/** A combination as the notes print it: its digits run together (`123`; n ≤ 9). */
export const printed = (combo) => combo.join('');

/** x so far with the places still open, as `(1, 2, _)`. */
export function partialX(s) {
  return `(${Array.from({ length: s.r }, (_, i) => s.x[i] ?? '_').join(', ')})`;
}

/**
 * The result the page shows on `puzzle-result`: `x` (the last combination output, its
 * values joined by `-`, empty before the first), `count` (combinations output so far),
 * `done`, and `text`, the output so far as the notes print it (`123 124 125`).
 */
export function result(s) {
  const last = s.output[s.output.length - 1];
  return {
    x: last ? last.join('-') : '',
    count: s.output.length,
    done: s.finished,
    text: s.output.map(printed).join(' '),
  };
}

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(s) {
  const e = s.event;
  if (!e) return t(s.bound ? 'comb.event-ready' : 'comb.event-ready-nobound', { n: s.n, r: s.r });
  switch (e.kind) {
    case 'place':
      return t(s.bound ? 'comb.event-place' : 'comb.event-place-nobound', {
        t: e.depth, v: e.value, prev: e.prev, limit: e.limit,
      });
    case 'conflict':
      return t(e.cause === 'constraint' ? 'comb.event-constraint' : 'comb.event-bound', {
        t: e.depth, v: e.value, prev: e.prev, limit: e.limit, n: s.n, r: s.r,
      });
    case 'remove':
      return t('comb.event-remove', { t: e.depth, v: e.value });
    case 'solution':
      return t('comb.event-output', { c: printed(s.output[s.output.length - 1] ?? []), k: e.number });
    case 'done':
      return t('comb.event-done', { count: s.output.length, n: s.n, r: s.r });
    default:
      return '';
  }
}

/** Why a killed node died, in words with its numbers, from its event. */
export function killReason(e) {
  if (e.cause === 'constraint') return t('comb.kill-constraint', { t: e.depth, v: e.value, prev: e.prev });
  return t('comb.kill-bound', { t: e.depth, v: e.value, limit: e.limit });
}

/** A killed node's numbers, as drawn under it: `≤ 2` (x[t − 1] = 2), `> 4` (n − r + t = 4). */
export function killNumbers(e) {
  return e.cause === 'constraint' ? `≤${e.prev}` : `>${e.limit}`;
}

// ---- The procedure backtrack(t) -------------------------------------------------------

/**
 * [id, indent, text]; ids are the core's `Combinations::LINES` (null: a body line, never
 * current). The notes' backtrack(t) over the explicit constraint, with the implicit
 * constraint and the bound tested in turn; its comments and the words of `main` are the
 * page's (`comb.code-…` keys).
 */
const BACKTRACK = (bound) => [
  ['proc', 0, 'backtrack(t):'],
  ['leaf', 1, `if t > r: output(x); return   // ${t('comb.code-output')}`],
  ['loop', 1, `for i = 1 to n:   // ${t('comb.code-explicit')}`],
  [null, 2, 'x[t] = i'],
  ['constraint', 2, `if x[t] > x[t−1]   // constraint(t), ${t('comb.code-implicit')}`],
  ['bound', 3, bound ? `and x[t] ≤ n − r + t:   // ${t('comb.code-bound')}` : `and true:   // bound(t), ${t('comb.code-bound-off')}`],
  [null, 4, 'backtrack(t + 1)'],
  ['undo', 2, `// ${t('comb.code-next')}`],
  ['main', 0, 'main:  x[0] = 0'],
  ['start', 1, 'backtrack(1)'],
  ['end', 1, `// ${t('comb.code-end')}`],
];

/** The notes give this search in its recursive form here (the code panel disables its choice). */
export const templates = ['recursive'];

/**
 * The procedure for the code panel: `{ key, lines, terms }`, in the page's language, for
 * the search with or without the bound (`options.bound`, default with); `terms` names the
 * solution vector and its constraints as the notes do.
 */
export function code(options) {
  const bound = options?.bound ?? true;
  return { key: `combinations:${getLang()}:${bound}`, lines: BACKTRACK(bound), terms: 'comb.code-terms' };
}

/**
 * The combinations' parts of the notes' generic template `iterativeBacktrack()` /
 * `backtrack(t)` (puzzles/contract.js `TemplateParts`), in the page's language.
 */
export function templateParts() {
  const part = (name) => t(`comb.tpl-${name}`);
  return {
    f: '1', g: 'n', h: 'i', constraint: part('constraint'), bound: part('bound'),
    solution: 't = r', output: part('output'), note: part('note'),
  };
}

/** The function that killed the node of a conflict: its cause, as the core gives it. */
export function templateCause(snapshot) {
  return snapshot.event?.cause === 'bound' ? 'bound' : 'constraint';
}

/** The line the last event executes, its caller and the depth t, as the core decides them. */
export function executing(snapshot) {
  return snapshot.executing;
}

/** The call stack down to `depth`: ['main', 'backtrack(1)', …]. */
export function calls(snapshot, depth) {
  return ['main', ...Array.from({ length: depth }, (_, k) => `backtrack(${k + 1})`)];
}

/** The step's variables in the procedure's names: `t = 2, x = (1, 3, _)`. */
export function variables(s) {
  if (!s.event) return t('comb.vars-start', { n: s.n, r: s.r });
  if (s.event.kind === 'done') return t('comb.vars-done', { count: s.output.length });
  const depth = s.executing.depth || s.x.length;
  return `t = ${depth}, x = ${partialX(s)}`;
}

/** One short line of the event log for a step's head (wasm/decode.js `decodeHead`). */
export function logLine(head) {
  const e = combEvent(head.event);
  switch (e?.kind) {
    case 'place': return t('log.comb-place', { t: e.depth, v: e.value });
    case 'conflict':
      return e.cause === 'constraint' ? t('log.comb-constraint', { t: e.depth, v: e.value, prev: e.prev })
        : t('log.comb-bound', { t: e.depth, v: e.value, limit: e.limit });
    case 'remove': return t('log.comb-remove', { t: e.depth, v: e.value });
    case 'solution': return t('log.comb-output', { k: e.number });
    case 'done': return t('log.done');
    default: return t('log.comb-start');
  }
}

/** The deepest depth "run to depth t" offers: r. */
export function maxDepth(snapshot) {
  return Math.max(1, snapshot.r);
}

/** The counters under the controls, after the step count. */
export const counters = [
  { name: 'nodes', label: 'comb.nodes', value: (c) => c.placements + c.constraint + c.bound + 1 },
  { name: 'killed-constraint', label: 'comb.killed-constraint', value: (c) => c.constraint },
  { name: 'killed-bound', label: 'comb.killed-bound', value: (c) => c.bound },
  { name: 'output', label: 'comb.output-count', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel. */
export const words = treeStepperWords('comb', { solution: 'output', runTo: 'depth' });

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(snapshot) {
  return t('comb.timeline-unknown', { n: snapshot.n });
}

// ---- Link and page meta ---------------------------------------------------------------

/**
 * The link (the object the wasm `format_link` takes) to what `slice` (`{ n, r, bound }`)
 * shows, with the search (`stepper`, its stepper slice) at its step.
 */
export function link(slice, stepper) {
  const step = stepper.seekTarget ?? stepper.seekAsk?.target ?? stepper.snapshot?.step ?? 0;
  const fields = {
    puzzle: 'combinations', n: slice.n, r: slice.r, bound: slice.bound,
  };
  return step === 0 ? fields : { ...fields, step };
}

/** The page's title and link-preview description. */
export function meta(slice, stepper) {
  const head = t('comb.meta-search', { n: slice.n, r: slice.r, step: stepper.snapshot?.step ?? 0 });
  return { title: `${head} · ${t('comb.site')}`, description: t('comb.meta-description') };
}

/**
 * A wasm stepper (`new_stepper`) of the instance `{ n, r, bound }` (the textbook one when
 * none is given), wrapped to hand out decoded snapshots. The page's `wasm` is not used.
 */
export function newStepper(_wasm, instance = textbook()) {
  const { n, r, bound } = instance;
  return withSnapshots(combWasm.new_stepper(n, r, bound), decodeCombinations);
}

/** The solution-space tree of the whole search (src/search.rs `tree`), packed, or undefined. */
export function packedTree({ n, r, bound }, maxNodes) {
  const s = combWasm.new_stepper(n, r, bound);
  const packed = s.tree(maxNodes);
  s.free();
  return packed;
}

/**
 * The instances the Compare view's chart grows through (app/compare.js `chart`): n = 3 to
 * 9 (the most the puzzle takes), r = ⌈n / 2⌉, with the bounding function.
 */
export function compareSizes() {
  return { label: 'comb.compare-size', sizes: [3, 4, 5, 6, 7, 8, 9].map((n) => ({ x: n, size: { n, r: Math.ceil(n / 2), bound: true } })) };
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
