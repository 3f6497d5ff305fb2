//! The puzzle contract: what every puzzle module gives the shared page (app/, engine/ and
//! the shared views), written down once. A puzzle is one entry `{ id, load() }` of
//! puzzles/registry.js; `load()` resolves to the module's default export, a factory
//! `createPuzzle(wasm)` that returns a {@link Puzzle}. Shared code calls only these
//! members, so it never names a puzzle. Pure (no DOM): tests/unit/puzzles.test.js walks
//! the registry and checks every entry with `contractFaults`.

/**
 * A counter shown under the stepper's controls.
 * @typedef {object} Counter
 * @property {string} name   the counter's testid after the view's prefix (`placements`)
 * @property {string} label  i18n key of its label
 * @property {(counters: object) => number} value  its value in a snapshot's `counters`
 * @property {(options: object) => string} [title] i18n key of the label's tooltip
 */

/**
 * What a puzzle gives the shared page.
 * @typedef {object} Puzzle
 * @property {string} id  the registry id, also the link's `puzzle=` value ('queens' is the default)
 * @property {(wasm: object, size: any, options: { allSolutions: boolean, method?: string }) => object} newStepper
 *   a wasm stepper of the core's engine (src/search.rs) for `size` (N, or `{ n, m }`),
 *   wrapped by wasm/decode.js `withSnapshots` so each move returns a decoded snapshot
 * @property {Record<string, string>} words  i18n keys of the stepper panel (heading, step, back, …: see WORD_KEYS)
 * @property {Counter[]} counters  the counters after the step count
 * @property {(options: object) => { key: string, lines: Array<[string, number, string]> }} code
 *   the notes' procedure: `[id, indent, text]` lines, ids from the stepper's `lines()`
 * @property {(snapshot: object) => { line: string|null, caller: string|null, depth: number }} executing
 *   the line the last event executes (decided by the core)
 * @property {(snapshot: object, depth: number) => string[]} calls  the call stack, `main` first
 * @property {(snapshot: object, options: object) => string} variables  the step's variables, never blank
 * @property {(snapshot: object) => string} describeEvent  one line of words for the last event
 * @property {(head: object) => string} logLine  one short event-log line for a packed head
 * @property {(snapshot: object) => number} maxDepth  the deepest depth "run to depth k" offers
 * @property {(snapshot: object) => string} timelineUnknown  the note shown when the search's length is not known
 */

/** The members every puzzle has, with their type (`typeof`, or 'array'). */
export const MEMBERS = {
  id: 'string',
  newStepper: 'function',
  words: 'object',
  counters: 'array',
  code: 'function',
  executing: 'function',
  calls: 'function',
  variables: 'function',
  describeEvent: 'function',
  logLine: 'function',
  maxDepth: 'function',
  timelineUnknown: 'function',
};

/** The stepper panel's words every puzzle names (i18n keys). */
export const WORD_KEYS = [
  'heading', 'controls', 'back', 'step', 'nextSolution', 'coarse', 'prevPlacement', 'nextPlacement',
  'prevBacktrack', 'nextBacktrack', 'runTo', 'runToDepth', 'reset', 'speed', 'timeline', 'mode', 'modeAll',
  'modeFirst', 'pauseAtSolution', 'steps',
];

/**
 * What is wrong with `puzzle` against the contract: a list of sentences, empty when it
 * meets it (members and their types, every word key, every counter's shape).
 */
export function contractFaults(puzzle) {
  const faults = [];
  for (const [name, type] of Object.entries(MEMBERS)) {
    const value = puzzle?.[name];
    const actual = Array.isArray(value) ? 'array' : typeof value;
    if (actual !== type) faults.push(`${name} is ${actual}, not ${type}`);
  }
  for (const key of WORD_KEYS) {
    if (typeof puzzle?.words?.[key] !== 'string') faults.push(`words.${key} is missing`);
  }
  for (const [i, c] of (Array.isArray(puzzle?.counters) ? puzzle.counters : []).entries()) {
    if (typeof c.name !== 'string' || typeof c.label !== 'string' || typeof c.value !== 'function') {
      faults.push(`counters[${i}] lacks name, label or value`);
    }
  }
  return faults;
}
