//! The pseudocode panel: the course notes' recursive backtracking procedure place(k), with
//! the line the current step executes highlighted and the recursion depth (the call stack
//! place(1) → … → place(k)) shown.
//!
//! The ok(k, i) check is shown for the chosen checking method: the notes' scan of the
//! earlier rows, or the O(1) flag arrays col, diag (r − c) and anti (r + c). The code is
//! the same in every language; only the words around it are translated. `renderProgram`
//! draws any puzzle's procedure the same way (the knight's jump(x, y, k): knight-code.js).

import { setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/**
 * The procedure, line by line: [id, indent, text]. Ids name what a step can execute;
 * a place event executes 'assign', a conflict 'test' (called from 'if'), a backtrack
 * 'undo', a solution 'print', the end of the search 'end'.
 */
const PLACE_HEAD = [
  ['proc', 0, 'place(k):'],
  ['for', 1, 'for i = 1 to n:'],
  ['if', 2, 'if ok(k, i):'],
];

const CODE = {
  scan: [
    ...PLACE_HEAD,
    ['assign', 3, 'x[k] = i'],
    ['print', 3, 'if k == n: print x'],
    ['recurse', 3, 'else: place(k + 1)'],
    ['undo', 3, 'x[k] = 0'],
    ['ok', 0, 'ok(k, i):'],
    ['scan', 1, 'for j = 1 to k − 1:'],
    ['test', 2, 'if x[j] == i || |x[j] − i| == |j − k|:'],
    ['test', 3, 'return false'],
    ['true', 1, 'return true'],
  ],
  flags: [
    ...PLACE_HEAD,
    ['assign', 3, 'x[k] = i'],
    ['assign', 3, 'col[i] = diag[k−i+n] = anti[k+i] = true'],
    ['print', 3, 'if k == n: print x'],
    ['recurse', 3, 'else: place(k + 1)'],
    ['undo', 3, 'x[k] = 0'],
    ['undo', 3, 'col[i] = diag[k−i+n] = anti[k+i] = false'],
    ['ok', 0, 'ok(k, i):'],
    ['test', 1, 'return !col[i] && !diag[k−i+n] && !anti[k+i]'],
  ],
};

const MAIN = [
  ['main', 0, 'main:'],
  ['start', 1, 'place(1)'],
  ['end', 1, 'end'],
];

/** In a first-solution search, printing the solution also ends the search. */
const PRINT_FIRST = 'if k == n: print x; stop';

/** The queens procedure's lines for a method and mode. */
function queensLines(method, allSolutions) {
  return [...CODE[method], ...MAIN].map(([id, indent, text]) => (
    [id, indent, id === 'print' && !allSolutions ? PRINT_FIRST : text]));
}

function build(list, lines, key) {
  const items = lines.map(([id, indent, text], index) => {
    const li = document.createElement('li');
    li.dataset.line = id;
    li.className = `indent-${indent}`;
    const number = document.createElement('span');
    number.className = 'line-number';
    number.textContent = String(index + 1);
    number.setAttribute('aria-hidden', 'true');
    const code = document.createElement('code');
    code.textContent = text;
    li.append(number, code);
    return li;
  });
  list.replaceChildren(...items);
  list.dataset.key = key;
}

/** The variables of the current step in the procedure's names: `k = 3, i = 2`, `j = 1`. */
function variables(view, method) {
  const e = view.event;
  if (!e || !['place', 'conflict', 'remove'].includes(e.kind)) return '';
  const base = `k = ${e.row}, i = ${e.col}`;
  if (e.kind === 'conflict' && method === 'scan') {
    return t('code.vars-scan', { vars: base, j: e.attacker_row });
  }
  return base;
}

/**
 * Writes a procedure into a code panel, for any puzzle: els = { heading, list (<ol>),
 * depth, stack, vars }; program = { key, lines: () => [[id, indent, text], …], line,
 * caller, depth, calls: ['main', 'place(1)', …], vars }. The lines are built again only
 * when `key` changes; the lines whose id is `line` are the current ones, `caller` marks
 * the line that called the check.
 */
export function renderProgram(els, {
  key, lines, line, caller, depth, calls, vars,
}) {
  setText(els.heading, t('code.heading'));
  if (els.list.dataset.key !== key) build(els.list, lines(), key);
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
 * Writes the panel for `view` (see queensView): els = { heading, list (<ol>), depth, stack, vars }.
 */
export function renderPseudocode(els, view, method, allSolutions) {
  const { line, caller, depth } = view.executing;
  const calls = ['main'];
  for (let k = 1; k <= depth; k += 1) calls.push(`place(${k})`);
  renderProgram(els, {
    key: `${method}:${allSolutions}`,
    lines: () => queensLines(method, allSolutions),
    line,
    caller,
    depth,
    calls,
    vars: variables(view, method),
  });
}
