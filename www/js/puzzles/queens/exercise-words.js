//! The queens' exercises' sentences in the page's language (puzzles/queens/exercise-strings.js):
//! a quiz question, the verdict of an answer with its explanation, the summary at the end
//! of a simulate, quiz or rule exercise. Made from the exercise's data only; plain text for
//! textContent.

import { getLang, t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import { simulateSummary } from '../../exercise/words.js';
import { explainedAttack } from './quiz.js';

const line = (name) => t(`ex.line-${name}`);
const sep = () => t('ex.list-sep');

/** The text of quiz question `q` (puzzles/queens/quiz.js). */
export function questionText(q) {
  switch (q.type) {
    case 'next-place': return t('ex.quiz-next-place', { step: q.step });
    case 'attacker': return t('ex.quiz-attacker', { step: q.step, ...q.square });
    case 'line': return t('ex.quiz-line', {
      step: q.step, ...q.square, arow: q.attacker.row, acol: q.attacker.col,
    });
    case 'resume': return t('ex.quiz-resume', { step: q.step, ...q.removed });
    case 'node-state': return t('ex.quiz-node-state', {
      step: q.step, path: q.node.map((c, i) => `x${i + 1}=${c}`).join(getLang() === 'zh' ? '，' : ', '),
    });
    case 'count': return t(q.which === 'total' ? 'ex.quiz-count-total' : 'ex.quiz-count-fundamental', { k: q.k });
    default: return '';
  }
}

/** Why the answer to quiz question `q` is what it is (`given`: the student's answer). */
function quizWhy(q, given) {
  const a = q.answer;
  switch (q.type) {
    case 'next-place':
      return a.kind === 'square' ? t('ex.quiz-why-place', a) : t('ex.quiz-why-remove', q.next);
    case 'attacker': {
      const shown = explainedAttack(q, given);
      const first = t('ex.quiz-why-attacker', {
        ...q.square, arow: shown.row, acol: shown.col, line: line(shown.line),
      });
      if (q.accept.length < 2) return first;
      const all = q.accept.map((token) => `(${token.replace('.', ',')})`).join(sep());
      return `${first} ${t('ex.quiz-why-attackers', { ...q.square, list: all })}`;
    }
    case 'line':
      return t('ex.quiz-why-attacker', {
        ...q.square, arow: q.attacker.row, acol: q.attacker.col, line: line(a.line),
      });
    case 'resume':
      return a.kind === 'square'
        ? t('ex.quiz-why-resume', { ...q.removed, nrow: a.row, ncol: a.col })
        : t('ex.quiz-why-resume-back', q.removed);
    case 'node-state': return t(`ex.quiz-why-${a.state}`);
    case 'count': return t(q.which === 'total' ? 'ex.quiz-why-total' : 'ex.quiz-why-fundamental', { k: q.k, value: groupDigits(a.value) });
    default: return '';
  }
}

/** Why the simulate exercise's search did what it did (exercise/simulate.js `reason`). */
function simulateWhy(fb) {
  const r = fb.reason;
  const asked = fb.answer.kind === 'square' ? { arow: fb.answer.row, acol: fb.answer.col } : {};
  const params = { ...r, ...asked };
  switch (r.why) {
    case 'attacked': return t('ex.sim-attacked', { ...params, by: r.by.attacker_row, line: line(r.by.line) });
    case 'all-attacked': return t('ex.sim-all-attacked', {
      ...params,
      list: r.tried.map((e) => t('ex.attacked-by', {
        row: e.row, col: e.col, by: e.attacker_row, line: line(e.line),
      })).join(sep()),
    });
    default: return t(`ex.sim-${r.why}`, params);
  }
}

/** The verdict `fb` of the last answer of exercise `ex`, with its explanation. */
export function feedbackText(ex, fb) {
  if (ex.kind === 'simulate') {
    if (fb.verdict === 'right') {
      return t(fb.expected.kind === 'square' ? 'ex.sim-right-place' : 'ex.sim-right-remove', fb.reason);
    }
    return t('ex.verdict-why', { verdict: t('ex.wrong'), why: simulateWhy(fb) });
  }
  return t('ex.verdict-why', { verdict: t(fb.verdict === 'right' ? 'ex.right' : 'ex.wrong'), why: quizWhy(fb.question, fb.answer) });
}

/** The summary of a finished exercise: its end, actions, right and wrong, time. */
export function summaryText(ex) {
  const { run } = ex;
  if (ex.kind === 'quiz') return t('ex.quiz-summary', { right: run.right, total: run.questions.length });
  const end = run.end?.kind === 'solution'
    ? t('ex.sim-done-solution', { line: ex.endView.x.join(' ') })
    : t('ex.sim-done-all');
  return simulateSummary(ex, end);
}

/**
 * The summary of a rule exercise's run (its result): a correct test, how many of the
 * board sizes counted it gets wrong, where a test with the right counts leaves the true
 * search, or that it could not run.
 */
export function ruleSummary(ex) {
  const { rule } = ex;
  if (rule.status === 'error') return t('ex.rule-summary-error');
  const max = rule.counts.length;
  const wrong = rule.counts.filter((c) => c.stopped || c.count !== c.truth).length;
  if (wrong > 0) return t('ex.rule-summary-wrong', { wrong, max });
  const d = rule.divergence;
  return d ? t('ex.rule-summary-diverges', { step: d.step, n: ex.n }) : t('ex.rule-summary-correct', { max });
}
