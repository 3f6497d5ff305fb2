//! The puzzle registry against the contract (www/js/puzzles/contract.js): every registered
//! puzzle loads, meets the contract, and its procedure's line ids are exactly the ones its
//! wasm stepper can execute (the core's `Problem::LINES`), so no highlighted line is missing,
//! and its parts of the notes' generic template are there in both languages. A puzzle's
//! instance for its stepper is its declaration's (tests/unit/puzzles/<id>/contract.js,
//! `size`), else its own default.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm-modules.js';
import {
  DEFAULT_PUZZLE, GROUPS, PUZZLES, loadPuzzle, switchGroups,
} from '../../www/js/puzzles/registry.js';
import { contractFaults, pageFaults } from '../../www/js/puzzles/contract.js';
import { setLang } from '../../www/js/lib/i18n.js';
import { PARTS } from '../../www/js/views/template-view.js';
import './load-strings.js';

// Each puzzle steps on its own wasm module; the page's `wasm` argument is not used.
const wasm = null;

/** Each puzzle's instance for its stepper: its declaration's `size`, or undefined (its default). */
const SIZES = Object.fromEntries(await Promise.all(PUZZLES.map(async ({ id }) => {
  const file = new URL(`./puzzles/${id}/contract.js`, import.meta.url);
  return [id, await import(file).then((m) => m.default.size, () => undefined)];
})));

const CJK = /[\u3400-\u9fff]/;

test('the registry\'s first puzzle is the default (the link without puzzle=), and its ids are unique', () => {
  assert.equal(DEFAULT_PUZZLE, PUZZLES[0].id);
  assert.equal(new Set(PUZZLES.map((p) => p.id)).size, PUZZLES.length);
});

test('every puzzle is in one group of the switch, each group is named in both languages, and the switch lists each puzzle once, the default first', () => {
  const groups = new Set(GROUPS.map((g) => g.id));
  assert.equal(groups.size, GROUPS.length);
  for (const g of GROUPS) {
    assert.ok(g.name.en && !CJK.test(g.name.en), `${g.id}: its English name`);
    assert.ok(CJK.test(g.name.zh), `${g.id}: its Chinese name`);
  }
  for (const p of PUZZLES) assert.ok(groups.has(p.group), `${p.id}: group ${p.group} is one of GROUPS`);
  const listed = switchGroups().flatMap((g) => g.ids);
  assert.deepEqual([...listed].sort(), PUZZLES.map((p) => p.id).sort());
  assert.equal(listed[0], DEFAULT_PUZZLE);
  assert.ok(switchGroups().every((g) => g.ids.length > 0), 'no empty group');
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

for (const { id } of PUZZLES) {
  test(`${id}: its parts of the notes' template are written in both languages, and each conflict is the constraint's or the bound's`, async () => {
    const puzzle = await loadPuzzle(id);
    for (const lang of ['en', 'zh']) {
      setLang(lang);
      const parts = puzzle.templateParts();
      for (const [part] of PARTS) assert.ok(typeof parts[part] === 'string' && parts[part].trim(), `${id} ${lang}: ${part}`);
      assert.ok(parts.note === null || parts.note.trim(), `${id} ${lang}: the note`);
      if (lang === 'zh') assert.match(`${parts.constraint} ${parts.bound}`, CJK, `${id}: the parts in Chinese`);
    }
    setLang('en');
    const stepper = puzzle.newStepper(wasm, SIZES[id], { allSolutions: true, method: 'flags', template: 'recursive' });
    let s = stepper.view();
    for (let i = 0; i < 300 && !s.finished; i += 1) {
      if (s.event?.kind === 'conflict') assert.ok(['constraint', 'bound'].includes(puzzle.templateCause(s)), `${id} step ${s.step}`);
      s = stepper.step();
    }
    stepper.free();
  });
}

test('contractFaults asks for templates that start with the recursive form', () => {
  assert.ok(contractFaults({ templates: ['iterative'] }).some((f) => f.startsWith('templates must')));
  assert.ok(contractFaults({ templates: ['recursive', 'loop'] }).some((f) => f.startsWith('templates must')));
  assert.ok(!contractFaults({ templates: ['recursive', 'iterative'] }).some((f) => f.startsWith('templates')));
});
