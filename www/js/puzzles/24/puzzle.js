//! What is particular to 24 points (算24点, one of the course notes' chapter problems) as
//! the page shows it: the decode of its packed stepper view into a snapshot, the words for
//! each event, the procedure points(t) in both forms for the code panel, the result on
//! `puzzle-result`, and its link and page meta as data. Pure (no DOM). The search itself
//! runs in Rust (src/puzzles/24/, crate points24, on the engine of src/search.rs), in its
//! own wasm module (www/pkg/points24*), which `ready()` loads.
//!
//! The same export names as the other puzzles' puzzle.js where the meaning is the same, so
//! the shared stepper views take it.

import { groupDigits } from '../../lib/format.js';
import { getLang, t } from '../../lib/i18n.js';
import './strings.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import init, { initSync } from '../../../pkg/points24.js';
import * as pkg from '../../../pkg/points24.js';
import { puzzleOf } from '../contract.js';
import { callsOf, modeLink } from '../../app/stepper-puzzle.js';
import * as self from './puzzle.js';

export const id = '24';

/** The module's wasm file (www/pkg/points24_bg.wasm). */
export const WASM = new URL('../../../pkg/points24_bg.wasm', import.meta.url);

/** Loads the wasm module (once): resolves to `{ wasm }`, its exports. */
export function ready() {
  return init({ module_or_path: WASM }).then(() => ({ wasm: pkg }));
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
}

/** The numbers left before pick t = 1, 2, 3 (and after the last). */
export const LEFT = [4, 3, 2, 1];

/** The deepest pick: three picks leave one number. */
const LAST = 3;

let signs = null;

/** The sign of operation `op` (1 to 4: + − × ÷), from the core (wasm `points24_ops`). */
export function sign(op) {
  signs ??= [...pkg.points24_ops()];
  return signs[op - 1] ?? '?';
}

/**
 * Pick `choice` among `left` numbers, the core's order (wasm `points24_pick`):
 * `{ l, r, op }`, the positions of its left and right operands (1-based) and its operation,
 * or null when it is not one.
 */
export function pickOf(left, choice) {
  const [l, r, op] = pkg.points24_pick(left, choice);
  return op ? { l, r, op } : null;
}

/** The picks among `left` numbers: 6 for each pair. */
export const pickCount = (left) => (6 * left * (left - 1)) / 2;

/** A value as the page writes it: `8`, `−2`, `8/3`. */
export function formatValue({ num, den }) {
  const sign_ = num < 0 ? '−' : '';
  const n = Math.abs(num);
  return den === 1 ? `${sign_}${n}` : `${sign_}${n}/${den}`;
}

/** The numbers of a level as words: `8, 10, 10`. */
export const listValues = (level) => level.map(formatValue).join(', ');

/**
 * Pick `choice` of the numbers `level` as its button shows it: `at`, the numbers' positions
 * as the procedure names them (`a[1]+a[3]`: picks of equal numbers differ there), and
 * `values`, what it computes (`4 + 10`).
 */
export function pickWords(level, choice) {
  const p = pickOf(level.length, choice);
  if (!p) return { at: String(choice), values: '' };
  const op = sign(p.op);
  return { at: `a[${p.l}]${op}a[${p.r}]`, values: `${formatValue(level[p.l - 1])} ${op} ${formatValue(level[p.r - 1])}` };
}

/** The numbers left with their positions, as the procedure names them: `a[1] = 4, a[2] = 4, a[3] = 10`. */
export const positions = (level) => level.map((v, i) => `a[${i + 1}] = ${formatValue(v)}`).join(', ');

/**
 * The snapshot from the wasm stepper's `view()`: `{ cards, step, finished, levels (the
 * numbers left after each pick made, the cards first: `{ num, den, text }` each), picks
 * (the picks made), tried ({ num, den, text, of }: what the last event's pick makes, den 0
 * for a division by 0 or none; `of` the solution a duplicate repeats), found (the
 * expressions found so far), lastX (the picks of the last one), event, executing,
 * iterative, counters }`. `event` null at step 0, `{ kind: 'place' | 'remove', depth,
 * choice, left, right, op }`, `{ kind: 'conflict', …, why (1 a division by 0, 2 not 24,
 * 3 a duplicate) }`, `{ kind: 'solution', number }` or `{ kind: 'done' }`.
 */
export function decodePoints(packed, shape) {
  const {
    step, finished, event, counters, executing, iterative, tail,
  } = decodeHead(packed, shape);
  const v = decodeTail(packed, shape, tail);
  const lines = String.fromCharCode(...v.text).split('\n');
  const levels = [];
  let at = 0;
  for (const size of LEFT) {
    if (at + size > v.items) break;
    levels.push(Array.from({ length: size }, (_, i) => ({ num: v.nums[at + i], den: v.dens[at + i], text: lines[at + i] })));
    at += size;
  }
  return {
    cards: v.cards,
    step,
    finished,
    levels,
    picks: v.chosen,
    tried: {
      num: v.tried_num, den: v.tried_den, text: lines[v.items] ?? '', of: v.tried_of,
    },
    found: lines.slice(v.items + 1, v.items + 1 + v.found),
    lastX: v.last_x.filter((x) => x > 0),
    event,
    executing,
    iterative,
    counters,
  };
}

export const decode = decodePoints;

/** The numbers left now. */
export const left = (s) => s.levels[s.levels.length - 1];

/** The tried expression with its value: `8 + 10 = 18`, or the expression alone for a division by 0. */
export function triedText(s) {
  return s.tried.den === 0 ? s.tried.text : `${s.tried.text} = ${formatValue(s.tried)}`;
}

const DEAD = ['', 'p24.why-zero', 'p24.why-not', 'p24.why-duplicate'];

/** One line of plain words, in the page's language, for the last event of a snapshot. */
export function describeEvent(s) {
  const e = s.event;
  if (!e) return t('p24.event-ready', { cards: s.cards.join(', ') });
  switch (e.kind) {
    case 'place':
      return t('p24.event-place', { t: e.depth, expr: triedText(s), list: listValues(left(s)) });
    case 'conflict':
      return t('p24.event-conflict', {
        t: e.depth, expr: s.tried.text, why: t(DEAD[e.why], { value: formatValue(s.tried), of: s.tried.of }),
      });
    case 'remove':
      return t('p24.event-remove', { expr: s.tried.text, list: listValues(left(s)) });
    case 'solution':
      return t('p24.event-solution', { number: e.number, expr: s.found[e.number - 1] ?? '' });
    case 'done':
      return t('p24.event-done', { count: s.counters.solutions, steps: s.step });
    default:
      return '';
  }
}

// ---- The procedure points(t) ----------------------------------------------------------

/** The line's words in the page's language (`p24.code-…`): the code around them is the same in every language. */
const w = (name) => t(`p24.code-${name}`);

/** [id, indent, text] of the recursive form (src/puzzles/24/lib.rs `executes`). */
const RECURSIVE = () => [
  ['proc', 0, `points(t):   ▷ ${w('left')}`],
  ['for', 1, `for ${w('each-pick')}:   ▷ ${w('in-order')}`],
  ['pick', 2, `r = a[i] op a[j]   ▷ ${w('or-reversed')}`],
  ['test', 2, `if r ${w('defined')} and (t < 3 or r = 24 and ${w('new')}):`],
  ['assign', 3, `x[t] = ${w('the-pick')};  a[i] = r;  ${w('remove')}`],
  ['print', 3, `if t == 3: print ${w('expression')}`],
  ['recurse', 3, 'else: points(t + 1)'],
  ['undo', 3, `${w('put-back')}   ▷ ${w('backtrack')}`],
  ['main', 0, 'main:'],
  ['start', 1, `a = ${w('cards')};  points(1)`],
  ['end', 1, 'end'],
];

/** The loop form (src/puzzles/24/lib.rs `executes_iterative`). */
const ITERATIVE = () => [
  ['iter', 0, 'points():'],
  ['init', 1, `a ← ${w('cards')}; t ← 1; x[1] ← 0`],
  ['loop', 1, 'while t > 0 do'],
  ['next', 2, 'x[t] ← x[t] + 1'],
  ['found', 2, `if x[t] ≤ ${w('picks-of-depth')} then   ▷ 36, 18, 6`],
  ['pick', 3, `r ← a[i] op a[j]   ▷ ${w('of-pick')}`],
  ['test', 3, `if r ${w('defined')} and (t < 3 or r = 24 and ${w('new')}) then`],
  ['assign', 4, `a[i] ← r; ${w('remove')}`],
  ['print', 4, `if t = 3 then print ${w('expression')}`],
  ['unpick', 5, w('put-back')],
  ['down', 4, 'else t ← t + 1; x[t] ← 0'],
  ['up', 2, `else t ← t − 1; ${w('put-back-pick')}`],
  ['end', 1, 'end'],
];

const PRINT_FIRST = {
  recursive: () => `if t == 3: print ${w('expression')}; stop`,
  iterative: () => `if t = 3 then print ${w('expression')}; stop`,
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
    key: `24:${template}:${allSolutions}:${getLang()}`,
    terms: 'p24.code-terms',
    lines: lines.map(([line, indent, text]) => [line, indent, line === 'print' && !allSolutions ? PRINT_FIRST[template]() : text]),
  };
}

export { executing } from '../../app/stepper-puzzle.js';

/** The call stack down to `depth`: ['main', 'points(1)', …]; null for the loop form. */
export const calls = callsOf('points');

/** The pick of an event in the procedure's names: `a[2] − a[1]`. */
const pickVars = (e) => `a[${e.left}] ${sign(e.op)} a[${e.right}]`;

/**
 * The pick of an event as the form's loop names it: the loop form's number x[t] (`x[t] = 4`),
 * the recursive form's (i, j, op), i < j the positions of its two numbers (`(i, j, op) = (1, 2, −)`).
 */
function pickName(e, template) {
  if (template === 'iterative') return { x: 'x[t]', choice: String(e.choice) };
  return { x: '(i, j, op)', choice: `(${Math.min(e.left, e.right)}, ${Math.max(e.left, e.right)}, ${sign(e.op)})` };
}

/** The step's variables in the procedure's names: `t = 1, x[t] = 1: a[1] + a[2] → 4 + 4 = 8`. */
export function variables(s, options = {}) {
  const e = s.event;
  if (e?.kind === 'place' || e?.kind === 'conflict') {
    const { x, choice } = pickName(e, options.template);
    return `t = ${e.depth}, ${x} = ${choice}: ${pickVars(e)} → ${triedText(s)}`;
  }
  if (e?.kind === 'remove') return t('p24.code-vars-undo', { t: e.depth, ...pickName(e, options.template), expr: s.tried.text });
  if (e?.kind === 'solution') return `t = 3: ${s.found[e.number - 1] ?? ''} = 24`;
  if (e?.kind === 'done') {
    if (options.template !== 'iterative') return t('code.vars-done');
    const k = s.iterative?.depth ?? 0;
    return k === 0 ? t('code.vars-iter-done') : t('code.vars-iter-stop', { k });
  }
  return t('p24.code-vars-start', { cards: s.cards.join(', ') });
}

/** One short line of the event log for a step's head: "t=1 #1: a1 + a2". */
export function logLine(head) {
  const e = head.event;
  switch (e?.kind) {
    case 'place':
      return t('log.p24-place', { t: e.depth, choice: e.choice, pick: pickVars(e) });
    case 'conflict':
      return t('log.p24-conflict', { t: e.depth, choice: e.choice, pick: pickVars(e), why: t(`${DEAD[e.why]}-short`) });
    case 'remove': return t('log.p24-remove', { t: e.depth, pick: pickVars(e) });
    case 'solution': return t('log.p24-solution', { number: e.number });
    case 'done': return t('log.done');
    default: return t('log.p24-start');
  }
}

/** The deepest pick "run to pick t" offers. */
export function maxDepth() {
  return LAST;
}

// ---- What the shared stepper views show for this puzzle -------------------------------

export const counters = [
  { name: 'picks-tried', label: 'p24.tried', value: (c) => c.tried },
  { name: 'picks', label: 'p24.picks', value: (c) => c.placements },
  { name: 'backtracks', label: 'p24.backtracks', value: (c) => c.backtracks },
  { name: 'solutions-found', label: 'p24.found', value: (c) => c.solutions },
];

/** The words (i18n keys) of the stepper panel. */
export const words = {
  heading: 'p24.stepper-heading',
  controls: 'p24.controls',
  back: 'p24.back',
  step: 'p24.step',
  nextSolution: 'p24.next-solution',
  coarse: 'stepper.coarse',
  prevPlacement: 'p24.prev-pick',
  nextPlacement: 'p24.next-pick',
  prevBacktrack: 'stepper.prev-backtrack',
  nextBacktrack: 'stepper.next-backtrack',
  runTo: 'p24.run-to-pick',
  runToDepth: 'p24.pick-t',
  reset: 'p24.reset',
  speed: 'p24.speed',
  timeline: 'stepper.timeline',
  mode: 'p24.mode',
  modeAll: 'p24.mode-all',
  modeFirst: 'p24.mode-first',
  pauseAtSolution: 'p24.pause-at-solution',
  steps: 'p24.steps',
};

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown() {
  return t('p24.timeline-unknown');
}

/** The key under the tree: [swatch kind, i18n key] pairs. */
export const treeLegend = [
  ['placed', 'p24.tree-key-pick'],
  ['conflict', 'p24.tree-key-dead'],
  ['solution', 'p24.tree-key-solution'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
  ['root', 'tree.key-root'],
];

/** Its words in the node-link tree's key (views/node-tree.js `nodeLegend`). */
export const treeNodeKeys = { pruned: 'p24.tree-key-pruned', edge: 'p24.tree-key-edge' };

/** Cell size of the tree's strips (36 picks at the first depth), px. */
const TREE_CELL = 6;

/** How the tree panel draws the tree: strips of the picks of each depth (36, 18, 6), one column per pick. */
export function treeSpec(s) {
  const e = s.event;
  return {
    width: pickCount(LEFT[0]),
    cell: TREE_CELL,
    levelLabel: (k) => t('p24.tree-level', { k }),
    attrs: (node) => ({ 'data-depth': node.depth, 'data-pick': node.choice }),
    trace: { step: s.step, choices: s.picks, event: e && { kind: e.kind, choice: e.choice } },
    status: (seen, nodes) => t('p24.tree-status', { seen, nodes }),
    label: (seen, nodes) => t('p24.tree-label', { cards: s.cards.join(', '), seen, nodes }),
  };
}

/** The note shown instead of a tree too large to draw at once: [i18n key, params, ask]. */
export function treeNote(tree) {
  const limit = groupDigits(tree.limit);
  return tree.size === 'large' ? ['p24.tree-ask', { auto: limit }, true] : ['p24.tree-too-big', { max: limit }, false];
}

/**
 * The result the page shows on `puzzle-result`: `count` (distinct expressions found so
 * far), `expression` (the last found, empty before any), `x` (its picks joined by `-`,
 * empty before any), `done`.
 */
export function result(s) {
  const found = s.found.length > 0;
  return {
    count: s.counters.solutions,
    expression: found ? s.found[s.found.length - 1] : '',
    x: found ? s.lastX.join('-') : '',
    done: s.finished,
  };
}

// ---- Link and page meta ---------------------------------------------------------------

/** The link fields of the hand `m` (the slice): its cards as the wasm link object has them. */
export function handFields(m) {
  return { puzzle: '24', cards: m.cards };
}

/**
 * The link (the object the wasm `format_link` takes) to what the slice shows: the search
 * (`stepper`, its stepper slice) at its step (none at step 0 of the all-expressions search).
 */
export function link(m, stepper) {
  return modeLink(handFields(m), m.allSolutions, stepper);
}

/** The page's title and link-preview description. */
export function meta(m, stepper) {
  const cards = m.cards.join(' ');
  return {
    title: `${t('p24.meta-search', { cards, step: stepper.snapshot?.step ?? 0 })} · ${t('p24.site')}`,
    description: t('p24.meta-description', { cards }),
  };
}

/** A wasm stepper of the hand `size` (`{ cards }`, the module's `new_stepper`), handing out decoded snapshots. */
export function newStepper(_wasm, { cards }, { allSolutions }) {
  return withSnapshots(pkg.new_stepper(Uint8Array.from(cards), allSolutions), decodePoints);
}

/** Its parts of the notes' generic template, in the page's language. */
export function templateParts() {
  const part = (name) => t(`p24.tpl-${name}`);
  return {
    f: part('f'), g: part('g'), h: part('h'), constraint: part('constraint'), bound: part('bound'),
    solution: part('solution'), output: part('output'), note: part('note'),
  };
}

/** The function that killed the node of a conflict: the test (24 points has no bounding function). */
export function templateCause() {
  return 'constraint';
}

/**
 * The instances the Compare view's chart grows through (app/compare.js `chart`). Every hand
 * has four cards, so nothing about the tree grows: its size (4,573 nodes at most) is the
 * same for every hand. The chart runs hands with more and more distinct expressions making
 * 24 (0 to 98, counted by the core's `points24_count`), to show that more solutions do not
 * make a larger tree.
 */
export function compareSizes() {
  const hands = [[0, [1, 1, 1, 1]], [10, [1, 1, 1, 12]], [20, [1, 2, 3, 6]], [30, [1, 1, 10, 13]], [40, [4, 7, 10, 11]],
    [50, [1, 1, 12, 13]], [60, [2, 4, 4, 12]], [70, [1, 2, 6, 8]], [81, [1, 2, 4, 12]], [98, [1, 4, 8, 12]]];
  return { label: 'p24.compare-size', sizes: hands.map(([x, cards]) => ({ x, size: { cards } })) };
}

/** The puzzle contract's factory (puzzles/contract.js): this module's members as one object. */
export default function createPuzzle() {
  return puzzleOf(self);
}

/** The Parsons problem of its procedure (exercise/parsons.js): its distractors and pairs, in its folder. */
export { parsons } from './parsons.js';
