// In-page half of `make bench` (not a test), in headless Chromium on the production build
// (dist/, served as `make serve` serves it): each puzzle's in-page half (PuzzleBench `page`,
// scripts/bench-puzzles.mjs: the puzzles' own measures, found in their folders), then the
// interaction table (scripts/bench-interactions.mjs: the shell's actions and those the
// puzzles declare), the longest main-thread tasks (scripts/bench-long-tasks.mjs: during the
// actions the puzzles declare), and the first view (scripts/bench-first-view.mjs: Lighthouse
// and the slow-4G first view of the default puzzle). Writes target/bench-page.json (each
// puzzle's keys, then interactions, long_tasks, first_view); scripts/bench.mjs adds it to
// target/bench.json.
// Usage: node scripts/bench-page.mjs [ARG ...] [--no-interactions] [--dry]
//   (ARGs go to the puzzles' in-page halves: the sizes they count; `--no-interactions` skips
//   the interaction, main-thread and first-view tables; `--dry` lists what would be measured).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dry, firstViewOf, mergeKeys, puzzleBenches } from './bench-puzzles.mjs';
import { formatInteractions, interactionParts, interactionTable } from './bench-interactions.mjs';
import { formatLongTasks, longTaskRows, longTaskTable } from './bench-long-tasks.mjs';
import { firstViewBench, firstViewPlan, formatFirstView } from './bench-first-view.mjs';

const benches = await puzzleBenches();
const withInteractions = !process.argv.includes('--no-interactions');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));

if (dry()) {
  for (const b of benches.filter((x) => x.page)) console.log(`${b.id}: in-page half (${b.measures?.page ?? 'declared'})`);
  for (const part of interactionParts(benches)) console.log(`interactions of ${part.who}: ${part.scenarios.join('; ')}`);
  for (const r of longTaskRows(benches)) console.log(`main thread: ${r.label} (target ${r.target_ms} ms)`);
  for (const line of firstViewPlan(firstViewOf(benches))) console.log(line);
  process.exit(0);
}

const { setUp } = await import('../tests/e2e/helpers.js');
const env = await setUp({ root: 'dist' });
const parts = [];
let interactions = [];
let longTasks = [];
try {
  for (const b of benches.filter((x) => x.page)) parts.push([b.id, await b.page(env, { args })]);
  if (withInteractions) interactions = await interactionTable(env, benches);
  if (withInteractions) longTasks = await longTaskTable(env, benches);
} finally {
  await env.close();
}
for (const line of formatInteractions(interactions)) console.error(line);
for (const line of formatLongTasks(longTasks)) console.error(line);
// The first view (issue 20): Lighthouse and the slow-4G first view, on dist/.
const firstView = withInteractions ? await firstViewBench({ view: firstViewOf(benches), root: 'dist' }) : [];
for (const line of formatFirstView(firstView)) console.error(line);
mkdirSync(new URL('../target/', import.meta.url), { recursive: true });
const out = mergeKeys([...parts, ['shared', { interactions, long_tasks: longTasks, first_view: firstView }]]);
writeFileSync(new URL('../target/bench-page.json', import.meta.url), `${JSON.stringify(out)}\n`);
