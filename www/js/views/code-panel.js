//! The code panel for any puzzle: the course notes' procedure (`puzzle.code(options)`:
//! the puzzle's procedure, with its constraint function where it has one) in the
//! form the `code-style` select picks (behind the panel's More, views/more.js: recursive,
//! or the notes' iterative loop where the puzzle has one: `puzzle.templates`), the line the current step executes highlighted,
//! the line that called it marked, the recursion depth with the call stack (the iterative
//! form: its k), the step's variables and the notes' terms, and under them the notes'
//! generic template filled in with the puzzle's parts (views/template-view.js). The code is
//! the same in every language; only the words around it are translated.

import { el, hooks, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { createMore } from './more.js';
import { createTemplateView } from './template-view.js';

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
 * Writes a procedure: els = { heading, list (<ol>), depth, stack, vars, terms }; program =
 * { key, lines: [[id, indent, text], …], line, caller, depth, calls: ['main',
 * 'backtrack(1)', …] or null (the iterative form: depth is its k), vars, terms }. The lines
 * are built again only when `key` changes; the lines whose id is `line` are the current
 * ones, `caller` marks the line that called the check.
 */
function renderProgram(els, {
  key, lines, line, caller, depth, calls, vars, terms,
}) {
  setText(els.heading, t('code.heading'));
  if (els.list.dataset.key !== key) build(els.list, lines, key);
  const shown = [];
  for (const li of els.list.children) {
    const current = li.dataset.line === line;
    if (current) shown.push(li);
    li.classList.toggle('current', current);
    li.classList.toggle('caller', li.dataset.line === caller);
    if (current) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  }
  els.list.dataset.current = line;
  if (els.dockLine) renderDockLine(els.dockLine, shown, line);
  setText(els.depth, calls ? t('code.depth', { depth }) : t('code.loop-k', { k: depth }));
  setText(els.stack, calls ? calls.join(' → ') : '');
  els.stack.hidden = !calls;
  setText(els.vars, vars);
  els.terms.hidden = !terms;
  if (terms) setText(els.terms, t(terms));
}

/**
 * Writes the current line(s) (`current`: the panel's <li>s whose id is `line`) again into
 * `dockLine`, numbered as in the panel: "11 return !col[x[k]] && …", for the phone's
 * pinned dock (stepper.css). Text only; empty when no line is current (its box keeps its
 * height).
 */
function renderDockLine(dockLine, current, line) {
  setText(dockLine.firstChild, current.map((li) => li.firstChild.textContent).join(', '));
  setText(dockLine.lastChild, current.map((li) => li.lastChild.textContent).join(' … '));
  dockLine.dataset.current = line;
}

/**
 * Scrolls `box` (the panel, when it scrolls: an embedded lesson's procedure in a small
 * frame, css/embed.css) by the least that brings the current line of `list` into view.
 */
function keepCurrentInView(box, list) {
  const li = list.querySelector('li[aria-current="step"]');
  if (!li || box.scrollHeight <= box.clientHeight) return;
  const outer = box.getBoundingClientRect();
  const line = li.getBoundingClientRect();
  if (line.top < outer.top) box.scrollTop -= outer.top - line.top;
  else if (line.bottom > outer.bottom) box.scrollTop += line.bottom - outer.bottom;
}

/**
 * The `code-style` select (`${p}code-style`: `recursive` or `iterative`) and its label;
 * `onChange(template)` is called with the choice. Disabled, with a note, for a puzzle that
 * has one form only.
 */
function buildStyle(p, onChange) {
  const option = (value) => el('option', { value });
  const select = el('select', { ...hooks(p, 'code-style'), id: `${p}code-style` }, option('recursive'), option('iterative'));
  select.addEventListener('change', () => onChange(select.value === 'iterative' ? 'iterative' : 'recursive'));
  const label = el('label', { className: 'code-style-label', for: `${p}code-style` });
  const note = el('span', { className: 'note code-style-note' });
  return { root: el('p', { className: 'code-style' }, label, select, note), select, label, note };
}

/** Draws the select for `templates` (the puzzle's forms) with `template` chosen. */
function renderStyle(style, templates, template) {
  setText(style.label, t('code.style'));
  for (const o of style.select.options) setText(o, t(`code.style-${o.value}`));
  style.select.value = template;
  style.select.disabled = templates.length < 2;
  style.note.hidden = templates.length > 1;
  if (templates.length < 2) setText(style.note, t('code.style-only'));
}

/**
 * Fills `section` (a `.panel.code-panel`, labelled by `${testidPrefix}code-heading`):
 * testids `${testidPrefix}code-style`, `…pseudocode`, `…depth`, `…call-stack`,
 * `…code-vars`, and the generic template's (views/template-view.js: `…template`, …).
 * `puzzle` gives `templates`, `code(options)` → { key, lines, terms },
 * `executing(snapshot, options)` → { line, caller, depth }, `calls(snapshot, depth,
 * options)`, `variables(snapshot, options)`, `templateParts()` and `templateCause(snapshot)`;
 * `actions.setTemplate(template)` is called
 * when the select changes; `dock` (optional: the stepper controls' `els.dock`) gets
 * `${testidPrefix}code-line`, the current line again, shown on phones only (stepper.css),
 * so the board, the event, the line and the step buttons are on one screen there too.
 * Returns `{ render(snapshot, options) }`, `options` the puzzle's (e.g. { method,
 * allSolutions, template }): a template the puzzle does not have is drawn as its first.
 */
export function createCodePanelView(section, {
  puzzle, testidPrefix: p, actions, dock = null,
}) {
  const style = buildStyle(p, (template) => actions?.setTemplate(template));
  const els = {
    heading: el('h2', { id: `${p}code-heading` }),
    list: el('ol', { className: 'code', ...hooks(p, 'pseudocode') }),
    depth: el('span', hooks(p, 'depth')),
    stack: el('span', { className: 'code-stack', ...hooks(p, 'call-stack') }),
    vars: el('p', { className: 'note code-vars', ...hooks(p, 'code-vars') }),
    terms: el('p', { className: 'note code-terms', ...hooks(p, 'code-terms') }),
    // The panel's list is what assistive technology reads; this copy is for the eye.
    dockLine: dock && el(
      'p',
      { className: 'code-dock-line', ...hooks(p, 'code-line'), 'aria-hidden': 'true' },
      el('span', { className: 'line-number' }),
      el('code', {}),
    ),
  };
  if (dock) dock.append(els.dockLine);
  section.setAttribute('aria-labelledby', `${p}code-heading`);
  const more = createMore(hooks(p, 'code-more'), 'more.code', style.root);
  const generic = createTemplateView(p);
  section.append(els.heading, els.list, el('p', { className: 'code-depth' }, els.depth, ' ', els.stack), els.vars, els.terms, generic.root, more.root);
  return {
    render(snapshot, options) {
      const { templates } = puzzle;
      const template = templates.includes(options.template) ? options.template : templates[0];
      const opts = { ...options, template };
      more.render();
      renderStyle(style, templates, template);
      const { key, lines, terms } = puzzle.code(opts);
      const { line, caller, depth } = puzzle.executing(snapshot, opts);
      renderProgram(els, {
        key, lines, line, caller, depth, calls: puzzle.calls(snapshot, depth, opts), vars: puzzle.variables(snapshot, opts), terms,
      });
      generic.render(snapshot, puzzle);
      // Only an embedded lesson's procedure scrolls in its panel (the explorer shows all of it).
      if (document.body.classList.contains('embedded')) keepCurrentInView(section, els.list);
    },
  };
}
