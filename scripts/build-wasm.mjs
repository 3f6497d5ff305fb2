// Builds every wasm module the puzzles declare, run by `make build`. The list is never
// written here: each puzzle's crate (src/puzzles/<id>/Cargo.toml) declares its modules under
// `[package.metadata.wasm] modules = [{ name, features?, default-features?, check }]`, and
// `cargo metadata` hands them over. For each module, one after the other, in the workspace's
// one target directory (so the dependencies are compiled once for all):
// - cargo build --release --target wasm32-unknown-unknown -p <crate> with its features;
// - wasm-bindgen --target web into www/pkg/<name>.js and www/pkg/<name>_bg.wasm;
// - scripts/optimise-wasm.sh (wasm-opt, kept only when the module still answers its `check`,
//   scripts/check-pkg.mjs).
// www/pkg/modules.json lists what was built ({ name, crate, check } each, by name), for
// check-pkg.mjs and the tests; the sizes are printed at the end.
// Usage: node scripts/build-wasm.mjs [name …] (some modules only; default all).
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PKG = path.join(REPO, 'www', 'pkg');
const TARGET = 'wasm32-unknown-unknown';

const run = (command, args) => execFileSync(command, args, { cwd: REPO, stdio: 'inherit' });

/**
 * The declared modules, sorted by name: `{ name, crate, features, defaultFeatures, check }`,
 * from the workspace's packages (`cargo metadata`), and the target directory.
 */
export function declaredModules(metadata) {
  const modules = metadata.packages.flatMap((p) => (p.metadata?.wasm?.modules ?? []).map((m) => ({
    name: m.name,
    crate: p.name,
    features: m.features ?? [],
    defaultFeatures: m['default-features'] ?? true,
    check: m.check,
  })));
  const names = modules.map((m) => m.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`two crates declare the wasm module ${twice}`);
  for (const m of modules) {
    if (!/^[a-z][a-z0-9_]*$/.test(m.name)) throw new Error(`wasm module name ${m.name}: lower-case letters, digits, _`);
    if (!m.check?.call) throw new Error(`wasm module ${m.name} has no check`);
  }
  return modules.sort((a, b) => (a.name < b.name ? -1 : 1));
}

function build(m, targetDir) {
  const args = ['build', '--release', '--target', TARGET, '-p', m.crate];
  if (!m.defaultFeatures) args.push('--no-default-features');
  if (m.features.length > 0) args.push('--features', m.features.join(','));
  run('cargo', args);
  const wasm = path.join(targetDir, TARGET, 'release', `${m.crate.replaceAll('-', '_')}.wasm`);
  run('wasm-bindgen', ['--target', 'web', '--out-dir', PKG, '--out-name', m.name, wasm]);
  const out = path.join(PKG, `${m.name}_bg.wasm`);
  run(path.join(REPO, 'scripts', 'optimise-wasm.sh'), [out]);
  return statSync(out).size;
}

async function main() {
  const metadata = JSON.parse(execFileSync('cargo', ['metadata', '--no-deps', '--format-version', '1'], { cwd: REPO, encoding: 'utf8' }));
  const modules = declaredModules(metadata);
  const asked = process.argv.slice(2);
  const unknown = asked.find((n) => !modules.some((m) => m.name === n));
  if (unknown) throw new Error(`no wasm module ${unknown}; the puzzles declare ${modules.map((m) => m.name).join(', ')}`);
  mkdirSync(PKG, { recursive: true });
  writeFileSync(path.join(PKG, 'modules.json'), `${JSON.stringify(modules.map(({ name, crate, check }) => ({ name, crate, check })), null, 2)}\n`);
  const sizes = [];
  for (const m of modules.filter((x) => asked.length === 0 || asked.includes(x.name))) {
    sizes.push([m.name, build(m, metadata.target_directory)]);
  }
  for (const [name, bytes] of sizes) console.log(`built www/pkg/${name}_bg.wasm: ${bytes} bytes`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`build-wasm: ${e.message}`);
    process.exit(1);
  });
}
