// What `make bench` measures of each puzzle, found in the puzzle's own folder: the
// registered puzzles (www/js/puzzles/registry.js, the default first) whose folder has a
// bench declaration, www/js/puzzles/<id>/bench/bench.mjs. The shared scripts measure what
// needs no puzzle (the wasm sizes, the language switch, the first view's frame) and run
// what the puzzles declare; a tree without a puzzle benches what is left.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

export const REPO = fileURLToPath(new URL('../', import.meta.url));

/**
 * A puzzle's bench declaration: the default export of www/js/puzzles/<id>/bench/bench.mjs.
 * Every part is optional; the heavy ones are imported on use.
 * @typedef {object} PuzzleBench
 * @property {{ wasm?: string, page?: string }} measures  what its halves measure (`--dry` lists them)
 * @property {() => Promise<object>} [wasm]  the wasm half, in Node (scripts/bench.mjs):
 *   its keys of target/bench.json
 * @property {(env: object, options: { args: string[] }) => Promise<object>} [page]  the
 *   in-page half (scripts/bench-page.mjs, `env` tests/e2e/helpers.js's `setUp` on dist/):
 *   its keys of target/bench-page.json, which scripts/bench.mjs adds to target/bench.json
 * @property {(result: object) => Promise<string[]>} [format]  its lines of the printed table, from
 *   target/bench.json as a whole (its own keys in it)
 * @property {InteractionBench} [interactions]  its rows of the interaction table
 * @property {LongTaskBench[]} [longTasks]  its rows of the main-thread table
 * @property {FirstViewBench} [firstView]  the default puzzle's first view: what shows it
 */

/**
 * @typedef {object} InteractionBench
 * @property {Record<string, number>} targets  target ms by row label
 * @property {string[]} scenarios  the rows one run gives, for `--dry`
 * @property {(env: object, tools: { timeInPage: Function, pause: Function }) => Promise<Record<string, number>>} run
 *   one run of its scenarios on fresh pages: ms by row label (`timeInPage(page, scenario,
 *   arg)` times a page-side `scenario(arg) → [act, done]` from act to done)
 * @property {(label: string) => (number|null)} [target]  a target for labels not in `targets`
 * @property {(rows: object[]) => object[]} [summarise]  rows to add, from the table's rows
 */

/**
 * @typedef {object} LongTaskBench
 * @property {string} label
 * @property {number} target_ms
 * @property {(env: object, tools: { observe: Function, longest: Function }) => Promise<number>} run
 *   one run on a fresh page: `observe(page)` starts collecting the long tasks, `longest(page)`
 *   reads the longest (ms, 0 for none)
 */

/**
 * @typedef {object} FirstViewBench
 * @property {string} hash  the link timed (`#n=8`)
 * @property {string} label  what the first view shows, for the row (`first board (…)`)
 * @property {string} moment  the moment, for the requests' row (`the first board`)
 * @property {string} shown  a page-side function's source, true once the first view is shown
 * @property {string[]} clsLinks  links whose layout shift is measured too
 */

/** The first view without a declaring default puzzle: the page ready (html[data-ready]). */
export const READY_VIEW = {
  hash: '',
  label: 'page ready',
  moment: 'the page ready',
  shown: '() => document.documentElement.dataset.ready === "true"',
  clsLinks: [],
};

/** The bench declaration file of puzzle `id` (it may not exist). */
export function declarationFile(id) {
  return path.join(REPO, 'www/js/puzzles', id, 'bench', 'bench.mjs');
}

/** The registered puzzles that declare benches, the default first: [{ id, default, ...PuzzleBench }]. */
export async function puzzleBenches() {
  const { PUZZLES } = await import(pathToFileURL(path.join(REPO, 'www/js/puzzles/registry.js')).href);
  const out = [];
  for (const [i, { id }] of PUZZLES.entries()) {
    const file = declarationFile(id);
    if (!existsSync(file)) continue;
    const declared = (await import(pathToFileURL(file).href)).default;
    out.push({ ...declared, id, default: i === 0 });
  }
  return out;
}

/** The first view to time: the default puzzle's declaration, else the page ready. */
export function firstViewOf(benches) {
  return benches.find((b) => b.default)?.firstView ?? READY_VIEW;
}

/**
 * The keys of several parts of target/bench.json in one object; a key two parts both
 * give is an error (each puzzle's keys are its own).
 */
export function mergeKeys(parts) {
  const out = {};
  for (const [who, keys] of parts) {
    for (const [key, value] of Object.entries(keys ?? {})) {
      if (key in out) throw new Error(`target/bench.json key ${key} given twice (${who})`);
      out[key] = value;
    }
  }
  return out;
}

/** True when the command line asks for a dry run (`--dry`: list what would be measured). */
export const dry = () => process.argv.includes('--dry');
