//! The code panel for any puzzle: the course notes' procedure (`puzzle.code(options)`:
//! the queens' place(k), the knight's jump(x, y, k)), the line the current step executes
//! highlighted, the line that called it marked, the recursion depth with the call stack,
//! and the step's variables. The code is the same in every language; only the words
//! around it are translated.

import { el, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/** The <li>s of a procedure: one per [id, indent, text], numbered. */
function build(list, lines, key) {
  const items = lines.map(([id, indent, text], index) => el(
    'li',
    { className: `indent-${indent}`, 'data-line': id },
    el('span', { className: 'line-number', 'aria-hidden': 'true' }, String(index + 1)),
    el('code', {}, text),
  ));
  list.replaceChildren(...items);
  list.dataset.key = key;
}

/**
 * Writes a procedure: els = { heading, list (<ol>), depth, stack, vars }; program = { key,
 * lines: [[id, indent, text], …], line, caller, depth, calls: ['main', 'place(1)', …],
 * vars }. The lines are built again only when `key` changes; the lines whose id is `line`
 * are the current ones, `caller` marks the line that called the check.
 */
function renderProgram(els, {
  key, lines, line, caller, depth, calls, vars,
}) {
  setText(els.heading, t('code.heading'));
  if (els.list.dataset.key !== key) build(els.list, lines, key);
  for (const li of els.list.children) {
    const current = li.dataset.line === line;
    li.classList.toggle('current', current);
    li.classList.toggle('caller', li.dataset.line === caller);
    if (current) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  }
  els.list.dataset.current = line;
  setText(els.depth, t('code.depth', { depth }));
  setText(els.stack, calls.join(' → '));
  setText(els.vars, vars);
}

/**
 * Fills `section` (a `.panel.code-panel`, labelled by `${testidPrefix}code-heading`):
 * testids `${testidPrefix}pseudocode`, `…depth`, `…call-stack`, `…code-vars`. `puzzle`
 * gives `code(options)` → { key, lines }, `executing(snapshot)` → { line, caller, depth },
 * `calls(snapshot, depth)` and `variables(snapshot, options)`. Returns
 * `{ render(snapshot, options) }`, `options` the puzzle's (e.g. { method, allSolutions }).
 */
export function createCodePanelView(section, { puzzle, testidPrefix: p }) {
  const els = {
    heading: el('h2', { id: `${p}code-heading` }),
    list: el('ol', { className: 'code', testid: `${p}pseudocode` }),
    depth: el('span', { testid: `${p}depth` }),
    stack: el('span', { className: 'code-stack', testid: `${p}call-stack` }),
    vars: el('p', { className: 'note code-vars', testid: `${p}code-vars` }),
  };
  section.setAttribute('aria-labelledby', `${p}code-heading`);
  section.append(els.heading, els.list, el('p', { className: 'code-depth' }, els.depth, ' ', els.stack), els.vars);
  return {
    render(snapshot, options) {
      const { key, lines } = puzzle.code(options);
      const { line, caller, depth } = puzzle.executing(snapshot);
      renderProgram(els, {
        key, lines, line, caller, depth, calls: puzzle.calls(snapshot, depth), vars: puzzle.variables(snapshot, options),
      });
    },
  };
}
