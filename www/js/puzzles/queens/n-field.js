//! The number field for N beyond the slider: any N from 1 to the explicit construction's
//! limit (the wasm `limits().constructMaxN`). Reading it never throws: a bad value becomes
//! a message, kept as a key and params so it follows a change of language.

import { el, button } from '../../lib/dom.js';
import { groupDigits } from '../../lib/format.js';
import { message, t } from '../../lib/i18n.js';
import { quoteTyped, readTyped } from '../../lib/typed.js';

/**
 * The text of the field as `{ n }`, or `{ error }`, a message (lib/i18n.js) saying what is
 * wrong. `maxN` is the largest N the field accepts. Full-width digits are digits (NFKC,
 * lib/typed.js); a text that is not a number is quoted as typed, invisible characters shown.
 */
export function parseN(text, maxN) {
  const value = readTyped(text).trim();
  const max = groupDigits(maxN);
  if (value === '') return { error: message('n-field.empty', { max }) };
  if (!/^\d+$/.test(value)) {
    return { error: message('n-field.invalid', { value: quoteTyped(String(text).trim()), max }) };
  }
  const n = Number(value);
  if (n < 1 || n > maxN) {
    return { error: message('n-field.range', { value: quoteTyped(value.replace(/^0+(?=\d)/, '')), max }) };
  }
  return { n };
}

/**
 * Builds the label, field and Show button inside `form`; returns { form, input, button,
 * label, hint, limits }. `limits` is the wasm `limits()` (sliderMaxN, constructMaxN).
 */
export function buildNField(form, limits) {
  const label = el('label', { for: 'n-input' });
  // A text field (with the numeric keyboard): a number field would drop what it cannot
  // read ("−5" with a minus sign becomes "5", "1e3" is a number), so the text typed could
  // not be kept and quoted back.
  const input = el('input', {
    type: 'text', id: 'n-input', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false',
    testid: 'n-input', 'aria-describedby': 'n-field-hint',
  });
  const show = button('n-show');
  show.type = 'submit';
  const hint = el('p', { className: 'note', id: 'n-field-hint' });
  form.noValidate = true;
  form.replaceChildren(label, el('div', { className: 'n-field-row' }, input, show), hint);
  return {
    form, input, button: show, label, hint, limits,
  };
}

/**
 * Submits the field's text with `submit(text)` on Show, on Enter and on a change (the
 * field left with new text), the same for each. A change made by pressing a pointer
 * elsewhere (e.g. on Show: the field loses the focus at mouse-down) waits until that
 * press has ended with its click, so the message it may bring never moves the layout
 * between mouse-down and mouse-up; Show's own click then submits once.
 * `typing(text)`, if given, is told the text at each keystroke (to fetch ahead what that N
 * will need).
 */
export function bindNField(field, submit, typing = null) {
  let pressed = false;
  let deferred = false;
  const release = () => {
    pressed = false;
    if (!deferred) return;
    // After this press's click (dispatched in the same task as the pointer's release).
    setTimeout(() => {
      if (!deferred) return;
      deferred = false;
      submit(field.input.value);
    }, 0);
  };
  document.addEventListener('pointerdown', () => { pressed = true; }, true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  field.form.addEventListener('submit', (event) => {
    event.preventDefault();
    deferred = false;
    submit(field.input.value);
  });
  if (typing) field.input.addEventListener('input', () => typing(field.input.value), { passive: true });
  field.input.addEventListener('change', () => {
    if (pressed) deferred = true;
    else submit(field.input.value);
  });
}

/** Shows N in the field unless the user is typing in it or the text typed was refused. */
export function renderNField(field, state) {
  const max = groupDigits(field.limits.constructMaxN);
  field.label.textContent = t('n-field.label', { max });
  field.button.textContent = t('n-field.go');
  field.hint.textContent = t('n-field.hint', { max: field.limits.sliderMaxN });
  const { invalid } = state.nField;
  if (document.activeElement !== field.input && !invalid) field.input.value = String(state.n);
  field.input.setAttribute('aria-invalid', String(invalid));
}
