//! The build's scripts that know no puzzle: the module-cycle check, the wasm modules read
//! from the crates' metadata, and the removal test's copy rules.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cycles, importedSpecifiers, jsGraph, namedModules,
} from '../../scripts/module-cycles.mjs';
import { declaredModules } from '../../scripts/build-wasm.mjs';
import {
  belongsTo, crateName, missingImports, registeredPuzzles, withoutEntry, withoutMember,
} from '../../scripts/removal-test.mjs';

test('module-cycles reads crate:: paths, groups and doc links, and finds every cycle', () => {
  assert.deepEqual([...namedModules('use crate::board::{Line, x};\nuse crate::{solver, symmetry::T};\n//! [`crate::limits`]')], ['board', 'solver', 'symmetry', 'limits']);
  const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']], ['e', []]]);
  assert.deepEqual(cycles(graph), [['a', 'b', 'c']]);
  assert.deepEqual(cycles(new Map([['a', ['b']], ['b', []]])), []);
});

test('module-cycles reads the JS imports, static and dynamic, and finds a cycle through a dynamic import', () => {
  const source = [
    "import { a } from './a.js';", "export { b } from '../b.js';", "import './c.js';",
    "const d = () => import('./d.js');", "import x from 'node:fs';",
    "/**\n * import('./not.js')\n */", "// import './not-either.js';",
  ].join('\n');
  assert.deepEqual([...importedSpecifiers(source)], ['./a.js', '../b.js', './c.js', './d.js']);
  const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  mkdirSync(path.join(dir, 'app'));
  mkdirSync(path.join(dir, 'puzzles', 'x'), { recursive: true });
  writeFileSync(path.join(dir, 'app', 'state.js'), "import { ids } from '../puzzles/registry.js';\n");
  writeFileSync(path.join(dir, 'puzzles', 'registry.js'), "export const load = () => import('./x/page.js');\n");
  writeFileSync(path.join(dir, 'puzzles', 'x', 'page.js'), "import { isBusy } from '../../app/state.js';\n");
  writeFileSync(path.join(dir, 'main.js'), "import './app/state.js';\n");
  assert.deepEqual(cycles(jsGraph(dir)), [['app/state.js', 'puzzles/registry.js', 'puzzles/x/page.js']]);
});

test('the page\'s modules (www/js) import one another without a cycle, dynamic imports included', () => {
  assert.deepEqual(cycles(jsGraph(fileURLToPath(new URL('../../www/js', import.meta.url)))), []);
});

test('no shared module imports a puzzle\'s own (www/js/puzzles/<id>/), statically or dynamically, but the registry', () => {
  const own = (file) => /^puzzles\/[^/]+\//.test(file);
  const graph = jsGraph(fileURLToPath(new URL('../../www/js', import.meta.url)));
  const faults = [...graph].filter(([file]) => !own(file) && file !== 'puzzles/registry.js')
    .flatMap(([file, deps]) => deps.filter(own).map((dep) => `${file} → ${dep}`));
  assert.deepEqual(faults, []);
});

test('build-wasm takes the modules the crates declare, and refuses a name twice', () => {
  const metadata = {
    packages: [
      { name: 'core', metadata: null },
      { name: 'b', metadata: { wasm: { modules: [{ name: 'b', check: { call: 'f', args: [], expect: 1 } }] } } },
      { name: 'a', metadata: { wasm: { modules: [{ name: 'a_more', features: ['x'], 'default-features': false, check: { call: 'g', args: [], expect: 2 } }] } } },
    ],
  };
  assert.deepEqual(declaredModules(metadata).map((m) => [m.name, m.crate, m.features, m.defaultFeatures]), [
    ['a_more', 'a', ['x'], false], ['b', 'b', [], true],
  ]);
  metadata.packages[1].metadata.wasm.modules.push({ name: 'a_more', check: { call: 'h' } });
  assert.throws(() => declaredModules(metadata), /two crates declare the wasm module a_more/);
});

test('the removal test drops a puzzle\'s folders, its tests and its registry lines, and nothing else', () => {
  const cargo = '[workspace]\nmembers = [\n    "src/puzzles/a",\n    "src/puzzles/bb",\n]\n';
  assert.deepEqual(registeredPuzzles(cargo), ['a', 'bb']);
  assert.equal(withoutMember(cargo, 'a'), '[workspace]\nmembers = [\n    "src/puzzles/bb",\n]\n');
  const registry = "export const PUZZLES = [\n  {\n    id: 'a',\n    load: x,\n  },\n  {\n    id: 'bb',\n    load: y,\n  },\n];\n";
  assert.equal(withoutEntry(registry, 'a'), "export const PUZZLES = [\n  {\n    id: 'bb',\n    load: y,\n  },\n];\n");
  for (const file of ['src/puzzles/a/lib.rs', 'www/js/puzzles/a.js', 'www/js/puzzles/a-strings.js', 'www/js/puzzles/a/page.js', 'tests/unit/a.test.js', 'tests/e2e/a/open.test.js']) {
    assert.ok(belongsTo(file, 'a'), file);
  }
  for (const file of ['src/puzzles/bb/lib.rs', 'www/js/puzzles/registry.js', 'www/js/app/actions.js', 'tests/unit/about.test.js', 'src/link.rs']) {
    assert.ok(!belongsTo(file, 'a'), file);
  }
});

test('the removal test finds a puzzle\'s crate by its folder, whose name may not be the package\'s', () => {
  const cargo = '[workspace]\nmembers = [\n    "src/puzzles/a",\n    "src/puzzles/9",\n]\n';
  assert.deepEqual(registeredPuzzles(cargo), ['a', '9']);
  assert.equal(crateName('[package]\n# a package name cannot start with a digit\nname = "p9"\nversion = "0.1.0"\n'), 'p9');
  assert.ok(belongsTo('src/puzzles/9/lib.rs', '9') && belongsTo('tests/e2e/puzzles/9/contract.js', '9'));
  assert.ok(!belongsTo('tests/unit/99.test.js', '9'));
});

test('the removal test finds the imports of the tests it does not run that name no file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'removal-'));
  mkdirSync(path.join(dir, 'tests/e2e/puzzles/a'), { recursive: true });
  mkdirSync(path.join(dir, 'tests/unit/puzzles/b'), { recursive: true });
  writeFileSync(path.join(dir, 'tests/e2e/helpers.js'), 'export const x = 1;\n');
  writeFileSync(path.join(dir, 'tests/e2e/puzzles/a/a.test.js'), "import { x } from '../../helpers.js';\nconst m = await import('../gone/contract.js');\n");
  writeFileSync(path.join(dir, 'tests/unit/puzzles/b/b.test.js'), "import { y } from '../../../../www/js/puzzles/gone/y.js';\nimport assert from 'node:assert';\n");
  assert.deepEqual(missingImports(dir).sort(), [
    'tests/e2e/puzzles/a/a.test.js: ../gone/contract.js',
    'tests/unit/puzzles/b/b.test.js: ../../../../www/js/puzzles/gone/y.js',
  ]);
});
