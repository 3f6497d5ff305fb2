//! The shape of the page's code (issue 11): no JS function over 100 lines, main.js at most
//! 300 lines, and no module that draws outside the one render (no requestAnimationFrame
//! but the store's and the search loop's).

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';

const JS_ROOT = fileURLToPath(new URL('../../www/js/', import.meta.url));
const MAX_FUNCTION_LINES = 100;

/** The page's own modules: not the libraries copied from npm into www/js/vendor/ (scripts/vendor.mjs). */
function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === path.join(JS_ROOT, 'vendor') ? [] : jsFiles(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

function functionLengths(file) {
  const source = readFileSync(file, 'utf8');
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const found = [];
  const visit = (node) => {
    const lines = node.loc.end.line - node.loc.start.line + 1;
    found.push({ line: node.loc.start.line, lines, name: node.id?.name ?? '(anonymous)' });
  };
  simple(ast, { FunctionDeclaration: visit, FunctionExpression: visit, ArrowFunctionExpression: visit });
  return found;
}

test('no function in www/js is over 100 lines', () => {
  const long = jsFiles(JS_ROOT).flatMap((file) => functionLengths(file)
    .filter((f) => f.lines > MAX_FUNCTION_LINES)
    .map((f) => `${path.relative(JS_ROOT, file)}:${f.line} ${f.name} (${f.lines} lines)`));
  assert.deepEqual(long, []);
});

test('the checker sees a 101-line function', () => {
  const body = Array.from({ length: 99 }, (_, i) => `  const a${i} = ${i};`).join('\n');
  const ast = parse(`function f() {\n${body}\n}`, { ecmaVersion: 'latest', locations: true });
  assert.equal(ast.body[0].loc.end.line - ast.body[0].loc.start.line + 1, 101);
});

test('main.js is at most 300 lines', () => {
  const lines = readFileSync(path.join(JS_ROOT, 'main.js'), 'utf8').split('\n').length - 1;
  assert.ok(lines <= 300, `main.js has ${lines} lines`);
});

test('only the store and the search loop ask for animation frames', () => {
  const allowed = new Set(['app/store.js', 'engine/search-loop.js']);
  const drawing = jsFiles(JS_ROOT)
    .filter((file) => /requestAnimationFrame\(/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(JS_ROOT, file))
    .filter((name) => !allowed.has(name));
  assert.deepEqual(drawing, []);
});
