// No import cycles, in Rust or in the page's JS.
// - Rust: in each crate of the workspace (the core in src/, each puzzle in
//   src/puzzles/<id>/), module A depends on module B when A's file names `crate::B` (in a
//   `use`, a path or a doc link; `use crate::{B, C::x}` names both).
// - JS: in www/js (the vendored libraries aside), module A depends on module B when A
//   imports B, statically (`import … from`, `export … from`, `import '…'`) or dynamically
//   (`import('…')`): a cycle through a dynamic import is a cycle still.
// Prints each cycle and exits non-zero when there is one; run by `make test` (test-native).
// Usage: node scripts/module-cycles.mjs [crate-dir …] (default: every crate, and www/js).
import {
  existsSync, readdirSync, readFileSync, statSync,
} from 'node:fs';
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

/**
 * The relative specifiers `source` (a JS module) imports, statically or dynamically, each
 * once; comments on lines of their own are left out (a doc comment that quotes an import
 * is not one).
 */
export function importedSpecifiers(source) {
  const code = source.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');
  const specs = new Set();
  const pattern = /\b(?:from|import)\s*\(?\s*(['"])(\.{1,2}\/[^'"]+)\1/g;
  for (const m of code.matchAll(pattern)) specs.add(m[2]);
  return specs;
}

/** The JS modules under `dir` (the vendored libraries aside), recursively. */
function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'vendor' ? [] : jsFiles(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

/** The import graph of the JS modules under `dir`: file (relative to `dir`) → the files it imports. */
export function jsGraph(dir) {
  const graph = new Map();
  for (const file of jsFiles(dir)) {
    const deps = [...importedSpecifiers(readFileSync(file, 'utf8'))]
      .map((spec) => path.resolve(path.dirname(file), spec))
      .filter((target) => target.startsWith(dir + path.sep) && target.endsWith('.js'))
      .map((target) => path.relative(dir, target));
    graph.set(path.relative(dir, file), [...new Set(deps)].sort());
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
  const js = path.join(REPO, 'www', 'js');
  if (process.argv.length <= 2) {
    for (const cycle of cycles(jsGraph(js))) {
      bad += 1;
      console.error(`import cycle in www/js: ${cycle.join(' ↔ ')}`);
    }
  }
  if (bad > 0) process.exit(1);
  console.log(`no module cycles in ${dirs.length} crates${process.argv.length <= 2 ? ' and www/js' : ''}`);
}
