//! The exercises' name field (`exercise-name`): the student's name, optional, before the
//! start and while an exercise runs, carried in its links (`who=`, exercise/student.js), at
//! most the core's `whoMaxChars` characters. One per exercise panel (its `id` the panel's),
//! every one showing the page's one name (`state.who`). Names no puzzle.

import { el, setAttr, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import '../exercise/strings.js';

/**
 * The field with `id`: `{ root, render(state), input }`; typing calls `setWho(text)`.
 */
export function createNameField(id, setWho) {
  const label = el('label', { for: id });
  const input = el('input', {
    type: 'text', id, testid: 'exercise-name', className: 'ex-name-input', autocomplete: 'name', spellcheck: 'false',
  });
  input.addEventListener('input', () => setWho(input.value));
  const root = el('div', { className: 'ex-name' }, label, input);
  return {
    root,
    input,
    render(state) {
      setText(label, t('ex.name'));
      setAttr(input, 'maxlength', String(state.limits.whoMaxChars));
      if (input.value !== state.who) input.value = state.who;
    },
  };
}
