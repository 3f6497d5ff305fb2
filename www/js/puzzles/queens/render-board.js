//! The queens' board and its words, from the state: the board model of the current view
//! (solution, stepper, play, or the construction for N above the slider), the status line
//! above the board, the text alternative, the tuple, the solution line and the X/- grid.

import { getLang, t } from '../../lib/i18n.js';
import { groupDigits } from '../../lib/format.js';
import { setText } from '../../lib/dom.js';
import { attackedSquares } from './flags.js';
import { conflictPairs } from './placement.js';
import { boardFromStep, describeEvent, formatTuple } from './puzzle.js';
import { SMALL_BOARD_MAX_N, SVG_QUEENS_MAX_N } from './board-pattern.js';
import { fitFrame } from './overview-geometry.js';
import { isHuge } from './state.js';
import { shownExercise } from './state.js';

/** The board model (puzzles/queens/board.js) of the shown view, for N within the slider. */
function boardModel(ui, state) {
  const ex = shownExercise(state);
  if (ex?.board) return exerciseModel(ex, state);
  if (state.view === 'play') return playModel(ui, state);
  const cols = state.solution ? Array.from(state.solution) : new Array(state.n).fill(0);
  const model = state.view === 'stepper' ? boardFromStep(state.steppers.queens.snapshot) : {
    n: state.n, cols, candidate: null, conflict: null, removed: null, currentRow: null,
    solved: state.solution !== null,
  };
  if (state.shadeAttacks) model.attacked = attackedSquares(model.cols);
  return model;
}

/** An exercise's board (puzzles/queens/exercise-board.js), the attacked squares shaded when the student asks. */
function exerciseModel(ex, state) {
  const { step, ...model } = ex.board;
  const lineLabel = (line) => (line ? t(`stepper.line-${line}`) : undefined);
  if (model.conflict) model.conflict = { ...model.conflict, label: lineLabel(model.conflict.line) };
  if (model.conflicts) model.conflicts = model.conflicts.map((c) => ({ ...c, label: lineLabel(c.line) }));
  if (ex.shading || (state.shadeAttacks && ex.kind === 'rule')) model.attacked = attackedSquares(model.cols);
  return model;
}

function playModel(ui, state) {
  const { cols } = state.play;
  const pairs = ui.attackList(cols);
  return {
    n: state.n,
    cols,
    candidate: null,
    conflict: null,
    removed: null,
    currentRow: null,
    solved: pairs.length === 0 && cols.every((c) => c !== 0),
    conflicts: conflictPairs(pairs, (line) => t(`stepper.line-${line}`)),
    attacked: attackedSquares(cols),
  };
}

/**
 * The board, its status line and its textbook forms. Returns the board model it drew
 * (null above the slider), so the rest of the render reads it instead of building it again.
 */
export function renderQueensBoard(ui, state) {
  ui.els.solutionLine.classList.toggle('long', state.n > SMALL_BOARD_MAX_N);
  if (isHuge(state)) {
    renderHugeBoard(ui, state);
    return null;
  }
  return renderSmallBoard(ui, state);
}

/**
 * The board's text alternative: the tuple of a full placement ("8 queens: 1 5 8 6 3 7 2 4"),
 * else the squares of the queens placed.
 */
function boardLabel(model) {
  const { n, cols } = model;
  const placed = cols.filter((c) => c !== 0).length;
  if (placed === 0) return t('board.label-none', { n });
  if (placed === n) return t('board.label-full', { n, line: cols.join(' ') });
  const queens = cols.flatMap((col, i) => (col ? [t('board.square', { row: i + 1, col })] : []));
  return t('board.label-partial', { n, count: placed, queens: queens.join(getLang() === 'zh' ? '、' : ', ') });
}

function boardStatus(state) {
  const { n } = state;
  const ex = shownExercise(state);
  if (ex?.board) {
    const { step } = ex.board;
    return step === null ? t('ex.board-status', { n }) : t('ex.board-status-step', { n, step });
  }
  if (state.view === 'play') {
    return t('play.status', { n, placed: state.play.cols.filter((c) => c !== 0).length });
  }
  if (state.view === 'stepper') {
    const s = state.steppers.queens.snapshot;
    return t(s.finished ? 'board.status-step-done' : 'board.status-step', { n, step: s.step });
  }
  if (state.indexPending) return t('board.status-index-pending', { n, index: groupDigits(state.solutionIndex) });
  if (!state.solution) return t('board.status-none', { n });
  if (state.solutionIndex === null) return t('board.status-some', { n });
  const key = state.solutionIndex === 1 ? 'board.status-first' : 'board.status-index';
  const params = { n, index: state.solutionIndex, total: state.total === null ? '' : groupDigits(state.total) };
  return t(state.total === null ? key : `${key}-of`, params);
}

/** The board and its text forms for N within the slider. */
function renderSmallBoard(ui, state) {
  const { els, wasm } = ui;
  const model = boardModel(ui, state);
  const exercise = shownExercise(state)?.board ? shownExercise(state) : null;
  const complete = model.cols.every((c) => c !== 0) && ((state.view === 'solution' && !exercise) || model.solved);
  let label = boardLabel(model);
  if (state.view === 'stepper' && !exercise) {
    label = t('board.label-step', { board: label, event: describeEvent(state.steppers.queens.snapshot, wasm.format_line) });
  }
  ui.board.render({ ...model, kind: 'squares', solved: complete, label, play: ui.boardInput.takes(state) });
  ui.overview.render(null);
  setText(els.boardStatus, boardStatus(state));
  setText(els.tuple, formatTuple(model.cols));
  if (complete && model.cols.length > 0) {
    const cols = Uint32Array.from(model.cols);
    setText(els.solutionLine, t('board.solution-line', { line: wasm.format_line(cols) }));
    setText(els.gridText, wasm.format_grid(cols));
    els.gridDetails.hidden = false;
  } else {
    const none = state.view === 'solution' && !exercise && !state.indexPending;
    setText(els.solutionLine, none ? t('board.no-solution-line', { n: state.n }) : '');
    els.gridDetails.hidden = true;
  }
  return model;
}

/** The board and its text forms for N above the slider: the construction or a link's placement. */
function renderHugeBoard(ui, state) {
  const { els } = ui;
  const { n, solution } = state;
  const shownN = groupDigits(n);
  const label = t('huge.board-label', { n: shownN });
  if (n <= SMALL_BOARD_MAX_N) {
    ui.board.render({
      kind: 'squares', n, cols: Array.from(solution), candidate: null, conflict: null, removed: null,
      currentRow: null, solved: true, label, play: false,
    });
  } else {
    ui.board.render(n <= SVG_QUEENS_MAX_N ? { kind: 'pattern', n, cols: solution, label } : { kind: 'none', n });
  }
  ui.overview.render(n > SVG_QUEENS_MAX_N ? {
    n,
    cols: solution,
    label,
    frame: state.overview.cols === solution ? state.overview.frame : fitFrame(n),
    text: state.hugeText.cols === solution ? state.hugeText : null,
  } : null);
  const verdict = { true: 'huge.status', false: 'huge.status-failed', null: 'huge.status-checking' };
  const status = state.constructed ? verdict[state.checked] : 'huge.status-link';
  setText(els.boardStatus, t(status, { n: shownN }));
  setText(els.tuple, '');
  setText(els.solutionLine, n <= SVG_QUEENS_MAX_N
    ? t('huge.line', { line: solution.join(' ') })
    : t('huge.line-long', { n: shownN }));
  els.gridDetails.hidden = true;
}
