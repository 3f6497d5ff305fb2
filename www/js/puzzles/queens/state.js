//! What the queens' board shows, derived from the page state (written once here, read by
//! the queens' render and actions). Pure: no DOM, unit-tested in tests/unit/state.test.js.

import { isHuge } from '../../app/state.js';

/** The exercise the board shows: the state's exercise while the Exercises tab is shown, else null. */
export function shownExercise(state) {
  return state.tab === 'exercise' ? state.exercise : null;
}

/**
 * The columns the board shows (0 = empty row), not to be changed by the caller. The
 * solution is handed out as it is, without a copy: for N = 1,000,000 copies took most of
 * a 145 ms task.
 */
export function shownCols(state) {
  const ex = shownExercise(state);
  if (ex?.board) return ex.board.cols;
  if (state.view === 'play') return state.play.cols;
  const search = state.steppers.queens;
  if (state.view === 'stepper' && search?.snapshot) return search.snapshot.x;
  return state.solution ?? new Array(state.n).fill(0);
}

/**
 * What the board shows instead of the search, for the words that say so: 'solution' (a
 * solution), 'play' (the visitor's placement) or 'empty' (no queen: an N without a
 * solution); null while it shows the search or an exercise.
 */
export function boardInstead(state) {
  if (shownExercise(state)?.board || state.view === 'stepper') return null;
  if (state.view === 'play') return 'play';
  return state.solution ? 'solution' : 'empty';
}

/** The number of queens on the board (a constructed solution has N). */
export function placedCount(state) {
  if (isHuge(state)) return state.solution ? state.n : 0;
  let placed = 0;
  for (const c of shownCols(state)) if (c !== 0) placed += 1;
  return placed;
}

/** The last step of the queens' search when known (its total of steps), else null. */
export function knownTotal(state) {
  const slice = state.steppers.queens;
  return slice.total !== null && !slice.totalPending ? slice.total : null;
}
