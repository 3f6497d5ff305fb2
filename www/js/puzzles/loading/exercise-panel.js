//! The loading problem's exercise panel (in its side column): "do the search yourself"
//! to start, then the instruction (`load-exercise-prompt`), x = 1 and x = 0
//! (`load-exercise-choice`, `data-value` 1 and 2) and Backtrack (`load-exercise-backtrack`),
//! the verdict (`load-exercise-feedback`, a polite live region, `data-verdict`), the score
//! (`load-exercise-score`) and, at the end, the summary, the result link and the review of
//! every answer (`load-exercise-review`, views/exercise-review.js). The one module that
//! writes this panel.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { simulateSummary } from '../../exercise/words.js';
import { reviewRows, shownFeedback } from '../../exercise/review.js';
import { createExerciseReview } from '../../views/exercise-review.js';

const P = 'load-exercise';

/** The container decided at depth t of snapshot `s` (containers go in the order given), or null past the last. */
const itemAt = (s, depth) => (depth <= s.n ? depth : null);

/**
 * An action's words in the review (`fb` its verdict): take or skip, with the item when the
 * search took or skipped one there (the core's event: the same node's children), or
 * Backtrack.
 */
function answerText(a, fb) {
  if (a.kind === 'backtrack') return t('ex.backtrack');
  if (fb.expected.kind === 'backtrack') return t(a.value === 1 ? 'ex.load-review-take' : 'ex.load-review-skip');
  return t(a.value === 1 ? 'ex.load-take' : 'ex.load-skip', { i: fb.reason.event.item });
}

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    i: e.item, x: e.take ? 1 : 0, w: e.weight, cw: e.cw, c1: r.c1, r: e.r, sum: e.cw + e.r, best: e.best,
  };
  if (fb.verdict === 'right') {
    if (fb.expected.kind === 'backtrack') return t('ex.load-right-back', params);
    return t(e.take ? 'ex.load-right-take' : 'ex.load-right-skip', params);
  }
  let why;
  if (r.why === 'too-heavy') why = t('ex.load-too-heavy', { ...params, load: r.by.cw });
  else if (r.why === 'killed') {
    why = t('ex.load-killed', {
      ...params,
      list: r.tried.map((k) => (k.take ? t('ex.load-kill-heavy', { i: k.item, load: k.cw, c1: k.capacity })
        : t('ex.load-kill-bound', { i: k.item, cw: k.cw, r: k.r, best: k.best }))).join(t('ex.list-sep')),
    });
  } else why = t(`ex.load-${r.why}`, params);
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
    take: button(`${P}-choice`, { className: 'ex-choice', 'data-value': 1 }),
    skip: button(`${P}-choice`, { className: 'ex-choice', 'data-value': 2 }),
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
  parts.take.addEventListener('click', () => actions.answer(1));
  parts.skip.addEventListener('click', () => actions.answer(2));
  parts.backtrack.addEventListener('click', () => actions.answer('backtrack'));
  parts.copy.addEventListener('click', () => actions.copy(parts.link));
  parts.restart.addEventListener('click', () => actions.restart());
  parts.close.addEventListener('click', () => actions.close());
  parts.result = el('div', { className: 'ex-result' }, parts.summary, parts.linkLabel, el('div', { className: 'share-row' }, parts.link, parts.copy), parts.copied);
  parts.takeSkip = el('div', { className: 'ex-choices', role: 'group' }, parts.take, parts.skip);
  parts.choices = el('div', { className: 'ex-answers' }, parts.takeSkip, parts.backtrack);
  parts.review = createExerciseReview((index) => actions.review(index), `${P}-review`);
  parts.run = el('div', { className: 'ex-run', testid: P }, parts.counter, parts.prompt, parts.choices, parts.feedback, parts.score, parts.result, parts.review.root,
    el('div', { className: 'ex-foot' }, parts.restart, parts.close));
  section.setAttribute('aria-labelledby', parts.heading.id);
  section.classList.add('exercise-panel');
  section.append(parts.heading, parts.about, parts.start, parts.run);
  return parts;
}

/** The running exercise `ex` at the search's snapshot `s`. */
function renderRun(p, ex, s, link) {
  const done = ex.run.done;
  p.run.dataset.state = done ? 'done' : 'running';
  setText(p.counter, t('ex.step', { step: s.step }));
  const depth = s.taken.length + 1;
  const item = itemAt(s, depth);
  setText(p.prompt, done ? '' : t(item === null ? 'ex.load-prompt-leaf' : 'ex.load-prompt', { t: depth, i: item }));
  p.prompt.hidden = done;
  p.choices.hidden = done;
  // A leaf has no item to take or skip: only Backtrack is offered there.
  p.takeSkip.hidden = item === null;
  setText(p.take, item === null ? '' : t('ex.load-take', { i: item }));
  setText(p.skip, item === null ? '' : t('ex.load-skip', { i: item }));
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
    setText(p.summary, simulateSummary(ex, t(ex.endView.loadable ? 'ex.load-done-yes' : 'ex.load-done-no', { best: ex.endView.best, rest: ex.endView.rest, c2: ex.endView.c2 }), true));
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
export function createLoadingExercisePanel(section, { actions }) {
  const p = build(section, actions);
  return {
    render(state, link) {
      const ex = state.loadingExercise;
      setText(p.heading, t('ex.kind-simulate'));
      setText(p.start, t('ex.kind-simulate'));
      setText(p.about, t('ex.load-about'));
      p.start.hidden = ex !== null;
      p.about.hidden = ex !== null;
      p.run.hidden = ex === null;
      setText(p.restart, t('ex.restart'));
      setText(p.close, t('ex.close'));
      if (ex) renderRun(p, ex, state.steppers.loading.snapshot, link);
    },
  };
}
