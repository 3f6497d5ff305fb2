//! The shell names no puzzle (issue 37): www/index.html, the shared style sheets
//! (www/css/*.css), the build's and server's scripts (scripts/build-dist.mjs,
//! prerender.mjs, offline.mjs, serve.mjs), the benchmark's (scripts/bench*.mjs: what they
//! measure of a puzzle is in its folder, www/js/puzzles/<id>/bench/) and the Makefile carry
//! no puzzle's id, in code, markup, CSS, strings or comments. The ids are the folders of www/js/puzzles/ (each one registered,
//! www/js/puzzles/registry.js); what names a puzzle is tests/unit/puzzle-names.js's (its id,
//! singular, class prefix and Chinese name). The package's name (nqueens-wasm) is not a
//! puzzle's; the product's (Backtracking explorer) names none.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUZZLES } from '../../www/js/puzzles/registry.js';
import { namePattern, withoutProduct } from './puzzle-names.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PUZZLE_DIR = path.join(REPO, 'www/js/puzzles');

/** The puzzles' ids: the folders of www/js/puzzles/. */
const IDS = readdirSync(PUZZLE_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** The shell's files, relative to the repository. */
const FILES = [
  'www/index.html',
  ...readdirSync(path.join(REPO, 'www/css')).filter((f) => f.endsWith('.css')).map((f) => `www/css/${f}`),
  ...['build-dist', 'prerender', 'offline', 'serve'].map((f) => `scripts/${f}.mjs`),
  ...readdirSync(path.join(REPO, 'scripts')).filter((f) => /^bench.*\.mjs$/.test(f)).map((f) => `scripts/${f}`),
  'Makefile',
];

/** The lines of `text` that name puzzle `id`, as `line: text`. */
function namingLines(text, id) {
  const pattern = namePattern(PUZZLES.find((p) => p.id === id) ?? { id });
  return text.split('\n').flatMap((line, i) => (pattern.test(withoutProduct(line)) ? [`${i + 1}: ${line.trim()}`] : []));
}

test('the puzzles\' folders are the registered puzzles', () => {
  assert.deepEqual([...IDS].sort(), PUZZLES.map((p) => p.id).sort());
});

test('the pattern finds a puzzle by id, singular and class prefix, and not the product\'s name', () => {
  assert.deepEqual(namingLines('a\n.knight-view {\nb', 'knight'), ['2: .knight-view {']);
  assert.equal(namingLines('var(--queen)', 'queens').length, 1);
  assert.equal(namingLines('.knap-layout', 'knapsack').length, 1);
  assert.equal(namingLines('<title>Backtracking explorer</title> nqueens-wasm', 'queens').length, 0);
  assert.equal(namingLines('<title>N-Queens backtracking explorer</title>', 'queens').length, 1);
  assert.equal(namingLines('--piece: #000; .page-loading', 'queens').length, 0);
});

for (const file of FILES) {
  test(`${file} names no puzzle`, () => {
    const text = readFileSync(path.join(REPO, file), 'utf8');
    const found = IDS.flatMap((id) => namingLines(text, id).map((line) => `${id} at ${line}`));
    assert.deepEqual(found, [], `${file} names a puzzle (its part belongs in www/js/puzzles/<id>/):\n${found.join('\n')}`);
  });
}
