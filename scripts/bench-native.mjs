// Native half of `make bench` (not a test): every bench target the workspace's crates
// declare (each puzzle's own, src/puzzles/<id>/benches/, `[[bench]]` in its Cargo.toml),
// found through `cargo metadata` and run one after the other with `cargo bench -p <crate>
// --bench <name>`. Each writes its figures where its puzzle's wasm half reads them
// (target/bench-native.json for the default puzzle's); a tree without benches runs none.
// Usage: node scripts/bench-native.mjs [--dry] (`--dry` lists the targets).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO, dry } from './bench-puzzles.mjs';

/** The bench targets of the workspace's crates: [{ crate, name }], in the workspace's order. */
export function benchTargets(metadata) {
  const members = new Set(metadata.workspace_members);
  return metadata.packages.filter((p) => members.has(p.id)).flatMap((p) => p.targets
    .filter((t) => t.kind.includes('bench')).map((t) => ({ crate: p.name, name: t.name })));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const metadata = JSON.parse(execFileSync('cargo', ['metadata', '--no-deps', '--format-version', '1'], { cwd: REPO, encoding: 'utf8' }));
  for (const { crate, name } of benchTargets(metadata)) {
    if (dry()) console.log(`cargo bench -p ${crate} --bench ${name}`);
    else execFileSync('cargo', ['bench', '-p', crate, '--bench', name], { cwd: REPO, stdio: 'inherit' });
  }
}
