//! The queens' quiz (`ex=quiz`): ten questions drawn from the core's trace (exercise/trace.js) at
//! steps picked by a seeded generator, so `seed=` gives everyone the same quiz. Each is
//! answered on the board or by a choice and graded at once. The kinds (`type`, the hook's
//! `data-type`):
//! - `next-place`: at a step, where is the next queen placed (a square), or does the
//!   search backtrack;
//! - `attacker`: at the step that tried a square, which queen attacks it (any that does is
//!   right; the explanation is about the one chosen, or the one the search's check found);
//! - `line`: along which line (column, diagonal, anti-diagonal) that queen attacks it;
//! - `resume`: after a backtrack, which square is tried next (or the search backtracks
//!   again);
//! - `node-state` (N ≤ quizTreeMaxN): is a node of the solution-space tree expanding, live
//!   or dead at that step (the notes' definitions, docs/REFERENCE.md);
//! - `count`: how many solutions, or fundamental solutions, has N = k (the core's count:
//!   OEIS A000170 / A002562).
//! Pure: no DOM; unit-tested in tests/unit/puzzles/queens/exercise.test.js.

import { answerToken } from '../../exercise/answers.js';

/** Questions in a quiz. */
export const QUIZ_LENGTH = 10;
/** The quiz looks for questions in the first this many steps of the search. */
const SCAN_STEPS = 4000;

/**
 * Mulberry32 (Tommy Ettinger's 32-bit generator, public domain): a function giving
 * numbers in [0, 1), the same sequence for the same `seed`.
 */
export function seededRandom(seed) {
  let a = (Number(seed) >>> 0) || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/** `list` in an order drawn by `rand` (Fisher–Yates). */
function shuffled(rand, list) {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The trace's steps by what a question can ask of them: `actions` (steps after which the
 * search places or backtracks next, step 0 included), `conflicts`, `removes`, `places`, and
 * `nodes` (every square tried, with its path of choices and the step it was tried at).
 */
function candidates(trace, n) {
  const found = {
    actions: [0], conflicts: [], removes: [], places: [], nodes: [],
  };
  trace.walk(SCAN_STEPS, (view) => {
    const e = view.event;
    if (!e) return;
    if (e.kind === 'conflict' || e.kind === 'place') {
      const path = view.x.slice(0, e.row - 1).concat([e.col]);
      found.nodes.push({ path, step: view.step });
    }
    if (e.kind === 'conflict') found.conflicts.push({ step: view.step, event: e });
    if (e.kind === 'place') found.places.push({ step: view.step, x: view.x.slice() });
    if (e.kind === 'remove') found.removes.push({ step: view.step });
    if ((e.kind === 'place' || e.kind === 'remove') && !view.finished) found.actions.push(view.step);
  });
  found.actions = found.actions.filter((step) => {
    const next = trace.next(step);
    return next.kind === 'place' || next.kind === 'remove';
  });
  found.removes = found.removes.filter(({ step }) => !trace.at(step).finished && trace.next(step).step > step);
  found.n = n;
  return found;
}

/** The course notes' state at a place step with placement `x` of the node with `path`. */
export function nodeState(path, x) {
  const placed = x.findIndex((c) => c === 0);
  const depth = placed < 0 ? x.length : placed;
  const onPath = path.length <= depth && path.every((c, i) => x[i] === c);
  if (!onPath) return 'dead';
  return path.length === depth ? 'expanding' : 'live';
}

const QUESTION_MAKERS = {
  'next-place': (c, rand, deps) => {
    const step = pick(rand, c.actions);
    const next = deps.trace.next(step);
    const answer = next.kind === 'place' ? { kind: 'square', row: next.event.row, col: next.event.col } : { kind: 'backtrack' };
    return { step, answer, accept: [answerToken(answer)], next: { kind: next.kind, row: next.event.row, col: next.event.col } };
  },
  attacker: (c, rand, deps) => {
    const { step, event } = pick(rand, c.conflicts);
    const x = deps.trace.at(step).x.slice();
    x[event.row - 1] = event.col;
    const attackers = deps.attacks(x)
      .filter((p) => p.row_b === event.row)
      .map((p) => ({ row: p.row_a, col: p.col_a, line: p.line }));
    const answer = { kind: 'square', row: event.attacker_row, col: event.attacker_col };
    return {
      step,
      square: { row: event.row, col: event.col },
      answer,
      accept: attackers.map((a) => answerToken({ kind: 'square', ...a })),
      line: event.line,
      attackers,
    };
  },
  line: (c, rand) => {
    const { step, event } = pick(rand, c.conflicts);
    const answer = { kind: 'line', line: event.line };
    return {
      step, square: { row: event.row, col: event.col }, attacker: { row: event.attacker_row, col: event.attacker_col }, answer, accept: [answerToken(answer)],
    };
  },
  resume: (c, rand, deps) => {
    const { step } = pick(rand, c.removes);
    const after = deps.trace.at(step + 1).event;
    const answer = after.kind === 'remove' ? { kind: 'backtrack' } : { kind: 'square', row: after.row, col: after.col };
    const removed = deps.trace.at(step).event;
    return {
      step, removed: { row: removed.row, col: removed.col }, answer, accept: [answerToken(answer)],
    };
  },
  'node-state': (c, rand) => {
    const place = pick(rand, c.places);
    // A state first, then a node in it: most nodes of a tree are dead.
    const byState = { expanding: [], live: [], dead: [] };
    for (const node of c.nodes) {
      if (node.step <= place.step) byState[nodeState(node.path, place.x)].push(node);
    }
    const state = pick(rand, Object.keys(byState).filter((k) => byState[k].length > 0));
    const node = pick(rand, byState[state]);
    const answer = { kind: 'node', state };
    return {
      step: place.step, node: node.path, answer, accept: [answerToken(answer)],
    };
  },
  count: (c, rand, deps) => {
    const k = 4 + Math.floor(rand() * Math.max(1, Math.min(deps.countMaxK, 10) - 3));
    const which = rand() < 0.5 ? 'total' : 'fundamental';
    const value = deps.count(k)[which];
    const options = new Set([value]);
    for (const j of [k - 1, k + 1, k - 2, k + 2]) {
      if (j >= 1 && j <= deps.countMaxK) options.add(deps.count(j)[which]);
    }
    options.add(deps.count(k)[which === 'total' ? 'fundamental' : 'total']);
    const choices = shuffled(rand, [...options].slice(0, 4)).sort((a, b) => a - b);
    const answer = { kind: 'number', value };
    return {
      step: null, k, which, choices, answer, accept: [answerToken(answer)],
    };
  },
};

/**
 * The attack an answered `attacker` question `q` explains and draws: the queen the
 * student chose (`given`) when it is one that attacks the square, else the one the
 * search's check found (`q.answer`). `{ row, col, line }`.
 */
export function explainedAttack(q, given) {
  const chosen = given?.kind === 'square' && q.attackers.find((a) => a.row === given.row && a.col === given.col);
  return chosen || { row: q.answer.row, col: q.answer.col, line: q.line };
}

/** What makes two questions the same question. */
function questionKey(q) {
  return JSON.stringify([q.type, q.step, q.square, q.node, q.k, q.which]);
}

/**
 * The ten questions of the quiz of `seed` on the trace of N = `n` (`deps`: `{ trace,
 * attacks(cols), count(k), countMaxK, treeMaxN }`, `attacks` the core's attacking pairs
 * (puzzles/queens/placement.js `attackPairs`), `count(k)` `{ total, fundamental }` of N = k as
 * numbers from the core's counter). Each question is `{ type, step, answer, accept, … }`:
 * `step` the step it is about (null for a count), `answer` the right answer
 * (exercise/answers.js), `accept` the tokens graded right (every attacking queen, for an
 * attacker: `attackers`, `[{ row, col, line }]`), and what its words need (square,
 * attacker, removed, node, k, which, choices).
 */
export function makeQuiz(seed, n, deps) {
  const rand = seededRandom(seed);
  const c = candidates(deps.trace, n);
  const available = {
    'next-place': c.actions.length > 0,
    attacker: c.conflicts.length > 0,
    line: c.conflicts.length > 0,
    resume: c.removes.length > 0,
    'node-state': n <= deps.treeMaxN && c.places.length > 0,
    count: true,
  };
  const types = shuffled(rand, Object.keys(QUESTION_MAKERS).filter((type) => available[type]));
  const questions = [];
  const asked = new Set();
  for (let i = 0; i < QUIZ_LENGTH; i += 1) {
    const type = types[i % types.length];
    // The same question twice only when its kind has no other (a few tries).
    let question;
    for (let tries = 0; tries < 8; tries += 1) {
      question = { type, ...QUESTION_MAKERS[type](c, rand, deps) };
      if (!asked.has(questionKey(question))) break;
    }
    asked.add(questionKey(question));
    questions.push(question);
  }
  return questions;
}

/**
 * A fresh quiz: `{ kind: 'quiz', seed, questions, index, answers, marks, log, right,
 * wrong, done, feedback }`; `index` is the question shown, `feedback` the verdict of its
 * answer once given (`{ verdict, answer, question }`), `log` every verdict in order.
 */
export function startQuiz(seed, questions) {
  return {
    kind: 'quiz', seed, questions, index: 0, answers: [], marks: [], log: [], right: 0, wrong: 0, done: false, feedback: null,
  };
}

/** The kinds of answer each question type takes (exercise/answers.js): its squares or its choices. */
const TAKES = {
  'next-place': ['square', 'backtrack'],
  attacker: ['square'],
  line: ['line'],
  resume: ['square', 'backtrack'],
  'node-state': ['node'],
  count: ['number'],
};

/** True when `answer` is of a kind question `q` takes (a line answers no square question). */
export function quizTakes(q, answer) {
  return TAKES[q.type]?.includes(answer.kind) ?? false;
}

/** The quiz after `answer` to the question shown; ignored once that one is answered. */
export function quizAnswer(quiz, answer) {
  if (quiz.done || quiz.feedback) return quiz;
  const question = quiz.questions[quiz.index];
  const right = question.accept.includes(answerToken(answer));
  const answers = [...quiz.answers, answer];
  const feedback = { verdict: right ? 'right' : 'wrong', answer, question };
  return {
    ...quiz,
    answers,
    marks: [...quiz.marks, right],
    log: [...quiz.log, feedback],
    right: quiz.right + (right ? 1 : 0),
    wrong: quiz.wrong + (right ? 0 : 1),
    feedback,
    done: answers.length === quiz.questions.length,
  };
}

/** The quiz moved on to its next question (after a verdict). */
export function quizNext(quiz) {
  if (!quiz.feedback || quiz.done) return quiz;
  return { ...quiz, index: quiz.index + 1, feedback: null };
}

/**
 * The quiz after `answers` replayed (a result link, or a reload mid-quiz): each graded as
 * it was given, the last one's verdict shown. Answers after the last question are not
 * graded (the run's `answers` are those that were).
 */
export function replayQuiz(seed, questions, answers) {
  let quiz = startQuiz(seed, questions);
  for (const answer of answers.slice(0, questions.length)) {
    quiz = quizAnswer(quizNext(quiz), answer);
  }
  return quiz;
}
