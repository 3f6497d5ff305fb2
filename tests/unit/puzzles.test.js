//! The puzzle registry against the contract (www/js/puzzles/contract.js): every registered
//! puzzle loads, meets the contract, and its procedure's line ids are exactly the ones its
//! wasm stepper can execute (the core's `Problem::LINES`), so no highlighted line is missing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm-modules.js';
import { DEFAULT_PUZZLE, PUZZLES, loadPuzzle } from '../../www/js/puzzles/registry.js';
import { contractFaults, pageFaults } from '../../www/js/puzzles/contract.js';

// Each puzzle steps on its own wasm module; the page's `wasm` argument is not used.
const wasm = null;

/** A small board of each puzzle, for its stepper. */
const SIZES = { queens: 4, knight: { n: 9, m: 5 }, knapsack: { w: [16, 15, 15], v: [45, 25, 25], c: 30 } };

test('the registry\'s first puzzle is the default (the link without puzzle=), and its ids are unique', () => {
  assert.equal(DEFAULT_PUZZLE, PUZZLES[0].id);
  assert.equal(new Set(PUZZLES.map((p) => p.id)).size, PUZZLES.length);
});

test('pageFaults names what a page lacks', () => {
  const keys = { back() {}, forward() {}, playPause() {}, reset() {} };
  assert.ok(pageFaults({ keys }).includes('open is undefined, not function'));
  assert.ok(pageFaults({ keys: { back() {} } }).includes('keys.reset is missing'));
});

test('contractFaults names what a puzzle lacks', () => {
  assert.ok(contractFaults({}).includes('newStepper is undefined, not function'));
  assert.ok(contractFaults({ counters: [{}] }).includes('counters[0] lacks name, label or value'));
});

for (const { id } of PUZZLES) {
  test(`${id}: meets the puzzle contract`, async () => {
    const puzzle = await loadPuzzle(id);
    assert.deepEqual(contractFaults(puzzle), []);
    assert.equal(puzzle.id, id);
  });

  test(`${id}: in each of its templates, every line a step leaves the program on is drawn`, async () => {
    const puzzle = await loadPuzzle(id);
    for (const template of puzzle.templates) {
      for (const allSolutions of [true, false]) {
        for (const method of ['flags', 'scan']) {
          const options = { allSolutions, method, template };
          const stepper = puzzle.newStepper(wasm, SIZES[id], options);
          const shown = new Set(puzzle.code(options).lines.map(([line]) => line));
          let s = stepper.view();
          const executed = new Set();
          for (let i = 0; i < 200 && !s.finished; i += 1) {
            const { line, caller } = puzzle.executing(s, options);
            executed.add(line);
            if (caller) executed.add(caller);
            s = stepper.step();
          }
          executed.add(puzzle.executing(s, options).line);
          for (const line of executed) assert.ok(shown.has(line), `${id} ${template} ${method}: ${line} is not drawn`);
          stepper.free();
        }
      }
    }
  });
}

test('contractFaults asks for templates that start with the recursive form', () => {
  assert.ok(contractFaults({ templates: ['iterative'] }).some((f) => f.startsWith('templates must')));
  assert.ok(contractFaults({ templates: ['recursive', 'loop'] }).some((f) => f.startsWith('templates must')));
  assert.ok(!contractFaults({ templates: ['recursive', 'iterative'] }).some((f) => f.startsWith('templates')));
});
