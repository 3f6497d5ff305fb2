//! The docs name files that exist: every path in backticks in README.md and docs/*.md
//! (a name with a folder and an extension: `www/js/app/store.js`, `app/route.js`)
//! is found from the repository's root or one of the folders the docs write paths from
//! (www/, www/js/, src/, tests/, docs/). Built files (dist/, www/pkg/) and patterns
//! (`<id>`, `HASH`, `*`) are not checked, nor a path into a puzzle's folder that is not
//! there (a tree without that puzzle, as the removal test makes: its docs still name it).

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const BASES = ['', 'www', 'www/js', 'src', 'tests', 'docs'];
const PATH = /`([A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+\.(?:js|mjs|rs|css|html|md|toml|json))`/g;

/** True when `name` is in a puzzle's folder (`…puzzles/<id>/…`) and no such puzzle is here. */
function removedPuzzle(name) {
  const match = /(?:^|\/)puzzles\/([a-z0-9_-]+)\//.exec(name);
  return match !== null && !existsSync(path.join(ROOT, 'src/puzzles', match[1]))
    && !existsSync(path.join(ROOT, 'www/js/puzzles', match[1]));
}

function docs() {
  const files = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  return files.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

test('every file path the docs name exists', () => {
  const missing = [];
  for (const { file, text } of docs()) {
    for (const [, name] of text.matchAll(PATH)) {
      if (/^(dist|www\/pkg|pkg|target|node_modules)\//.test(name) || name.includes('HASH')) continue;
      if (removedPuzzle(name)) continue;
      if (!BASES.some((base) => existsSync(path.join(ROOT, base, name)))) missing.push(`${file}: ${name}`);
    }
  }
  assert.deepEqual(missing, []);
});
