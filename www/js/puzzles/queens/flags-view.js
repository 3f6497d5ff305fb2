//! The flag arrays of the O(1) checking method, drawn as three strips under the board
//! (the arrays themselves: puzzles/queens/flags.js).

import { el, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import {
  flagArrays, flagIndices, flagRanges, flagsRead,
} from './flags.js';

export { attackedSquares, flagArrays, flagIndices } from './flags.js';

/** Above this N the strips' cells are too narrow for their index numbers. */
const NUMBERED_MAX_N = 10;

/** The three strips for N: [{ key, cells: Map(index → cell), row, name }]. */
function buildStrips(n) {
  return flagRanges(n).map(({ key, from, to }) => {
    const name = el('span', { className: 'flag-name' });
    const strip = el('span', { className: 'flag-cells' });
    strip.style.gridTemplateColumns = `repeat(${to - from + 1}, minmax(0, 1fr))`;
    const cells = new Map();
    for (let i = from; i <= to; i += 1) {
      const cell = el('span', {
        className: 'flag', title: `${key}[${i}]`, testid: 'flag', 'data-array': key, 'data-index': i,
        text: n <= NUMBERED_MAX_N ? String(i) : undefined,
      });
      strip.append(cell);
      cells.set(i, cell);
    }
    return { key, cells, name, row: el('div', { className: 'flag-row' }, name, strip) };
  });
}

/**
 * The flags the check reads for `candidate` ({ row, col, kind }), in order: with the flag
 * method only those up to the first one set (puzzles/queens/flags.js `flagsRead`); with the scan,
 * which reads no flag, the square's three flags, to show its lines.
 */
function readsFor(cols, candidate, method) {
  if (!candidate) return [];
  const { row, col } = candidate;
  if (method === 'flags') return flagsRead(cols, row, col);
  const idx = flagIndices(cols.length, row, col);
  return flagRanges(cols.length).map(({ key }) => ({ key, index: idx[key], set: false }));
}

/** One flag read, in words: free, set, or set by the queen the step names (`by`). */
function readText({ key, index, set }, by) {
  const name = `${key}[${index}]`;
  if (!set) return t('flags.read-free', { name });
  return by ? t('flags.read-set-by', { name, row: by.attackerRow, col: by.attackerCol }) : t('flags.read-set', { name });
}

/**
 * The legend under the strips: what the check read for the candidate (the flag that
 * stopped it named with the queen that set it, the step's `conflict`), or the general key:
 * whose flags they are when the board shows `instead` of the search ('solution', 'play').
 */
function legendText({ candidate, conflict }, reads, method, instead) {
  if (!candidate) return t(instead === 'solution' || instead === 'play' ? `flags.legend-${instead}` : 'flags.legend');
  const { row: k, col: i } = candidate;
  if (method !== 'flags') {
    const [col, diag, anti] = reads.map((r) => r.index);
    return t('flags.legend-lines', {
      k, i, col, diag, anti,
    });
  }
  const list = reads.map((read) => readText(read, conflict)).join(t('flags.read-then'));
  return t(reads[reads.length - 1].set ? 'flags.legend-stop' : 'flags.legend-pass', { k, i, reads: list });
}

/**
 * The flag strips in `root` (a <div>) and their one-line explanation in `legend`.
 * `render({ cols, candidate, conflict }, method, instead)`: lights the flags set by `cols`;
 * with `candidate` ({ row, col, kind } of the square the search is trying), outlines the
 * flags the check reads, in order (`data-read` 1 to 3): with the flag method ('flags') it
 * stops at the first flag set, which is red (`blocked`) and named with the queen that set
 * it (`conflict`: { attackerRow, attackerCol }, the core's). `instead` ('solution', 'play'
 * or null): what the board shows when it is not the search, whose flags these are.
 */
export function createFlagsView(root, legend) {
  let strips = [];

  function render({ cols, candidate, conflict = null }, method = 'flags', instead = null) {
    const n = cols.length;
    if (root.dataset.n !== String(n)) {
      strips = buildStrips(n);
      root.replaceChildren(...strips.map((s) => s.row));
      root.dataset.n = String(n);
    }
    const set = flagArrays(cols);
    const reads = readsFor(cols, candidate, method);
    const order = new Map(reads.map((r, j) => [r.key, { ...r, order: j + 1 }]));
    for (const { key, cells, name } of strips) {
      setText(name, t(`flags.${key}`));
      const read = order.get(key);
      for (const [i, cell] of cells) {
        const isRead = read !== undefined && read.index === i;
        cell.classList.toggle('on', set[key].has(i));
        cell.classList.toggle('checked', isRead);
        cell.classList.toggle('blocked', isRead && read.set && candidate.kind === 'conflict');
        if (isRead) cell.dataset.read = String(read.order);
        else delete cell.dataset.read;
      }
    }
    setText(legend, legendText({ candidate, conflict }, reads, method, instead));
  }

  return { render };
}
