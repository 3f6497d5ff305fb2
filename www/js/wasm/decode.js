//! Decoders of the packed views the wasm steppers hand out (`Stepper.view()` of any
//! puzzle's module: a `Float64Array`) into plain snapshots. Every number is read by the name
//! the stepper's `layout()` gives it (the core's facade: `HEAD_LAYOUT` and each puzzle's
//! `View::LAYOUT`), and a code line's id is the puzzle's own (`lines()`), so no order and no
//! code is copied here. Pure: no DOM, so they are unit-tested in Node.

/**
 * A stepper's `layout()` text as `{ kinds, head, tail, <kind>, <kind>.<choice> }`: the
 * event kinds' words by number, then each section's entries `{ name, len }` in order (`len`
 * null for one number; else a count, or the name of an earlier entry holding it).
 */
export function parseLayout(text) {
  const layout = {};
  for (const section of text.split(';')) {
    const at = section.indexOf('=');
    const words = section.slice(at + 1).split(' ').filter(Boolean);
    layout[section.slice(0, at)] = words.map((word) => {
      const [, name, len = null] = /^([a-z_]+)(?:\[([a-z_0-9]+)\])?$/.exec(word) ?? [null, word];
      return { name, len };
    });
  }
  layout.kinds = layout.kinds.map((k) => k.name);
  return layout;
}

/** The numbers of `entries` (see parseLayout) from `packed` at `start`: `{ values, end }`. */
export function readNamed(packed, start, entries) {
  const values = {};
  let i = start;
  for (const { name, len } of entries) {
    if (len === null) {
      values[name] = packed[i];
      i += 1;
    } else {
      const count = /^\d+$/.test(len) ? Number(len) : values[len];
      values[name] = Array.from(packed.subarray(i, i + count));
      i += count;
    }
  }
  return { values, end: i };
}

/** The code line's id of number `code` (1-based, 0 = none) in the puzzle's `lines`, or null. */
export const codeLine = (code, lines) => (code >= 1 ? lines[code - 1] ?? null : null);

/**
 * The shape of a wasm stepper's views: `{ lines, layout }`, its code-line ids (`lines()`)
 * and its parsed layout (`layout()`).
 */
export function stepperShape(wasm) {
  return { lines: wasm.lines().split(' '), layout: parseLayout(wasm.layout()) };
}

/** The event of kind word `kind` with the six `fields`, named by the layout's section for it. */
function namedEvent(layout, kind, fields) {
  if (kind === null) return null;
  const names = layout[`${kind}.${fields[1]}`] ?? layout[kind] ?? [];
  return { kind, ...Object.fromEntries(names.map(({ name }, i) => [name, fields[i]])) };
}

/**
 * The head every packed view starts with: `{ step, finished, kind, event, counters,
 * executing, iterative, tail }`; `kind` the event's kind word ('place', 'conflict',
 * 'remove', 'solution', 'done') or null at step 0, `event` null at step 0, else `{ kind,
 * …its fields by the layout's names }`; `counters` the six counters (steps, tried,
 * placements, backtracks, solutions, comparisons); `executing` `{ line, caller, depth }`
 * (the procedure line the event executes, its caller's line or null, the recursion depth;
 * decided by the core; ids from `shape.lines`), `iterative` the same for the puzzle's
 * iterative procedure (`depth` the loop's k) or null when it has none, and `tail` the index
 * where the puzzle's own part begins. `shape` is stepperShape's.
 */
export function decodeHead(packed, { lines, layout }) {
  const { values: h, end } = readNamed(packed, 0, layout.head);
  const kind = h.kind === 0 ? null : layout.kinds[h.kind] ?? null;
  return {
    step: h.step,
    finished: h.finished === 1,
    kind,
    event: namedEvent(layout, kind, h.fields),
    counters: {
      steps: h.steps, tried: h.tried, placements: h.placements, backtracks: h.backtracks, solutions: h.solutions, comparisons: h.comparisons,
    },
    executing: { line: codeLine(h.line, lines), caller: codeLine(h.caller, lines), depth: h.depth },
    iterative: h.iterative_line >= 1
      ? { line: codeLine(h.iterative_line, lines), caller: codeLine(h.iterative_caller, lines), depth: h.iterative_depth }
      : null,
    tail: end,
  };
}

/** The puzzle's own part of a packed view, by the layout's `tail` names (arrays for lists). */
export function decodeTail(packed, { layout }, start) {
  return readNamed(packed, start, layout.tail).values;
}

/**
 * A wasm `Stepper` (of any puzzle) as the play loop drives it: the wasm moves return
 * nothing and `view()` a packed `Float64Array`; here every move returns the view, decoded
 * by `decode(packed, shape)` (each puzzle's own decoder, in puzzles/) with the stepper's
 * shape (stepperShape).
 */
export function withSnapshots(wasm, decode) {
  const shape = stepperShape(wasm);
  const headLength = readNamed(new Float64Array(64), 0, shape.layout.head).end;
  const view = () => decode(wasm.view(), shape);
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
      const code = shape.layout.kinds.indexOf(kind);
      return forward ? wasm.step_until(code, depth, maxSteps) : wasm.back_until(code, depth, maxSteps);
    },
    /** The next step's head (decodeHead) without moving: what the search does next. */
    peek: () => decodeHead(wasm.peek(), shape),
    /** The current step and up to `count − 1` before it, newest first, as decodeHead heads. */
    recent: (count) => {
      const packed = wasm.recent(count);
      const heads = [];
      for (let i = 0; i + headLength <= packed.length; i += headLength) heads.push(decodeHead(packed.subarray(i, i + headLength), shape));
      return heads;
    },
    total_steps: () => wasm.total_steps(),
    /**
     * The link keys of the methods the core offers for this instance (`backtrack`, `dfs`,
     * `exhaustive`, `bfs`, `lc`), or null when the module is built without them (the
     * core's feature `methods`).
     */
    methods: () => (wasm.methods ? wasm.methods().split(' ').filter(Boolean) : null),
    /** A wasm `MethodStepper` of this instance by the method of link key `key` (throws its code). */
    methodStepper: (key) => wasm.method_stepper(key),
    free: () => wasm.free(),
  };
}
