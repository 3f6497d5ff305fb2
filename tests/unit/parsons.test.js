//! The Parsons problem (www/js/exercise/parsons.js): the seeded shuffle, the grading, the
//! answer's link tokens, and every registered puzzle's declaration against its procedure.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm-modules.js';
import { PUZZLES, loadPuzzle } from '../../www/js/puzzles/registry.js';
import { setLang } from '../../www/js/lib/i18n.js';
import './load-strings.js';
import {
  buildProblem, declarationFaults, decodeAnswer, encodeAnswer, grade, lineOf, poolLines,
  procedureLines, seededRandom, shuffled, solution,
} from '../../www/js/exercise/parsons.js';

/** A small procedure and its declaration, as a puzzle gives them. */
const CODE = [
  ['proc', 0, 'backtrack(t):'],
  ['for', 1, 'for i = 1 to n:'],
  ['test', 2, 'if ok(t, i):'],
  ['assign', 3, 'x[t] = i'],
  ['recurse', 3, 'backtrack(t + 1)'],
  ['undo', 3, 'x[t] = 0'],
  ['main', 0, 'main:'],
  ['start', 1, 'backtrack(1)'],
];
const UNDO = { en: 'undo after the call', zh: '调用之后撤销' };
const DECLARED = {
  distractors: [
    { text: 'for i = 1 to n − 1:', indent: 1, reason: { en: 'misses n', zh: '漏掉 n' } },
    { text: 'backtrack(t)', indent: 3, reason: { en: 'same t', zh: '同一个 t' } },
  ],
  pairs: [{ line: 'undo', after: 'recurse', reason: UNDO }],
};

test('the seeded generator gives the same numbers for the same seed, and others for another', () => {
  const take = (seed) => Array.from({ length: 8 }, seededRandom(seed));
  assert.deepEqual(take(42), take(42));
  assert.notDeepEqual(take(42), take(43));
  assert.notDeepEqual(take(1), take(1 + 2 ** 32), 'the high bits of a seed count');
  assert.ok(take(2 ** 53 - 1).every((x) => x >= 0 && x < 1));
});

test('the shuffle is a permutation, the same for the same seed, and leaves its input as it was', () => {
  const items = Array.from({ length: 12 }, (_, i) => i);
  for (const seed of [0, 1, 7, 123456, 2 ** 40]) {
    const a = shuffled(items, seededRandom(seed));
    assert.deepEqual([...a].sort((x, y) => x - y), items);
    assert.deepEqual(shuffled(items, seededRandom(seed)), a);
  }
  assert.deepEqual(items, Array.from({ length: 12 }, (_, i) => i));
  const orders = new Set([0, 1, 2, 3, 4, 5].map((seed) => shuffled(items, seededRandom(seed)).join()));
  assert.ok(orders.size > 1, 'different seeds give different orders');
});

test('a problem is the first procedure\'s lines and one or two distractors, the same for the same seed', () => {
  assert.deepEqual(procedureLines(CODE).map((l) => l.id), ['1', '2', '3', '4', '5', '6']);
  const p = buildProblem(CODE, DECLARED, 9);
  assert.deepEqual(buildProblem(CODE, DECLARED, 9), p);
  assert.ok(p.distractors.length >= 1 && p.distractors.length <= 2);
  assert.deepEqual([...p.pool].sort(), [...p.lines, ...p.distractors].map((l) => l.id).sort());
  const counts = new Set(Array.from({ length: 20 }, (_, seed) => buildProblem(CODE, DECLARED, seed).distractors.length));
  assert.deepEqual([...counts].sort(), [1, 2], 'seeds give one distractor or two');
  assert.deepEqual(poolLines(p, [{ id: '1', indent: 0 }]).map((l) => l.id), p.pool.filter((id) => id !== '1'));
});

test('the right order at the right indents has full marks', () => {
  const p = buildProblem(CODE, DECLARED, 3);
  const g = grade(p, solution(p));
  assert.equal(g.full, true);
  assert.equal(g.right, 6);
  assert.equal(g.wrong, 0);
  assert.ok(g.marks.every((m) => m.ok));
});

test('a distractor placed is wrong with its declared reason, even where the procedure is right', () => {
  const p = buildProblem(CODE, DECLARED, 3);
  const d = p.distractors[0];
  const placed = [...solution(p)];
  placed.splice(2, 0, { id: d.id, indent: d.indent });
  const g = grade(p, placed);
  assert.equal(g.full, false);
  assert.deepEqual(g.marks[2], { id: d.id, ok: false, why: { kind: 'distractor', reason: d.reason } });
  assert.equal(g.right, 6);
  assert.equal(g.wrong, 1);
});

test('a wrong indent is wrong, and says the indent the line wants', () => {
  const p = buildProblem(CODE, DECLARED, 3);
  const placed = solution(p).map((s) => (s.id === '4' ? { ...s, indent: 2 } : s));
  const g = grade(p, placed);
  assert.equal(g.full, false);
  assert.deepEqual(g.marks[3].why, { kind: 'indent', want: 3, got: 2 });
});

test('a line out of order is wrong with the line it goes after, or a declared pair\'s reason', () => {
  const p = buildProblem(CODE, DECLARED, 3);
  const at = (ids) => ids.map((id) => ({ id, indent: lineOf(p, id).indent }));
  // The test before the loop: the loop line is the one out of the longest run in order.
  let g = grade(p, at(['1', '3', '2', '4', '5', '6']));
  assert.equal(g.full, false);
  const wrong = g.marks.filter((m) => !m.ok);
  assert.equal(wrong.length, 1);
  assert.equal(wrong[0].why.kind, 'after');
  // The undo before the recursive call: the declared reason.
  g = grade(p, at(['1', '2', '3', '4', '6', '5']));
  assert.deepEqual(g.marks.filter((m) => !m.ok).map((m) => m.why), [{ kind: 'pair', reason: UNDO }]);
  // A line left out is missing.
  g = grade(p, at(['1', '2', '3', '4', '5']));
  assert.deepEqual(g.missing.map((l) => l.id), ['6']);
  assert.equal(g.full, false);
  assert.equal(g.wrong, 1);
});

test('lines of the same text, or of a group declared in any order, may stand in each other\'s place', () => {
  const code = [['p', 0, 'f():'], ['a', 1, 'x = 0'], ['b', 1, 'y = 0'], ['c', 1, 'x = 0'], ['d', 1, 'z = 0']];
  const at = (ids) => ids.map((id) => ({ id, indent: id === '1' ? 0 : 1 }));
  const same = buildProblem(code, { distractors: [] }, 1);
  assert.equal(grade(same, at(['1', '4', '3', '2', '5'])).full, true, 'the two x = 0 lines change places');
  assert.equal(grade(same, at(['1', '3', '2', '4', '5'])).full, false);
  const group = buildProblem(code, { distractors: [], anyOrder: [['c', 'd']] }, 1);
  assert.equal(grade(group, at(['1', '2', '3', '5', '4'])).full, true, 'the group\'s lines change places');
});

test('the answer\'s tokens go into the link and come back the same', () => {
  const p = buildProblem(CODE, DECLARED, 5);
  const placed = [{ id: '1', indent: 0 }, { id: p.distractors[0].id, indent: 2 }, { id: '3', indent: 2 }];
  const ans = encodeAnswer(placed);
  assert.match(ans, /^[a-z0-9.-]+$/);
  assert.deepEqual(decodeAnswer(p, ans), { placed, error: null });
  assert.equal(encodeAnswer([]), null);
  assert.deepEqual(decodeAnswer(p, null), { placed: [], error: null });
});

test('a bad or tampered answer keeps the lines before it and says where', () => {
  const p = buildProblem(CODE, DECLARED, 5);
  const unpicked = ['d1', 'd2'].find((id) => !lineOf(p, id)) ?? 'd9';
  const cases = [
    ['1.0-99.1', 2, '99.1'],
    ['1.0-2.1-2.1', 3, '2.1'],
    ['1.0-x', 2, 'x'],
    ['1.0-3.9', 2, '3.9'],
    [`1.0-${unpicked}.1`, 2, `${unpicked}.1`],
    ['1', 1, '1'],
  ];
  for (const [ans, at, value] of cases) {
    const { placed, error } = decodeAnswer(p, ans);
    assert.deepEqual(error, { at, value }, ans);
    assert.equal(placed.length, at - 1, ans);
  }
});

test('every registered puzzle declares distractors and pairs that fit its procedure, in each of its forms', async () => {
  setLang('en');
  for (const { id } of PUZZLES) {
    const puzzle = await loadPuzzle(id);
    const codeOf = (template) => puzzle.code({ allSolutions: true, ...puzzle.parsons?.options, template }).lines;
    for (const lang of ['en', 'zh']) {
      setLang(lang);
      assert.deepEqual(declarationFaults(puzzle.parsons, puzzle.templates, codeOf), [], `${id} (${lang})`);
    }
    setLang('en');
    for (const template of puzzle.templates) {
      const p = buildProblem(codeOf(template), puzzle.parsons[template], 11);
      assert.ok(p.lines.length >= 5, `${id} ${template}: a procedure of five lines or more`);
      assert.equal(grade(p, solution(p)).full, true, `${id} ${template}: its own lines in order are right`);
    }
  }
});
