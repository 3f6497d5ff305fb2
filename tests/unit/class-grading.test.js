//! The class view's grading (exercise/class-grading.js) with every registered puzzle's wasm
//! and grading (its grade.js, through the registry): each puzzle's "do the search yourself"
//! result link graded as its declaration hand-traced it (tests/e2e/puzzles/<id>/contract.js
//! `exercise`: the verdicts of its first actions, from docs/REFERENCE.md), its damaged
//! links refused with the code of where they were cut, answers past the end refused, a
//! Parsons problem put together right and with two lines swapped, the student's name and
//! time as the link carries them, and the weak spots' tree: the nodes where the questions
//! are asked. Names no puzzle.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import './wasm-modules.js';
import './load-strings.js';
import { claimant, loadGrading, loadPuzzle } from '../../www/js/puzzles/registry.js';
import { fragmentOf, gradeLines } from '../../www/js/exercise/class-grading.js';
import { buildProblem } from '../../www/js/exercise/parsons.js';
import { declaredPairs } from '../e2e/declarations.js';

const deps = { claimant, load: loadGrading };

/** Puzzle `d`'s simulate exercise's link (its lesson without a step). */
const exerciseLink = (d) => `${d.exercise.lesson.replace(/&step=\d+/, '')}&ex=simulate`;

/** The hash `link` with `kv` added (`#kv` for an empty one). */
const withKey = (link, kv) => (link === '' || link === '#' ? `#${kv}` : `${link}&${kv}`);

test('a pasted line is a result link or its fragment; blank lines are no rows', async () => {
  assert.equal(fragmentOf('  https://example.org/nq/#n=6&ex=simulate  '), 'n=6&ex=simulate');
  assert.equal(fragmentOf('#n=6'), 'n=6');
  assert.equal(fragmentOf('n=6'), 'n=6');
  assert.equal(fragmentOf('   '), '');
  const { rows } = await gradeLines(['', '  ', '\t'], deps);
  assert.deepEqual(rows, []);
});

for (const [id, d] of declaredPairs()) {
  test(`${id}: its result links are graded as opening them grades them, with the student's name and time`, async () => {
    const { actions, ans } = d.exercise;
    const right = actions.filter(([, v]) => v === 'right').length;
    const link = exerciseLink(d);
    const lines = [
      `http://localhost/#${withKey(link, `ans=${ans}&who=%E7%8E%8B%E5%B0%8F%E6%98%8E&time=75`).replace(/^#/, '')}`,
      withKey(link, `ans=${ans}&who=Ann`),
      withKey(link, 'who=Bo'),
    ];
    const { rows, exercises } = await gradeLines(lines, deps);
    assert.deepEqual(rows.map((r) => [r.puzzle, r.kind, r.error]), [[id, 'simulate', null], [id, 'simulate', null], [id, 'simulate', null]]);
    assert.deepEqual(rows.map((r) => [r.right, r.wrong, r.asked]), [[right, actions.length - right, actions.length], [right, actions.length - right, actions.length], [0, 0, 0]]);
    assert.deepEqual(rows.map((r) => [r.name, r.time]), [['王小明', 75], ['Ann', null], ['Bo', null]]);
    // One exercise: the three links share it.
    assert.equal(new Set(rows.map((r) => r.exercise)).size, 1);
    assert.equal(exercises.length, 1);
    const [exercise] = exercises;
    assert.equal(exercise.type, 'tree');
    assert.equal(exercise.puzzle, id);
    // Its tree: the root first; each question's node is one of its nodes, and a wrong
    // answer's node is among the nodes its row answered at.
    assert.equal(exercise.items[0].parent, null);
    for (const row of rows) {
      assert.equal(row.answered.length, row.asked);
      for (const i of row.answered) assert.ok(i >= 0 && i < exercise.items.length);
      assert.equal(row.missed.length, row.wrong);
      for (const i of row.missed) assert.ok(row.answered.includes(i));
    }
    // The first question is asked at the root.
    assert.equal(rows[0].answered[0], 0);
    for (const item of exercise.items.slice(1)) assert.match(item.label, /^x\d+=\S+$/);
  });

  if (d.answerLinks?.damaged || d.answerLinks?.past) {
    test(`${id}: a damaged or tampered result link is refused with where its answers were cut`, async () => {
      // The "do the search yourself" links (a puzzle's own exercises: its folder's tests).
      const simulate = ([hash]) => /[#&]ex=simulate(&|$)/.test(hash);
      const damaged = (d.answerLinks.damaged ?? []).filter(simulate);
      const past = (d.answerLinks.past ?? []).filter(simulate);
      const { rows } = await gradeLines([...damaged, ...past].map(([hash]) => hash), deps);
      assert.equal(rows.length, damaged.length + past.length);
      rows.forEach((row, i) => {
        assert.ok(row.error, `${row.fragment} is refused`);
        assert.match(row.error.code, /^(bad-answer|empty-answer|bad-answers|too-many-answers|past-end|answers-without-seed)$/, row.fragment);
        if (i >= damaged.length) assert.equal(row.error.code, 'past-end');
        assert.doesNotMatch(row.error.text, /^[a-z-]+\.[a-z-]+$/, 'worded, not a key');
        // The class view grades none of a refused link: its reason says why, not what its page grades.
        assert.doesNotMatch(row.error.text, /before it are graded|goes on from there|are placed|first \d+ are graded/, row.error.text);
        assert.equal(row.right, null);
      });
    });
  }

  test(`${id}: its Parsons problem is graded from the placed lines: full marks, and two lines swapped`, async () => {
    const puzzle = await loadPuzzle(id);
    const template = puzzle.templates[0];
    const { lines } = puzzle.code({ allSolutions: true, ...puzzle.parsons.options, template });
    const problem = buildProblem(lines, puzzle.parsons[template], 11);
    const answer = problem.lines.map((l) => `${l.id}.${l.indent}`);
    const swapped = [answer[1], answer[0], ...answer.slice(2)];
    const base = withKey(d.lesson.replace(/&step=\d+/, ''), 'ex=parsons&seed=11');
    const { rows, exercises } = await gradeLines([`${base}&ans=${answer.join('-')}`, `${base}&ans=${swapped.join('-')}`], deps);
    const total = problem.lines.length;
    assert.deepEqual(rows.map((r) => [r.kind, r.right, r.wrong, r.asked]), [['parsons', total, 0, total], ['parsons', total - 1, 1, total]]);
    assert.equal(exercises[0].type, 'lines');
    // Every line, the distractors too, is answered by each student (a distractor left out is answered right).
    const every = Array.from({ length: total + problem.distractors.length }, (_, i) => i);
    assert.deepEqual(rows.map((r) => r.answered), [every, every]);
    // The one wrong line is one of the two swapped.
    assert.equal(rows[1].missed.length, 1);
    assert.ok([0, 1].includes(rows[1].missed[0]));
    assert.equal(exercises[0].items[rows[1].missed[0]].text, problem.lines[rows[1].missed[0]].text);
  });
}

test('a link that is no result link, or that the core refuses, is a row with its code', async () => {
  const [[, d]] = declaredPairs();
  const lines = ['hello there', d.lesson, `${exerciseLink(d)}&score=100&who=Smith,%20John`, `${exerciseLink(d)}&who=${'x'.repeat(41)}`];
  const { rows, exercises } = await gradeLines(lines, deps);
  assert.deepEqual(rows.map((r) => r.error?.code), ['malformed', 'class-no-exercise', 'unknown-key', 'who-too-long']);
  // A refused link's row keeps the name it claims (cut at 40 characters).
  assert.deepEqual(rows.map((r) => r.name), ['', '', 'Smith, John', `${'x'.repeat(40)}…`]);
  for (const row of rows) assert.equal(typeof row.error.text, 'string');
  assert.deepEqual(exercises, []);
});
