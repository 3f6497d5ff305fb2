//! The N-Queens' own exercise in the class view (puzzles/queens/grade.js): a quiz's result
//! link graded as its page grades it (the seed 55 quiz on N = 4, first solution, hand-traced
//! in tests/e2e/puzzles/queens/contract.js: 6 right, 4 wrong of 10), its questions the
//! class view's items; a damaged quiz link and one without its seed refused; the rule
//! exercise's links, each student's test run again against the true counts of N = 1 … 10
//! (OEIS A000170) and the true search.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import '../../load-strings.js';
import './tools-module.js';
import './rule-module.js';
import { claimant, loadGrading } from '../../../../www/js/puzzles/registry.js';
import { gradeLines } from '../../../../www/js/exercise/class-grading.js';

const deps = { claimant, load: loadGrading };
const QUIZ = '#n=4&ex=quiz&seed=55&mode=first';

test('a quiz result link is graded against its seed’s ten questions; each question an item', async () => {
  const { rows, exercises } = await gradeLines([
    `${QUIZ}&ans=2.3-b-3.4-40-live-diag-1.1-2.4-2.4-2&who=Ann`,
    `${QUIZ}&ans=2.3-b&who=Bo`,
  ], deps);
  assert.deepEqual(rows.map((r) => [r.name, r.kind, r.right, r.wrong, r.asked, r.done, r.error]), [
    ['Ann', 'quiz', 6, 4, 10, true, null],
    ['Bo', 'quiz', 2, 0, 2, false, null],
  ]);
  assert.equal(exercises.length, 1);
  const [quiz] = exercises;
  assert.equal(quiz.type, 'questions');
  assert.equal(quiz.items.length, 10);
  for (const item of quiz.items) assert.ok(item.text.length > 0);
  assert.deepEqual(rows[0].answered, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.equal(rows[0].missed.length, 4);
  assert.deepEqual(rows[1].answered, [0, 1]);
});

test('a damaged quiz link and one without its seed are refused, each with its code', async () => {
  const { rows } = await gradeLines([
    `${QUIZ}&ans=2.3-col`,
    '#n=4&ex=quiz&ans=2.3-b',
  ], deps);
  assert.deepEqual(rows.map((r) => r.error?.code), ['bad-answers', 'answers-without-seed']);
  assert.match(rows[0].error.text, /Answer 2 of the link could not be read: “col”/);
});

/** The true counts of N = 1 … 10 (OEIS A000170). */
const TRUE_COUNTS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

test('rule links are one exercise whatever each student wrote: each rule run again against the true counts and the true search', async () => {
  const { rows, exercises } = await gradeLines([
    '#n=8&ex=rule&rule=x[j]%20=%20x[k]%20or%20|x[j]%20-%20x[k]|%20=%20|j%20-%20k|&who=Ann',
    // Columns only: N! placements, the true count only for N = 1.
    '#n=8&ex=rule&rule=x[j]%20=%20x[k]&who=Bo',
    '#n=8&ex=rule&rule=x[j]%20=%20y&who=Cy',
    '#n=8&ex=rule&rule=x[j]%20=%20x[k]&who=Di',
  ], deps);
  assert.deepEqual(rows.map((r) => [r.name, r.kind, r.right, r.wrong, r.asked, r.done, r.error]), [
    ['Ann', 'rule', 1, 0, 1, true, null],
    ['Bo', 'rule', 0, 1, 1, true, null],
    ['Cy', 'rule', 0, 1, 1, true, null],
    ['Di', 'rule', 0, 1, 1, true, null],
  ]);
  assert.equal(exercises.length, 1);
  const [rule] = exercises;
  assert.equal(rule.type, 'checks');
  assert.equal(rule.items.length, 11);
  TRUE_COUNTS.forEach((count, i) => {
    assert.equal(rule.items[i].label, `N = ${i + 1}`);
    assert.match(rule.items[i].text, new RegExp(`N = ${i + 1}\\b.*\\b${count}$`));
  });
  assert.match(rule.items[10].text, /N = 8/);
  const all = Array.from({ length: 11 }, (_, i) => i);
  assert.deepEqual(rows[0].answered, all);
  assert.deepEqual(rows[0].missed, []);
  assert.deepEqual(rows[1].missed, all.slice(1), 'every count but N = 1 wrong, and the search at N = 8');
  assert.deepEqual(rows[2].missed, all, 'a rule that cannot be read fails every check');
  assert.deepEqual(rows[3].missed, rows[1].missed);
});
