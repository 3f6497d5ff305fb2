//! The combinations' exercise panel (in its side column): "do the search yourself" to
//! start, then the instruction (`comb-exercise-prompt`), one button per value 1…n
//! (`comb-exercise-choice`, `data-value` the value) and Backtrack
//! (`comb-exercise-backtrack`), the verdict (`comb-exercise-feedback`, a polite live
//! region, `data-verdict`), the score (`comb-exercise-score`) and, at the end, the summary,
//! the result link and the review of every answer (`comb-exercise-review`,
//! views/exercise-review.js). The one module that writes this panel.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { simulateSummary } from '../../exercise/words.js';
import { reviewRows, shownFeedback } from '../../exercise/review.js';
import { createExerciseReview } from '../../views/exercise-review.js';

const P = 'comb-exercise';

/** An action's words in the review: x[t] = i, or Backtrack. */
function answerText(a) {
  if (a.kind === 'backtrack') return t('ex.backtrack');
  return t('ex.comb-review-take', { v: a.value });
}

/** The killed values on the way, with their numbers: `x2 = 1 (1 ≤ 1, constraint)`. */
function killedList(tried) {
  return tried.map((k) => (k.cause === 'constraint'
    ? t('ex.comb-kill-constraint', { t: k.depth, v: k.value, prev: k.prev })
    : t('ex.comb-kill-bound', { t: k.depth, v: k.value, limit: k.limit }))).join(t('ex.list-sep'));
}

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    t: e.depth, v: e.value, prev: e.prev, limit: e.limit, list: killedList(r.tried),
  };
  if (fb.verdict === 'right') {
    if (fb.expected.kind === 'backtrack') return t('ex.comb-right-back', params);
    return t(r.size.bound ? 'ex.comb-right-take' : 'ex.comb-right-take-nobound', params);
  }
  let why;
  if (r.why === 'next-value') why = t(r.tried.length ? 'ex.comb-next-value-killed' : 'ex.comb-next-value', params);
  else why = t(`ex.comb-${r.why}`, params);
  return t('ex.verdict-why', { verdict: t('ex.wrong'), why });
}

/** Builds the panel's parts in `section`. */
function build(section, actions) {
  const b = (name, attrs) => button(`${P}-${name}`, attrs);
  const parts = {
    heading: el('h2', { id: `${P}-heading` }),
    start: b('start'),
    about: el('p', { className: 'note' }),
    counter: el('p', { className: 'ex-counter note' }),
    prompt: el('p', { className: 'ex-prompt', testid: `${P}-prompt` }),
    values: el('div', { className: 'ex-choices comb-exercise-values', role: 'group' }),
    valueButtons: [],
    backtrack: b('backtrack', { className: 'ex-backtrack' }),
    feedback: el('p', { className: 'ex-feedback', testid: `${P}-feedback`, role: 'status', 'aria-live': 'polite' }),
    score: el('p', { className: 'ex-score', testid: `${P}-score` }),
    summary: el('p', { className: 'ex-summary', testid: `${P}-summary` }),
    link: el('input', {
      type: 'text', id: `${P}-result-link`, testid: `${P}-result-link`, readonly: '', spellcheck: 'false',
    }),
    copy: b('result-copy'),
    copied: el('p', { className: 'note', role: 'status' }),
    linkLabel: el('label', { for: `${P}-result-link` }),
    restart: b('restart'),
    close: b('close'),
  };
  parts.start.addEventListener('click', () => actions.start());
  parts.values.addEventListener('click', (event) => {
    const value = event.target.closest('[data-value]')?.dataset.value;
    if (value) actions.answer(Number(value));
  });
  parts.backtrack.addEventListener('click', () => actions.answer('backtrack'));
  parts.copy.addEventListener('click', () => actions.copy(parts.link));
  parts.restart.addEventListener('click', () => actions.restart());
  parts.close.addEventListener('click', () => actions.close());
  parts.result = el('div', { className: 'ex-result' }, parts.summary, parts.linkLabel, el('div', { className: 'share-row' }, parts.link, parts.copy), parts.copied);
  parts.choices = el('div', { className: 'ex-answers' }, parts.values, parts.backtrack);
  parts.review = createExerciseReview((index) => actions.review(index), `${P}-review`);
  parts.run = el('div', { className: 'ex-run', testid: P }, parts.counter, parts.prompt, parts.choices, parts.feedback, parts.score, parts.result, parts.review.root,
    el('div', { className: 'ex-foot' }, parts.restart, parts.close));
  section.setAttribute('aria-labelledby', parts.heading.id);
  section.classList.add('exercise-panel');
  section.append(parts.heading, parts.about, parts.start, parts.run);
  return parts;
}

/** One button per value 1…n (rebuilt when n changes). */
function renderValues(p, n, depth) {
  while (p.valueButtons.length < n) {
    const v = p.valueButtons.length + 1;
    const btn = button(`${P}-choice`, { className: 'ex-choice', 'data-value': v });
    p.valueButtons.push(btn);
    p.values.append(btn);
  }
  while (p.valueButtons.length > n) p.valueButtons.pop().remove();
  p.valueButtons.forEach((btn, i) => {
    setText(btn, String(i + 1));
    setAttr(btn, 'aria-label', t('ex.comb-take', { t: depth, v: i + 1 }));
  });
  setAttr(p.values, 'aria-label', t('ex.comb-values', { t: depth }));
}

/** The running exercise `ex` at the search's snapshot `s`. */
function renderRun(p, ex, s, link) {
  const done = ex.run.done;
  p.run.dataset.state = done ? 'done' : 'running';
  setText(p.counter, t('ex.step', { step: s.step }));
  const depth = s.x.length + 1;
  const leaf = depth > s.r;
  setText(p.prompt, done ? '' : t(leaf ? 'ex.comb-prompt-leaf' : 'ex.comb-prompt', { t: depth, x: `(${s.x.join(', ')})` }));
  p.prompt.hidden = done;
  p.choices.hidden = done;
  // A leaf has no x[t] to choose: only Backtrack is offered there.
  p.values.hidden = leaf;
  renderValues(p, s.n, depth);
  setText(p.backtrack, t('ex.backtrack'));
  const fb = shownFeedback(ex);
  p.feedback.hidden = !fb;
  if (fb) setAttr(p.feedback, 'data-verdict', fb.verdict);
  setText(p.feedback, fb ? feedbackText(fb) : '');
  const asked = ex.run.right + ex.run.wrong;
  setAttr(p.score, 'data-right', String(ex.run.right));
  setAttr(p.score, 'data-wrong', String(ex.run.wrong));
  setAttr(p.score, 'data-asked', String(asked));
  setText(p.score, t('ex.score', { right: ex.run.right, wrong: ex.run.wrong, asked }));
  p.result.hidden = !done;
  p.review.render(done ? reviewRows(ex.run) : null, ex.reviewAt ?? null, answerText);
  if (done) {
    setText(p.summary, simulateSummary(ex, t('ex.comb-done', { count: ex.endView.output.length }), true));
    setText(p.linkLabel, t('ex.result-label'));
    if (p.link.value !== link) p.link.value = link;
    setText(p.copy, t('ex.result-copy'));
    setText(p.copied, String(ex.copyStatus));
  }
}

/**
 * The panel in `section`. `actions`: `{ start(), answer(value), restart(), close(),
 * copy(field) }`. Returns `{ render(state, resultLink) }`.
 */
export function createCombinationsExercisePanel(section, { actions }) {
  const p = build(section, actions);
  return {
    render(state, link) {
      const ex = state.combinationsExercise;
      setText(p.heading, t('ex.kind-simulate'));
      setText(p.start, t('ex.kind-simulate'));
      setText(p.about, t('ex.comb-about'));
      p.start.hidden = ex !== null;
      p.about.hidden = ex !== null;
      p.run.hidden = ex === null;
      setText(p.restart, t('ex.restart'));
      setText(p.close, t('ex.close'));
      if (ex) renderRun(p, ex, state.steppers.combinations.snapshot, link);
    },
  };
}
