//! What is particular to the N-Queens search as the page shows it: the tuple, the words
//! for each event (shown and spoken), and the board model of a step. The search itself
//! (the textbook place(k) backtracking) is in Rust: src/stepper.rs; reference trace in
//! docs/REFERENCE.md.

import { t } from '../lib/i18n.js';
import { attackedSquares } from '../views/flags.js';

/** `x = [1, 5, 8, _, _, _, _, _]` for a partial placement (0 = empty row). */
export function formatTuple(cols) {
  return `x = [${Array.from(cols, (c) => (c === 0 ? '_' : String(c))).join(', ')}]`;
}

/**
 * One line of plain words, in the page's language, for the last event of `view` (see
 * decodeQueens). `formatLine` turns a complete placement into `1 5 8 6 3 7 2 4`.
 */
export function describeEvent(view, formatLine) {
  const e = view.event;
  if (!e) return t('event.ready', { n: view.n });
  switch (e.kind) {
    case 'place':
      return t('event.place', { row: e.row, col: e.col });
    case 'conflict':
      return t('event.conflict', {
        row: e.row, col: e.col, attacker: e.attacker_row, line: t(`event.line-${e.line}`),
      });
    case 'remove':
      return t('event.remove', { row: e.row, col: e.col });
    case 'solution':
      return t('event.solution', { number: e.number, line: formatLine(Uint32Array.from(view.x)) });
    case 'done': {
      const found = view.counters.solutions;
      return t(found === 1 ? 'event.done-one' : 'event.done', { count: found, steps: view.step });
    }
    default:
      return t('event.step', { step: view.step });
  }
}

/**
 * The sentence a screen reader says for the last event of `view` (see decodeQueens): "Queen
 * placed at row 3, column 5."; for a backtrack, whether every square of the next row was
 * attacked or some were tried, read off the placement (see flags.js).
 */
export function spokenEvent(view, formatLine) {
  const e = view.event;
  if (!e) return t('say.start');
  switch (e.kind) {
    case 'place':
      return t('say.place', { row: e.row, col: e.col });
    case 'conflict':
      return t('say.conflict', {
        row: e.row, col: e.col, attacker: e.attacker_row, line: t(`stepper.line-${e.line}`),
      });
    case 'remove': {
      if (e.row >= view.n) return t('say.backtrack-solution', { row: e.row, col: e.col });
      const cols = Array.from(view.x);
      cols[e.row - 1] = e.col;
      const next = e.row + 1;
      const attacked = attackedSquares(cols).filter((sq) => sq.row === next).length === view.n;
      return t(attacked ? 'say.backtrack-attacked' : 'say.backtrack-tried', { next, row: e.row, col: e.col });
    }
    case 'solution':
      return t('say.solution', { number: e.number, line: formatLine(Uint32Array.from(view.x)) });
    default:
      return describeEvent(view, formatLine);
  }
}

/** The board model (see board.js) for a stepper view (see decodeQueens). */
export function boardFromStep(view) {
  const e = view.event;
  const cols = Array.from(view.x);
  const model = {
    n: view.n,
    cols,
    candidate: null,
    conflict: null,
    removed: null,
    currentRow: null,
    solved: e?.kind === 'solution',
  };
  if (e?.kind === 'place' || e?.kind === 'conflict') {
    model.candidate = { row: e.row, col: e.col, kind: e.kind };
    model.currentRow = e.row;
  }
  if (e?.kind === 'conflict') {
    model.conflict = {
      row: e.row,
      col: e.col,
      attackerRow: e.attacker_row,
      attackerCol: e.attacker_col,
      line: e.line,
      label: t(`stepper.line-${e.line}`),
    };
  }
  if (e?.kind === 'remove') {
    model.removed = { row: e.row, col: e.col };
    model.currentRow = e.row;
  }
  return model;
}
