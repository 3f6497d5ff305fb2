//! The stepper's counters for any puzzle: the step count, then the puzzle's own
//! (`puzzle.counters`: for example choices tried, choices taken, backtracks, solutions
//! found), grouped in threes (17,869).

import {
  el, hooks, setAttr, setText,
} from '../lib/dom.js';
import { groupDigits, t } from '../lib/i18n.js';
import { renderLabels } from './range-row.js';

/**
 * Appends a `<dl class="counters">` to `root`: `${testidPrefix}step-count`, then one
 * `${testidPrefix}${name}` per entry of `puzzle.counters` (with `data-hook` the name
 * without the prefix: lib/dom.js `hooks`; { name, label, value(counters),
 * title?(options) → the i18n key of the label's tooltip }). Returns
 * `{ render(snapshot, options) }`, `options` the puzzle's (e.g. { method }).
 */
export function createCountersView(root, { puzzle, testidPrefix: p }) {
  const labels = [];
  const box = (key, name) => {
    const dt = el('dt');
    const dd = el('dd', hooks(p, name), '0');
    labels.push([dt, key]);
    return { row: el('div', {}, dt, dd), dd };
  };
  const steps = box(puzzle.words.steps, 'step-count');
  const rows = puzzle.counters.map((counter) => ({ counter, ...box(counter.label, counter.name) }));
  root.append(el('dl', { className: 'counters' }, steps.row, ...rows.map((r) => r.row)));
  return {
    render(snapshot, options) {
      renderLabels(labels);
      setText(steps.dd, groupDigits(snapshot.step));
      for (const { counter, dd } of rows) {
        setText(dd, groupDigits(counter.value(snapshot.counters)));
        if (counter.title) setAttr(dd.previousSibling, 'title', t(counter.title(options)));
      }
    },
  };
}
