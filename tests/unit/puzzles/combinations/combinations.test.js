//! The combinations' pure modules (puzzles/combinations/puzzle.js, tree.js, actions.js'
//! `readDraft`, exercise-rules.js) on the core's own stepper (its wasm module, loaded from
//! the file): the snapshot and the output of the textbook instance with and without the
//! bound, the tree's marks, the editor's faults and the exercise's rules, against the
//! output written out in docs/REFERENCE.md ("Combinations": n = 5, r = 3 gives 123 124 125
//! 134 135 145 234 235 245 345).

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import {
  code, killNumbers, newStepper, packedTree, partialX, result, textbook, templateParts,
} from '../../../../www/js/puzzles/combinations/puzzle.js';
import { compactLayout, treeMarks } from '../../../../www/js/puzzles/combinations/tree.js';
import { readDraft } from '../../../../www/js/puzzles/combinations/actions.js';
import { treeNodes } from '../../../../www/js/views/tree-layout.js';
import { setLang, t } from '../../../../www/js/lib/i18n.js';

const TEXTBOOK = { n: 5, r: 3, bound: true };
const NO_BOUND = { n: 5, r: 3, bound: false };
const LIMITS = { combMaxN: 9 };
const TEN = '123 124 125 134 135 145 234 235 245 345';

const toEnd = (s) => {
  let at = s.view();
  while (!at.finished) at = s.step();
  return at;
};

test('the textbook instance is the core\'s: n = 5, r = 3, with the bound', () => {
  assert.deepEqual(textbook(), TEXTBOOK);
});

test('n = 5, r = 3: the first steps, a kill of each kind, and the ten combinations at the end', () => {
  const s = newStepper(null, TEXTBOOK);
  let at = s.view();
  assert.deepEqual(result(at), {
    x: '', count: 0, done: false, text: '',
  });
  at = s.seek(2);
  assert.deepEqual([at.event.kind, at.event.cause, at.event.value, at.event.prev], ['conflict', 'constraint', 1, 1]);
  assert.equal(killNumbers(at.event), '≤1');
  assert.equal(partialX(at), '(1, _, _)');
  at = s.seek(7);
  assert.deepEqual([at.event.kind, at.event.number], ['solution', 1]);
  assert.deepEqual(result(at), {
    x: '1-2-3', count: 1, done: false, text: '123',
  });
  at = toEnd(s);
  assert.deepEqual(result(at), {
    x: '3-4-5', count: 10, done: true, text: TEN,
  });
  assert.deepEqual([at.nodesWith, at.nodesWithout], [51, 81]);
  const c = at.counters;
  assert.equal(c.placements + c.constraint + c.bound + 1, 51);
  assert.ok(c.bound > 0);
  s.free();
});

test('without the bound the same ten combinations come out of a larger tree, killed by the constraint alone', () => {
  const s = newStepper(null, NO_BOUND);
  const at = toEnd(s);
  assert.equal(result(at).text, TEN);
  const c = at.counters;
  assert.deepEqual([c.placements + c.constraint + c.bound + 1, c.bound], [81, 0]);
  s.free();
  // The bound's kill, with its numbers: under x1 = 1, x2 = 5 > n − r + 2 = 4.
  const b = newStepper(null, TEXTBOOK);
  let e = b.view();
  while (!(e.event?.kind === 'conflict' && e.event.cause === 'bound')) e = b.step();
  assert.deepEqual([e.event.depth, e.event.value, e.event.limit, killNumbers(e.event)], [2, 5, 4, '>4']);
  setLang('en');
  assert.match(t('comb.event-bound', {
    t: 2, v: 5, limit: 4, n: 5, r: 3, prev: 1,
  }), /5 > n − r \+ t = 5 − 3 \+ 2 = 4/);
  b.free();
});

test('the tree\'s marks follow the notes: expanding, live, dead by the constraint, the bound or exhausted', () => {
  const nodes = treeNodes(packedTree(TEXTBOOK, 1000));
  assert.equal(nodes.length, 50);
  const s = newStepper(null, TEXTBOOK);
  const causes = {};
  nodes.forEach((node, i) => {
    if (!node.placed) causes[i] = s.seek(node.step).event.cause;
  });
  const index = (...values) => nodes.findIndex((node, i) => {
    const path = [];
    for (let k = i; k !== null; k = nodes[k].parent) path.unshift(nodes[k].choice);
    return path.join('-') === values.join('-');
  });
  let m = treeMarks(nodes, s.seek(3), (i) => causes[i], 5);
  assert.deepEqual(m.marks[index(1, 2)], { state: 'expanding', killed: null });
  assert.deepEqual(m.marks[index(1)], { state: 'live', killed: null });
  assert.deepEqual(m.marks[index(1, 1)], { state: 'dead', killed: 'constraint' });
  assert.equal(m.root, 'live');
  m = treeMarks(nodes, s.seek(nodes[index(1, 5)].step), (i) => causes[i], 5);
  assert.deepEqual(m.marks[index(1, 5)], { state: 'dead', killed: 'bound' });
  assert.deepEqual(m.marks[index(1, 2)], { state: 'dead', killed: 'exhausted' });
  m = treeMarks(nodes, toEnd(s), (i) => causes[i], 5);
  assert.equal(m.root, 'dead');
  assert.deepEqual(m.marks[index(4)], { state: 'dead', killed: 'bound' });
  s.free();
});

test('the compact layout: each parent over its children, a slot at least between two nodes of a row; 30 slots for the textbook tree', () => {
  for (const instance of [TEXTBOOK, { ...TEXTBOOK, bound: false }, { n: 6, r: 3, bound: false }, { n: 3, r: 3, bound: true }]) {
    const nodes = treeNodes(packedTree(instance, 1000));
    const lay = compactLayout(nodes);
    const what = JSON.stringify(instance);
    const rows = new Map();
    nodes.forEach((node, i) => rows.set(node.depth, [...(rows.get(node.depth) ?? []), lay.x[i]]));
    for (const xs of rows.values()) {
      // In the order the search generated them: left to right.
      xs.forEach((x, k) => assert.ok(k === 0 || x - xs[k - 1] >= 1 - 1e-9, `${what}: a row's nodes a slot apart`));
    }
    nodes.forEach((node, i) => {
      const kids = nodes.map((_, k) => k).filter((k) => nodes[k].parent === i);
      if (kids.length) assert.equal(lay.x[i], (lay.x[kids[0]] + lay.x[kids.at(-1)]) / 2, `${what}: a parent over its children`);
    });
    assert.equal(Math.min(...lay.x, lay.root), 0);
    assert.equal(Math.max(...lay.x, lay.root) + 1, lay.slots);
    assert.equal(lay.depth, instance.r);
  }
  // 41 leaves, but the rows above the widest (30 nodes) close up.
  assert.equal(compactLayout(treeNodes(packedTree(TEXTBOOK, 1000))).slots, 30);
});

test('the editor refuses a bad n and an r above n, each with its message, keeping full-width digits', () => {
  assert.deepEqual(readDraft({ n: '5', r: '3' }, LIMITS), { instance: { n: 5, r: 3 } });
  assert.deepEqual(readDraft({ n: '５', r: '３' }, LIMITS), { instance: { n: 5, r: 3 } }, 'full-width digits are digits');
  assert.deepEqual(readDraft({ n: '10', r: '3' }, LIMITS).fault, { key: 'comb.editor-bad-n', params: { max: 9 } });
  const r = readDraft({ n: '4', r: '5' }, LIMITS).fault;
  assert.deepEqual(r, { key: 'comb.editor-bad-r', params: { n: 4 } });
  setLang('en');
  assert.match(t(r.key, r.params), /r must be a whole number from 1 to n = 4\. The last good instance is kept\./);
  setLang('zh');
  assert.match(t(r.key, r.params), /r 必须是 1 到 n = 4 之间的整数/);
  setLang('en');
});

test('the exercise\'s rules on the textbook trace: take 1, 2, 3, then back, with the killed values named', async () => {
  const { createTrace } = await import('../../../../www/js/exercise/trace.js');
  const { COMBINATIONS_RULES } = await import('../../../../www/js/puzzles/combinations/exercise-rules.js');
  const trace = createTrace(newStepper(null, TEXTBOOK), false);
  let next = trace.next(0);
  assert.deepEqual([next.step, COMBINATIONS_RULES.expected(next)], [1, { kind: 'number', value: 1 }]);
  next = trace.next(1);
  // x2 = 1 is killed by the constraint on the way to x2 = 2.
  assert.deepEqual([next.step, COMBINATIONS_RULES.expected(next), next.tried.map((e) => e.value)], [3, { kind: 'number', value: 2 }, [1]]);
  assert.equal(COMBINATIONS_RULES.reason(next, { kind: 'number', value: 1 }, TEXTBOOK).why, 'next-value');
  next = trace.next(7);
  assert.deepEqual([COMBINATIONS_RULES.expected(next), COMBINATIONS_RULES.reason(next, { kind: 'number', value: 4 }, TEXTBOOK).why], [{ kind: 'backtrack' }, 'after-leaf']);
  const tokens = trace.actions().map((a) => (a.kind === 'place' ? String(a.event.value) : 'b'));
  assert.equal(tokens.slice(0, 8).join('-'), '1-2-3-b-4-b-5-b');
  // Every combination is one run of r takes: 10 leaves.
  assert.equal(tokens.filter((x, i) => x !== 'b' && tokens[i + 1] === 'b' && tokens.slice(0, i + 1).filter((y) => y !== 'b').length - tokens.slice(0, i + 1).filter((y) => y === 'b').length === 3).length, 10);
  trace.free();
});

test('the procedure shows the bound\'s test, or `true` with it switched off; the template\'s parts are declared', () => {
  setLang('en');
  const on = code({ bound: true }).lines.find(([id]) => id === 'bound')[2];
  const off = code({ bound: false }).lines.find(([id]) => id === 'bound')[2];
  assert.match(on, /x\[t\] ≤ n − r \+ t/);
  assert.match(off, /and true/);
  assert.deepEqual(Object.keys(templateParts()), ['f', 'g', 'h', 'constraint', 'bound', 'solution', 'output', 'note']);
  assert.match(templateParts().constraint, /x\[t\] > x\[t−1\]/);
});
