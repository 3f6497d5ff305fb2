//! The number field for N beyond the slider: any N from 1 to 1,000,000 (the range of the
//! core's explicit construction). Reading it never throws: a bad value becomes a message.

import { t } from '../lib/i18n.js';

/** Largest N the field accepts: the explicit construction's limit. */
export const FIELD_MAX_N = 1_000_000;

/** The text of the field as `{ n }`, or `{ error }` with a message saying what is wrong. */
export function parseN(text) {
  const value = String(text).trim();
  if (value === '') return { error: t('n-field.empty', { max: '1,000,000' }) };
  if (!/^\d+$/.test(value)) {
    const shown = value.length > 24 ? `${value.slice(0, 24)}…` : value;
    return { error: t('n-field.invalid', { value: shown, max: '1,000,000' }) };
  }
  const n = Number(value);
  if (n < 1 || n > FIELD_MAX_N) {
    const shown = value.length > 24 ? `${value.slice(0, 24)}…` : value.replace(/^0+(?=\d)/, '');
    return { error: t('n-field.range', { value: shown, max: '1,000,000' }) };
  }
  return { n };
}

/**
 * Builds the label, field and Show button inside `form`; returns { form, input, button }.
 * `sliderMax` is the top of the N slider (the wasm `max_n()`), named in the hint.
 */
export function buildNField(form, sliderMax) {
  const label = document.createElement('label');
  label.htmlFor = 'n-input';
  const input = document.createElement('input');
  Object.assign(input, {
    type: 'number', id: 'n-input', min: '1', max: String(FIELD_MAX_N), step: '1', inputMode: 'numeric',
  });
  input.dataset.testid = 'n-input';
  input.setAttribute('aria-describedby', 'n-field-hint');
  const button = document.createElement('button');
  button.type = 'submit';
  button.dataset.testid = 'n-show';
  const row = document.createElement('div');
  row.className = 'n-field-row';
  row.append(input, button);
  const hint = document.createElement('p');
  hint.className = 'note';
  hint.id = 'n-field-hint';
  form.noValidate = true;
  form.replaceChildren(label, row, hint);
  return { form, input, button, label, hint, sliderMax };
}

/** Shows N in the field unless the user is typing in it. */
export function renderNField(field, n, invalid) {
  field.label.textContent = t('n-field.label', { max: '1,000,000' });
  field.button.textContent = t('n-field.go');
  field.hint.textContent = t('n-field.hint', { max: field.sliderMax });
  if (document.activeElement !== field.input) field.input.value = String(n);
  field.input.setAttribute('aria-invalid', String(invalid));
}
