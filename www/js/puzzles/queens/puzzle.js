//! What is particular to the N-Queens search as the page shows it: the tuple, the words
//! for each event (shown and spoken), the board model of a step, and what the shared
//! stepper views (stepper-controls.js, stepper-counters.js, code-panel.js) take from a
//! puzzle: its words, counters and the notes' procedure, recursive backtrack(t) or iterative
//! Nqueens(), both checking with place(k). The same export names as puzzles/knight/puzzle.js where
//! the meaning is the same. The search itself (the textbook backtracking) is in Rust, in the
//! puzzle's own wasm module (src/puzzles/queens/, www/pkg/queens*), which `ready()` loads;
//! reference trace in docs/REFERENCE.md.

import { t } from '../../lib/i18n.js';
import { attackedSquares, flagIndices } from './flags-view.js';
import { decodeHead, decodeTail, withSnapshots } from '../../wasm/decode.js';
import { compileWasm } from '../../wasm/compile.js';
import init, { initSync } from '../../../pkg/queens.js';
import * as pkg from '../../../pkg/queens.js';
import { parsons } from './parsons.js';

export const id = 'queens';

/** The N-Queens' wasm module (www/pkg/queens_bg.wasm). */
export const WASM = new URL('../../../pkg/queens_bg.wasm', import.meta.url);

let loading = null;

/**
 * Loads the N-Queens' wasm module once: resolves to `{ wasm, module }`, the module's
 * exports (instantiated) and the compiled `WebAssembly.Module`, which the page shares with
 * its workers.
 */
export function ready() {
  loading ??= compileWasm(WASM).then(async (module) => {
    await init({ module_or_path: module });
    return { wasm: pkg, module };
  });
  return loading;
}

/** Instantiates the module from the compiled `module` instead (Node, where nothing is fetched). */
export function instantiate(module) {
  initSync({ module });
  loading = Promise.resolve({ wasm: pkg, module });
}

/** The conflict line's word ('column', 'diagonal', 'anti-diagonal') of its wasm `AttackLine` code. */
export function attackLine(code) {
  const name = pkg.AttackLine[code];
  return name === undefined ? null : name.replace(/[a-z](?=[A-Z])/g, '$&-').toLowerCase();
}

/** A decoded event in the queens' words: the conflict's line as its word. */
function queensEvent(event) {
  return event?.kind === 'conflict' ? { ...event, line: attackLine(event.line) } : event;
}

/**
 * The N-Queens view from the wasm stepper's `view()` (`new_stepper`): `{ n, step, finished,
 * x, event, counters }`, `x` the N columns (0 = empty row), `event` null at step 0 or
 * `{ kind: 'place' | 'remove', row, col }`, `{ kind: 'conflict', row, col, attacker_row,
 * attacker_col, line }` (line `column`, `diagonal`, `anti-diagonal`), `{ kind: 'solution',
 * number }` or `{ kind: 'done' }`; `executing` and `iterative` as in decodeHead; `counters`
 * `{ steps, squares_tried, placements, backtracks, solutions, comparisons }`. `shape` as in
 * decodeHead.
 */
export function decodeQueens(packed, shape) {
  const {
    step, finished, event, counters, executing, iterative, tail,
  } = decodeHead(packed, shape);
  const { n, x } = decodeTail(packed, shape, tail);
  const { tried, ...rest } = counters;
  return {
    n, step, finished, x, event: queensEvent(event), executing, iterative, counters: { ...rest, squares_tried: tried },
  };
}

/** `x = [1, 5, 8, _, _, _, _, _]` for a partial placement (0 = empty row). */
export function formatTuple(cols) {
  return `x = [${Array.from(cols, (c) => (c === 0 ? '_' : String(c))).join(', ')}]`;
}

/**
 * One line of plain words, in the page's language, for the last event of `view` (see
 * decodeQueens). `formatLine` turns a complete placement into `1 5 8 6 3 7 2 4`.
 */
export function describeEvent(view, formatLine) {
  const e = view.event;
  if (!e) return t('event.ready', { n: view.n });
  switch (e.kind) {
    case 'place':
      return t('event.place', { row: e.row, col: e.col });
    case 'conflict':
      return t('event.conflict', {
        row: e.row, col: e.col, attacker: e.attacker_row, line: t(`event.line-${e.line}`),
      });
    case 'remove':
      return t(`event.${backtrackReason(view)}`, { next: e.row + 1, row: e.row, col: e.col });
    case 'solution':
      return t('event.solution', { number: e.number, line: formatTuple(view.x) });
    case 'done':
      return t('event.done', { count: view.counters.solutions, steps: view.step });
    default:
      return t('event.step', { step: view.step });
  }
}

/**
 * Why the search backtracked at a remove event of `view` (see decodeQueens): 'backtrack-solution'
 * after a solution (the last row's queen is removed), 'backtrack-attacked' when every square
 * of the next row is attacked by the queens above it, else 'backtrack-tried' (some square
 * of the next row was safe, and every one has been tried). Read off the placement with the
 * removed queen put back (see flags.js).
 */
export function backtrackReason(view) {
  const e = view.event;
  if (e.row >= view.n) return 'backtrack-solution';
  const cols = Array.from(view.x);
  cols[e.row - 1] = e.col;
  const next = e.row + 1;
  const attacked = attackedSquares(cols).filter((sq) => sq.row === next).length === view.n;
  return attacked ? 'backtrack-attacked' : 'backtrack-tried';
}

/**
 * One short line of the event log (views/event-log.js) for a step's head (wasm/decode.js
 * `decodeHead`: `{ step, kind, event }`): "place (3,2)", "(2,1) ✗ row 1, column".
 */
export function logLine(head) {
  const e = queensEvent(head.event);
  switch (e?.kind) {
    case 'place': return t('log.place', { row: e.row, col: e.col });
    case 'conflict':
      return t('log.conflict', {
        row: e.row, col: e.col, attacker: e.attacker_row, line: t(`stepper.line-${e.line}`),
      });
    case 'remove': return t('log.remove', { row: e.row, col: e.col });
    case 'solution': return t('log.solution', { number: e.number });
    case 'done': return t('log.done');
    default: return t('log.start');
  }
}

/**
 * The sentence a screen reader says for the last event of `view` (see decodeQueens): "Queen
 * placed at row 3, column 5."; for a backtrack, whether every square of the next row was
 * attacked or some were tried, read off the placement (see flags.js).
 */
export function spokenEvent(view, formatLine) {
  const e = view.event;
  if (!e) return t('say.start');
  switch (e.kind) {
    case 'place':
      return t('say.place', { row: e.row, col: e.col });
    case 'conflict':
      return t('say.conflict', {
        row: e.row, col: e.col, attacker: e.attacker_row, line: t(`stepper.line-${e.line}`),
      });
    case 'remove':
      return t(`say.${backtrackReason(view)}`, { next: e.row + 1, row: e.row, col: e.col });
    case 'solution':
      return t('say.solution', { number: e.number, line: formatLine(Uint32Array.from(view.x)) });
    default:
      return describeEvent(view, formatLine);
  }
}

/** The board model (see queens-board.js) for a stepper view (see decodeQueens). */
export function boardFromStep(view) {
  const e = view.event;
  const cols = Array.from(view.x);
  const model = {
    n: view.n,
    cols,
    candidate: null,
    conflict: null,
    removed: null,
    currentRow: null,
    solved: e?.kind === 'solution',
  };
  if (e?.kind === 'place' || e?.kind === 'conflict') {
    model.candidate = { row: e.row, col: e.col, kind: e.kind };
    model.currentRow = e.row;
  }
  if (e?.kind === 'conflict') {
    model.conflict = {
      row: e.row,
      col: e.col,
      attackerRow: e.attacker_row,
      attackerCol: e.attacker_col,
      line: e.line,
      label: t(`stepper.line-${e.line}`),
    };
  }
  if (e?.kind === 'remove') {
    model.removed = { row: e.row, col: e.col };
    model.currentRow = e.row;
  }
  return model;
}

// ---- The procedures backtrack(t) and Nqueens(), and their check place(k) ------------

/**
 * The procedures, line by line: [id, indent, text]. Ids name what a step can execute (the
 * core's code lines, src/puzzles/queens/stepper.rs `Queens::LINES`; which line an event leaves the
 * program on is decided there, for both templates). The check place(k) is shown for the
 * chosen method: the notes' scan of the earlier rows, or the O(1) flag arrays col, diag
 * (r − c) and anti (r + c), which the iterative form sets when it places a queen and clears
 * when the loop moves off it. The recursive form is written as the page always wrote it,
 * the iterative one in the notes' notation (←, do, then). Code is the same in every
 * language.
 */
const RECURSIVE_HEAD = [
  ['proc', 0, 'backtrack(t):'],
  ['for', 1, 'for i = 1 to n:'],
  ['try', 2, 'x[t] = i'],
  ['if', 2, 'if place(t):'],
];

const RECURSIVE = {
  scan: [
    ...RECURSIVE_HEAD,
    ['print', 3, 'if t == n: print x'],
    ['recurse', 3, 'else: backtrack(t + 1)'],
    ['undo', 3, 'x[t] = 0'],
    ['check', 0, 'place(k):'],
    ['scan', 1, 'for j = 1 to k − 1:'],
    ['test', 2, 'if x[j] == x[k] || |x[j] − x[k]| == |j − k|:'],
    ['test', 3, 'return false'],
    ['true', 1, 'return true'],
  ],
  flags: [
    ...RECURSIVE_HEAD,
    ['assign', 3, 'col[i] = diag[t−i+n] = anti[t+i] = true'],
    ['print', 3, 'if t == n: print x'],
    ['recurse', 3, 'else: backtrack(t + 1)'],
    ['undo', 3, 'x[t] = 0'],
    ['undo', 3, 'col[i] = diag[t−i+n] = anti[t+i] = false'],
    ['check', 0, 'place(k):'],
    ['test', 1, 'return !col[x[k]] && !diag[k−x[k]+n] && !anti[k+x[k]]'],
  ],
};

const MAIN = [
  ['main', 0, 'main:'],
  ['start', 1, 'backtrack(1)'],
  ['end', 1, 'end'],
];

/** The notes' Nqueens(): `unset` and `set` are the flag method's lines. */
const NQUEENS = (flags) => [
  ['iter', 0, 'Nqueens():'],
  ['init', 1, 'x[1] ← 0; k ← 1'],
  ['loop', 1, 'while k > 0 do'],
  ...(flags ? [['unset', 2, 'if x[k] > 0 then'], ['unset', 3, 'col[x[k]] ← diag[k−x[k]+n] ← anti[k+x[k]] ← false']] : []),
  ['next', 2, 'x[k] ← x[k] + 1'],
  ['while', 2, 'while x[k] ≤ n and not place(k) do'],
  ['skip', 3, 'x[k] ← x[k] + 1'],
  ['found', 2, 'if x[k] ≤ n then'],
  ...(flags ? [['set', 3, 'col[x[k]] ← diag[k−x[k]+n] ← anti[k+x[k]] ← true']] : []),
  ['print', 3, 'if k = n then print x'],
  ['down', 3, 'else k ← k + 1; x[k] ← 0'],
  ['up', 2, 'else k ← k − 1'],
  ['end', 1, 'end'],
];

const ITERATIVE = {
  scan: [
    ...NQUEENS(false),
    ['check', 0, 'place(k):'],
    ['scan', 1, 'for j ← 1 to k − 1 do'],
    ['test', 2, 'if |k − j| = |x[j] − x[k]| or x[j] = x[k] then'],
    ['test', 3, 'return false'],
    ['true', 1, 'return true'],
  ],
  flags: [
    ...NQUEENS(true),
    ['check', 0, 'place(k):'],
    ['test', 1, 'return not (col[x[k]] or diag[k−x[k]+n] or anti[k+x[k]])'],
  ],
};

/** In a first-solution search, printing the solution also ends the search. */
const PRINT_FIRST = { recursive: 'if t == n: print x; stop', iterative: 'if k = n then print x; stop' };

/** The templates the code panel offers for this puzzle, the default first. */
export const templates = ['recursive', 'iterative'];

/**
 * The procedure for the code panel: `{ key, lines: [[id, indent, text], …], terms }`;
 * `key` changes when the lines do, `terms` is the i18n key of the note naming the notes'
 * constraints. `options` = { method: 'scan' | 'flags', allSolutions, template:
 * 'recursive' | 'iterative' }.
 */
export function code({ method, allSolutions, template = 'recursive' }) {
  const iterative = template === 'iterative';
  const lines = iterative ? ITERATIVE[method] : [...RECURSIVE[method], ...MAIN];
  return {
    key: `${template}:${method}:${allSolutions}`,
    terms: 'code.terms',
    lines: lines.map(([line, indent, text]) => (
      [line, indent, line === 'print' && !allSolutions ? PRINT_FIRST[template] : text])),
  };
}

/**
 * The line the last event leaves the template's program on, its caller's line, and the
 * depth (`{ line, caller, depth }`: the recursion depth t, or the iterative loop's k), as
 * the core decides them (src/puzzles/queens/stepper.rs `executes`, `executes_iterative`).
 */
export function executing(snapshot, options = {}) {
  return options.template === 'iterative' ? snapshot.iterative : snapshot.executing;
}

/**
 * The call stack down to `depth`: ['main', 'backtrack(1)', …, 'backtrack(depth)']; null for
 * the iterative form, which has none (the code panel shows its k instead).
 */
export function calls(snapshot, depth, options = {}) {
  if (options.template === 'iterative') return null;
  const stack = ['main'];
  for (let k = 1; k <= depth; k += 1) stack.push(`backtrack(${k})`);
  return stack;
}

/**
 * The variables of the current step in the procedure's names. Recursive: `t = 3, i = 2`;
 * at a solution `t = 8: x = [1, 5, 8, 6, 3, 7, 2, 4]`; at step 0 and at the end, what
 * holds in main. Iterative: `k = 3, x[k] = 2` once the highlighted line has run (so after
 * a solution's `x[k] ← x[k] + 1`, x[k] is one column on); at a solution `k = 8: x = […]`;
 * at step 0 `k = 1, x[1] = 0`, at the end k. At a conflict, what place(k) found, as the
 * core names the attacker: the scan's row `j = 1`, or the flag read that is set and the
 * row that set it (`col[3], set by row 2`). Never blank.
 */
export function variables(snapshot, { method, template = 'recursive' }) {
  const e = snapshot.event;
  const iterative = template === 'iterative';
  const name = iterative ? 'k' : 't';
  if (!e) return t(iterative ? 'code.vars-iter-start' : 'code.vars-start');
  if (e.kind === 'solution') return `${name} = ${snapshot.n}: ${formatTuple(snapshot.x)}`;
  if (e.kind === 'done') {
    if (!iterative) return t('code.vars-done-main');
    const k = snapshot.iterative.depth;
    return k === 0 ? t('code.vars-iter-done') : t('code.vars-iter-stop', { k });
  }
  let base = `t = ${e.row}, i = ${e.col}`;
  if (iterative) {
    const moved = e.kind === 'remove' && snapshot.iterative.line === 'next';
    base = `k = ${e.row}, x[k] = ${moved ? e.col + 1 : e.col}`;
  }
  if (e.kind === 'conflict' && method === 'scan') {
    return t('code.vars-scan', { vars: base, j: e.attacker_row });
  }
  if (e.kind === 'conflict') {
    return t('code.vars-flags', { vars: base, flag: stoppingFlag(snapshot.n, e), j: e.attacker_row });
  }
  return base;
}

/** The flag read that stopped the flag method's check at conflict `e` (its line's): `col[3]`. */
function stoppingFlag(n, e) {
  const key = { column: 'col', diagonal: 'diag', 'anti-diagonal': 'anti' }[e.line];
  return `${key}[${flagIndices(n, e.row, e.col)[key]}]`;
}

// ---- What the shared stepper views show for this puzzle -------------------------------

/**
 * The counters under the controls, after the step count: `{ name (the testid), label
 * (i18n key), value(counters), title?(options) (i18n key of the label's tooltip) }`.
 */
export const counters = [
  { name: 'squares-tried', label: 'stepper.squares-tried', value: (c) => c.squares_tried },
  { name: 'placements', label: 'stepper.placements', value: (c) => c.placements },
  { name: 'backtracks', label: 'stepper.backtracks', value: (c) => c.backtracks },
  { name: 'solutions-found', label: 'stepper.solutions', value: (c) => c.solutions },
  {
    name: 'comparisons',
    label: 'stepper.comparisons',
    value: (c) => c.comparisons,
    title: ({ method }) => (method === 'scan' ? 'stepper.comparisons-scan' : 'stepper.comparisons-flags'),
  },
];

/** The words (i18n keys) of the stepper panel. */
export const words = {
  heading: 'stepper.heading',
  controls: 'stepper.controls',
  back: 'stepper.back',
  step: 'stepper.step',
  nextSolution: 'stepper.next-solution',
  coarse: 'stepper.coarse',
  prevPlacement: 'stepper.prev-placement',
  nextPlacement: 'stepper.next-placement',
  prevBacktrack: 'stepper.prev-backtrack',
  nextBacktrack: 'stepper.next-backtrack',
  runTo: 'stepper.run-to-row',
  runToDepth: 'stepper.row-k',
  reset: 'stepper.reset',
  speed: 'stepper.speed',
  timeline: 'stepper.timeline',
  mode: 'stepper.mode',
  modeAll: 'stepper.mode-all',
  modeFirst: 'stepper.mode-first',
  pauseAtSolution: 'stepper.pause-at-solution',
  steps: 'stepper.steps',
};

/** The deepest depth "run to row k" offers: row N. */
export function maxDepth(snapshot) {
  return snapshot.n;
}

/** The note shown in place of the timeline when the search's length is not known. */
export function timelineUnknown(snapshot) {
  return t('stepper.timeline-unknown', { n: snapshot.n });
}

/**
 * The solution-space tree of N's search (all solutions or the first), packed as the wasm
 * stepper's `tree` gives it (five numbers a node), or undefined above `treeMaxN`.
 */
export function searchTree(wasm, n, allSolutions) {
  const stepper = pkg.new_stepper(n, allSolutions);
  try {
    return stepper.tree(0xffffffff);
  } finally {
    stepper.free();
  }
}

/**
 * A wasm stepper of N = `n` (the module's `new_stepper`: `all_solutions`, the notes' scan
 * or the flag arrays), wrapped to hand out decoded snapshots (wasm/decode.js), from the
 * exports `wasm` when they have `new_stepper` (the methods module, `methodsReady()`), else
 * from the puzzle's own module (`ready()`).
 */
export function newStepper(wasm, n, { allSolutions, method }) {
  const api = wasm?.new_stepper ? wasm : pkg;
  return withSnapshots(api.new_stepper(n, allSolutions, method === 'scan'), decodeQueens);
}

/**
 * The instances the Compare view's chart grows through (app/compare.js): N = 4 to 10, each
 * `{ x, size }` (`size` as the search loop's `create` takes it), and the i18n key of the
 * x axis's label.
 */
export function compareSizes() {
  return { label: 'queens.compare-size', sizes: [4, 5, 6, 7, 8, 9, 10].map((n) => ({ x: n, size: n })) };
}

/** The N-Queens' page module with the other methods (www/pkg/queens_methods_bg.wasm). */
export const METHODS_WASM = new URL('../../../pkg/queens_methods_bg.wasm', import.meta.url);

let methodsLoading = null;

/**
 * Loads, once, the module the Compare view (`compare=`) builds its steppers from: the
 * page's module with the core's other methods (crate feature `methods`), which the first
 * view's module leaves out. Resolves to its exports.
 */
export function methodsReady() {
  methodsLoading ??= import('../../../pkg/queens_methods.js').then(async (methods) => {
    await methods.default({ module_or_path: METHODS_WASM });
    return methods;
  });
  methodsLoading.catch(() => { methodsLoading = null; });
  return methodsLoading;
}

/**
 * This module as the shared stepper views take a puzzle, with `describeEvent(snapshot)`
 * bound to `formatLine` (the wasm `format_line`, which prints a solution `1 5 8 6 3 7 2 4`).
 */
export function queensPuzzle(formatLine) {
  return {
    id: 'queens',
    newStepper,
    words,
    counters,
    templates,
    code,
    executing,
    calls,
    variables,
    timelineUnknown,
    maxDepth,
    logLine,
    templateParts,
    templateCause,
    parsons,
    describeEvent: (snapshot) => describeEvent(snapshot, formatLine),
  };
}

/**
 * The N-Queens' parts of the notes' generic template `iterativeBacktrack()` / `backtrack(t)`
 * (puzzles/contract.js `TemplateParts`), in the page's language: the notes' instance, f = 1,
 * g = n, h(i) = i, constraint = place(t), no bound, solution t = n.
 */
export function templateParts() {
  return {
    f: '1', g: 'n', h: 'i', constraint: t('tpl.queens-constraint'), bound: t('tpl.queens-bound'),
    solution: 't = n', output: t('tpl.queens-output'), note: null,
  };
}

/** The function that killed the node of a conflict: always place(t), the constraint function. */
export function templateCause() {
  return 'constraint';
}

/** The puzzle contract's factory (puzzles/contract.js): the queens, on its own wasm module. */
export default function createPuzzle() {
  return queensPuzzle(pkg.format_line);
}
