//! The gallery's controls: the "Fundamental only" toggle, the partial-tuple filter and the
//! jump to a solution number. They call actions; `render(g)` writes them from the slice.

import { el, setAttr, setText } from '../../../lib/dom.js';
import { groupDigits } from '../../../lib/format.js';
import { t } from '../../../lib/i18n.js';

/** A labelled text field and its submit button in a form; `onSubmit()` on Enter or click. */
function fieldForm(id, attrs, onInput, onSubmit) {
  const label = el('label', { for: id });
  const input = el('input', { type: 'text', id, testid: id, autocomplete: 'off', ...attrs });
  const go = el('button', { type: 'submit' });
  const form = el('form', { className: 'gallery-form' }, label, el('div', { className: 'gallery-form-row' }, input, go));
  form.noValidate = true;
  input.addEventListener('input', () => onInput(input.value));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    onSubmit();
  });
  return { form, label, input, go };
}

/** Builds the controls; returns { node, render(g) }. */
export function createToolbar(actions) {
  const toggle = el('input', { type: 'checkbox', id: 'fundamental-toggle', testid: 'fundamental-toggle' });
  const toggleText = el('span');
  toggle.addEventListener('change', () => actions.toggleFundamental(toggle.checked));
  const filter = fieldForm('gallery-filter', { spellcheck: 'false' }, actions.filterInput, actions.applyFilter);
  const jump = fieldForm('gallery-jump', { inputmode: 'numeric' }, actions.jumpInput, actions.applyJump);
  const node = el('div', { className: 'gallery-controls' },
    el('label', { className: 'check' }, toggle, ' ', toggleText), filter.form, jump.form);

  function render(g) {
    setText(toggleText, t('gallery.fundamental'));
    toggle.checked = g.fundamental;
    setText(filter.label, t('gallery.filter-label'));
    setAttr(filter.input, 'placeholder', t('gallery.filter-placeholder'));
    setText(filter.go, t('gallery.filter-go'));
    if (filter.input.value !== g.filterText) filter.input.value = g.filterText;
    setAttr(filter.input, 'aria-invalid', String(g.filterInvalid));
    setText(jump.label, t('gallery.jump-label'));
    setAttr(jump.input, 'placeholder', g.done && !g.limited && g.found > 0 ? `1–${groupDigits(g.found)}` : '');
    setText(jump.go, t('gallery.jump-go'));
    if (jump.input.value !== g.jumpText) jump.input.value = g.jumpText;
    setAttr(jump.input, 'aria-invalid', String(g.jumpInvalid));
    const off = g.limited || (g.done && g.found === 0);
    for (const control of [toggle, filter.input, filter.go, jump.input, jump.go]) control.disabled = off;
  }
  return { node, render };
}
