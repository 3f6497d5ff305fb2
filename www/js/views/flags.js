//! The flag arrays of the O(1) checking method, drawn as three strips under the board
//! (the arrays themselves: lib/flags.js).

import { el, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { flagArrays, flagIndices, flagRanges } from '../lib/flags.js';

export { attackedSquares, flagArrays, flagIndices } from '../lib/flags.js';

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
 * The flag strips in `root` (a <div>) and their one-line explanation in `legend`.
 * `render({ cols, candidate })`: lights the flags set by `cols`; with `candidate`
 * ({ row, col, kind } of the square the search is trying), outlines the three flags the
 * check reads, red where one is set before a conflict.
 */
export function createFlagsView(root, legend) {
  let strips = [];

  function render({ cols, candidate }) {
    const n = cols.length;
    if (root.dataset.n !== String(n)) {
      strips = buildStrips(n);
      root.replaceChildren(...strips.map((s) => s.row));
      root.dataset.n = String(n);
    }
    const set = flagArrays(cols);
    const checked = candidate ? flagIndices(n, candidate.row, candidate.col) : null;
    for (const { key, cells, name } of strips) {
      setText(name, t(`flags.${key}`));
      for (const [i, cell] of cells) {
        const on = set[key].has(i);
        const isChecked = checked !== null && checked[key] === i;
        cell.classList.toggle('on', on);
        cell.classList.toggle('checked', isChecked);
        cell.classList.toggle('blocked', isChecked && on && candidate.kind === 'conflict');
      }
    }
    setText(legend, checked
      ? t('flags.legend-check', {
        k: candidate.row, i: candidate.col, col: checked.col, diag: checked.diag, anti: checked.anti,
      })
      : t('flags.legend'));
  }

  return { render };
}
