//! Every import of www/js resolves: each imported file exists and exports every name
//! imported from it (read statically with acorn, so modules that need a DOM are checked
//! too). A page whose module graph breaks shows only "could not load its code"; this finds
//! the broken import before a browser does.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const JS_ROOT = path.join(WWW, 'js');

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsFiles(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

const parsed = new Map();
function moduleOf(file) {
  if (!parsed.has(file)) {
    parsed.set(file, parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' }));
  }
  return parsed.get(file);
}

/** The names `file` exports (`*` when it re-exports a whole module, which is not followed). */
function exportsOf(file) {
  const names = new Set();
  for (const node of moduleOf(file).body) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    if (node.type === 'ExportAllDeclaration') names.add('*');
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const s of node.specifiers) names.add(s.exported.name);
    const d = node.declaration;
    if (d?.id) names.add(d.id.name);
    for (const v of d?.declarations ?? []) names.add(v.id.name);
  }
  return names;
}

test('every import in www/js names a file that exists and exports what is imported', () => {
  const faults = [];
  for (const file of jsFiles(JS_ROOT)) {
    for (const node of moduleOf(file).body) {
      if (node.type !== 'ImportDeclaration' && !(node.type === 'ExportNamedDeclaration' && node.source)) continue;
      const target = path.resolve(path.dirname(file), node.source.value);
      const where = `${path.relative(WWW, file)}: ${node.source.value}`;
      if (!existsSync(target)) {
        faults.push(`${where} does not exist`);
        continue;
      }
      // The wasm-bindgen package is generated: its exports are checked by the page tests.
      if (target.includes(`${path.sep}pkg${path.sep}`)) continue;
      const exported = exportsOf(target);
      for (const s of node.specifiers) {
        const name = s.type === 'ImportDefaultSpecifier' ? 'default' : s.imported?.name ?? s.local.name;
        if (s.type === 'ImportNamespaceSpecifier') continue;
        if (!exported.has(name) && !exported.has('*')) faults.push(`${where} has no export ${name}`);
      }
    }
  }
  assert.deepEqual(faults, []);
});
