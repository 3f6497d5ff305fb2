//! The notes' generic template, filled in, for any puzzle (the course notes' `backtrack(t)`
//! and `iterativeBacktrack()` with f(n,t), g(n,t), h(i), constraint(t), bound(t),
//! solution(t) and output(x)): a disclosure in the code panel (`template`, closed at first)
//! holding the generic procedure in the form its select picks (`template-form`: iterative,
//! the notes' loop, or recursive; as the disclosure's open state, the choice is the
//! visitor's, and no render changes it), its line for the last
//! event highlighted (`template-code`, `aria-current`), and a table of the seven parts with
//! the puzzle's own (`template-parts`, one `template-part` row each, `data-part`), the part
//! the last event decided marked (`data-state`: `current`, `passed` or `failed`), and the
//! puzzle's note on how the template is adapted to it. The puzzle gives its parts and the
//! cause of a conflict (puzzles/contract.js `templateParts`, `templateCause`); which line and
//! parts an event touches is the same for every puzzle (`genericStep`). Names no puzzle.

import { el, hooks, setAttr, setText } from '../lib/dom.js';
import { getLang, t } from '../lib/i18n.js';

/** The seven parts of the template, in the notes' order, as the code names them. */
export const PARTS = [
  ['f', 'f(n,t)'], ['g', 'g(n,t)'], ['h', 'h(i)'], ['constraint', 'constraint(t)'],
  ['bound', 'bound(t)'], ['solution', 'solution(t)'], ['output', 'output(x)'],
];

/** The notes' generic procedures: [id, indent, text] lines, as the notes print them. */
export const GENERIC = {
  recursive: [
    ['head', 0, 'void backtrack (int t) {'],
    ['leaf', 1, 'if (t > n) output(x);'],
    ['else', 1, 'else'],
    ['for', 2, 'for (int i = f(n,t); i <= g(n,t); i++) {'],
    ['h', 3, 'x[t] = h(i);'],
    ['test', 3, 'if (constraint(t) && bound(t)) backtrack(t+1);'],
    ['close', 2, '}'],
    ['end', 0, '}'],
  ],
  iterative: [
    ['head', 0, 'void iterativeBacktrack () {'],
    ['init', 1, 'int t = 1;'],
    ['while', 1, 'while (t > 0) {'],
    ['if', 2, 'if (f(n,t) <= g(n,t))'],
    ['for', 3, 'for (int i = f(n,t); i <= g(n,t); i++) {'],
    ['h', 4, 'x[t] = h(i);'],
    ['test', 4, 'if (constraint(t) && bound(t)) {'],
    ['solution', 5, 'if (solution(t)) output(x);'],
    ['inc', 5, 'else t++;'],
    ['close-if', 4, '}'],
    ['close-for', 3, '}'],
    ['dec', 2, 'else t--;'],
    ['close-while', 1, '}'],
    ['end', 0, '}'],
  ],
};

/**
 * Where the last event leaves the generic procedure in `form`, and what it did to the parts:
 * `{ line, parts: { [part]: 'current' | 'passed' | 'failed' } }`. `kind` is the engine's
 * event kind (src/search.rs: none at the start, `place`, `conflict`, `solution`, `remove`,
 * `done`), `cause` a conflict's failing part (`constraint` or `bound`).
 * - a placement: x[t] = h(i) passed both tests (the recursion, or `t++`, comes next);
 * - a conflict: x[t] = h(i) failed the test `cause` names;
 * - a solution: solution(t) holds and output(x) runs (the recursive form's `t > n`);
 * - a removal: the node is done, the search goes back up (`t--`, or a return);
 * - the end: the loop's `t > 0` fails (the first call returns).
 */
export function genericStep(kind, cause, form) {
  const iterative = form === 'iterative';
  switch (kind) {
    case 'place':
      return { line: 'test', parts: { h: 'current', constraint: 'passed', bound: 'passed' } };
    case 'conflict': {
      const failed = cause === 'bound' ? 'bound' : 'constraint';
      const parts = { h: 'current', [failed]: 'failed' };
      if (failed === 'bound') parts.constraint = 'passed';
      return { line: 'test', parts };
    }
    case 'solution':
      return { line: iterative ? 'solution' : 'leaf', parts: { solution: 'passed', output: 'current' } };
    case 'remove':
      return { line: iterative ? 'dec' : 'end', parts: {} };
    case 'done':
      return { line: iterative ? 'while' : 'end', parts: {} };
    default:
      return { line: iterative ? 'init' : 'head', parts: {} };
  }
}

/**
 * Writes `text` into `node` as text, its `backticked` runs (code: `solution(t)`, `bestw`) as
 * <code> elements: the words are translated, the code is not. No markup is parsed.
 */
function withCode(node, text) {
  node.replaceChildren(...text.split('`').map((run, i) => (i % 2 ? el('code', {}, run) : document.createTextNode(run))));
}

/**
 * The template's disclosure, for a puzzle's code panel (`p` its testid prefix). Returns
 * `{ root, render(snapshot, puzzle) }`: `puzzle` gives `templateParts()` (the seven parts and
 * `note`, in the page's language) and `templateCause(snapshot)`.
 */
export function createTemplateView(p) {
  const summary = el('summary', { className: 'template-summary' });
  const label = el('label', { for: `${p}template-form` });
  const select = el(
    'select',
    { ...hooks(p, 'template-form'), id: `${p}template-form` },
    el('option', { value: 'iterative' }),
    el('option', { value: 'recursive' }),
  );
  // The visitor's choice redraws the lines at once, from the last render's arguments.
  let last = null;
  select.addEventListener('change', () => last && draw(...last));
  const list = el('ol', { className: 'code template-code', ...hooks(p, 'template-code') });
  const head = [el('th', { scope: 'col' }), el('th', { scope: 'col' })];
  const body = el('tbody');
  const table = el('table', { className: 'template-parts', ...hooks(p, 'template-parts') }, el('thead', {}, el('tr', {}, ...head)), body);
  const note = el('p', { className: 'note template-note', ...hooks(p, 'template-note') });
  const root = el(
    'details',
    { className: 'template', ...hooks(p, 'template') },
    summary,
    el('div', { className: 'template-body' }, el('p', { className: 'template-form' }, label, ' ', select), list, table, note),
  );
  const cells = new Map();
  body.replaceChildren(...PARTS.map(([part, name]) => {
    const mine = el('td', {});
    cells.set(part, mine);
    return el('tr', { ...hooks(p, 'template-part'), 'data-part': part }, el('th', { scope: 'row' }, el('code', {}, name)), mine);
  }));
  let key = '';
  function draw(snapshot, puzzle) {
    last = [snapshot, puzzle];
    const form = select.value === 'recursive' ? 'recursive' : 'iterative';
    setText(summary, t('tpl.heading'));
    setText(label, t('tpl.form'));
    for (const o of select.options) setText(o, t(`tpl.form-${o.value}`));
    setText(head[0], t('tpl.part'));
    setText(head[1], t('tpl.this'));
    const lang = getLang();
    if (key !== `${form}:${lang}`) {
      list.replaceChildren(...GENERIC[form].map(([id, indent, text], i) => el(
        'li',
        { className: `indent-${indent}`, 'data-line': id },
        el('span', { className: 'line-number', 'aria-hidden': 'true' }, String(i + 1)),
        el('code', {}, text),
      )));
      const parts = puzzle.templateParts();
      for (const [part, cell] of cells) withCode(cell, parts[part]);
      note.hidden = !parts.note;
      withCode(note, parts.note ?? '');
      key = `${form}:${lang}`;
    }
    const kind = snapshot?.event?.kind ?? null;
    const step = genericStep(kind, kind === 'conflict' ? puzzle.templateCause(snapshot) : null, form);
    for (const li of list.children) {
      const current = li.dataset.line === step.line;
      li.classList.toggle('current', current);
      if (current) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    }
    // What the line decided, for its colour: a test failed, or a solution output.
    const verdict = Object.values(step.parts).includes('failed') ? 'failed' : step.parts.output ? 'solution' : '';
    setAttr(list, 'data-verdict', verdict);
    for (const row of body.children) setAttr(row, 'data-state', step.parts[row.dataset.part] ?? '');
  }
  return { root, render: draw };
}
