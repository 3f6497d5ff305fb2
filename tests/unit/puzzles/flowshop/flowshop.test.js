//! Batch job scheduling's pure modules (puzzles/flowshop/puzzle.js, gantt.js, actions.js'
//! `readDraft`, exercise-rules.js) on the core's own stepper (its wasm module, loaded from
//! the file), against docs/REFERENCE.md ("Batch job scheduling": (t₁, t₂) = (2, 1), (3, 1),
//! (2, 3); the six orders give f = 19 (1,2,3), 18 (1,3,2), 20 (2,1,3), 21 (2,3,1), 19
//! (3,1,2), 19 (3,2,1); best 18 in the order 1, 3, 2).

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import {
  killNumbers, newStepper, nodesByJob, packedTree, partialOrder, result, textbook, templateParts,
} from '../../../../www/js/puzzles/flowshop/puzzle.js';
import { ganttBars, ganttSpan } from '../../../../www/js/puzzles/flowshop/gantt.js';
import { readDraft } from '../../../../www/js/puzzles/flowshop/actions.js';
import { flowshopExpected, flowshopReason } from '../../../../www/js/puzzles/flowshop/exercise-rules.js';
import { createTrace } from '../../../../www/js/exercise/trace.js';
import { treeNodes } from '../../../../www/js/views/tree-layout.js';
import { setLang, t } from '../../../../www/js/lib/i18n.js';

const TEXTBOOK = { t1: [2, 3, 2], t2: [1, 1, 3] };
const LIMITS = { flowMaxJobs: 7, flowMaxTime: 99 };

test('the textbook instance is the core\'s: (t1, t2) = (2, 1), (3, 1), (2, 3)', () => {
  assert.deepEqual(textbook(), TEXTBOOK);
});

test('the search ends with bestf = 18 in the order 1, 3, 2 after two leaves (19 for 1,2,3, then 18)', () => {
  const s = newStepper(null, TEXTBOOK);
  let at = s.view();
  assert.deepEqual([at.best, at.found, at.depth, at.order], [Infinity, false, 0, [1, 2, 3]]);
  assert.deepEqual(result(at), {
    best: '', x: '', count: 0, done: false,
  });
  at = s.seek(4);
  assert.deepEqual([at.event.kind, at.best, at.bestX], ['solution', 19, [1, 2, 3]]);
  at = s.seek(8);
  assert.deepEqual([at.event.kind, at.event.job, at.event.f1, at.event.f2, at.event.f, at.event.best], ['place', 2, 7, 8, 18, 19]);
  assert.equal(partialOrder(at), '(1, 3, 2)');
  assert.deepEqual([at.f1s, at.f2s, at.f], [[2, 4, 7], [3, 7, 8], 18]);
  at = s.seek(29);
  assert.deepEqual(result(at), {
    best: '18', x: '1-3-2', count: 2, done: true,
  });
  assert.equal(at.counters.bound, 4);
  s.free();
});

test('each node the bound kills says f ≥ bestf with its numbers: (3, 2, 1) dies at f = 19 ≥ 18', () => {
  const s = newStepper(null, TEXTBOOK);
  const at = s.seek(23);
  assert.deepEqual([at.event.kind, at.event.job, at.event.f], ['conflict', 1, 19]);
  assert.equal(killNumbers(at.event), 'f = 19 ≥ bestf = 18');
  assert.deepEqual(at.order, [3, 2, 1]);
  // The Gantt chart: jobs 3 and 2 placed, and job 1's dashed bars where it would go.
  const bars = ganttBars(at);
  assert.deepEqual(bars.map((b) => [b.job, b.machine, b.from, b.to, b.killed]), [
    [3, 1, 0, 2, false], [3, 2, 2, 5, false], [2, 1, 2, 5, false], [2, 2, 5, 6, false],
    [1, 1, 5, 7, true], [1, 2, 7, 8, true],
  ]);
  assert.equal(ganttSpan(at), 12);
  setLang('en');
  assert.match(t('flow.event-bound', {
    t: 3, j: 1, f1: 7, f2: 8, f: 19, best: 18,
  }), /f = 19 ≥ bestf = 18\. Killed by the bounding function/);
  s.free();
});

test('the tree\'s nodes carry their jobs in the swap form: the leaves in search order are 123, 132, 213, 231, 321, 312', () => {
  const nodes = nodesByJob(3, treeNodes(packedTree(TEXTBOOK, 1000)));
  assert.equal(nodes.length, 15);
  const path = (i) => (nodes[i].parent === null ? [nodes[i].choice] : [...path(nodes[i].parent), nodes[i].choice]);
  const leaves = nodes.map((node, i) => [node, i]).filter(([node]) => node.depth === 3).map(([, i]) => path(i).join(''));
  assert.deepEqual(leaves, ['123', '132', '213', '231', '321', '312']);
  // Killed: 2,1,3 (20), 2,3,1 (21), 3,2,1 (19), 3,1,2 (19): all leaves but the first two.
  assert.deepEqual(nodes.filter((node) => !node.placed).map((node) => node.step), [15, 18, 23, 26]);
});

test('the editor keeps the last good instance and says which job and machine is wrong', () => {
  assert.deepEqual(readDraft({ t1: ['2', '３'], t2: ['1', '1'] }, LIMITS), { instance: { t1: [2, 3], t2: [1, 1] } });
  assert.deepEqual(readDraft({ t1: ['2', '3'], t2: ['1', '100'] }, LIMITS).fault, { key: 'flow.editor-bad', params: { i: 2, m: 2, max: 99 } });
  assert.deepEqual(readDraft({ t1: ['x'], t2: ['1'] }, LIMITS).fault.params, { i: 1, m: 1, max: 99 });
});

test('the exercise\'s rules: job 1 first, then job 2; a backtrack after the first leaf', () => {
  const trace = createTrace(newStepper(null, TEXTBOOK), false);
  const first = trace.next(0);
  assert.deepEqual(flowshopExpected(first), { kind: 'number', value: 1 });
  assert.equal(flowshopReason(first, { kind: 'number', value: 2 }, TEXTBOOK).why, 'next-job');
  const second = trace.next(first.step);
  assert.deepEqual(flowshopExpected(second), { kind: 'number', value: 2 });
  const afterLeaf = trace.next(4);
  assert.deepEqual(flowshopExpected(afterLeaf), { kind: 'backtrack' });
  assert.equal(flowshopReason(afterLeaf, { kind: 'number', value: 3 }, TEXTBOOK).why, 'after-leaf');
  // From step 14 (x = 2, 1 placed) the bound kills job 3 and the search backtracks.
  const killed = trace.next(14);
  assert.deepEqual([killed.kind, killed.tried.map((e) => e.job)], ['remove', [3]]);
  assert.equal(flowshopReason(killed, { kind: 'number', value: 3 }, TEXTBOOK).why, 'killed');
  trace.free();
});

test('the notes\' template filled in: f = t, g = n, h(i) the swap, bound f < bestf', () => {
  const parts = templateParts();
  assert.equal(parts.f, 't');
  assert.equal(parts.g, 'n');
  assert.match(parts.h, /^swap\(x\[t\], x\[i\]\)/);
  assert.match(parts.bound, /^f < bestf/);
});

test('its texts read right for 1 and for more, in English and Chinese', () => {
  setLang('en');
  assert.equal(t('flow.status', { n: 1, step: 0 }), '1 job: the search at step 0');
  assert.equal(t('linkerr.flow-job-count', { max: 7, got: 8 }), 'Batch job scheduling has 1 to 7 jobs; this link has 8.');
  setLang('zh');
  assert.equal(t('flow.status', { n: 3, step: 5 }), '3 个作业：搜索到第 5 步');
  setLang('en');
});
