//! The Exercises tab (`#exercise-panel`): the three exercises to start, then the one
//! running: its instruction or question (`exercise-prompt`), the answers that are not
//! squares of the board (`exercise-backtrack`, `exercise-choice`), the verdict
//! (`exercise-feedback`, a polite live region, so screen readers say it), the score, the
//! summary, the review of every answer (views/exercise-review.js) and the result link; the
//! rule exercise's text field, its counts beside the true ones, its first divergence, its
//! wrong solutions and its result link. The one module that writes this panel; it draws
//! the state's `exercise` slice and reports what the visitor does.

import './exercise-strings.js';
import '../../exercise/parsons-strings.js';
import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import { errorMessage } from '../../lib/errors.js';
import { sentences } from '../../exercise/words.js';
import {
  questionText, feedbackText, summaryText, ruleSummary,
} from './exercise-words.js';
import { reviewRows, shownFeedback } from '../../exercise/review.js';
import { shownQuestion } from './exercise-board.js';
import { boardFull } from './state.js';
import { createExerciseReview } from '../../views/exercise-review.js';
import { createNameField } from '../../views/exercise-name.js';

const KINDS = ['simulate', 'quiz', 'rule'];

/** The words of an answer in the review (exercise/answers.js kinds). */
function answerText(answer) {
  switch (answer.kind) {
    case 'square': return t('ex.square', answer);
    case 'backtrack': return t('ex.backtrack');
    case 'line': return t(`ex.choice-${answer.line}`);
    case 'node': return t(`ex.choice-${answer.state}`);
    default: return groupDigits(answer.value);
  }
}

/** The choices of each quiz question type, as `[data-value, i18n key]`. */
const CHOICES = {
  'next-place': [['backtrack', 'ex.choice-backtrack']],
  resume: [['backtrack', 'ex.choice-backtrack']],
  line: [['column', 'ex.choice-column'], ['diagonal', 'ex.choice-diagonal'], ['anti-diagonal', 'ex.choice-anti-diagonal']],
  'node-state': [['expanding', 'ex.choice-expanding'], ['live', 'ex.choice-live'], ['dead', 'ex.choice-dead']],
};

function buildChooser(actions) {
  const starts = KINDS.map((kind) => {
    const start = button('exercise-start', { className: 'ex-start', 'data-kind': kind }, el('strong'), el('span'));
    start.addEventListener('click', () => actions.start(kind));
    return start;
  });
  // The shared Parsons problem of the procedure (app/parsons-actions.js), beside the three.
  const parsons = button('parsons-start', { className: 'ex-start parsons-start' }, el('strong'), el('span'));
  parsons.addEventListener('click', () => actions.parsons());
  starts.push(parsons);
  const root = el('div', { className: 'ex-chooser', testid: 'exercise-chooser' },
    el('p', { className: 'note ex-intro' }), el('p', { className: 'note ex-settings' }), el('div', { className: 'ex-starts' }, ...starts));
  return { root, starts };
}

function buildRule(actions) {
  const input = el('input', {
    type: 'text', id: 'rule-input', testid: 'rule-input', spellcheck: 'false', autocomplete: 'off', className: 'rule-input',
  });
  input.addEventListener('input', () => actions.setRuleText(input.value));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      actions.runRule();
    }
  });
  const run = button('rule-run', { className: 'primary' });
  run.addEventListener('click', () => actions.runRule());
  const table = el('table', { className: 'rule-counts', testid: 'rule-counts' },
    el('caption'), el('thead', {}, el('tr', {}, el('th', { scope: 'col' }), el('th', { scope: 'col' }), el('th', { scope: 'col' }))), el('tbody'));
  const divergence = el('p', { testid: 'rule-divergence', className: 'rule-divergence', hidden: true });
  const showDivergence = button('rule-show-divergence', { className: 'link-button', hidden: true });
  showDivergence.addEventListener('click', () => actions.showRuleBoard('divergence'));
  const bad = el('ul', { className: 'rule-bad-list' });
  bad.addEventListener('click', (event) => {
    const item = event.target.closest('[data-index]');
    if (item) actions.showRuleBoard(Number(item.dataset.index));
  });
  const root = el('div', { className: 'ex-rule', hidden: true },
    el('p', { className: 'note rule-intro' }),
    el('p', { className: 'note rule-example-line' }, el('span'), ' ', el('code', { className: 'rule-example' }), ' ', el('span')),
    el('label', { for: 'rule-input', className: 'rule-label' }),
    el('div', { className: 'rule-row' }, input, run),
    el('p', { className: 'note rule-grammar', id: 'rule-grammar' }),
    el('p', { className: 'error rule-error', testid: 'rule-error', role: 'alert', hidden: true }),
    el('p', { className: 'note rule-status', role: 'status' }),
    divergence,
    showDivergence,
    el('p', { className: 'note rule-bad-heading', hidden: true }),
    bad,
    table,
    el('p', { className: 'note rule-not-run', testid: 'rule-not-run', hidden: true }));
  input.setAttribute('aria-describedby', 'rule-grammar');
  return {
    root, input, run, table, divergence, showDivergence, bad,
  };
}

function buildRun(actions) {
  const backtrack = button('exercise-backtrack', { className: 'ex-backtrack' });
  backtrack.addEventListener('click', () => actions.choice('backtrack'));
  const choices = el('div', { className: 'ex-choices', role: 'group' });
  choices.addEventListener('click', (event) => {
    const choice = event.target.closest('[data-testid="exercise-choice"]');
    if (choice) actions.choice(choice.dataset.value);
  });
  const shade = el('input', { type: 'checkbox', id: 'exercise-shade', testid: 'exercise-shade' });
  shade.addEventListener('change', () => actions.shade(shade.checked));
  const next = button('exercise-next', { className: 'primary', hidden: true });
  next.addEventListener('click', () => actions.next());
  const resultLink = el('input', {
    type: 'text', id: 'exercise-result-link', testid: 'exercise-result-link', readonly: '', spellcheck: 'false',
  });
  const copy = button('exercise-result-copy');
  copy.addEventListener('click', () => actions.copyResult(resultLink));
  const restart = button('exercise-restart');
  restart.addEventListener('click', () => actions.restart());
  const close = button('exercise-close');
  close.addEventListener('click', () => actions.close());
  const rule = buildRule(actions);
  const review = createExerciseReview((index) => actions.review(index));
  const root = el('div', { className: 'ex-run', testid: 'exercise', hidden: true },
    el('h3', { className: 'ex-title' }),
    el('p', { className: 'ex-counter note' }),
    el('p', { className: 'ex-prompt', testid: 'exercise-prompt' }),
    el('div', { className: 'ex-answers' }, backtrack, choices),
    el('label', { className: 'ex-shade check' }, shade, el('span')),
    el('p', { className: 'ex-feedback', testid: 'exercise-feedback', role: 'status', 'aria-live': 'polite' }),
    next,
    el('p', { className: 'ex-score', testid: 'exercise-score' }),
    el('div', { className: 'ex-result', hidden: true },
      el('p', { className: 'ex-summary', testid: 'exercise-summary' }),
      el('p', { className: 'note ex-replayed', hidden: true }),
      el('label', { for: 'exercise-result-link' }),
      el('div', { className: 'share-row' }, resultLink, copy),
      el('p', { className: 'note ex-copied', role: 'status' })),
    review.root,
    el('div', { className: 'ex-foot' }, restart, close));
  // The rule exercise's result comes after its table: its own parts go before it.
  root.querySelector('.ex-result').before(rule.root);
  return {
    root, backtrack, choices, shade, next, resultLink, copy, restart, close, rule, review,
  };
}

/**
 * The panel in `root`. `actions`: `{ start(kind), choice(value), next(), shade(on),
 * restart(), close(), copyResult(field), setRuleText(text), runRule(), showRuleBoard(which),
 * review(index), setWho(text) }`. Returns `{ render(state, resultLink) }`; `resultLink` is the absolute
 * result link of a finished exercise (puzzles/queens/route.js `exerciseFields` with its
 * answers, or a rule run's rule), or ''.
 */
export function createExercisePanel(root, { actions }) {
  const heading = el('h2', { id: 'exercise-heading' });
  const chooser = buildChooser(actions);
  const run = buildRun(actions);
  const name = createNameField('exercise-name', actions.setWho);
  root.setAttribute('aria-labelledby', 'exercise-heading');
  root.append(heading, name.root, chooser.root, run.root);
  return {
    render(state, resultLink) {
      setText(heading, t('ex.heading'));
      name.render(state);
      const ex = state.exercise;
      chooser.root.hidden = ex !== null;
      run.root.hidden = ex === null;
      if (!ex) renderChooser(chooser, state);
      else renderRun(run, state, ex, resultLink);
    },
  };
}

function renderChooser(chooser, state) {
  const [intro, settings] = chooser.root.querySelectorAll('p');
  setText(intro, t('ex.intro'));
  setText(settings, t('ex.settings', {
    n: state.n,
    mode: t(state.allSolutions ? 'ex.mode-all' : 'ex.mode-first'),
    method: t(state.method === 'scan' ? 'ex.method-scan' : 'ex.method-flags'),
  }));
  const tooLarge = state.n > state.limits.exerciseMaxN;
  for (const start of chooser.starts) {
    const kind = start.dataset.kind;
    if (!kind) {
      setText(start.firstChild, t('parsons.kind'));
      setText(start.lastChild, t('parsons.about-short'));
      continue;
    }
    setText(start.firstChild, t(`ex.kind-${kind}`));
    setText(start.lastChild, tooLarge ? t('ex.too-large', { max: state.limits.exerciseMaxN }) : t(`ex.about-${kind}`));
    start.disabled = tooLarge;
  }
}

function renderRun(ui, state, ex, resultLink) {
  const el0 = ui.root;
  el0.dataset.kind = ex.kind;
  const done = ex.kind === 'rule' ? ex.rule.status === 'done' : ex.run.done;
  el0.dataset.state = done ? 'done' : 'running';
  const [title, counter, prompt] = el0.querySelectorAll('.ex-title, .ex-counter, .ex-prompt');
  setText(title, t(`ex.${{ simulate: 'sim', quiz: 'quiz', rule: 'rule' }[ex.kind]}-title`, { n: ex.n }));
  setText(ui.restart, t('ex.restart'));
  setText(ui.close, t('ex.close'));
  ui.rule.root.hidden = ex.kind !== 'rule';
  if (ex.kind === 'rule') {
    for (const node of [counter, prompt, ui.backtrack, ui.choices, ui.next, el0.querySelector('.ex-score'), el0.querySelector('.ex-feedback'), ui.shade.parentElement]) node.hidden = true;
    ui.review.render(null);
    renderRule(ui.rule, state, ex);
    renderResult(ui, ex, resultLink);
    return;
  }
  prompt.hidden = false;
  renderQuestion(ui, state, ex, { counter, prompt });
  renderVerdict(ui, ex);
  renderResult(ui, ex, resultLink);
  ui.review.render(ex.run.done ? reviewRows(ex.run) : null, ex.reviewAt ?? null, answerText);
}

/** The simulate exercise's instruction: the next queen or Backtrack; on a full board, only what comes next. */
function simulatePrompt(ex) {
  if (ex.run.done) return '';
  if (boardFull(ex)) return t('ex.sim-prompt-full', { n: ex.n });
  return sentences(t('ex.sim-prompt'), ex.help === 'shade' ? t('ex.sim-prompt-shade') : null);
}

function renderQuestion(ui, state, ex, { counter, prompt }) {
  const { run } = ex;
  const simulate = ex.kind === 'simulate';
  const q = simulate ? null : shownQuestion(ex);
  const i = simulate ? 0 : run.questions.indexOf(q);
  counter.hidden = false;
  setText(counter, simulate ? t('ex.step', { step: groupDigits(ex.board.step) })
    : `${t('ex.quiz-counter', { i: i + 1, total: run.questions.length })}${q.step === null ? '' : ` · ${t('ex.step', { step: q.step })}`}`);
  const text = simulate ? simulatePrompt(ex) : questionText(q);
  setText(prompt, text);
  prompt.hidden = text === '';
  if (q) setAttr(prompt, 'data-type', q.type);
  else prompt.removeAttribute('data-type');
  ui.backtrack.hidden = !simulate || run.done;
  setText(ui.backtrack, t('ex.backtrack'));
  ui.shade.parentElement.hidden = !simulate || ex.help !== 'shade' || run.done;
  ui.shade.checked = ex.shading;
  setText(ui.shade.nextElementSibling, t('ex.shade'));
  renderChoices(ui.choices, q, run);
  ui.next.hidden = simulate || !run.feedback || run.done;
  setText(ui.next, t('ex.quiz-next'));
}

/** The quiz's choice buttons for question `q` (none while it is answered on the board only). */
function renderChoices(box, q, run) {
  let list = q ? CHOICES[q.type] ?? [] : [];
  if (q?.type === 'count') list = q.choices.map((v) => [String(v), null, groupDigits(v)]);
  const key = JSON.stringify([q?.type, list, run.index]);
  if (box.dataset.key !== key) {
    box.replaceChildren(...list.map(([value]) => button('exercise-choice', { className: 'ex-choice', 'data-value': value })));
    box.dataset.key = key;
  }
  box.hidden = list.length === 0;
  [...box.children].forEach((b, i) => {
    const [, labelKey, label] = list[i];
    setText(b, labelKey ? t(labelKey) : label);
    b.disabled = Boolean(run.feedback) || run.done;
  });
}

function renderVerdict(ui, ex) {
  const box = ui.root.querySelector('.ex-feedback');
  const fb = shownFeedback(ex);
  box.hidden = !fb && !ex.run.done;
  if (fb) setAttr(box, 'data-verdict', fb.verdict);
  else box.removeAttribute('data-verdict');
  setText(box, fb ? feedbackText(ex, fb) : '');
  const score = ui.root.querySelector('.ex-score');
  score.hidden = false;
  const asked = ex.run.right + ex.run.wrong;
  setAttr(score, 'data-right', String(ex.run.right));
  setAttr(score, 'data-wrong', String(ex.run.wrong));
  setAttr(score, 'data-asked', String(asked));
  setText(score, t('ex.score', { right: ex.run.right, wrong: ex.run.wrong, asked }));
}

function renderResult(ui, ex, resultLink) {
  const box = ui.root.querySelector('.ex-result');
  const rule = ex.kind === 'rule';
  const done = rule ? ['done', 'error'].includes(ex.rule.status) : ex.run.done;
  box.hidden = !done;
  if (!done) return;
  setText(box.querySelector('.ex-summary'), rule ? ruleSummary(ex) : summaryText(ex));
  const replayed = box.querySelector('.ex-replayed');
  replayed.hidden = rule || !ex.replayed;
  setText(replayed, t('ex.replayed'));
  setText(box.querySelector('label'), t(rule ? 'ex.rule-result-label' : 'ex.result-label'));
  if (ui.resultLink.value !== resultLink) ui.resultLink.value = resultLink;
  setText(ui.copy, t('ex.result-copy'));
  setText(box.querySelector('.ex-copied'), String(ex.copyStatus));
}

function renderRule(ui, state, ex) {
  const { rule } = ex;
  const { limits } = state;
  const [intro, grammar, status, badHeading] = ui.root.querySelectorAll('.rule-intro, .rule-grammar, .rule-status, .rule-bad-heading');
  setText(intro, t('ex.rule-intro'));
  const example = ui.root.querySelector('.rule-example-line').children;
  ['ex.rule-example', 'ex.rule-example-code', 'ex.rule-example-reads'].forEach((key, i) => setText(example[i], t(key)));
  setText(ui.root.querySelector('.rule-label'), t('ex.rule-label'));
  setText(grammar, t('ex.rule-grammar', { max: limits.ruleMaxChars }));
  if (document.activeElement !== ui.input && ui.input.value !== rule.text) ui.input.value = rule.text;
  ui.input.maxLength = limits.ruleMaxChars;
  setText(ui.run, t('ex.rule-run'));
  const error = ui.root.querySelector('.rule-error');
  error.hidden = rule.status !== 'error';
  if (rule.error) {
    setAttr(error, 'data-code', rule.error.code);
    setAttr(error, 'data-pos', String(rule.error.pos));
    setText(error, t('ex.rule-error', {
      message: String(errorMessage('rule', rule.error.code, { ...rule.error, detail: rule.error.text, max: limits.ruleMaxChars }, 'rule/failed')),
    }));
  }
  ui.input.setAttribute('aria-invalid', String(rule.status === 'error'));
  setText(status, statusText(rule, limits));
  renderCounts(ui.table, rule);
  const notRun = ui.root.querySelector('.rule-not-run');
  notRun.hidden = rule.status !== 'error' || rule.counts.every((c) => c.count !== null);
  setText(notRun, t('ex.rule-not-run'));
  renderDivergence(ui, rule, ex.n);
  badHeading.hidden = rule.bad.length === 0;
  setText(badHeading, t('ex.rule-bad'));
  const items = rule.bad.map((b, i) => {
    const kind = t(`ex.line-${b.attack.line}`);
    const text = t('ex.rule-bad-item', {
      line: b.cols.join(' '), ra: b.attack.row_a, ca: b.attack.col_a, rb: b.attack.row_b, cb: b.attack.col_b, kind,
    });
    return button('rule-bad-solution', {
      className: 'link-button', 'data-index': i, 'data-cols': b.cols.join('-'), 'aria-pressed': String(rule.shown === i),
    }, text);
  });
  const key = JSON.stringify([rule.bad, rule.shown, state.lang]);
  if (ui.bad.dataset.key !== key) {
    ui.bad.replaceChildren(...items.map((b) => el('li', {}, b)));
    ui.bad.dataset.key = key;
  }
}

function statusText(rule, limits) {
  if (rule.status === 'running') return t('ex.rule-running');
  if (rule.status !== 'done') return '';
  const stopped = rule.counts.some((c) => c.stopped);
  const wrong = rule.counts.some((c) => c.stopped || c.count !== c.truth) || rule.divergence;
  if (!wrong) return t('ex.rule-correct', { max: limits.ruleMaxN });
  return stopped ? t('ex.rule-budget') : '';
}

function renderCounts(table, rule) {
  table.hidden = rule.counts.length === 0;
  setText(table.caption, t('ex.rule-counts'));
  const heads = table.querySelectorAll('th');
  ['ex.rule-col-n', 'ex.rule-col-yours', 'ex.rule-col-true'].forEach((key, i) => setText(heads[i], t(key)));
  const body = table.tBodies[0];
  while (body.rows.length < rule.counts.length) {
    const row = body.insertRow();
    row.dataset.testid = 'rule-count';
    row.append(el('th', { scope: 'row' }), el('td'), el('td'));
  }
  while (body.rows.length > rule.counts.length) body.deleteRow(-1);
  rule.counts.forEach((c, i) => {
    const row = body.rows[i];
    setAttr(row, 'data-n', String(c.n));
    setAttr(row, 'data-true', String(c.truth));
    if (c.count === null) row.removeAttribute('data-count');
    else setAttr(row, 'data-count', String(c.count));
    row.classList.toggle('wrong', c.count !== null && (c.stopped || c.count !== c.truth));
    setText(row.cells[0], String(c.n));
    setText(row.cells[1], countText(c, rule.status));
    setText(row.cells[2], groupDigits(c.truth));
  });
}

/** A count of the rule's table: "…" while it is being counted, "—" when it never will be (the rule broke). */
function countText(c, status) {
  if (c.count === null) return status === 'running' ? '…' : t('ex.rule-not-counted');
  return c.stopped ? t('ex.rule-budget-cell', { count: groupDigits(c.count) }) : groupDigits(c.count);
}

function renderDivergence(ui, rule, n) {
  const d = rule.divergence;
  const shown = rule.status === 'done' || d !== null;
  ui.divergence.hidden = !shown || rule.status === 'error' || rule.status === 'idle';
  ui.showDivergence.hidden = !d || rule.shown === 'divergence';
  setText(ui.showDivergence, t('ex.rule-show'));
  if (!d) {
    ui.divergence.removeAttribute('data-step');
    setText(ui.divergence, rule.status === 'done' ? t('ex.rule-same', { n }) : '');
    return;
  }
  setAttr(ui.divergence, 'data-step', String(d.step));
  const params = {
    n, step: d.step, row: d.row, col: d.col, arow: d.row2, acol: d.col2, line: d.line ? t(`ex.line-${d.line}`) : '',
  };
  setText(ui.divergence, sentences(t('ex.rule-diverges', params), t(d.kind === 'allowed' ? 'ex.rule-allowed' : 'ex.rule-refused', params)));
}
