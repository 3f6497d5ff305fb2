//! The N-Queens' exercises as the class view grades them (`view=class`, puzzles/contract.js
//! `PuzzleGrading`): "do the search yourself" on N, in the link's mode and checking method,
//! and the quiz, its ten questions made from the link's seed as the page makes them
//! (puzzles/queens/quiz.js), its counts from the tools module (loaded for a quiz only);
//! and the rule exercise, each student's conflict test run again in the rule module
//! (www/pkg/queens_rule*, loaded for a rule only) as its page runs it: its count for each
//! N = 1 … ruleMaxN against the true one, and its search at the exercise's N against the
//! true search. Loaded in the class view's worker without the page: no DOM.

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

/**
 * A wasm module's loader: `importer()` imports its bindings, `wasm` is its binary; the
 * module is fetched and instantiated the first time it is asked for, once.
 */
function loadOnce(importer, wasm) {
  let loaded = null;
  return () => {
    loaded ??= importer().then(async (m) => {
      await m.default({ module_or_path: wasm });
      return m;
    });
    return loaded;
  };
}

/** The tools module (its counter): a quiz asks the counts of small N, the rule exercise the true ones. */
const loadTools = loadOnce(() => import('../../../pkg/queens_tools.js'), TOOLS_WASM);

/** The rule module's wasm (src/puzzles/queens/wasm_rule.rs). */
export const RULE_WASM = new URL('../../../pkg/queens_rule_bg.wasm', import.meta.url);

/** The rule module: the rule exercise's runs. */
const loadRule = loadOnce(() => import('../../../pkg/queens_rule.js'), RULE_WASM);

/**
 * Which of `checks` (the true counts of N = 1 … `checks.length`, then the search at N =
 * `n`) the rule `text` fails, as the page's run decides (puzzles/queens/page.js
 * `exerciseResult`): a count that differs or was stopped at its budget, a search that leaves
 * the true one. A rule that cannot be read or run fails every check.
 */
function ruleFailures(rule, text, truths, n) {
  const every = truths.map((_, i) => i).concat(truths.length);
  try {
    rule.rule_check(text);
  } catch {
    return every;
  }
  const failed = [];
  try {
    truths.forEach((truth, i) => {
      let count;
      try {
        count = rule.rule_count(text, i + 1);
      } catch (err) {
        if (err?.code !== 'rule-budget') throw err;
        count = null;
      }
      if (count !== truth) failed.push(i);
    });
    if (rule.rule_divergence(text, n)) failed.push(truths.length);
  } catch {
    return every;
  }
  return failed;
}

/**
 * The rule exercise (`ex=rule`) on N: its checks are the class view's items (each board
 * size's count, then the search at N), each student's rule (`rule=`, the student's answer:
 * `answerFields`) run once however many students wrote it. A rule that passes every check
 * is one right answer, any other one wrong, as the exercise's score is.
 */
async function prepareRule(link) {
  const [rule, wasm] = await Promise.all([loadRule(), loadTools()]);
  const { ruleMaxN } = pkg.limits();
  const truths = Array.from({ length: ruleMaxN }, (_, i) => countsOf(wasm, i + 1).total);
  const items = truths.map((truth, i) => ({ label: `N = ${i + 1}`, text: t('ex.rule-check-count', { n: i + 1, truth }) }));
  items.push({ label: `N = ${link.n}`, text: t('ex.rule-check-search', { n: link.n }) });
  const answered = items.map((_, i) => i);
  const ran = new Map();
  return {
    type: 'checks',
    items,
    grade(given) {
      const text = given.rule ?? '';
      if (!ran.has(text)) ran.set(text, ruleFailures(rule, text, truths, link.n));
      const missed = ran.get(text);
      const right = missed.length === 0 ? 1 : 0;
      return {
        notice: null, right, wrong: 1 - right, asked: 1, done: true, answered, missed,
      };
    },
  };
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
      const { answers, cause } = linkAnswers(given, given.n, (a, i) => i >= questions.length || quizTakes(questions[i], a));
      const run = replayQuiz(given.seed, questions, answers);
      const notice = cause ? { code: given.ansCut?.code ?? 'bad-answers', text: cause } : null;
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
  exercises: {
    quiz: { prepare: prepareQuiz },
    rule: { prepare: prepareRule, answerFields: ['rule'] },
  },
};
