//! Decoders of the packed views the wasm steppers hand out (`Stepper.view()`,
//! `Stepper.view()` of each puzzle: a `Float64Array`, layout in src/wasm.rs) into plain snapshots.
//! Pure: no DOM, so they are unit-tested in Node (tests/unit/decode.test.js). The codes
//! come from the wasm (the enums `EventKind`, `AttackLine`, `ViewLayout`, and each
//! stepper's own `lines()`), never copied: a code's word is its variant's name in kebab
//! case (`AntiDiagonal` → `anti-diagonal`), a code line's id the puzzle's own (`assign`).

import { AttackLine, EventKind, ViewLayout } from '../../pkg/nqueens_wasm.js';

/** `AntiDiagonal` → `anti-diagonal`. */
function kebab(name) {
  return name.replace(/[a-z](?=[A-Z])/g, '$&-').toLowerCase();
}

/** The word of code `code` in a wasm enum, or null for `none` (and unknown codes). */
function word(enumObject, code, none) {
  const name = enumObject[code];
  return name === undefined || name === none ? null : kebab(name);
}

/** The event's kind word ('place', 'conflict', 'remove', 'solution', 'done') or null at step 0. */
export const eventKind = (code) => word(EventKind, code, 'Start');
/** The conflict line's word: 'column', 'diagonal' or 'anti-diagonal'. */
export const attackLine = (code) => word(AttackLine, code, null);
/**
 * The code line's id ('assign', 'test', 'undo', …; pseudocode `data-line`) or null: line
 * `code` (1-based, 0 = none) of the puzzle's `lines`, the ids its wasm stepper's `lines()`
 * lists (src/search.rs `Problem::LINES`).
 */
export const codeLine = (code, lines) => (code >= 1 ? lines[code - 1] ?? null : null);
/** The wasm codes of the events a coarse step can stop at (`step_until`). */
const EVENT_CODES = { place: EventKind.Place, remove: EventKind.Remove, solution: EventKind.Solution };
/** Numbers at the start of every packed stepper view. */
const VIEW_HEAD = ViewLayout.HeadLen;

/**
 * The head every packed stepper view starts with (src/wasm.rs, `VIEW_HEAD`):
 * `{ step, finished, kind, fields, counts, executing, tail }`, `kind` the event's kind or
 * null at step 0, `fields` its six numbers, `counts` the six counters (steps, tried,
 * placements, backtracks, solutions, comparisons), `executing` `{ line, caller, depth }`
 * (the procedure line the event executes, its caller's line or null, the recursion
 * depth; decided by the core; ids from `lines`, see codeLine), `iterative` the same for
 * the puzzle's iterative procedure (`depth` the loop's k) or null when it has none, and
 * `tail` the index where the puzzle's own part begins.
 */
export function decodeHead(packed, lines) {
  return {
    step: packed[0],
    finished: packed[1] === 1,
    counts: Array.from(packed.subarray(2, 8)),
    kind: eventKind(packed[8]),
    fields: Array.from(packed.subarray(9, 15)),
    executing: { line: codeLine(packed[15], lines), caller: codeLine(packed[16], lines), depth: packed[17] },
    iterative: packed[18] >= 1
      ? { line: codeLine(packed[18], lines), caller: codeLine(packed[19], lines), depth: packed[20] }
      : null,
    tail: VIEW_HEAD,
  };
}

/**
 * A wasm `Stepper` (of any puzzle) as the play loop drives it: the wasm moves
 * return nothing and `view()` a packed `Float64Array`; here every move returns the view,
 * decoded by `decode(packed, lines)` (each puzzle's own decoder, in puzzles/)
 * with the stepper's code-line ids.
 */
export function withSnapshots(wasm, decode) {
  const lines = wasm.lines().split(' ');
  const view = () => decode(wasm.view(), lines);
  const move = (name) => (...args) => {
    wasm[name](...args);
    return view();
  };
  return {
    view,
    step: () => {
      wasm.step_many(1, false);
      return view();
    },
    back: move('back'),
    step_many: move('step_many'),
    reset: move('reset'),
    seek: move('seek'),
    run_to_next_solution: move('run_to_next_solution'),
    /**
     * Up to `maxSteps` steps forward (`forward`) or back until an event of `kind`
     * ('place', 'remove', 'solution'; with 'place', a `depth` > 0 asks for that depth);
     * returns true when it stopped on one.
     */
    step_until: (forward, kind, depth, maxSteps) => {
      const code = EVENT_CODES[kind];
      return forward ? wasm.step_until(code, depth, maxSteps) : wasm.back_until(code, depth, maxSteps);
    },
    /** The next step's head (decodeHead) without moving: what the search does next. */
    peek: () => decodeHead(wasm.peek(), lines),
    /** The current step and up to `count − 1` before it, newest first, as decodeHead heads. */
    recent: (count) => {
      const packed = wasm.recent(count);
      const heads = [];
      for (let i = 0; i + VIEW_HEAD <= packed.length; i += VIEW_HEAD) heads.push(decodeHead(packed.subarray(i, i + VIEW_HEAD), lines));
      return heads;
    },
    total_steps: () => wasm.total_steps(),
    free: () => wasm.free(),
  };
}
