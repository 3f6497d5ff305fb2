// No cycles between Rust modules: in each crate of the workspace (the core in src/, each
// puzzle in src/puzzles/<id>/), module A depends on module B when A's file names `crate::B`
// (in a `use`, a path or a doc link; `use crate::{B, C::x}` names both). Prints each cycle
// and exits non-zero when there is one; run by `make test` (test-native).
// Usage: node scripts/module-cycles.mjs [crate-dir …] (default: every crate).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The crates' source folders: the core's src/ and each puzzle's folder. */
function crateDirs() {
  const puzzles = path.join(REPO, 'src', 'puzzles');
  const dirs = existsSync(puzzles) ? readdirSync(puzzles).map((d) => path.join(puzzles, d)) : [];
  return [path.join(REPO, 'src'), ...dirs.filter((d) => existsSync(path.join(d, 'Cargo.toml')))];
}

/** The modules named in `text` as `crate::name`, each once. */
export function namedModules(text) {
  const names = new Set();
  for (const m of text.matchAll(/\bcrate::(?:\{([^}]*)\}|([a-z_][a-z0-9_]*))/g)) {
    const parts = m[1] !== undefined ? m[1].split(',') : [m[2]];
    for (const part of parts) {
      const name = /^\s*([a-z_][a-z0-9_]*)/.exec(part)?.[1];
      if (name && name !== 'self') names.add(name);
    }
  }
  return names;
}

/** The dependency graph of the crate in `dir`: module name → the modules it names. */
export function moduleGraph(dir) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.rs') && f !== 'lib.rs');
  const modules = new Set(files.map((f) => f.slice(0, -3)));
  const graph = new Map();
  for (const f of files) {
    const name = f.slice(0, -3);
    const deps = [...namedModules(readFileSync(path.join(dir, f), 'utf8'))].filter((d) => d !== name && modules.has(d));
    graph.set(name, deps.sort());
  }
  return graph;
}

/** The cycles of `graph`: one list of modules per strongly connected component of two or more. */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) {
        info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
      }
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2).map((d) => path.resolve(d)) : crateDirs();
  let bad = 0;
  for (const dir of dirs) {
    for (const cycle of cycles(moduleGraph(dir))) {
      bad += 1;
      console.error(`module cycle in ${path.relative(REPO, dir) || '.'}: ${cycle.join(' ↔ ')}`);
    }
  }
  if (bad > 0) process.exit(1);
  console.log(`no module cycles in ${dirs.length} crates`);
}
