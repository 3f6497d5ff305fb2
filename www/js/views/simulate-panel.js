//! The panel of a stepper puzzle's "do the search yourself" exercise (app/stepper-exercise.js),
//! in its side column: the start button, then the instruction (`<P>-prompt`), the puzzle's
//! choices (`<P>-choice`, `data-value`) and Backtrack (`<P>-backtrack`), the verdict
//! (`<P>-feedback`, a polite live region, `data-verdict`), the score (`<P>-score`) and, at
//! the end, the summary, the result link and the review of every answer (`<P>-review`,
//! views/exercise-review.js); `<P>` is the puzzle's prefix (`<id>-exercise`). Beside the
//! start button, the shared Parsons problem's (`parsons-start`, app/parsons-actions.js). The puzzle
//! gives its choices and its words; `subsetChoices` are the subset tree's two (x = 1, x = 0),
//! `numberedChoices` a fixed number of moves (1 to 4, say) worded at each step.

import { button, el, setAttr, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { simulateSummary } from '../exercise/words.js';
import { reviewRows, shownFeedback } from '../exercise/review.js';
import { createExerciseReview } from './exercise-review.js';
import { createNameField } from './exercise-name.js';
// The Parsons problem's way in is named in its words (fetched with the problem itself otherwise).
import '../exercise/parsons-strings.js';

/** Builds the panel's parts in `section`; `choices` the puzzle's (`{ root, render(s) }`). */
function build(section, P, actions, choices) {
  const b = (name, attrs) => button(`${P}-${name}`, attrs);
  const parts = {
    heading: el('h2', { id: `${P}-heading` }),
    start: b('start'),
    about: el('p', { className: 'note' }),
    parsons: button('parsons-start', { className: 'parsons-start' }),
    counter: el('p', { className: 'ex-counter note' }),
    prompt: el('p', { className: 'ex-prompt', testid: `${P}-prompt` }),
    choices,
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
    name: createNameField(`${P}-name`, (text) => actions.setWho(text)),
  };
  parts.start.addEventListener('click', () => actions.start());
  parts.parsons.addEventListener('click', () => actions.parsons());
  parts.backtrack.addEventListener('click', () => actions.answer('backtrack'));
  parts.copy.addEventListener('click', () => actions.copy(parts.link));
  parts.restart.addEventListener('click', () => actions.restart());
  parts.close.addEventListener('click', () => actions.close());
  parts.result = el('div', { className: 'ex-result' }, parts.summary, parts.linkLabel, el('div', { className: 'share-row' }, parts.link, parts.copy), parts.copied);
  parts.answers = el('div', { className: 'ex-answers' }, choices.root, parts.backtrack);
  parts.review = createExerciseReview((index) => actions.review(index), `${P}-review`);
  parts.run = el('div', { className: 'ex-run', testid: P }, parts.counter, parts.prompt, parts.answers, parts.feedback, parts.score, parts.result, parts.review.root,
    el('div', { className: 'ex-foot' }, parts.restart, parts.close));
  section.setAttribute('aria-labelledby', parts.heading.id);
  section.classList.add('exercise-panel');
  section.append(parts.heading, parts.about, parts.name.root, parts.start, parts.parsons, parts.run);
  return parts;
}

/** The running exercise `ex` at the search's snapshot `s`. */
function renderRun(p, spec, ex, s, link) {
  const done = ex.run.done;
  p.run.dataset.state = done ? 'done' : 'running';
  setText(p.counter, t('ex.step', { step: s.step }));
  const prompt = p.choices.render(s);
  setText(p.prompt, done ? '' : prompt);
  p.prompt.hidden = done;
  p.answers.hidden = done;
  setText(p.backtrack, t('ex.backtrack'));
  const fb = shownFeedback(ex);
  p.feedback.hidden = !fb;
  if (fb) setAttr(p.feedback, 'data-verdict', fb.verdict);
  setText(p.feedback, fb ? spec.feedbackText(fb) : '');
  const asked = ex.run.right + ex.run.wrong;
  setAttr(p.score, 'data-right', String(ex.run.right));
  setAttr(p.score, 'data-wrong', String(ex.run.wrong));
  setAttr(p.score, 'data-asked', String(asked));
  setText(p.score, t('ex.score', { right: ex.run.right, wrong: ex.run.wrong, asked }));
  p.result.hidden = !done;
  p.review.render(done ? reviewRows(ex.run) : null, ex.reviewAt ?? null, spec.answerText);
  if (done) {
    setText(p.summary, simulateSummary(ex, spec.doneText(ex.endView, ex.run.end), true));
    setText(p.linkLabel, t('ex.result-label'));
    if (p.link.value !== link) p.link.value = link;
    setText(p.copy, t('ex.result-copy'));
    setText(p.copied, String(ex.copyStatus));
  }
}

/**
 * The panel in `section`. `actions`: `{ start(), answer(value), restart(), close(),
 * copy(field), review(index), parsons() }`. `spec`: `prefix` (`<id>-exercise`), `slice` (the state's
 * exercise slice), `stepper` (its key in `state.steppers`), `about` (the i18n key of the
 * line under the start button), `choices(prefix, actions)` → `{ root, render(s) }` (the
 * answer buttons, put before Backtrack; `render` returns the instruction at snapshot `s`),
 * `answerText(answer, verdict)` (an answer's words in the review), `feedbackText(verdict)`
 * and `doneText(endView, end)` (the summary's sentence, from the search's view at its end
 * and the run's end event). Returns `{ render(state, resultLink) }`.
 */
export function createSimulatePanel(section, { actions }, spec) {
  const p = build(section, spec.prefix, actions, spec.choices(spec.prefix, actions));
  return {
    render(state, link) {
      const ex = state[spec.slice];
      setText(p.heading, t('ex.kind-simulate'));
      p.name.render(state);
      setText(p.start, t('ex.kind-simulate'));
      setText(p.about, t(spec.about));
      p.start.hidden = ex !== null;
      p.about.hidden = ex !== null;
      setText(p.parsons, t('parsons.kind'));
      p.parsons.hidden = ex !== null;
      p.run.hidden = ex === null;
      setText(p.restart, t('ex.restart'));
      setText(p.close, t('ex.close'));
      if (ex) renderRun(p, spec, ex, state.steppers[spec.stepper].snapshot, link);
    },
  };
}

/**
 * The subset tree's answers: x = 1 (`data-value` 1) and x = 0 (2) of the item decided at
 * depth t, `itemAt(s, t)` (its given number, or null past the last: only Backtrack is
 * offered at a leaf). `words` is the puzzle's prefix of exercise words: `ex.<words>-take`,
 * `-skip` (with `{ i }`), `-prompt` (`{ t, i }`), `-prompt-leaf`, and in the review
 * `-review-take` / `-review-skip` where the search backtracked. Returns `{ choices,
 * answerText }` for `createSimulatePanel`'s spec.
 */
export function subsetChoices(words, itemAt) {
  const choices = (P, actions) => {
    const take = button(`${P}-choice`, { className: 'ex-choice', 'data-value': 1 });
    const skip = button(`${P}-choice`, { className: 'ex-choice', 'data-value': 2 });
    take.addEventListener('click', () => actions.answer(1));
    skip.addEventListener('click', () => actions.answer(2));
    const root = el('div', { className: 'ex-choices', role: 'group' }, take, skip);
    return {
      root,
      render(s) {
        const depth = s.taken.length + 1;
        const item = itemAt(s, depth);
        root.hidden = item === null;
        setText(take, item === null ? '' : t(`ex.${words}-take`, { i: item }));
        setText(skip, item === null ? '' : t(`ex.${words}-skip`, { i: item }));
        return t(item === null ? `ex.${words}-prompt-leaf` : `ex.${words}-prompt`, { t: depth, i: item });
      },
    };
  };
  const answerText = (a, fb) => {
    if (a.kind === 'backtrack') return t('ex.backtrack');
    if (fb.expected.kind === 'backtrack') return t(a.value === 1 ? `ex.${words}-review-take` : `ex.${words}-review-skip`);
    return t(a.value === 1 ? `ex.${words}-take` : `ex.${words}-skip`, { i: fb.reason.event.item });
  };
  return { choices, answerText };
}

/**
 * `count` numbered answers (`data-value` 1 to `count`: the moves tried in the puzzle's fixed
 * order), worded at snapshot `s` by `label(s, value)`. `prompt(s)` gives `{ text, open }`:
 * the instruction, and whether the moves are offered at all (not where the path is
 * complete: then only Backtrack is). Returns the `choices` of `createSimulatePanel`'s spec.
 */
export function numberedChoices(count, { label, prompt }) {
  return (P, actions) => {
    const buttons = Array.from({ length: count }, (_, i) => button(`${P}-choice`, { className: 'ex-choice', 'data-value': i + 1 }));
    const root = el('div', { className: 'ex-choices', role: 'group' }, ...buttons);
    root.addEventListener('click', (event) => {
      const b = event.target.closest(`[data-testid="${P}-choice"]`);
      if (b) actions.answer(b.dataset.value);
    });
    return {
      root,
      render(s) {
        const { text, open } = prompt(s);
        root.hidden = !open;
        buttons.forEach((b, i) => setText(b, label(s, i + 1)));
        return text;
      },
    };
  };
}
