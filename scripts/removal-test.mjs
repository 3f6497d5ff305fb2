// The removal test: a puzzle is a plug-in when the product works without it. For each
// registered puzzle (the root Cargo.toml's workspace members, src/puzzles/<id>), a copy of
// the tracked tree is made without
// - its folders, src/puzzles/<id>/ and www/js/puzzles/<id>/ (and www/js/puzzles/<id>*.js),
// - the test files and folders named for it (tests/**/<id>* ),
// - its registry lines: its member line in Cargo.toml and its entry in
//   www/js/puzzles/registry.js,
// and the copy must pass, natively and for wasm32: cargo check --workspace --all-targets
// (every crate left and its tests compile without the puzzle; no crate can reach another
// puzzle's, so their tests cannot fail for its absence); the core's tests (cargo test -p
// nqueens-wasm); node --test on the shared unit tests, tests/unit/*.test.js (each reads the
// registry and checks every puzzle left, and the page's modules and their imports, with the
// built modules of the puzzles left, from www/pkg); and every relative import of the test
// files left that are not run (the puzzles' own unit tests, the end-to-end tests) names a
// file that exists. A puzzle's own unit tests import its folder and shared modules only, which the
// removal leaves as they were, so they are not run again. Each copy is made at the same path
// (target/removal/without) with the files' times kept, into one cargo target directory
// (target/removal/cargo-target), so cargo finds the crates left already checked: the first
// copy costs a check of the workspace, each next one seconds. Prints each puzzle's result;
// exits non-zero when one fails.
// Usage: node scripts/removal-test.mjs [id …] (default: every registered puzzle);
// REMOVAL_STEPS=rust (or js) runs only those steps.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORK = path.join(REPO, 'target', 'removal');

/** The registered puzzles: the ids of the `src/puzzles/<id>` members of Cargo.toml. */
export function registeredPuzzles(cargoToml) {
  return [...cargoToml.matchAll(/^\s*"src\/puzzles\/([a-z0-9_-]+)",?\s*$/gm)].map((m) => m[1]);
}

/** Cargo.toml without puzzle `id`'s member line. */
export function withoutMember(cargoToml, id) {
  return cargoToml.replace(new RegExp(`^\\s*"src/puzzles/${id}",?\\s*\\n`, 'm'), '');
}

/**
 * www/js/puzzles/registry.js without puzzle `id`'s entry: the `{ … }` of the PUZZLES array
 * whose `id` is `id`, up to its closing `},` at the same indentation.
 */
export function withoutEntry(registry, id) {
  const lines = registry.split('\n');
  const at = lines.findIndex((l) => new RegExp(`^\\s*id: '${id}',`).test(l));
  if (at < 0) return registry;
  let start = at;
  while (start > 0 && !/^\s*\{\s*$/.test(lines[start])) start -= 1;
  const indent = lines[start].match(/^\s*/)[0];
  let end = at;
  while (end < lines.length && lines[end] !== `${indent}},`) end += 1;
  lines.splice(start, end - start + 1);
  return lines.join('\n');
}

/**
 * The package name of a puzzle's crate, from its Cargo.toml (`[package] name`): the folder's
 * name, `src/puzzles/<id>`, unless that cannot be a package's (an id that starts with a digit).
 */
export function crateName(cargoToml) {
  return /^\s*name\s*=\s*"([^"]+)"/m.exec(cargoToml)?.[1] ?? null;
}

/** True for a tracked file that belongs to puzzle `id` (see the header). */
export function belongsTo(file, id) {
  const name = (p) => p === id || p.startsWith(`${id}.`) || p.startsWith(`${id}-`) || p.startsWith(`${id}_`);
  const parts = file.split('/');
  if (file.startsWith(`src/puzzles/${id}/`)) return true;
  if (file.startsWith('www/js/puzzles/') && name(parts[3])) return true;
  return parts[0] === 'tests' && parts.slice(1).some(name);
}

/** Copies the tracked tree without puzzle `id` into `dir`, with the built modules left and the vendored libraries. */
function copyWithout(id, dir) {
  rmSync(dir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files'], { cwd: REPO, encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files.filter((f) => !belongsTo(f, id) && existsSync(path.join(REPO, f)))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(REPO, file), path.join(dir, file), { preserveTimestamps: true });
  }
  writeFileSync(path.join(dir, 'Cargo.toml'), withoutMember(readFileSync(path.join(REPO, 'Cargo.toml'), 'utf8'), id));
  const registry = path.join(dir, 'www/js/puzzles/registry.js');
  writeFileSync(registry, withoutEntry(readFileSync(registry, 'utf8'), id));
  // The built wasm modules of the crates left (www/pkg is not tracked), and the npm tools.
  const pkg = path.join(REPO, 'www', 'pkg');
  if (existsSync(path.join(pkg, 'modules.json'))) {
    const crate = crateName(readFileSync(path.join(REPO, 'src', 'puzzles', id, 'Cargo.toml'), 'utf8'));
    const left = JSON.parse(readFileSync(path.join(pkg, 'modules.json'), 'utf8')).filter((m) => m.crate !== crate);
    mkdirSync(path.join(dir, 'www', 'pkg'), { recursive: true });
    for (const m of left) {
      for (const suffix of ['.js', '_bg.wasm', '.d.ts', '_bg.wasm.d.ts']) {
        const from = path.join(pkg, `${m.name}${suffix}`);
        if (existsSync(from)) cpSync(from, path.join(dir, 'www', 'pkg', `${m.name}${suffix}`));
      }
    }
    writeFileSync(path.join(dir, 'www', 'pkg', 'modules.json'), `${JSON.stringify(left, null, 2)}\n`);
  }
  // The browser libraries vendored by `make build` (scripts/vendor.mjs; not tracked either).
  const vendor = path.join(REPO, 'www', 'js', 'vendor');
  if (existsSync(vendor)) cpSync(vendor, path.join(dir, 'www', 'js', 'vendor'), { recursive: true });
  if (existsSync(path.join(REPO, 'node_modules'))) symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
}

/**
 * The relative imports (`from '…'`, `import('…')`) of the test files under `dir` that are not
 * run in the copy, the puzzles' unit tests (tests/unit/puzzles/) and the end-to-end tests
 * (tests/e2e/), that name no file.
 */
export function missingImports(dir) {
  const missing = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.m?js$/.test(entry.name)) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
          if (!existsSync(path.resolve(path.dirname(file), spec))) missing.push(`${path.relative(dir, file)}: ${spec}`);
        }
      }
    }
  };
  for (const folder of ['tests/unit/puzzles', 'tests/e2e']) if (existsSync(path.join(dir, folder))) walk(path.join(dir, folder));
  return missing;
}

/** The step that checks `missingImports` of the copy `dir`: true when there are none. */
function importsStep(dir) {
  const missing = missingImports(dir);
  for (const line of missing) console.log(`    no such file: ${line}`);
  console.log(`  imports of the tests: ${missing.length === 0 ? 'passed' : 'FAILED'}`);
  return missing.length === 0;
}

/**
 * Runs `command args` in `dir`, the copy without puzzle `id`; true when it exits 0 (its
 * output goes to the console). REMOVED_PUZZLE=<id> tells the tests they run in such a copy.
 */
function step(dir, id, label, command, args) {
  console.log(`  ${label}: ${command} ${args.join(' ')}`);
  const env = { ...process.env, CARGO_TARGET_DIR: path.join(WORK, 'cargo-target'), REMOVED_PUZZLE: id };
  const result = spawnSync(command, args, { cwd: dir, stdio: 'inherit', env });
  const ok = result.status === 0;
  console.log(`  ${label}: ${ok ? 'passed' : 'FAILED'}`);
  return ok;
}

function main() {
  const all = registeredPuzzles(readFileSync(path.join(REPO, 'Cargo.toml'), 'utf8'));
  const ids = process.argv.length > 2 ? process.argv.slice(2) : all;
  const only = process.env.REMOVAL_STEPS;
  const results = [];
  for (const id of ids) {
    if (!all.includes(id)) throw new Error(`no registered puzzle ${id}; there are ${all.join(', ')}`);
    const dir = path.join(WORK, 'without');
    console.log(`== the product without ${id} (${path.relative(REPO, dir)})`);
    copyWithout(id, dir);
    const steps = [];
    if (only !== 'js') {
      steps.push(['check', 'cargo', ['check', '--workspace', '--all-targets', '--all-features']]);
      steps.push(['check wasm32', 'cargo', ['check', '--workspace', '--all-targets', '--all-features', '--target', 'wasm32-unknown-unknown']]);
      steps.push(['test', 'cargo', ['test', '-p', 'nqueens-wasm', '--all-features']]);
    }
    if (only !== 'rust') {
      const shared = readdirSync(path.join(dir, 'tests', 'unit')).filter((f) => f.endsWith('.test.js')).map((f) => `tests/unit/${f}`);
      steps.push(['unit', 'node', ['--test', '--test-concurrency=2', ...shared]]);
    }
    const failed = steps.filter(([label, command, args]) => !step(dir, id, label, command, args)).map(([label]) => label);
    if (only !== 'rust' && !importsStep(dir)) failed.push('imports');
    results.push([id, failed]);
  }
  for (const [id, failed] of results) console.log(`without ${id}: ${failed.length === 0 ? 'passed' : `FAILED (${failed.join(', ')})`}`);
  if (results.some(([, failed]) => failed.length > 0)) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
