//! N-Queens as the page's app sees it (the puzzle page contract, puzzles/contract.js
//! `PuzzlePage`): which links it opens, what it draws in the one render (the N slider, the
//! board, the lesson, the count, the gallery and the tools), its link, its title, its
//! keys. The queens' slice of the state (puzzles/queens/state.js `queensState`) is in the
//! page state's top level, added when the page is built; its actions are in
//! puzzles/queens/actions.js, stepper-actions.js, play-actions.js and the others of
//! entry.js `actionModules`.

import { groupDigits } from '../../lib/format.js';
import { setText } from '../../lib/dom.js';
import { linkFields } from './route.js';
import { idleStepper } from '../../app/state.js';
import {
  isHuge, placedCount, queensState, shownCols, shownExercise, squareAnswer,
} from './state.js';
import { exerciseDone, exerciseFields } from './route.js';
import { absoluteUrl } from '../../app/url.js';
import { withLang } from '../../app/route.js';
import { metaFor } from './meta.js';
import './strings.js';
import { renderQueensBoard } from './render-board.js';
import { renderTeaching } from './teaching.js';
import { renderTools } from './tools.js';
import { createQueensViews } from './views.js';
import { TABS, linkedTab } from './tabs.js';
import { buildQueensMarkup } from './markup.js';

/**
 * The queens' page: builds its markup into `root` (puzzles/queens/markup.js), then its
 * engines and views (puzzles/queens/views.js) over it and the page's shared elements
 * `els`, with `actions` (the page's bound actions), `ctx` (the store, the wasm) and
 * `puzzle` (its contract object, puzzles/queens/puzzle.js).
 */
export default function createQueensPage({
  ctx, actions, els, puzzle, root,
}) {
  const { store } = ctx;
  buildQueensMarkup(root);
  Object.assign(store.state, queensState(store.state.limits));
  store.state.steppers.queens = idleStepper();
  const ui = createQueensViews(ctx, actions, els, puzzle);
  // Play mode's squares: place, move within the row, or remove a queen.
  ctx.boardInput.own('play', (row, col) => actions.placeQueen(row, col));
  // An exercise's squares: the answer to its question (puzzles/queens/state.js `squareAnswer`).
  ctx.boardInput.own('exercise', (row, col) => actions.exerciseSquare(row, col));
  return {
    id: 'queens',
    heading: 'page.heading',
    intro: 'page.intro',
    /** Presented, the tree can take the procedure's place, and the flag arrays go under the board (queens.css). */
    presentParts: [{ part: 'tree', words: 'present.tree' }, { part: 'flags', words: 'present.flags' }],
    open: (link, error) => actions.openQueensLink(link, error),
    show() {
      if (!store.state.steppers.queens.snapshot) actions.setN(store.state.limits.defaultN);
    },
    pause: () => actions.pauseSearch(),
    /** After a panic: nothing may call the wasm any more. */
    halt() {
      actions.pauseSearch();
      ctx.countPool.cancel();
    },
    render(state) {
      root.hidden = state.puzzle !== 'queens';
      document.body.dataset.view = state.view;
      ui.tabs.render(state);
      if (state.puzzle !== 'queens') return;
      renderSize(ui, state);
      const model = renderQueensBoard(ui, state);
      renderTeaching(ui, state, model);
      ui.countPanel.render(state);
      ui.gallery.render(state);
      renderTools(ui, state);
      renderExercise(ui, state);
      // The tools module is fetched once the first view is drawn (puzzles/queens/tools-module.js).
      ctx.tools.drawn();
    },
    /** Its tabs beside the board (puzzles/queens/tabs.js), and the one its link names. */
    tabs: TABS.map(([name]) => name),
    linkedTab,
    /** The tabs whose views are built on first use fetch them ahead (the visitor reaches for the tab). */
    prefetch(tab) {
      ({
        gallery: ui.gallery, count: ui.countPanel, export: ui.exportPanel, exercise: ui.exercisePanel,
      })[tab]?.prefetch();
    },
    /** A user action drops a refused N field's text along with the page's message. */
    dropFeedback: (state) => (state.error !== '' || state.nField.invalid ? { nField: { text: null, invalid: false } } : null),
    shareLabel: (state) => (shownExercise(state) ? 'ex.share-label' : 'share.label'),
    exerciseResult: (state) => exerciseResult(shownExercise(state)),
    /** The exercise shown owns the squares while they answer it; else the board's view. */
    boardOwner(state) {
      const ex = shownExercise(state);
      if (!ex) return state.view;
      return squareAnswer(ex) ? 'exercise' : null;
    },
    fragment: (state) => linkFields(state, (cols) => ui.attacking(cols)),
    /** The search moves step by step (its link is written lazily); an exercise's link changes by answers. */
    stepping: (state) => state.view === 'stepper' && !shownExercise(state),
    meta: (state) => queensMeta(ui, state),
    /** The stepper's keys work while N is in the slider's range (no stepper above it) and no exercise is shown. */
    keysOn: (state) => !isHuge(state) && !shownExercise(state),
    /** An embed link's range, speed and autoplay (app/view-route.js `embedOptions`): its search's. */
    embed: (options) => actions.embedSearch(options),
    /** A link to a count (`count=1`) or to where counts run (`gpu=`) leaves an embedded view. */
    endsEmbed: (link) => Boolean(link.count) || typeof link.gpu === 'boolean',
    speed: (state) => state.speed,
    keys: {
      back: () => ui.stepper.els.stepBack.click(),
      forward: () => ui.stepper.els.stepForward.click(),
      playPause: () => ui.stepper.els.play.click(),
      reset: () => ui.stepper.els.reset.click(),
    },
  };
}

/** The Exercises tab, with the result link of a finished exercise (or of a rule's run). */
function renderExercise(ui, state) {
  const ex = state.exercise;
  document.body.toggleAttribute('data-exercise', shownExercise(state) !== null);
  const done = ex ? exerciseDone(ex) : false;
  const result = done ? absoluteUrl(ui.wasm.format_link(withLang(exerciseFields(ex, true, state), state.lang))) : '';
  ui.exercisePanel.render(state, result);
}

/**
 * The exercise shown as it stands (PuzzlePage `exerciseResult`), or null: the simulate
 * exercise's and the quiz's answers; a rule exercise's last run, right when its test is
 * correct (every count true and the search never leaves the true one), its link without
 * the rule (the student's answer).
 */
function exerciseResult(ex) {
  if (!ex) return null;
  const fields = { ...exerciseFields(ex, false), rule: null };
  if (ex.kind !== 'rule') {
    return {
      right: ex.run.right, wrong: ex.run.wrong, done: ex.run.done, fields,
    };
  }
  const { rule } = ex;
  const done = exerciseDone(ex);
  const correct = rule.status === 'done' && !rule.divergence && rule.counts.every((c) => !c.stopped && c.count === c.truth);
  return {
    right: correct ? 1 : 0, wrong: done && !correct ? 1 : 0, done, fields,
  };
}

/** The N slider, its readout, the N field and the solution-count line. */
function renderSize(ui, state) {
  const { els } = ui;
  els.slider.max = String(state.limits.sliderMaxN);
  els.slider.value = String(Math.min(state.n, state.limits.sliderMaxN));
  setText(els.nValue, groupDigits(state.n));
  ui.nField.render(state);
  setText(els.solutionCount, ui.countSummary(state));
}

/** The page's title and og: meta for the queens. */
function queensMeta(ui, state) {
  const huge = isHuge(state);
  const line = state.view === 'solution' && !state.solution ? (state.indexPending ? '…' : null)
    : huge ? '' : ui.wasm.format_line(Uint32Array.from(shownCols(state)));
  return metaFor({
    view: huge ? 'huge' : state.view,
    n: groupDigits(state.n),
    line,
    index: state.solutionIndex === null ? null : groupDigits(state.solutionIndex),
    total: state.total === null ? null : groupDigits(state.total),
    step: state.steppers.queens.snapshot ? groupDigits(state.steppers.queens.snapshot.step) : 0,
    placed: placedCount(state),
  });
}
