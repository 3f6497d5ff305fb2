//! The shared tests name no puzzle: the end-to-end files of tests/e2e/ and the unit files of
//! tests/unit/ (each top level; a puzzle's own tests are in tests/<suite>/puzzles/<id>/) hold
//! no puzzle's id or name (tests/unit/puzzle-names.js's pattern, the tests of that pattern
//! aside), and the end-to-end files open no link of a puzzle's own keys: a link literal
//! (`'#…'`) there holds only the keys every puzzle shares (src/link.rs `SHARED_KEYS`, as
//! docs/LINKS.md lists them) or the shell reads apart (`compare`, `view`); a unit test's
//! sample link is a string the code under test parses, not a page opened. What a shared
//! test needs of a puzzle comes from the puzzle's declaration
//! (tests/e2e/puzzles/<id>/contract.js, tests/unit/puzzles/<id>/contract.js), so deleting a
//! puzzle's folders leaves shared tests that pass.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUZZLES } from '../../www/js/puzzles/registry.js';
import { namePattern, withoutProduct } from './puzzle-names.js';
import { COMPARE_KEY } from '../../www/js/app/compare-link.js';
import { VIEW_KEY } from '../../www/js/app/class-link.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** The tests of the pattern itself, which name puzzles as examples. */
const EXEMPT = new Set(['tests/unit/puzzle-names.js', 'tests/unit/no-puzzle-names.test.js',
  'tests/unit/shell-names.test.js', 'tests/unit/shared-tests-names.test.js']);

/** The keys every puzzle's link may carry (src/link.rs `SHARED_KEYS`). */
const SHARED_KEYS = (() => {
  const rust = readFileSync(path.join(REPO, 'src/link.rs'), 'utf8');
  const list = /pub const SHARED_KEYS: \[&str; \d+\] = \[([^\]]+)\]/.exec(rust)[1];
  return new Set([...list.matchAll(/"([a-z]+)"/g)].map((m) => m[1]));
})();

/** A key no puzzle has, which the shell's unknown-key tests use. */
const UNKNOWN = 'foo';

/** The keys the shell reads apart from a puzzle's link (the Compare view's, the class view's). */
const SHELL_KEYS = new Set([COMPARE_KEY, VIEW_KEY]);

const FILES = ['tests/e2e', 'tests/unit'].flatMap((dir) => readdirSync(path.join(REPO, dir))
  .filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f}`)).filter((f) => !EXEMPT.has(f));

test('SHARED_KEYS is read from src/link.rs', () => {
  for (const key of ['puzzle', 'lang', 'step', 'embed']) assert.ok(SHARED_KEYS.has(key), key);
});

for (const file of FILES) {
  test(`${file} names no puzzle and opens no puzzle's own link`, () => {
    const found = [];
    readFileSync(path.join(REPO, file), 'utf8').split('\n').forEach((line, i) => {
      const text = withoutProduct(line);
      for (const p of PUZZLES) {
        const word = namePattern(p).exec(text)?.[0];
        if (word) found.push(`${i + 1}: names ${p.id} (“${word}”): ${line.trim()}`);
      }
      for (const m of file.startsWith('tests/e2e/') ? text.matchAll(/['"`]#([a-z]+)=/g) : []) {
        if (!SHARED_KEYS.has(m[1]) && !SHELL_KEYS.has(m[1]) && m[1] !== UNKNOWN) found.push(`${i + 1}: a link with the puzzle's key ${m[1]}=: ${line.trim()}`);
      }
    });
    assert.deepEqual(found, [], `${file} (its puzzle's part belongs in tests/<suite>/puzzles/<id>/ or in the declarations):\n${found.join('\n')}`);
  });
}
