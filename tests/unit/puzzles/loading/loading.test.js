//! The loading problem's pure modules (puzzles/loading/puzzle.js, tree.js, actions.js'
//! `readDraft`, exercise-rules.js) on the core's own stepper (its wasm module, loaded from
//! the file): the snapshot and the result of both textbook instances, the subset tree's
//! marks, the editor's faults and the exercise's rules, against the traces written out by
//! hand in docs/REFERENCE.md ("The loading problem": w = (10, 40, 40), c1 = c2 = 50,
//! loadable with bestw 50 and x = (1, 1, 0); w = (20, 40, 40), bestw 40, not loadable).

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import {
  killNumbers, newStepper, packedTree, partialX, result, textbook, templateParts,
} from '../../../../www/js/puzzles/loading/puzzle.js';
import { completeTree, heapOf, treeMarks } from '../../../../www/js/puzzles/loading/tree.js';
import { readDraft } from '../../../../www/js/puzzles/loading/actions.js';
import { treeNodes } from '../../../../www/js/views/tree-layout.js';
import { setLang, t } from '../../../../www/js/lib/i18n.js';

const TEXTBOOK = { w: [10, 40, 40], c1: 50, c2: 50 };
const UNLOADABLE = { w: [20, 40, 40], c1: 50, c2: 50 };
const LIMITS = { loadMaxItems: 12, loadMaxWeight: 1000, loadMaxCapacity: 12000 };

test('the textbook instance is the core\'s: w = (10, 40, 40), c1 = c2 = 50', () => {
  assert.deepEqual(textbook(), TEXTBOOK);
});

test('w = (10, 40, 40): step 3 kills container 3 (90 > 50), step 8 leaving 2 off (10 + 40 ≤ 50); the end is loadable with x = (1, 1, 0)', () => {
  const s = newStepper(null, TEXTBOOK);
  let at = s.view();
  assert.deepEqual([at.cw, at.r, at.total, at.best], [0, 90, 90, 0]);
  assert.deepEqual(result(at), {
    best: 0, x: '', count: 0, done: false, loadable: null,
  });
  at = s.seek(3);
  assert.deepEqual([at.event.kind, at.event.take, at.event.cw, at.event.capacity], ['conflict', true, 90, 50]);
  assert.equal(killNumbers(at.event), '90 > 50');
  assert.equal(partialX(at), '(1, 1, _)');
  at = s.seek(5);
  assert.deepEqual([at.event.kind, at.event.newBest, at.best, at.x], ['solution', true, 50, [1, 1, 0]]);
  assert.deepEqual(result(at), {
    best: 50, x: '1-1-0', count: 1, done: false, loadable: null,
  });
  at = s.seek(8);
  assert.deepEqual([at.event.take, at.event.cw, at.event.r, at.event.best], [false, 10, 40, 50]);
  assert.equal(killNumbers(at.event), '10 + 40 ≤ 50');
  at = s.seek(17);
  assert.ok(at.finished);
  assert.deepEqual(result(at), {
    best: 50, x: '1-1-0', count: 1, done: true, loadable: true,
  });
  assert.equal(at.rest, 40);
  // 6 nodes generated with the root, 2 killed by the constraint, 3 by the bound.
  assert.deepEqual([at.counters.placements + 1, at.counters.constraint, at.counters.bound], [6, 2, 3]);
  s.free();
});

test('w = (20, 40, 40): bestw 40 with x = (0, 1, 0), 60 left for c2 = 50: not loadable, in words', () => {
  const s = newStepper(null, UNLOADABLE);
  let at = s.view();
  while (!at.finished) at = s.step();
  assert.deepEqual(result(at), {
    best: 40, x: '0-1-0', count: 2, done: true, loadable: false,
  });
  assert.equal(at.rest, 60);
  setLang('en');
  assert.equal(
    t('load.result-no', { best: 40, x: '(0, 1, 0)', rest: 60, c2: 50 }),
    'not all can be loaded: ship 1 takes at most 40 (x = (0, 1, 0)), and the rest, 60, is more than c₂ = 50',
  );
  s.free();
});

test('a container no ship 1 can take: no leaf, and once over bestw 0 with x all 0', () => {
  const s = newStepper(null, { w: [60], c1: 50, c2: 60 });
  let at = s.view();
  while (!at.finished) at = s.step();
  assert.equal(at.found, false);
  assert.deepEqual(result(at), {
    best: 0, x: '0', count: 0, done: true, loadable: true,
  });
  s.free();
});

test('the subset tree of n = 3 has 15 nodes, and its marks follow the notes at steps 3, 8 and the end', () => {
  const tree = completeTree(3, treeNodes(packedTree(TEXTBOOK, 100)));
  assert.equal(tree.length, 15);
  const s = newStepper(null, TEXTBOOK);
  const mark = (path, m) => m.marks[tree.findIndex((n) => n.path === path)];
  let m = treeMarks(tree, s.seek(3));
  assert.deepEqual(mark('1-1', m), { state: 'expanding', killed: null });
  assert.deepEqual(mark('1', m), { state: 'live', killed: null });
  assert.deepEqual(mark('1-1-1', m), { state: 'dead', killed: 'constraint' });
  assert.equal(mark('1-0', m).state, 'unseen');
  m = treeMarks(tree, s.seek(8));
  assert.deepEqual(mark('1-0', m), { state: 'dead', killed: 'bound' });
  assert.deepEqual(mark('1-1', m), { state: 'dead', killed: 'exhausted' });
  assert.equal(mark('1-0-1', m).state, 'never');
  assert.equal(m.best, heapOf([1, 1, 0]));
  m = treeMarks(tree, s.seek(17));
  assert.deepEqual(mark('0-0', m), { state: 'dead', killed: 'bound' });
  assert.deepEqual(mark('0-1-0', m), { state: 'dead', killed: 'bound' });
  assert.deepEqual(mark('0-1-1', m), { state: 'dead', killed: 'constraint' });
  assert.equal(m.marks.filter((x) => x.state === 'never').length, 4);
  s.free();
});

test('the editor refuses a bad weight, a bad capacity and Σw > c1 + c2, each with its message', () => {
  const draft = { w: ['10', '40', '40'], c1: '50', c2: '50' };
  assert.deepEqual(readDraft(draft, LIMITS), { instance: TEXTBOOK });
  assert.deepEqual(readDraft({ ...draft, w: ['１０', '40', '40'] }, LIMITS), { instance: TEXTBOOK }, 'full-width digits are digits');
  assert.deepEqual(readDraft({ ...draft, w: ['10', 'x', '40'] }, LIMITS).fault, { key: 'load.editor-bad', params: { i: 2, max: '1,000' } });
  assert.deepEqual(readDraft({ ...draft, c2: '0' }, LIMITS).fault, { key: 'load.editor-bad-capacity', params: { ship: 'c2', max: '12,000' } });
  const heavy = readDraft({ ...draft, w: ['30', '40', '40'] }, LIMITS).fault;
  assert.deepEqual(heavy, { key: 'load.editor-too-heavy', params: { total: 110, room: 100 } });
  setLang('en');
  assert.match(t(heavy.key, heavy.params), /weigh 110, more than c₁ \+ c₂ = 100.*last good instance is kept/);
  setLang('zh');
  assert.match(t(heavy.key, heavy.params), /集装箱总重 110，超过 c₁ \+ c₂ = 100/);
  setLang('en');
});

test('the exercise\'s rules on the textbook trace: load 1 and 2, leave 3 off, then back', async () => {
  const { createTrace } = await import('../../../../www/js/exercise/trace.js');
  const { LOADING_RULES } = await import('../../../../www/js/puzzles/loading/exercise-rules.js');
  const trace = createTrace(newStepper(null, TEXTBOOK), false);
  const take = { kind: 'number', value: 1 };
  const skip = { kind: 'number', value: 2 };
  const back = { kind: 'backtrack' };
  let next = trace.next(0);
  assert.deepEqual([next.step, LOADING_RULES.expected(next)], [1, take]);
  assert.equal(LOADING_RULES.reason(next, skip, TEXTBOOK).why, 'take-fits');
  // Step 4 leaves container 3 off after loading it was killed at step 3 (90 > 50).
  next = trace.next(2);
  assert.deepEqual([next.step, LOADING_RULES.expected(next)], [4, skip]);
  const heavy = LOADING_RULES.reason(next, take, TEXTBOOK);
  assert.deepEqual([heavy.why, heavy.by.cw], ['too-heavy', 90]);
  // The whole trace: 1, 1, 2, b, b, b, 2, 1, b, b.
  const tokens = trace.actions().map((a) => (a.kind === 'place' ? (a.event.take ? '1' : '2') : 'b'));
  assert.deepEqual(tokens.join('-'), '1-1-2-b-b-b-2-1-b-b');
  trace.free();
});

test('the template\'s parts are declared: f, g, h, constraint, bound, solution, output', () => {
  const parts = templateParts();
  assert.deepEqual(Object.keys(parts), ['f', 'g', 'h', 'constraint', 'bound', 'solution', 'output', 'note']);
  assert.match(parts.constraint, /cw \+ w\[t\] ≤ c1/);
  assert.match(parts.bound, /cw \+ r > bestw/);
});
