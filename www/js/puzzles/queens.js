//! What is particular to the N-Queens search as the page shows it: the tuple, the words
//! for each event (shown and spoken), the board model of a step, and what the shared
//! stepper views (stepper-controls.js, stepper-counters.js, code-panel.js) take from a
//! puzzle: its words, counters and the notes' procedure place(k). The same export names as
//! puzzles/knight.js where the meaning is the same. The search itself (the textbook place(k)
//! backtracking) is in Rust: src/stepper.rs; reference trace in docs/REFERENCE.md.

import { t } from '../lib/i18n.js';
import { attackedSquares } from '../views/flags.js';
import { attackLine, decodeHead, withSnapshots } from '../wasm/decode.js';

/**
 * The N-Queens view from the wasm `Stepper.queens(…).view()`'s packed numbers:
 * `{ n, step, finished, x, event, counters }`, `x` the N columns (0 = empty row), `event`
 * null at step 0 or `{ kind: 'place' | 'remove', row, col }`,
 * `{ kind: 'conflict', row, col, attacker_row, attacker_col, line }` (line `column`,
 * `diagonal`, `anti-diagonal`), `{ kind: 'solution', number }` or `{ kind: 'done' }`;
 * `executing` as in decodeHead; `counters` `{ steps, squares_tried, placements, backtracks,
 * solutions, comparisons }`. `lines` as in decodeHead.
 */
export function decodeQueens(packed, lines) {
  const {
    step, finished, counts, kind, fields, executing, tail,
  } = decodeHead(packed, lines);
  const [row, col, attackerRow, attackerCol, line] = fields;
  let event = null;
  if (kind === 'place' || kind === 'remove') event = { kind, row, col };
  else if (kind === 'conflict') {
    event = {
      kind, row, col, attacker_row: attackerRow, attacker_col: attackerCol, line: attackLine(line),
    };
  } else if (kind === 'solution') event = { kind, number: row };
  else if (kind === 'done') event = { kind };
  const n = packed[tail];
  const [steps, squaresTried, placements, backtracks, solutions, comparisons] = counts;
  return {
    n,
    step,
    finished,
    x: Array.from(packed.subarray(tail + 1, tail + 1 + n)),
    event,
    executing,
    counters: {
      steps, squares_tried: squaresTried, placements, backtracks, solutions, comparisons,
    },
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
    case 'done': {
      const found = view.counters.solutions;
      return t(found === 1 ? 'event.done-one' : 'event.done', { count: found, steps: view.step });
    }
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
 * `decodeHead`: `{ step, kind, fields }`): "place (3,2)", "(2,1) ✗ row 1, column".
 */
export function logLine(head) {
  const [row, col, attacker, , line] = head.fields;
  switch (head.kind) {
    case 'place': return t('log.place', { row, col });
    case 'conflict':
      return t('log.conflict', {
        row, col, attacker, line: t(`stepper.line-${attackLine(line)}`),
      });
    case 'remove': return t('log.remove', { row, col });
    case 'solution': return t('log.solution', { number: row });
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

// ---- The procedure place(k) ------------------------------------------------------------

/**
 * The procedure, line by line: [id, indent, text]. Ids name what a step can execute (the
 * core's `CodeLine`, src/search.rs): a place event executes 'assign', a conflict 'test'
 * (called from 'if'), a backtrack 'undo', a solution 'print', the end of the search 'end'.
 * The ok(k, i) check is shown for the chosen method: the notes' scan of the earlier rows,
 * or the O(1) flag arrays col, diag (r − c) and anti (r + c). Code is the same in every
 * language.
 */
const PLACE_HEAD = [
  ['proc', 0, 'place(k):'],
  ['for', 1, 'for i = 1 to n:'],
  ['if', 2, 'if ok(k, i):'],
];

const CODE = {
  scan: [
    ...PLACE_HEAD,
    ['assign', 3, 'x[k] = i'],
    ['print', 3, 'if k == n: print x'],
    ['recurse', 3, 'else: place(k + 1)'],
    ['undo', 3, 'x[k] = 0'],
    ['ok', 0, 'ok(k, i):'],
    ['scan', 1, 'for j = 1 to k − 1:'],
    ['test', 2, 'if x[j] == i || |x[j] − i| == |j − k|:'],
    ['test', 3, 'return false'],
    ['true', 1, 'return true'],
  ],
  flags: [
    ...PLACE_HEAD,
    ['assign', 3, 'x[k] = i'],
    ['assign', 3, 'col[i] = diag[k−i+n] = anti[k+i] = true'],
    ['print', 3, 'if k == n: print x'],
    ['recurse', 3, 'else: place(k + 1)'],
    ['undo', 3, 'x[k] = 0'],
    ['undo', 3, 'col[i] = diag[k−i+n] = anti[k+i] = false'],
    ['ok', 0, 'ok(k, i):'],
    ['test', 1, 'return !col[i] && !diag[k−i+n] && !anti[k+i]'],
  ],
};

const MAIN = [
  ['main', 0, 'main:'],
  ['start', 1, 'place(1)'],
  ['end', 1, 'end'],
];

/** In a first-solution search, printing the solution also ends the search. */
const PRINT_FIRST = 'if k == n: print x; stop';

/**
 * The procedure for the code panel: `{ key, lines: [[id, indent, text], …] }`; `key`
 * changes when the lines do. `options` = { method: 'scan' | 'flags', allSolutions }.
 */
export function code({ method, allSolutions }) {
  return {
    key: `${method}:${allSolutions}`,
    lines: [...CODE[method], ...MAIN].map(([line, indent, text]) => (
      [line, indent, line === 'print' && !allSolutions ? PRINT_FIRST : text])),
  };
}

/**
 * The line the last event executed, its caller's line, and the recursion depth k
 * (`{ line, caller, depth }`), as the core decides them (src/search.rs `CodeLine`).
 */
export function executing(snapshot) {
  return snapshot.executing;
}

/** The call stack down to `depth`: ['main', 'place(1)', …, 'place(depth)']. */
export function calls(snapshot, depth) {
  const stack = ['main'];
  for (let k = 1; k <= depth; k += 1) stack.push(`place(${k})`);
  return stack;
}

/**
 * The variables of the current step in the procedure's names: `k = 3, i = 2`, `j = 1`; at
 * a solution `k = 8: x = [1, 5, 8, 6, 3, 7, 2, 4]`; at step 0 and at the end, what holds
 * in main (never blank).
 */
export function variables(snapshot, { method }) {
  const e = snapshot.event;
  if (!e) return t('code.vars-start');
  if (e.kind === 'solution') return `k = ${snapshot.n}: ${formatTuple(snapshot.x)}`;
  if (e.kind === 'done') return t('code.vars-done');
  const base = `k = ${e.row}, i = ${e.col}`;
  if (e.kind === 'conflict' && method === 'scan') {
    return t('code.vars-scan', { vars: base, j: e.attacker_row });
  }
  return base;
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
 * `Stepper.tree` gives it (five numbers a node), or undefined above `treeMaxN`.
 */
export function searchTree(wasm, n, allSolutions) {
  const stepper = wasm.Stepper.queens(n, allSolutions);
  try {
    return stepper.tree(0xffffffff);
  } finally {
    stepper.free();
  }
}

/**
 * A wasm `Stepper.queens` of N = `n` (`all_solutions`, the notes' scan or the flag arrays),
 * wrapped to hand out decoded snapshots (wasm/decode.js).
 */
export function newStepper(wasm, n, { allSolutions, method }) {
  return withSnapshots(wasm.Stepper.queens(n, allSolutions, method === 'scan'), decodeQueens);
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
    code,
    executing,
    calls,
    variables,
    timelineUnknown,
    maxDepth,
    logLine,
    describeEvent: (snapshot) => describeEvent(snapshot, formatLine),
  };
}

/** The puzzle contract's factory (puzzles/contract.js): the queens for the wasm package `wasm`. */
export default function createPuzzle(wasm) {
  return queensPuzzle(wasm.format_line);
}
