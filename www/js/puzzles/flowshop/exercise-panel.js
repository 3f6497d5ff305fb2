//! Batch job scheduling's exercise panel (in its side column): "do the search yourself" to
//! start, then the instruction (`flow-exercise-prompt`), one button per job not yet placed
//! (`flow-exercise-choice`, `data-value` the job) and Backtrack (`flow-exercise-backtrack`),
//! the verdict (`flow-exercise-feedback`, a polite live region, `data-verdict`), the score
//! (`flow-exercise-score`) and, at the end, the summary, the result link and the review of
//! every answer (`flow-exercise-review`, views/exercise-review.js). The one module that
//! writes this panel.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { simulateSummary } from '../../exercise/words.js';
import { reviewRows, shownFeedback } from '../../exercise/review.js';
import { createExerciseReview } from '../../views/exercise-review.js';
import { bestText } from './puzzle.js';

const P = 'flow-exercise';

/** An action's words in the review: the job placed next, or Backtrack. */
function answerText(a) {
  if (a.kind === 'backtrack') return t('ex.backtrack');
  return t('ex.flow-review-job', { j: a.value });
}

/** The jobs the bound killed on the way, in words. */
const killList = (tried) => tried.map((k) => t('ex.flow-kill', { j: k.job, f: k.f, best: bestText(k.best) })).join(t('ex.list-sep'));

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    t: e.depth, j: e.job, f1: e.f1, f2: e.f2, f: e.f, best: bestText(e.best),
  };
  if (fb.verdict === 'right') {
    return t(fb.expected.kind === 'backtrack' ? 'ex.flow-right-back' : 'ex.flow-right-job', params);
  }
  let why = r.why === 'killed' ? t('ex.flow-killed', { ...params, list: killList(r.tried) }) : t(`ex.flow-${r.why}`, params);
  if (r.why === 'next-job' && r.tried.length) why += t('ex.flow-killed-on-way', { list: killList(r.tried) });
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
    jobs: el('div', { className: 'ex-choices', role: 'group' }),
    jobButtons: [],
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
    actions,
  };
  parts.start.addEventListener('click', () => actions.start());
  parts.backtrack.addEventListener('click', () => actions.answer('backtrack'));
  parts.copy.addEventListener('click', () => actions.copy(parts.link));
  parts.restart.addEventListener('click', () => actions.restart());
  parts.close.addEventListener('click', () => actions.close());
  parts.result = el('div', { className: 'ex-result' }, parts.summary, parts.linkLabel, el('div', { className: 'share-row' }, parts.link, parts.copy), parts.copied);
  parts.choices = el('div', { className: 'ex-answers' }, parts.jobs, parts.backtrack);
  parts.review = createExerciseReview((index) => actions.review(index), `${P}-review`);
  parts.run = el('div', { className: 'ex-run', testid: P }, parts.counter, parts.prompt, parts.choices, parts.feedback, parts.score, parts.result, parts.review.root,
    el('div', { className: 'ex-foot' }, parts.restart, parts.close));
  section.setAttribute('aria-labelledby', parts.heading.id);
  section.classList.add('exercise-panel');
  section.append(parts.heading, parts.about, parts.start, parts.run);
  return parts;
}

/** The buttons of the jobs not yet placed (`left`, in the swap form's order), reusing the ones built. */
function renderJobs(p, left) {
  while (p.jobButtons.length < left.length) {
    const btn = button(`${P}-choice`, { className: 'ex-choice' });
    btn.addEventListener('click', () => p.actions.answer(Number(btn.dataset.value)));
    p.jobButtons.push(btn);
    p.jobs.append(btn);
  }
  p.jobButtons.forEach((btn, i) => {
    btn.hidden = i >= left.length;
    // A hidden button carries no job: the jobs offered are the shown ones.
    if (i < left.length) {
      setAttr(btn, 'data-value', String(left[i]));
      setText(btn, t('ex.flow-job', { j: left[i] }));
    } else btn.removeAttribute('data-value');
  });
  p.jobs.hidden = left.length === 0;
}

/** The running exercise `ex` at the search's snapshot `s`. */
function renderRun(p, ex, s, link) {
  const done = ex.run.done;
  p.run.dataset.state = done ? 'done' : 'running';
  setText(p.counter, t('ex.step', { step: s.step }));
  const depth = s.depth + 1;
  const leaf = s.depth >= s.n;
  setText(p.prompt, done ? '' : t(leaf ? 'ex.flow-prompt-leaf' : 'ex.flow-prompt', { t: depth }));
  p.prompt.hidden = done;
  p.choices.hidden = done;
  // A leaf has no job left to place: only Backtrack is offered there.
  renderJobs(p, leaf ? [] : s.order.slice(s.depth));
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
    const end = ex.endView;
    setText(p.summary, simulateSummary(ex, t('ex.flow-done', { best: bestText(end.best), x: `(${end.bestX.join(', ')})` }), true));
    setText(p.linkLabel, t('ex.result-label'));
    if (p.link.value !== link) p.link.value = link;
    setText(p.copy, t('ex.result-copy'));
    setText(p.copied, String(ex.copyStatus));
  }
}

/**
 * The panel in `section`. `actions`: `{ start(), answer(value), restart(), close(),
 * copy(field), review(index) }`. Returns `{ render(state, resultLink) }`.
 */
export function createFlowshopExercisePanel(section, { actions }) {
  const p = build(section, actions);
  return {
    render(state, link) {
      const ex = state.flowshopExercise;
      setText(p.heading, t('ex.kind-simulate'));
      setText(p.start, t('ex.kind-simulate'));
      setText(p.about, t('ex.flow-about'));
      p.start.hidden = ex !== null;
      p.about.hidden = ex !== null;
      p.run.hidden = ex === null;
      setText(p.restart, t('ex.restart'));
      setText(p.close, t('ex.close'));
      if (ex) renderRun(p, ex, state.steppers.flowshop.snapshot, link);
    },
  };
}
