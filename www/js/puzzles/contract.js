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
 * A puzzle's parts of the notes' generic template, each as text in the page's language:
 * what f(n,t) and g(n,t) (the first and last choice at depth t), h(i) (the value x[t]
 * takes), constraint(t), bound(t) (`true` where it has none), solution(t) and output(x) are
 * for it, and `note`, how the template is adapted to it where it does not fit as written
 * (or null).
 * @typedef {{ f: string, g: string, h: string, constraint: string, bound: string,
 *   solution: string, output: string, note: (string|null) }} TemplateParts
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
 * @property {string[]} templates  the forms its procedure is shown in, the default first:
 *   `'recursive'`, and `'iterative'` when the notes give the loop form too (the code
 *   panel's `code-style` choice; a puzzle with one form has it disabled). `options.template`
 *   below is always one of them
 * @property {(options: object) => { key: string, lines: Array<[string, number, string]>, terms?: string }} code
 *   the notes' procedure in `options.template`'s form: `[id, indent, text]` lines, ids from
 *   the stepper's `lines()`; `terms` an i18n key of a note naming the notes' constraints
 * @property {(snapshot: object, options: object) => { line: string|null, caller: string|null, depth: number }} executing
 *   the line the last event leaves the template's program on (decided by the core), and
 *   the depth: the recursion depth, or the iterative loop's k
 * @property {(snapshot: object, depth: number, options: object) => (string[]|null)} calls  the
 *   call stack, `main` first; null for the iterative form, which has none
 * @property {(snapshot: object, options: object) => string} variables  the step's variables, never blank
 * @property {() => TemplateParts} templateParts  its instance of the notes' generic template
 *   (`iterativeBacktrack()` / `backtrack(t)`), in the page's language (views/template-view.js)
 * @property {(snapshot: object) => ('constraint'|'bound')} templateCause  for a snapshot whose
 *   last event is a conflict: the function that killed the node, the constraint function
 *   (约束函数) or the bounding function (限界函数)
 * @property {(snapshot: object) => string} describeEvent  one line of words for the last event
 * @property {(head: object) => string} logLine  one short event-log line for a packed head
 * @property {(snapshot: object) => number} maxDepth  the deepest depth "run to depth k" offers
 * @property {(snapshot: object) => string} timelineUnknown  the note shown when the search's length is not known
 * @property {ParsonsDeclaration} parsons  its Parsons problem (exercise/parsons.js), declared in its
 *   folder (`puzzles/<id>/parsons.js`)
 */

/*
 * A puzzle's module (not this object) may also export `methodsReady()`: a promise of the
 * wasm exports the Compare view (`compare=`) builds its steppers from, when its own module
 * is built without the core's other methods (puzzles/registry.js `methodsWasm`).
 */

/**
 * A puzzle's Parsons problem: the `options` its `code` is called with (beside `template`),
 * and for each of its `templates` the lines mixed in and the reasons the grading gives.
 * @typedef {object} ParsonsDeclaration
 * @property {object} [options]  Puzzle.code's options for the problem (its method, `allSolutions`)
 * @property {ParsonsForm} recursive
 * @property {ParsonsForm} [iterative]  when `templates` has it
 */

/**
 * @typedef {object} ParsonsForm
 * @property {{ text: string, indent?: number, reason: { en: string, zh: string } }[]} distractors
 *   lines that look right and are not (a bound with the wrong inequality, an undo left
 *   out), each with why; the problem mixes in one or two, picked by its seed
 * @property {{ line: string, after: string, reason: { en: string, zh: string } }[]} [pairs]
 *   code ids (Puzzle.code's) of a line that comes after another with a reason of its own
 *   (the undo after the recursive call), said when the student puts them the other way
 * @property {string[][]} [anyOrder]  groups of code ids whose lines may stand in any order among themselves
 */

/**
 * How the class view (`view=class`, exercise/class-grading.js) grades a puzzle's exercises
 * from their result links: the default export of its folder's `grade.js` (the registry's
 * `grade()`), loaded in the class view's worker without the puzzle's page, so no DOM. Each
 * member reads a parsed link (the puzzle's wasm `parse_link` object, with `ex`); words are
 * in the page's language. The Parsons problem is the shell's (from the contract's `code`
 * and `parsons`).
 * @typedef {object} PuzzleGrading
 * @property {(link: object) => string} instance  the link's instance in words, short (`N = 6`,
 *   `w = 16, 15, 15; v = 45, 25, 25; c = 30`), with its mode when it is not the default
 * @property {(action: object) => (number|string)} choice  the value x[t] takes with `action`
 *   (a `place` of exercise/trace.js `next`), as its solution-space tree labels the edge
 *   (views/node-tree-layout.js `edgeLabel`): the class view labels each node of its weak
 *   spots' tree `x{t}={choice}`
 * @property {(link: object) => SimulateGrading} simulate  its "do the search yourself"
 *   exercise on the link's instance and mode
 * @property {Record<string, OwnGrading>} [exercises]  its own other exercises, by `ex`
 */

/**
 * A "do the search yourself" exercise as app/stepper-exercise.js runs it.
 * @typedef {object} SimulateGrading
 * @property {object} size  the instance as its rules take it
 * @property {object} trace  exercise/trace.js over a new stepper of the instance (freed by the grader)
 * @property {object} rules  its rules (exercise/simulate.js)
 * @property {(answer: object) => boolean} takes  an answer it takes (a read token)
 * @property {number} tokenMax  the largest number an answer token may hold
 */

/**
 * One of a puzzle's own exercises (not "do the search yourself"), graded: `prepare(link)`
 * resolves, once per exercise (its instance, seed…), to `{ type, items: [{ label, text }],
 * grade(link) }`, `type` 'questions' (each item a question, shown numbered) or 'checks'
 * (each item a check of the student's answer, shown as its text); `grade` gives a link's
 * run `{ right, wrong, asked, done, answered, missed, notice }`: `answered` and `missed`
 * the items' indices it answered and got wrong, `notice` `{ code, text }` when its answers
 * were cut (else null). `answerFields` names the link's fields that hold the student's
 * answer besides `ans` (the N-Queens' `rule`): links that differ only there are one
 * exercise.
 * @typedef {object} OwnGrading
 * @property {(link: object) => Promise<object>} prepare
 * @property {string[]} [answerFields]
 */

/**
 * What a puzzle's page gives the shared app (app/render.js, app/actions.js, main.js): the
 * factory its registry entry's `page()` resolves to, `createPage({ ctx, actions, els,
 * puzzle, root })`, returns one. The factory first adds the puzzle's slice to the page
 * state (`ctx.store.state`: its own fields beside the shell's, app/state.js), so nothing of
 * the puzzle's is in the state before its page is built.
 * @typedef {object} PuzzlePage
 * @property {string} id  the registry id
 * @property {string} heading  i18n key of the page's heading
 * @property {string} [intro]  i18n key of the page's introduction, under the heading (none: the line is hidden)
 * @property {{ part: string, words: string }[]} [presentParts]  what presentation mode can
 *   add to its lesson, each a toggle in the header (`present-<part>`, labelled by the i18n
 *   key `words`) that sets the body's class `present-<part>`, which its style sheet reads
 *   (default: none)
 * @property {(link: object|undefined, error: object|undefined, hash: string) => void|Promise<void>} open  opens a link (or shows its error); a promise when the link waits for code of the page fetched on first use (the page is first drawn once it has arrived)
 * @property {() => void} show  the page is switched to (its opening board the first time)
 * @property {() => void} pause  another page is shown: stop moving
 * @property {() => void} halt  after a panic: stop everything that calls the wasm
 * @property {(state: object) => void} render  draws the page's part (and hides it while another page is shown)
 * @property {(state: object) => object|null} fragment  the fields of the link to what it shows (wasm `format_link`), null for none yet
 * @property {(state: object) => boolean} stepping  the search moves step by step (the address bar is written lazily)
 * @property {(state: object) => { title: string, description: string }} meta  the page's title and link preview
 * @property {(state: object) => boolean} keysOn  the stepper keys work now
 * @property {(state: object) => string} [shareLabel]  the i18n key of the share field's label
 *   (default `share.label`, "Link to what the board shows")
 * @property {string[]} [tabs]  the names of the tabs beside its board, which it draws
 *   (views/tabs.js); `state.tab` is one of them (app/page-actions.js `setTab`)
 * @property {(state: object, fields: object) => (string | null)} [linkedTab]  the tab the
 *   link to what it shows names (`tab=`), beside its own link fields `fields`; null for none
 * @property {(tab: string) => void} [prefetch]  the visitor reaches for tab `tab` (one of
 *   `tabs`): fetch what it draws ahead, if the page builds it on first use
 * @property {(state: object) => (object | null)} [dropFeedback]  a user action drops the
 *   page's message (`state.error`): the patch of the puzzle's slice it drops with it, or null
 * @property {(state: object) => (string | null)} [boardOwner]  the mode that owns the
 *   board's squares now (app/board-input.js; default: none), or
 *   null when they take no input
 * @property {{ back: Function, forward: Function, playPause: Function, reset: Function }} keys  what they do
 * @property {(options: { from: number|null, to: number|null, loop: boolean, autoplay: boolean,
 *   speed: number|null }) => void} [embed]  an embed link opened (app/view-route.js
 *   `embedOptions`): keep the search to steps `from`..`to`, set its speed (an index of
 *   engine/search-loop.js SPEEDS), play it
 * @property {(link: object) => boolean} [endsEmbed]  whether a parsed link (wasm `parse_link`)
 *   has one of the puzzle's own keys that an embedded page does not go with (the core
 *   refuses them together): opening it leaves the embedded view (app/view-route.js
 *   `viewPatch`; default: none has)
 * @property {(state: object) => number} [speed]  the page's speed, an index of SPEEDS (for
 *   an embed link's `speed=`; default `state.speed`)
 * @property {(state: object) => (ExerciseResult | null)} [exerciseResult]  the puzzle's own
 *   exercise shown, as it stands, or null (none shown; default): what an LMS is told
 *   (app/exercise-result.js; the shell's Parsons problem is the shell's)
 */

/**
 * An exercise as it stands (PuzzlePage `exerciseResult`).
 * @typedef {object} ExerciseResult
 * @property {number} right  its answers graded right so far
 * @property {number} wrong  its answers graded wrong so far
 * @property {boolean} done  it has ended (its last answer given, a rule run, …)
 * @property {object} fields  the fields of the link that opens it again without the
 *   student's answers (wasm `format_link`'s: the puzzle, its instance, `ex`, a seed, …)
 */

/** The members every page has, with their type. */
export const PAGE_MEMBERS = {
  id: 'string',
  heading: 'string',
  open: 'function',
  show: 'function',
  pause: 'function',
  halt: 'function',
  render: 'function',
  fragment: 'function',
  stepping: 'function',
  meta: 'function',
  keysOn: 'function',
  keys: 'object',
};

/** What is wrong with `page` against PuzzlePage: a list of sentences, empty when it meets it. */
export function pageFaults(page) {
  const faults = membersFaults(page, PAGE_MEMBERS);
  for (const key of ['back', 'forward', 'playPause', 'reset']) {
    if (typeof page?.keys?.[key] !== 'function') faults.push(`keys.${key} is missing`);
  }
  return faults;
}

/** The members of `object` that are missing or not of their type in `members`. */
function membersFaults(object, members) {
  const faults = [];
  for (const [name, type] of Object.entries(members)) {
    const value = object?.[name];
    const actual = Array.isArray(value) ? 'array' : typeof value;
    if (actual !== type) faults.push(`${name} is ${actual}, not ${type}`);
  }
  return faults;
}

/** The members every puzzle has, with their type (`typeof`, or 'array'). */
export const MEMBERS = {
  id: 'string',
  newStepper: 'function',
  words: 'object',
  counters: 'array',
  templates: 'array',
  code: 'function',
  executing: 'function',
  calls: 'function',
  variables: 'function',
  describeEvent: 'function',
  logLine: 'function',
  templateParts: 'function',
  templateCause: 'function',
  maxDepth: 'function',
  timelineUnknown: 'function',
  parsons: 'object',
};

/** The tree panel's members a puzzle may add (views/tree-panel.js: its strips and their key). */
export const TREE_MEMBERS = ['treeLegend', 'treeNodeKeys', 'treeSpec', 'treeNote'];

/**
 * The {@link Puzzle} of a puzzle module from its namespace (`import * as self from
 * './puzzle.js'`): the members MEMBERS lists and those of TREE_MEMBERS it exports.
 */
export function puzzleOf(module) {
  const names = [...Object.keys(MEMBERS), ...TREE_MEMBERS.filter((name) => module[name] !== undefined)];
  return Object.fromEntries(names.map((name) => [name, module[name]]));
}

/** The procedure's forms a puzzle may offer (its `templates`), as the link's `tmpl=` names them. */
export const TEMPLATES = ['recursive', 'iterative'];

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
  const faults = membersFaults(puzzle, MEMBERS);
  for (const key of WORD_KEYS) {
    if (typeof puzzle?.words?.[key] !== 'string') faults.push(`words.${key} is missing`);
  }
  const templates = Array.isArray(puzzle?.templates) ? puzzle.templates : [];
  if (templates[0] !== 'recursive' || templates.some((x) => !TEMPLATES.includes(x))) {
    faults.push(`templates must start with 'recursive' and hold only ${TEMPLATES.join(', ')}`);
  }
  for (const [i, c] of (Array.isArray(puzzle?.counters) ? puzzle.counters : []).entries()) {
    if (typeof c.name !== 'string' || typeof c.label !== 'string' || typeof c.value !== 'function') {
      faults.push(`counters[${i}] lacks name, label or value`);
    }
  }
  return faults;
}
