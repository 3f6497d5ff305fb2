//! The N-Queens' exercises as the class view grades them (`view=class`, puzzles/contract.js
//! `PuzzleGrading`): "do the search yourself" on N, in the link's mode and checking method,
//! and the quiz, its ten questions made from the link's seed as the page makes them
//! (puzzles/queens/quiz.js), its counts from the tools module (loaded for a quiz only).
//! Loaded in the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { t } from '../../lib/i18n.js';
import { createTrace } from '../../exercise/trace.js';
import { linkAnswers } from '../../exercise/link-answers.js';
import { QUEENS_RULES, simulateTakes } from './exercise-rules.js';
import { makeQuiz, quizTakes, replayQuiz } from './quiz.js';
import { questionText } from './exercise-words.js';
import { attackPairs } from './placement.js';
import { countsOf } from './counts.js';
import { TOOLS_WASM } from './tools-module.js';
import { newStepper } from './puzzle.js';
import * as pkg from '../../../pkg/queens.js';

/** The trace of the search a link's exercise runs on: N, its mode and checking method. */
function traceOf(link) {
  const firstOnly = link.mode === 'first';
  const stepper = newStepper(null, link.n, { allSolutions: !firstOnly, method: link.method === 'scan' ? 'scan' : 'flags' });
  return createTrace(stepper, firstOnly);
}

/** The tools module (its counter), loaded once: a quiz asks the counts of small N. */
let tools = null;
function loadTools() {
  tools ??= import('../../../pkg/queens_tools.js').then(async (m) => {
    await m.default({ module_or_path: TOOLS_WASM });
    return m;
  });
  return tools;
}

/** The quiz of a link (`ex=quiz`, its `seed`): its questions once, each link's answers graded against them. */
async function prepareQuiz(link) {
  const wasm = await loadTools();
  const trace = traceOf(link);
  const { exerciseMaxN, quizTreeMaxN } = pkg.limits();
  const counts = new Map();
  const questions = makeQuiz(link.seed, link.n, {
    trace,
    attacks: (cols) => attackPairs(pkg.attacks(Uint32Array.from(cols))),
    count: (k) => {
      if (!counts.has(k)) counts.set(k, countsOf(wasm, k));
      return counts.get(k);
    },
    countMaxK: exerciseMaxN,
    treeMaxN: quizTreeMaxN,
  });
  trace.free();
  return {
    type: 'questions',
    items: questions.map((q, i) => ({ label: String(i + 1), text: questionText(q) })),
    grade(given) {
      const { answers, cut } = linkAnswers(given, given.n, (a, i) => i >= questions.length || quizTakes(questions[i], a));
      const run = replayQuiz(given.seed, questions, answers);
      const notice = cut ? { code: given.ansCut?.code ?? 'bad-answers', text: cut } : null;
      const answered = run.marks.map((_, i) => i);
      return {
        notice, right: run.right, wrong: run.wrong, asked: run.right + run.wrong, done: run.done, answered, missed: answered.filter((i) => !run.marks[i]),
      };
    },
  };
}

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance(link) {
    const method = link.method === 'scan' ? t('stepper.method-scan') : null;
    return [`N = ${link.n}`, method].filter(Boolean).join(t('ex.list-sep'));
  },
  choice: (action) => action.event.col,
  simulate(link) {
    return {
      size: link.n, trace: traceOf(link), rules: QUEENS_RULES, takes: simulateTakes, tokenMax: link.n,
    };
  },
  exercises: { quiz: { prepare: prepareQuiz } },
};
