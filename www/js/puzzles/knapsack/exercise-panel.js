//! The knapsack's exercise panel (in the knapsack's side column): "do the search yourself"
//! to start, then the instruction (`knap-exercise-prompt`), Take and Skip
//! (`knap-exercise-choice`, `data-value` 1 and 2) and Backtrack (`knap-exercise-backtrack`),
//! the verdict (`knap-exercise-feedback`, a polite live region, `data-verdict`), the score
//! (`knap-exercise-score`) and, at the end, the summary, the result link and the review of
//! every answer (`knap-exercise-review`, views/exercise-review.js). The one module that
//! writes this panel.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { simulateSummary } from '../../exercise/words.js';
import { reviewRows, shownFeedback } from '../../exercise/review.js';
import { fraction } from './puzzle.js';
import { createExerciseReview } from '../../views/exercise-review.js';

const P = 'knap-exercise';

/** The item decided at depth t of snapshot `s` (1-based given number), or null past the last. */
const itemAt = (s, depth) => s.items[depth - 1]?.item ?? null;

/**
 * An action's words in the review (`fb` its verdict): take or skip, with the item when the
 * search took or skipped one there (the core's event: the same node's children), or
 * Backtrack.
 */
function answerText(a, fb) {
  if (a.kind === 'backtrack') return t('ex.backtrack');
  if (fb.expected.kind === 'backtrack') return t(a.value === 1 ? 'ex.knap-review-take' : 'ex.knap-review-skip');
  return t(a.value === 1 ? 'ex.knap-take' : 'ex.knap-skip', { i: fb.reason.event.item });
}

/** The verdict of the last action, with why the search did what it did (the core's numbers). */
function feedbackText(fb) {
  const r = fb.reason;
  const e = r.event;
  const params = {
    i: e.item, x: e.take ? 1 : 0, w: e.weight, c: r.c, bound: e.num !== undefined ? fraction(e.num, e.den) : '', best: e.best,
  };
  if (fb.verdict === 'right') {
    if (fb.expected.kind === 'backtrack') return t('ex.knap-right-back', params);
    return t(e.take ? 'ex.knap-right-take' : 'ex.knap-right-skip', params);
  }
  let why;
  if (r.why === 'too-heavy') why = t('ex.knap-too-heavy', { ...params, w: r.by.weight });
  else if (r.why === 'killed') {
    why = t('ex.knap-killed', {
      ...params,
      list: r.tried.map((k) => (k.take ? t('ex.knap-kill-heavy', { i: k.item, w: k.weight, c: k.capacity })
        : t('ex.knap-kill-bound', { i: k.item, bound: fraction(k.num, k.den), best: k.best }))).join(t('ex.list-sep')),
    });
  } else why = t(`ex.knap-${r.why}`, params);
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
  setText(p.prompt, done ? '' : t(item === null ? 'ex.knap-prompt-leaf' : 'ex.knap-prompt', { t: depth, i: item }));
  p.prompt.hidden = done;
  p.choices.hidden = done;
  // A leaf has no item to take or skip: only Backtrack is offered there.
  p.takeSkip.hidden = item === null;
  setText(p.take, item === null ? '' : t('ex.knap-take', { i: item }));
  setText(p.skip, item === null ? '' : t('ex.knap-skip', { i: item }));
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
    setText(p.summary, simulateSummary(ex, t('ex.knap-done', { best: ex.endView.best }), true));
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
export function createKnapsackExercisePanel(section, { actions }) {
  const p = build(section, actions);
  return {
    render(state, link) {
      const ex = state.knapsackExercise;
      setText(p.heading, t('ex.kind-simulate'));
      setText(p.start, t('ex.kind-simulate'));
      setText(p.about, t('ex.knap-about'));
      p.start.hidden = ex !== null;
      p.about.hidden = ex !== null;
      p.run.hidden = ex === null;
      setText(p.restart, t('ex.restart'));
      setText(p.close, t('ex.close'));
      if (ex) renderRun(p, ex, state.steppers.knapsack.snapshot, link);
    },
  };
}
