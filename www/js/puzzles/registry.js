//! Every puzzle of the page, one entry each: `{ id, name, group, source(), module(), load(),
//! page(), actions()?, grade() }`. `name` is its name in the puzzle switch, `{ en, zh }`, added to the
//! page's table as `puzzle.<id>` here, since the switch lists every puzzle before its
//! module loads (the rest of its words come with its modules); `group` the id of its group
//! in the switch (`GROUPS`). `source()`
//! imports the puzzle's module (`{ WASM, ready, instantiate, default, … }`: its wasm file's
//! URL, loading it, instantiating it from a compiled module); `module()` does so on first
//! use and loads its wasm module (`ready()`), resolving to `{ exports, wasm }`; `load()`
//! resolves to its factory `createPuzzle(wasm)` (the stepper-facing contract,
//! puzzles/contract.js `Puzzle`); `page()` to its page's factory (`PuzzlePage`: its links,
//! its part of the render, its keys); `actions()`, if any, to the modules of actions bound
//! with the page's; `grade()` to its grading (puzzles/contract.js `PuzzleGrading`: how the
//! class view grades its exercises' result links, in its worker). Adding a puzzle is its
//! folders (src/puzzles/<id>/, www/js/puzzles/<id>/:
//! its Rust module, its page and views, its CSS, its words) and one entry here.

import { addStrings } from '../lib/i18n.js';
import { pageFaults } from './contract.js';
import { linkStyleSheet } from '../lib/style-sheets.js';

/**
 * The entry parts `module()` and `load()` of the puzzle module `importer` imports: each
 * puzzle runs in a wasm module of its own (www/pkg/<id>*), loaded with it (`ready()`:
 * `{ wasm, module? }`, its exports and, when it shares it with workers, the compiled module).
 */
const puzzleModule = (importer) => {
  const module = () => importer().then(async (exports) => {
    const wasm = await exports.ready();
    loaded.set(exports.id, wasm.wasm);
    return { exports, wasm };
  });
  return { source: importer, module, load: () => module().then(({ exports }) => exports.default) };
};

/** The wasm exports of each puzzle whose module is loaded, by id. */
const loaded = new Map();

/** The contract object of each puzzle whose page is built, by id (`contractOf`). */
const contracts = new Map();

/**
 * The puzzle switch's groups, in the course notes' order of the chapter's problems (N皇后,
 * 跳马, 迷宫, 图的着色; 0-1背包, 装载问题, 批处理作业调度; 填数, 组合输出, 算24点): `{ id,
 * name: { en, zh } }`, added to the page's table as `puzzle-group.<id>`. A group no
 * registered puzzle is in is not shown.
 */
export const GROUPS = [
  { id: 'grids', name: { en: 'Boards, grids and graphs', zh: '棋盘、网格与图' } },
  { id: 'bounds', name: { en: 'Optimising, with a bounding function', zh: '最优化：限界函数' } },
  { id: 'numbers', name: { en: 'Numbers and combinations', zh: '数字与组合' } },
];

/** The registered puzzles, the default (the link without `puzzle=`) first. */
export const PUZZLES = [
  {
    id: 'queens',
    name: { en: 'N-Queens', zh: 'N 皇后' },
    group: 'grids',
    ...puzzleModule(() => import('./queens/puzzle.js')),
    page: () => import('./queens/entry.js').then((m) => m.createPage),
    grade: () => import('./queens/grade.js'),
    actions: () => import('./queens/entry.js').then((m) => m.actionModules),
  },
  {
    id: 'knight',
    name: { en: 'Knight’s path', zh: '跳马问题（只向右跳）' },
    group: 'grids',
    ...puzzleModule(() => import('./knight/puzzle.js')),
    page: () => import('./knight/entry.js').then((m) => m.createPage),
    grade: () => import('./knight/grade.js'),
  },
  {
    id: 'knapsack',
    name: { en: '0-1 knapsack', zh: '0-1 背包' },
    group: 'bounds',
    ...puzzleModule(() => import('./knapsack/puzzle.js')),
    page: () => import('./knapsack/entry.js').then((m) => m.createPage),
    grade: () => import('./knapsack/grade.js'),
  },
  {
    id: 'loading',
    name: { en: 'Loading problem', zh: '装载问题' },
    group: 'bounds',
    ...puzzleModule(() => import('./loading/puzzle.js')),
    page: () => import('./loading/entry.js').then((m) => m.createPage),
    grade: () => import('./loading/grade.js'),
  },
  {
    id: 'flowshop',
    name: { en: 'Batch job scheduling', zh: '批处理作业调度' },
    group: 'bounds',
    ...puzzleModule(() => import('./flowshop/puzzle.js')),
    page: () => import('./flowshop/entry.js').then((m) => m.createPage),
    grade: () => import('./flowshop/grade.js'),
  },
  {
    id: 'maze',
    name: { en: 'Maze', zh: '迷宫问题' },
    group: 'grids',
    ...puzzleModule(() => import('./maze/puzzle.js')),
    page: () => import('./maze/entry.js').then((m) => m.createPage),
    grade: () => import('./maze/grade.js'),
  },
  {
    id: 'coloring',
    name: { en: 'Graph colouring', zh: '图的着色' },
    group: 'grids',
    ...puzzleModule(() => import('./coloring/puzzle.js')),
    page: () => import('./coloring/entry.js').then((m) => m.createPage),
    grade: () => import('./coloring/grade.js'),
  },
  {
    id: 'fillin',
    name: { en: 'Fill-in numbers', zh: '填数问题' },
    group: 'numbers',
    ...puzzleModule(() => import('./fillin/puzzle.js')),
    page: () => import('./fillin/entry.js').then((m) => m.createPage),
    grade: () => import('./fillin/grade.js'),
  },
  {
    id: 'combinations',
    name: { en: 'Combinations', zh: '组合输出' },
    group: 'numbers',
    ...puzzleModule(() => import('./combinations/puzzle.js')),
    page: () => import('./combinations/entry.js').then((m) => m.createPage),
    grade: () => import('./combinations/grade.js'),
  },
  {
    id: '24',
    name: { en: '24 points', zh: '算24点' },
    group: 'numbers',
    ...puzzleModule(() => import('./24/puzzle.js')),
    page: () => import('./24/entry.js').then((m) => m.createPage),
    grade: () => import('./24/grade.js'),
  },
];

for (const { id, name } of PUZZLES) {
  addStrings({ en: { [`puzzle.${id}`]: name.en }, zh: { [`puzzle.${id}`]: name.zh } });
}
for (const { id, name } of GROUPS) {
  addStrings({ en: { [`puzzle-group.${id}`]: name.en }, zh: { [`puzzle-group.${id}`]: name.zh } });
}

/**
 * The puzzle switch's lists: `[{ group, ids }]`, each group of `GROUPS` that holds a
 * registered puzzle, in order, with its puzzles' ids in the registry's order.
 */
export function switchGroups() {
  return GROUPS.map(({ id }) => ({ group: id, ids: PUZZLES.filter((p) => p.group === id).map((p) => p.id) }))
    .filter((g) => g.ids.length > 0);
}

/**
 * The action modules of every puzzle that binds its actions with the page's
 * (app/actions.js `bindActions`): each exports plain functions of the page context. Only
 * the default puzzle may have them (it is built at start-up; the others on first use).
 */
export async function loadActions() {
  const lists = await Promise.all(PUZZLES.map((p) => (p.actions ? p.actions() : [])));
  return lists.flat();
}

/**
 * Starts fetching the default puzzle's modules at once, and those of the puzzle the link
 * `hash` opens (its `claimant`), so that they arrive while the wasm compiles instead of one
 * import chain after it (the later loads find them cached).
 */
export function preloadPuzzles(hash = '') {
  const parts = (p) => [p.load(), p.page(), p.actions?.(), linkStyles(p.id)];
  const [first] = PUZZLES;
  const linked = entry(claimant(hash));
  return Promise.all([...parts(first), ...(linked === first ? [] : parts(linked))]).catch(() => {});
}

/**
 * Fetches the other puzzles' modules ahead of their first use (the visitor reaches for
 * the puzzle switch), so the pick does not wait for the network (errors are left to the
 * real load).
 */
export function prefetchOthers() {
  return Promise.all(PUZZLES.slice(1).flatMap((p) => [p.load(), p.page()])).catch(() => {});
}

/** The id of the default puzzle: a link without `puzzle=` opens it. */
export const DEFAULT_PUZZLE = PUZZLES[0].id;

/**
 * The wasm module of puzzle `id`, loaded: `{ wasm, module? }` (its exports, and the compiled
 * `WebAssembly.Module` when the puzzle shares it with workers). Rejects for an unknown id or
 * a module that cannot be fetched.
 */
export async function loadWasm(id) {
  const found = entry(id);
  if (!found) throw new Error(`no puzzle ${id}`);
  return (await found.module()).wasm;
}

/**
 * Puzzle `id`'s style sheet, `puzzles/<id>/<id>.css`, linked in the source tree (resolves
 * once it has loaded); the production build has it in the page's one stylesheet already
 * (lib/style-sheets.js).
 */
function linkStyles(id) {
  return linkStyleSheet(new URL(`./${id}/${id}.css`, import.meta.url));
}

/**
 * Puzzle `id`'s root element, added to the page's <main> (not the build's skeleton copy of it),
 * hidden until its page shows it:
 * `<section class="<id>-view" id="<id>-view" data-testid="<id>-view" data-puzzle="<id>">`.
 */
function pageRoot(id) {
  const root = document.createElement('section');
  root.className = `${id}-view`;
  root.id = `${id}-view`;
  root.dataset.testid = `${id}-view`;
  root.dataset.puzzle = id;
  root.hidden = true;
  document.querySelector('body > main').append(root);
  return root;
}

/**
 * Builds the page of puzzle `id` with `deps` (`{ ctx, actions, els }`), its contract
 * object `puzzle` (made for the puzzle's own wasm module) and its root element (`pageRoot`,
 * marked `data-puzzle="<id>"`: the scope of the shared views' `data-hook`s, docs/HOOKS.md),
 * once its style sheet is in. Resolves to the `PuzzlePage`; rejects when its modules or its
 * style sheet cannot be fetched or it does not meet the contract.
 */
export async function loadPage(id, deps) {
  const found = entry(id);
  if (!found) throw new Error(`no puzzle ${id}`);
  const [createPuzzle, createPage] = await Promise.all([found.load(), found.page(), linkStyles(id)]);
  const root = document.getElementById(`${id}-view`) ?? pageRoot(id);
  root.dataset.puzzle = id;
  const puzzle = createPuzzle(wasmOf(id));
  contracts.set(id, puzzle);
  const built = await createPage({ ...deps, puzzle, root });
  const faults = pageFaults(built);
  if (faults.length > 0) throw new Error(`the ${id} page does not meet the contract: ${faults.join('; ')}`);
  return built;
}

/**
 * The pages built at start-up, `{ [id]: PuzzlePage }`: the default puzzle's only. The
 * others are built on first use (`loadPage`, app/actions.js), and added to the same object.
 */
export async function loadPages(deps) {
  return { [DEFAULT_PUZZLE]: await loadPage(DEFAULT_PUZZLE, deps) };
}

/**
 * The id of the puzzle a link is for: its `puzzle=` (read from the `hash`, before any
 * module parses it: each puzzle's module parses its own links) when it names a registered
 * puzzle, else the default.
 */
export function claimant(hash) {
  const asked = /(?:^#?|&)puzzle=([a-z0-9]+)(?:&|$)/.exec(String(hash))?.[1];
  return entry(asked) ? asked : DEFAULT_PUZZLE;
}

/**
 * The wasm exports of puzzle `id` once its module is loaded (its page is built, or
 * `loadWasm` resolved), else undefined: its `parse_link` and `format_link` read and write
 * its links.
 */
export function wasmOf(id) {
  return loaded.get(id);
}

/**
 * The fragment of a link object (`fields`, a page's `fragment` with the shared keys), by
 * the module of the puzzle it names (`puzzle`, else the default).
 */
export function formatLink(fields) {
  return wasmOf(fields.puzzle ?? DEFAULT_PUZZLE).format_link(fields);
}

/**
 * The contract object (puzzles/contract.js `Puzzle`) puzzle `id`'s page was built with, or
 * undefined before it is: what the shell's own parts (the Parsons problem) read of it.
 */
export function contractOf(id) {
  return contracts.get(id);
}

/** The registry entry of `id`, or undefined. */
export function entry(id) {
  return PUZZLES.find((p) => p.id === id);
}

/**
 * What the class view (`view=class`) grades puzzle `id`'s result links with, in its worker:
 * `{ wasm, puzzle, grading }`, its wasm exports (loaded), its contract object and its
 * grading (its `grade.js`: puzzles/contract.js `PuzzleGrading`), without its page.
 */
export async function loadGrading(id) {
  const found = entry(id);
  if (!found) throw new Error(`no puzzle ${id}`);
  const [{ exports, wasm }, grading] = await Promise.all([found.module(), found.grade().then((m) => m.default)]);
  return { wasm: wasm.wasm, puzzle: exports.default(wasm.wasm), grading };
}

/** The puzzle `id` built for its own wasm module (loaded with it): a contract object. */
export async function loadPuzzle(id) {
  const found = entry(id);
  if (!found) throw new Error(`no puzzle ${id}`);
  const createPuzzle = await found.load();
  return createPuzzle(wasmOf(id));
}

/**
 * The wasm exports the Compare view (`compare=`, app/compare.js) builds puzzle `id`'s
 * steppers from, whose `Stepper` has the core's other methods (`method_stepper`): those of
 * its module's `methodsReady()` when the puzzle keeps them out of its first module (the
 * default puzzle, whose first view's module stays small), else its own module's.
 */
export function methodsWasm(id) {
  return entry(id).module().then(({ exports, wasm }) => (exports.methodsReady ? exports.methodsReady() : wasm.wasm));
}

/**
 * The instances puzzle `id`'s Compare view charts (its module's `compareSizes()`: `{ label,
 * sizes: [{ x, size }] }`), or null when it declares none.
 */
export function compareSizes(id) {
  return entry(id).module().then(({ exports }) => exports.compareSizes?.() ?? null);
}
