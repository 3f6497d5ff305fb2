//! The code panel for any puzzle: its procedure (`puzzle.code(options)`), the line the
//! current step executes, the recursion depth, the call stack and the step's variables.
//! Drawn by pseudocode.js's `renderProgram`.

import { el } from '../lib/dom.js';
import { renderProgram } from './pseudocode.js';

/**
 * Appends the panel to `root`: testids `${testidPrefix}pseudocode`, `…depth`,
 * `…call-stack`, `…code-vars`. `puzzle` gives `code(options)` → { key, lines },
 * `executing(snapshot)` → { line, caller, depth }, `calls(snapshot, depth)` and
 * `variables(snapshot, options)`. Returns `{ render(snapshot, options) }`.
 */
export function createCodePanelView(root, { puzzle, testidPrefix: p }) {
  const els = {
    heading: el('h2', { id: `${p}code-heading` }),
    list: el('ol', { className: 'code', testid: `${p}pseudocode` }),
    depth: el('span', { testid: `${p}depth` }),
    stack: el('span', { className: 'code-stack', testid: `${p}call-stack` }),
    vars: el('p', { className: 'note code-vars', testid: `${p}code-vars` }),
  };
  root.append(
    el(
      'section',
      { className: 'panel code-panel', 'aria-labelledby': `${p}code-heading` },
      els.heading,
      els.list,
      el('p', { className: 'code-depth' }, els.depth, ' ', els.stack),
      els.vars,
    ),
  );
  return {
    render(snapshot, options) {
      const { key, lines } = puzzle.code(options);
      const { line, caller, depth } = puzzle.executing(snapshot);
      renderProgram(els, {
        key,
        lines: () => lines,
        line,
        caller,
        depth,
        calls: puzzle.calls(snapshot, depth),
        vars: puzzle.variables(snapshot, options),
      });
    },
  };
}
