//! `make bench` finds what it measures of each puzzle in the puzzle's folder
//! (www/js/puzzles/<id>/bench/bench.mjs, scripts/bench-puzzles.mjs): every declaration
//! found loads and has the documented shape (`PuzzleBench`), the keys of target/bench.json
//! stay each part's own, the first view falls back to the page ready without a declaring
//! default puzzle, and the native half runs the bench targets the crates declare. A tree
//! without a puzzle checks the declarations left.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { PUZZLES } from '../../www/js/puzzles/registry.js';
import {
  READY_VIEW, declarationFile, firstViewOf, mergeKeys, puzzleBenches,
} from '../../scripts/bench-puzzles.mjs';
import { benchTargets } from '../../scripts/bench-native.mjs';
import { interactionParts } from '../../scripts/bench-interactions.mjs';
import { longTaskRows } from '../../scripts/bench-long-tasks.mjs';
import { firstViewPlan } from '../../scripts/bench-first-view.mjs';

const benches = await puzzleBenches();
const isFunction = (source) => typeof new Function(`return (${source});`)() === 'function';

test('every registered puzzle with a bench declaration is found, the default marked', () => {
  const declaring = PUZZLES.filter((p) => existsSync(declarationFile(p.id))).map((p) => p.id);
  assert.deepEqual(benches.map((b) => b.id), declaring);
  for (const b of benches) assert.equal(b.default, b.id === PUZZLES[0].id);
});

for (const b of benches) {
  test(`${b.id}'s bench declaration has the documented shape`, () => {
    for (const half of ['wasm', 'page', 'format']) {
      if (b[half] !== undefined) assert.equal(typeof b[half], 'function', half);
    }
    for (const half of ['wasm', 'page']) {
      if (b[half]) assert.equal(typeof b.measures?.[half], 'string', `measures.${half}`);
    }
    if (b.interactions) {
      const { targets, scenarios, run } = b.interactions;
      assert.ok(Object.values(targets).every(Number.isFinite), 'targets in ms');
      assert.ok(scenarios.length > 0 && scenarios.every((s) => typeof s === 'string'));
      assert.equal(typeof run, 'function');
    }
    for (const row of b.longTasks ?? []) {
      assert.equal(typeof row.label, 'string');
      assert.ok(Number.isFinite(row.target_ms));
      assert.equal(typeof row.run, 'function');
    }
    if (b.firstView) {
      const { hash, label, moment, shown, clsLinks } = b.firstView;
      for (const link of [hash, ...clsLinks]) assert.match(link, /^#[^#\s]+$/);
      assert.ok(label && moment);
      assert.ok(isFunction(shown), 'shown: a function\'s source, run in the page');
    }
  });
}

test('the interaction rows and main-thread rows are the declared ones, each label once', () => {
  const labels = interactionParts(benches).flatMap((p) => Object.keys(p.targets));
  assert.ok(labels.includes('language switch'), 'the shell\'s own');
  assert.equal(new Set(labels).size, labels.length);
  const rows = longTaskRows(benches).map((r) => r.label);
  assert.equal(new Set(rows).size, rows.length);
});

test('the first view is the default puzzle\'s declaration, else the page ready', () => {
  const view = firstViewOf(benches);
  const declared = benches.find((b) => b.default)?.firstView;
  assert.equal(view, declared ?? READY_VIEW);
  assert.equal(firstViewOf([]), READY_VIEW);
  assert.ok(isFunction(READY_VIEW.shown));
  assert.ok(firstViewPlan(view).length >= 2);
});

test('the keys of target/bench.json are each part\'s own', () => {
  assert.deepEqual(mergeKeys([['a', { x: 1 }], ['b', { y: 2 }]]), { x: 1, y: 2 });
  assert.throws(() => mergeKeys([['a', { x: 1 }], ['b', { x: 2 }]]), /key x given twice/);
});

test('the native half runs the bench targets of the workspace\'s members only', () => {
  const pkg = (id, name, kinds) => ({ id, name, targets: kinds.map(([kind, t]) => ({ kind: [kind], name: t })) });
  const metadata = {
    workspace_members: ['a 0.1', 'b 0.1'],
    packages: [pkg('a 0.1', 'a', [['lib', 'a'], ['bench', 'speed']]), pkg('b 0.1', 'b', [['lib', 'b']]), pkg('c 0.1', 'c', [['bench', 'x']])],
  };
  assert.deepEqual(benchTargets(metadata), [{ crate: 'a', name: 'speed' }]);
});
