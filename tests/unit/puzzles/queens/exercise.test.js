//! The exercises' pure modules (issue 22) on the queens' wasm stepper: the trace's actions,
//! the simulate exercise graded move by move, the quiz drawn from a seed and graded, and
//! the replay of result links (their answer tokens: tests/unit/exercise.test.js). Values: docs/REFERENCE.md's N = 4
//! trace (steps 1–13), continued by hand (row 3 after (2,4): (3,1) column, (3,2) placed;
//! row 4 all attacked; (3,3), (3,4) attacked; row 2 exhausted; then 2 4 1 3), OEIS
//! A000170 / A002562, and the figure for N = 4 (12 actions to 2 4 1 3).

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../../wasm-modules.js';
import * as wasm from '../../../../www/pkg/queens.js';
import { wasm as tools } from './tools-module.js';
import { newStepper } from '../../../../www/js/puzzles/queens/puzzle.js';
import { createTrace } from '../../../../www/js/exercise/trace.js';
import {
  readAnswers, tokenAnswer, writeAnswers, answerToken,
} from '../../../../www/js/exercise/answers.js';
import * as simulate from '../../../../www/js/exercise/simulate.js';
import { QUEENS_RULES } from '../../../../www/js/puzzles/queens/exercise-rules.js';
import {
  makeQuiz, nodeState, quizAnswer, quizNext, replayQuiz, seededRandom, startQuiz, QUIZ_LENGTH,
} from '../../../../www/js/puzzles/queens/quiz.js';
import { attackPairs } from '../../../../www/js/puzzles/queens/placement.js';
import '../../../../www/js/exercise/strings.js';
import { feedbackText } from '../../../../www/js/puzzles/queens/exercise-words.js';
import { exerciseBoard } from '../../../../www/js/puzzles/queens/exercise-board.js';
import { pickRow, reviewRows, shownFeedback } from '../../../../www/js/exercise/review.js';

// The grading with the queens' rules unless another puzzle's are given.
const { startSimulate } = simulate;
const simulateAnswer = (t, sim, a, n, rules = QUEENS_RULES) => simulate.simulateAnswer(t, sim, a, n, rules);
const replaySimulate = (t, answers, n, start = 0, rules = QUEENS_RULES) => simulate.replaySimulate(t, answers, n, start, rules);
const trace4 = (firstOnly = true, method = 'flags') => createTrace(newStepper(wasm, 4, { allSolutions: !firstOnly, method }), firstOnly);
const sq = (row, col) => ({ kind: 'square', row, col });
const B = { kind: 'backtrack' };
// The 12 actions of N = 4 to its first solution 2 4 1 3.
const RIGHT_4 = [sq(1, 1), sq(2, 3), B, sq(2, 4), sq(3, 2), B, B, B, sq(1, 2), sq(2, 4), sq(3, 1), sq(4, 3)];

// OEIS A000170 and A002562 for N = 1..10.
const A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];
const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92];
test('the trace of N = 4 gives the reference actions, at the reference steps, with the squares rejected on the way', () => {
  for (const method of ['flags', 'scan']) {
    const actions = trace4(true, method).actions();
    assert.deepEqual(actions.map((a) => (a.kind === 'place' ? `${a.event.row}.${a.event.col}` : 'b')), RIGHT_4.map(answerToken));
    // Steps 1 (place (1,1)), 4 (place (2,3)), 9 (remove (2,3)), 10 (place (2,4)), 12 (place (3,2)).
    assert.deepEqual(actions.slice(0, 5).map((a) => a.step), [1, 4, 9, 10, 12]);
    // Before (2,3): (2,1) by row 1 on the column, (2,2) by row 1 on the diagonal.
    assert.deepEqual(actions[1].tried.map((e) => [e.row, e.col, e.attacker_row, e.line]), [[2, 1, 1, 'column'], [2, 2, 1, 'diagonal']]);
    // Before the first backtrack, every square of row 3: steps 5–8 of the reference, which
    // names the scan's attacker; at (3,3) the flags stop at col[3], set by row 2's queen.
    const at33 = method === 'scan' ? [3, 3, 1, 'diagonal'] : [3, 3, 2, 'column'];
    assert.deepEqual(actions[2].tried.map((e) => [e.row, e.col, e.attacker_row, e.line]), [
      [3, 1, 1, 'column'], [3, 2, 2, 'anti-diagonal'], at33, [3, 4, 2, 'diagonal']]);
  }
  // All solutions: 16 placements and as many removals (docs/REFERENCE.md: 16 queens placed).
  const all = trace4(false).actions();
  assert.equal(all.filter((a) => a.kind === 'place').length, 16);
  assert.equal(all.filter((a) => a.kind === 'remove').length, 16);
});

test('the simulate exercise of N = 4 done right ends at 2 4 1 3 after 12 right actions', () => {
  const trace = trace4();
  let sim = startSimulate(trace);
  assert.equal(sim.step, 0);
  for (const a of RIGHT_4) {
    assert.equal(sim.done, false);
    sim = simulateAnswer(trace, sim, a, 4);
    assert.equal(sim.feedback.verdict, 'right');
  }
  assert.equal(sim.done, true);
  assert.deepEqual([sim.right, sim.wrong, sim.answers.length], [12, 0, 12]);
  assert.equal(sim.end.kind, 'solution');
  assert.deepEqual(trace.at(sim.step).x, [2, 4, 1, 3]);
  // An answer after the end changes nothing.
  assert.equal(simulateAnswer(trace, sim, B, 4), sim);
});

test('a wrong action is counted, explained and replaced by the search\'s own', () => {
  const trace = trace4();
  let sim = simulateAnswer(trace, startSimulate(trace), sq(1, 1), 4);
  // (2,2) instead of (2,3): (2,2) is attacked by row 1 along the diagonal (reference step 3).
  sim = simulateAnswer(trace, sim, sq(2, 2), 4);
  assert.equal(sim.feedback.verdict, 'wrong');
  assert.equal(sim.feedback.reason.why, 'attacked');
  assert.deepEqual([sim.feedback.reason.by.attacker_row, sim.feedback.reason.by.line], [1, 'diagonal']);
  assert.deepEqual(sim.feedback.expected, sq(2, 3));
  // The board is back on the true path: (2,3) placed, at step 4.
  assert.deepEqual([sim.step, trace.at(sim.step).x], [4, [1, 3, 0, 0]]);
  // A square instead of the backtrack: every square of row 3 is attacked (steps 5–8).
  sim = simulateAnswer(trace, sim, sq(3, 4), 4);
  assert.equal(sim.feedback.reason.why, 'all-attacked');
  assert.equal(sim.feedback.reason.tried.length, 4);
  assert.deepEqual([sim.step, sim.right, sim.wrong], [9, 1, 2]);
  // Backtrack where (2,4) is safe: a safe square was left.
  const safe = simulateAnswer(trace, sim, B, 4);
  assert.equal(safe.feedback.reason.why, 'safe-left');
  // A later square of the row: (2,4) is not the first safe one after (2,3)? It is; so ask (1,3).
  const wrongRow = simulateAnswer(trace, sim, sq(1, 3), 4);
  assert.equal(wrongRow.feedback.reason.why, 'wrong-row');
  // The rest done right still ends at 2 4 1 3, with the two mistakes counted.
  for (const a of RIGHT_4.slice(3)) sim = simulateAnswer(trace, sim, a, 4);
  assert.deepEqual([sim.done, sim.right, sim.wrong], [true, 10, 2]);
});

test('a square right of the first safe one, and one tried before a backtrack, are explained as such', () => {
  const trace = trace4();
  let sim = simulateAnswer(trace, startSimulate(trace), sq(1, 1), 4);
  const later = simulateAnswer(trace, sim, sq(2, 4), 4);
  assert.equal(later.feedback.reason.why, 'first-safe');
  sim = replaySimulate(trace, [sq(1, 1), sq(2, 3), B], 4);
  // After removing (2,3) the search goes on from (2,4): (2,1) was tried before.
  const tried = simulateAnswer(trace, sim, sq(2, 1), 4);
  assert.equal(tried.feedback.reason.why, 'tried');
  // Two backtracks in a row: row 3 then row 2 have no column left (steps 20, 21).
  sim = replaySimulate(trace, RIGHT_4.slice(0, 6), 4);
  const exhausted = simulateAnswer(trace, simulateAnswer(trace, sim, B, 4), sq(2, 1), 4);
  assert.equal(exhausted.feedback.reason.why, 'row-exhausted');
  assert.equal(exhausted.feedback.reason.next, 2);
});

test('the all-solutions exercise backtracks after a solution and ends with the search', () => {
  const trace = trace4(false);
  let sim = replaySimulate(trace, RIGHT_4, 4);
  assert.equal(sim.done, false);
  sim = simulateAnswer(trace, sim, sq(4, 4), 4);
  assert.equal(sim.feedback.reason.why, 'after-solution');
  const all = trace.actions().map((a) => (a.kind === 'place' ? sq(a.event.row, a.event.col) : B));
  sim = replaySimulate(trace, all, 4);
  assert.deepEqual([sim.done, sim.end.kind, sim.right, sim.wrong], [true, 'done', 32, 0]);
});

test('the review lists each action of N = 4 in order, with the right one beside a wrong one and the step it leaves', () => {
  const trace = trace4();
  // The reference trace with (2,2) for (2,3) and (3,4) where row 3 is all attacked.
  const answers = [sq(1, 1), sq(2, 2), sq(3, 4), ...RIGHT_4.slice(3)];
  const sim = replaySimulate(trace, answers, 4);
  const rows = reviewRows(sim);
  assert.deepEqual(rows.map((r) => [r.verdict, r.token, r.expectedToken]), [
    ['right', '1.1', null], ['wrong', '2.2', '2.3'], ['wrong', '3.4', 'b'], ['right', '2.4', null],
    ['right', '3.2', null], ['right', 'b', null], ['right', 'b', null], ['right', 'b', null],
    ['right', '1.2', null], ['right', '2.4', null], ['right', '3.1', null], ['right', '4.3', null],
  ]);
  // Steps 1 (place (1,1)), 4 (place (2,3)), 9 (remove (2,3)), 10 (place (2,4)), 12 (place (3,2)).
  assert.deepEqual(rows.slice(0, 5).map((r) => r.feedback.step), [1, 4, 9, 10, 12]);
  // A row picked shows its verdict; picked again, the end.
  const ex = { run: sim, reviewAt: null };
  assert.equal(pickRow(ex, 1), 1);
  assert.equal(shownFeedback({ ...ex, reviewAt: 1 }).expected.col, 3);
  assert.equal(pickRow({ ...ex, reviewAt: 1 }, 1), null);
  assert.equal(pickRow(ex, 12), null);
  assert.equal(shownFeedback(ex), sim.feedback);
  // A run under way has no review to pick from.
  assert.equal(pickRow({ run: replaySimulate(trace, answers.slice(0, 3), 4), reviewAt: null }, 0), null);
});

test('a result link re-grades to the same score', () => {
  const trace = trace4();
  const answers = [sq(1, 1), sq(2, 2), B, sq(2, 4), sq(3, 3)];
  let live = startSimulate(trace);
  for (const a of answers) live = simulateAnswer(trace, live, a, 4);
  const replayed = replaySimulate(trace, readAnswers(writeAnswers(live.answers), 4).answers, 4);
  assert.deepEqual([replayed.right, replayed.wrong, replayed.step], [live.right, live.wrong, live.step]);
  assert.deepEqual([live.right, live.wrong], [3, 2]);
});

function quizDeps(trace) {
  const count = (k) => {
    const tasks = tools.count_task_count(k);
    const t = tools.run_count_tasks(k, Uint32Array.from({ length: tasks }, (_, i) => i));
    return { total: Number(t.total), fundamental: Number((t.total + t.halfTurn + 2n * t.quarterTurn + t.mirror) / 8n) };
  };
  return {
    trace, attacks: (x) => attackPairs(wasm.attacks(Uint32Array.from(x))), count, countMaxK: 10, treeMaxN: 5,
  };
}

test('the seeded generator repeats its sequence and the same seed gives the same quiz', () => {
  const a = seededRandom(7);
  const b = seededRandom(7);
  for (let i = 0; i < 5; i += 1) assert.equal(a(), b());
  assert.notEqual(seededRandom(8)(), seededRandom(7)());
  const one = makeQuiz(55, 4, quizDeps(trace4()));
  const two = makeQuiz(55, 4, quizDeps(trace4()));
  assert.deepEqual(one, two);
  assert.equal(one.length, QUIZ_LENGTH);
});

test('quiz 55 of N = 4 (first solution) asks what the reference trace answers', () => {
  const quiz = makeQuiz(55, 4, quizDeps(trace4()));
  const asked = quiz.map((q) => [q.type, q.step, q.accept.join('|')]);
  assert.deepEqual(asked, [
    ['attacker', 6, '2.3'], // (3,2) conflicts with row 2 (anti-diagonal)
    ['next-place', 17, 'b'], // after removing (3,2): (3,3), (3,4) attacked, so back again
    ['resume', 17, '3.3'], // after removing (3,2) the search tries (3,3)
    ['count', null, '40'], // A000170(7)
    ['node-state', 1, 'exp'], // x1=1 just placed: the expanding node
    ['line', 8, 'diag'], // (3,4) conflicts with row 2 (diagonal)
    ['attacker', 3, '1.1'], // (2,2) conflicts with row 1
    ['next-place', 1, '2.3'], // after (1,1) the next queen is (2,3)
    ['resume', 9, '2.4'], // after removing (2,3) the search tries (2,4)
    ['count', null, '1'], // A002562(6)
  ]);
  assert.equal(quiz[3].k, 7);
  assert.equal(quiz[3].which, 'total');
  assert.equal(quiz[9].k, 6);
  assert.equal(quiz[9].which, 'fundamental');
  assert.ok(quiz[3].choices.includes(A000170[6]));
  assert.ok(quiz[9].choices.includes(A002562[5]));
});

test('every attacking queen is accepted for an attacker question', () => {
  // Quiz 1 asks who attacks (4,1) at step 13: (1,1) on the column and (3,2) on the
  // anti-diagonal (x = 1 4 2 _ after step 12); the stepper names row 1, the earliest.
  const quiz = makeQuiz(1, 4, quizDeps(trace4()));
  const q = quiz.find((x) => x.type === 'attacker' && x.step === 13);
  assert.deepEqual(q.square, { row: 4, col: 1 });
  assert.deepEqual(q.accept.sort(), ['1.1', '3.2']);
  assert.deepEqual(q.answer, sq(1, 1));
  let graded = quizAnswer(startQuiz(1, [q]), sq(3, 2));
  assert.equal(graded.feedback.verdict, 'right');
  graded = quizAnswer(startQuiz(1, [q]), sq(2, 4));
  assert.equal(graded.feedback.verdict, 'wrong');
});

test('a right attacker that the check did not name is the one explained and drawn', () => {
  // Quiz 1, step 13: (1,1) on the column and (3,2) on the anti-diagonal attack (4,1); the
  // flags stop at col[1], the scan at row 1. The student clicks (3,2): right, and the
  // feedback and the board's line are about (3,2); a wrong click explains (1,1).
  const trace = trace4();
  const q = makeQuiz(1, 4, quizDeps(trace)).find((x) => x.type === 'attacker' && x.step === 13);
  const answered = (answer) => {
    const run = quizAnswer(startQuiz(1, [q]), answer);
    return { kind: 'quiz', run };
  };
  const mine = answered(sq(3, 2));
  assert.equal(mine.run.feedback.verdict, 'right');
  assert.match(feedbackText(mine, mine.run.feedback), /^Right\. The queen at \(3,2\) attacks \(4,1\) along the anti-diagonal\. Every queen that attacks \(4,1\): \(1,1\); \(3,2\)\.$/);
  assert.deepEqual(exerciseBoard(mine, trace, 4).conflict, {
    row: 4, col: 1, attackerRow: 3, attackerCol: 2, line: 'anti-diagonal',
  });
  const wrong = answered(sq(2, 4));
  assert.match(feedbackText(wrong, wrong.run.feedback), /^Not quite\. The queen at \(1,1\) attacks \(4,1\) along the column\./);
  assert.deepEqual(exerciseBoard(wrong, trace, 4).conflict, {
    row: 4, col: 1, attackerRow: 1, attackerCol: 1, line: 'column',
  });
});

test('the notes\' node states after step 12 of N = 4 (docs/REFERENCE.md)', () => {
  const x = [1, 4, 2, 0];
  assert.equal(nodeState([1, 4, 2], x), 'expanding');
  assert.equal(nodeState([1, 4], x), 'live');
  assert.equal(nodeState([1], x), 'live');
  assert.equal(nodeState([1, 3], x), 'dead');
  assert.equal(nodeState([1, 1], x), 'dead');
  assert.equal(nodeState([1, 4, 1], x), 'dead');
});

test('a quiz answered right and wrong is scored at once and re-graded the same from its answers', () => {
  const questions = makeQuiz(55, 4, quizDeps(trace4()));
  const answers = [sq(2, 3), B, sq(3, 4), { kind: 'number', value: 40 }, { kind: 'node', state: 'live' },
    { kind: 'line', line: 'diagonal' }, sq(1, 1), sq(2, 4), sq(2, 4), { kind: 'number', value: 2 }];
  let quiz = startQuiz(55, questions);
  for (const a of answers) {
    quiz = quizAnswer(quiz, a);
    assert.ok(quiz.feedback);
    // A second answer to the same question is ignored.
    assert.equal(quizAnswer(quiz, a), quiz);
    quiz = quizNext(quiz);
  }
  // Wrong: 3 (3.4 for 3.3), 5 (live for expanding), 8 (2.4 for 2.3), 10 (2 for 1).
  assert.deepEqual(quiz.marks, [true, true, false, true, false, true, true, false, true, false]);
  assert.deepEqual([quiz.right, quiz.wrong, quiz.done], [6, 4, true]);
  const again = replayQuiz(55, questions, readAnswers(writeAnswers(answers), 4).answers);
  assert.deepEqual([again.right, again.wrong, again.marks], [quiz.right, quiz.wrong, quiz.marks]);
  // The review: the right answer beside each wrong one (worked out above).
  assert.deepEqual(reviewRows(again).filter((r) => r.verdict === 'wrong').map((r) => [r.index + 1, r.token, r.expectedToken]),
    [[3, '3.4', '3.3'], [5, 'live', 'exp'], [8, '2.4', '2.3'], [10, '2', '1']]);
  // Replayed half-way (a reload), the last answer's verdict is still shown.
  const half = replayQuiz(55, questions, answers.slice(0, 3));
  assert.deepEqual([half.index, half.feedback.verdict, half.done], [2, 'wrong', false]);
});
