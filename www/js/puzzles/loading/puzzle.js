//! What is particular to the loading problem (装载问题: the course notes' subset tree with a
//! constraint function and a bounding function) as the page shows it: the decode of its
//! packed stepper view, the words for each event (why a node dies, with its numbers), the
//! notes' procedure backtrack(t) with its `constraint` and `bound` lines, its parts of the
//! notes' generic template, and its link and page meta as data. Pure (no DOM): unit-tested
//! in Node (tests/unit/puzzles/loading/). The search runs in Rust (src/puzzles/loading/ on
//! the engine of src/search.rs) in a wasm module of its own (www/pkg/loading*), which
//! `ready()` loads; reference traces in docs/REFERENCE.md (w = (10, 40, 40), c1 = c2 = 50:
//! bestw 50 with x = (1, 1, 0), loadable; w = (20, 40, 40): bestw 40, not loadable).

import { getLang, t } from '../../lib/i18n.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/loading.js';
import * as loadingWasm from '../../../pkg/loading.js';
import './strings.js';
import { puzzleOf } from '../contract.js';
import { treeStepperWords } from '../../views/stepper-words.js';
import * as self from './puzzle.js';

export const id = 'loading';

/** The loading problem's wasm module (www/pkg/loading_bg.wasm). */
export const WASM = new URL('../../../pkg/loading_bg.wasm', import.meta.url);

/** Loads the module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: loadingWasm }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

/** The textbook instance (the core's: what a bare `puzzle=loading` link opens). */
export function textbook() {
  const { w, c1, c2 } = loadingWasm.parse_link('puzzle=loading');
  return { w, c1, c2 };
}

/**
 * A decoded event (wasm/decode.js, named by the stepper's layout: the crate's `View`) in
 * the loading problem's words: `take` for choice 1 (x = 1, on ship 1), `newBest` for a
 * leaf that became the best.
 */
export function loadingEvent(event) {
  if (!event) return null;
  const { choice, newest, ...rest } = event;
  if (event.kind === 'solution') return { ...rest, newBest: newest === 1 };
  return choice === undefined ? rest : { ...rest, take: choice === 1 };
}

/**
 * The snapshot from the wasm stepper's `view()` (`new_stepper`, named by its `layout()`):
 * `{ n, c1, c2, total, cw, r, best, found, x, rest, loadable, weights, taken, step,
 * finished, event, executing, counters }`: `cw` ship 1's load at the current node, `r` the
 * weight of the containers not yet decided, `best` bestw, `x` the best x (all 0 before any
 * leaf, `found` false), `rest` Σw − bestw (what ship 2 must take), `loadable` rest ≤ c2,
 * `taken` the decisions so far (1 = on ship 1); `counters` with `constraint` and `bound`,
 * the nodes each function killed.
 */
export function decodeLoading(packed, shape) {
  const {
    step, finished, event, counters, executing, tail,
  } = decodeHead(packed, shape);
  const {
    n, c1, c2, total, cw, r, best, found, best_x: x, rest, loadable, weights, taken,
    constraint_prunes: constraint, bound_prunes: bound,
  } = decodeTail(packed, shape, tail);
  return {
    n,
    c1,
    c2,
    total,
    cw,
    r,
    best,
    found: found === 1,
    x,
    rest,
    loadable: loadable === 1,
    weights,
    taken,
    step,
    finished,
    event: loadingEvent(event),
    executing,
    counters: { ...counters, constraint, bound },
  };
}

export const decode = decodeLoading;

/** x so far (1 on ship 1, 0 not, '_' undecided) as `(1, 0, _)`. */
export function partialX(snapshot, taken = snapshot.taken) {
  return `(${Array.from({ length: snapshot.n }, (_, i) => taken[i] ?? '_').join(', ')})`;
}

/**
 * The result the page shows on `puzzle-result`: `best` (bestw so far), `x` (the best x
 * joined by `-`: empty before any leaf until the search is over, then all 0 when no leaf
 * was reached), `count` (leaves reached), `done`, and once done `loadable`.
 */
export function result(s) {
  const shown = s.found || s.finished;
  return {
    best: s.best,
    x: shown ? s.x.join('-') : '',
    count: s.counters.solutions,
    done: s.finished,
    loadable: s.finished ? s.loadable : null,
  };
}

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(s) {
  const e = s.event;
  if (!e) return t('load.event-ready', { n: s.n, c1: s.c1, c2: s.c2, total: s.total });
  switch (e.kind) {
    case 'place':
      if (e.take) return t('load.event-take', { i: e.item, w: e.weight, cw: e.cw, c1: e.capacity });
      return t('load.event-skip', { i: e.item, cw: e.cw, r: e.r, sum: e.cw + e.r, best: e.best });
    case 'conflict':
      if (e.take) return t('load.event-heavy', { i: e.item, w: e.weight, load: e.cw, c1: e.capacity });
      return t('load.event-bound', { i: e.item, cw: e.cw, r: e.r, sum: e.cw + e.r, best: e.best });
    case 'remove':
      return t('load.event-remove', { i: e.item, x: e.take ? 1 : 0 });
    case 'solution':
      return t(e.newBest ? 'load.event-leaf-best' : 'load.event-leaf', { x: partialX(s), cw: e.cw, best: s.best });
    case 'done':
      return t(s.loadable ? 'load.event-done-yes' : 'load.event-done-no', {
        best: s.best, x: `(${s.x.join(', ')})`, rest: s.rest, c2: s.c2,
      });
    default:
      return '';
  }
}

/** Why a killed node died, in words with its numbers, from its event. */
export function killReason(e) {
  if (e.take) return t('load.kill-heavy', { load: e.cw, c1: e.capacity });
  return t('load.kill-bound', { cw: e.cw, r: e.r, best: e.best });
}

/** A killed node's numbers, as drawn under it: `90 > 50`, `10 + 40 ≤ 50`. */
export function killNumbers(e) {
  return e.take ? `${e.cw} > ${e.capacity}` : `${e.cw} + ${e.r} ≤ ${e.best}`;
}

// ---- The procedure backtrack(t) -------------------------------------------------------

/**
 * [id, indent, text]; ids are the core's `Loading::LINES` (null: a body line, never
 * current). The notes' Backtrack(i) of 王晓东 5.2, with r kept as in the notes; its
 * comments and the words of `main` are the page's (`load.code-…` keys).
 */
const BACKTRACK = () => [
  ['proc', 0, 'backtrack(t):'],
  ['leaf', 1, 'if t > n: if cw > bestw: bestw = cw; bestx = x;  return'],
  [null, 1, `r −= w[t]   // ${t('load.code-r')}`],
  ['take', 1, `if cw + w[t] ≤ c1:   // constraint(t), ${t('load.code-constraint')}`],
  [null, 2, 'x[t] = 1; cw += w[t]; backtrack(t + 1)'],
  ['untake', 2, 'cw −= w[t]'],
  ['skip', 1, `if cw + r > bestw:   // bound(t), ${t('load.code-bound')}`],
  [null, 2, 'x[t] = 0; backtrack(t + 1)'],
  ['undo', 1, `r += w[t]; return   // ${t('load.code-return')}`],
  ['main', 0, 'main:  cw = bestw = 0;  r = w[1] + … + w[n]'],
  ['start', 1, 'backtrack(1)'],
  ['end', 1, `print bestw, bestx;  ${t('load.code-end')}`],
];

/** The notes give this search in its recursive form here (the code panel disables its choice). */
export const templates = ['recursive'];

/**
 * The procedure for the code panel: `{ key, lines, terms }`, in the page's language;
 * `terms` names the solution vector and its constraints as the notes do.
 */
export function code() {
  return { key: `loading:${getLang()}`, lines: BACKTRACK(), terms: 'load.code-terms' };
}

/**
 * The loading problem's parts of the notes' generic template `iterativeBacktrack()` /
 * `backtrack(t)` (puzzles/contract.js `TemplateParts`), in the page's language.
 */
export function templateParts() {
  const part = (name) => t(`load.tpl-${name}`);
  return {
    f: '0', g: '1', h: part('h'), constraint: part('constraint'), bound: part('bound'),
    solution: 't = n', output: part('output'), note: part('note'),
  };
}

/** The function that killed the node of a conflict: a take too heavy, or a skip bounded. */
export function templateCause(snapshot) {
  return snapshot.event?.take ? 'constraint' : 'bound';
}

/** The line the last event executes, its caller and the depth t, as the core decides them. */
export function executing(snapshot) {
  return snapshot.executing;
}

/** The call stack down to `depth`: ['main', 'backtrack(1)', …]. */
export function calls(snapshot, depth) {
  return ['main', ...Array.from({ length: depth }, (_, k) => `backtrack(${k + 1})`)];
}

/** The step's variables in the procedure's names: `t = 2, cw = 10, r = 40, bestw = 0`. */
export function variables(s) {
  if (!s.event) return t('load.vars-start', { c1: s.c1, r: s.total });
  if (s.event.kind === 'done') return t('load.vars-done', { best: s.best });
  const depth = s.executing.depth || s.taken.length;
  return `t = ${depth}, cw = ${s.cw}, r = ${s.r}, bestw = ${s.best}`;
}

/** One short line of the event log for a step's head (wasm/decode.js `decodeHead`). */
export function logLine(head) {
  const e = loadingEvent(head.event);
  switch (e?.kind) {
    case 'place':
      return e.take ? t('log.load-take', { i: e.item, cw: e.cw })
        : t('log.load-skip', { i: e.item, cw: e.cw, r: e.r, best: e.best });
    case 'conflict':
      return e.take ? t('log.load-heavy', { i: e.item, load: e.cw, c1: e.capacity })
        : t('log.load-bound', { i: e.item, cw: e.cw, r: e.r, best: e.best });
    case 'remove': return t('log.load-remove', { i: e.item, x: e.take ? 1 : 0 });
    case 'solution': return t(e.newBest ? 'log.load-leaf-best' : 'log.load-leaf', { cw: e.cw });
    case 'done': return t('log.done');
    default: return t('log.load-start');
  }
}

/** The deepest depth "run to depth t" offers: n. */
export function maxDepth(snapshot) {
  return Math.max(1, snapshot.n);
}

/** The counters under the controls, after the step count. */
export const counters = [
  { name: 'nodes', label: 'load.nodes', value: (c) => c.placements + 1 },
  { name: 'killed-constraint', label: 'load.killed-constraint', value: (c) => c.constraint },
  { name: 'killed-bound', label: 'load.killed-bound', value: (c) => c.bound },
  { name: 'leaves', label: 'load.leaves', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel. */
export const words = treeStepperWords('load', { solution: 'leaf', runTo: 'item' });

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(snapshot) {
  return t('load.timeline-unknown', { n: snapshot.n });
}

// ---- Link and page meta ---------------------------------------------------------------

/**
 * The link (the object the wasm `format_link` takes) to what `slice` (`{ w, c1, c2 }`)
 * shows, with the search (`stepper`, its stepper slice) at its step.
 */
export function link(slice, stepper) {
  const step = stepper.seekTarget ?? stepper.seekAsk?.target ?? stepper.snapshot?.step ?? 0;
  const fields = {
    puzzle: 'loading', w: slice.w, c1: slice.c1, c2: slice.c2,
  };
  return step === 0 ? fields : { ...fields, step };
}

/** The page's title and link-preview description. */
export function meta(slice, stepper) {
  const head = t('load.meta-search', {
    n: slice.w.length, c1: slice.c1, c2: slice.c2, step: stepper.snapshot?.step ?? 0,
  });
  return { title: `${head} · ${t('load.site')}`, description: t('load.meta-description') };
}

/**
 * A wasm stepper (`new_stepper`) of the instance `{ w, c1, c2 }` (the textbook one when
 * none is given), wrapped to hand out decoded snapshots. The page's `wasm` is not used.
 */
export function newStepper(_wasm, instance = textbook()) {
  const { w, c1, c2 } = instance;
  return withSnapshots(loadingWasm.new_stepper(Uint32Array.from(w), c1, c2), decodeLoading);
}

/** The solution-space tree of the whole search (src/search.rs `tree`), packed, or undefined. */
export function packedTree({ w, c1, c2 }, maxNodes) {
  const s = loadingWasm.new_stepper(Uint32Array.from(w), c1, c2);
  const packed = s.tree(maxNodes);
  s.free();
  return packed;
}

/**
 * The instances the Compare view's chart grows through (app/compare.js `chart`): n = 3 to
 * 12 containers, container i of weight 1 + (37 i mod 50), ship 1 holding half the total
 * weight and ship 2 the rest and 5 more, so every instance has a loading.
 */
export function compareSizes() {
  const sizes = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => {
    const w = Array.from({ length: n }, (_, k) => 1 + ((37 * (k + 1)) % 50));
    const total = w.reduce((a, b) => a + b, 0);
    const c1 = Math.floor(total / 2);
    return { x: n, size: { w, c1, c2: total - c1 + 5 } };
  });
  return { label: 'load.compare-size', sizes };
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
