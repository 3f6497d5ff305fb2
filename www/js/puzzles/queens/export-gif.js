//! The export panel's animated GIF controls (issue 24): the step range (from, to), the
//! size and the speed, Export GIF, and while a GIF is made its progress bar and Cancel.
//! DOM only: the fields report to the actions (puzzles/queens/gif-actions.js), the render draws
//! `state.gif`. The choices offered come from puzzles/queens/animation.js.

import { button, el, setText } from '../../lib/dom.js';
import { groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';
import {
  DEFAULT_DELAY, DEFAULT_SIZE, DELAYS, MAX_FRAMES, SIZES, defaultRange,
} from './animation.js';

/** A labelled control: `{ row: <label>, label: <span>, control }`. */
function field(control) {
  const label = el('span', { className: 'export-gif-label' });
  return { row: el('label', { className: 'export-gif-field' }, label, control), label, control };
}

function buildControls() {
  // Text fields with the numeric keyboard, as the N field: what was typed is kept and read
  // (full-width digits too, puzzles/queens/animation.js), and quoted back when it is not a step.
  const number = (testid) => el('input', {
    type: 'text', inputMode: 'numeric', autocomplete: 'off', spellcheck: 'false', testid, className: 'export-gif-step',
  });
  const from = field(number('export-gif-from'));
  const to = field(number('export-gif-to'));
  const size = field(el('select', { testid: 'export-gif-size' },
    ...Object.entries(SIZES).map(([key, px]) => el('option', { value: key, 'data-px': px }))));
  const speed = field(el('select', { testid: 'export-gif-speed' },
    ...DELAYS.map((ms) => el('option', { value: String(ms) }))));
  return { from, to, size, speed };
}

/**
 * The controls appended to `root`; actions = { setField(name, value), exportGif(), cancel() }.
 * `render(g)`, g = { available, n, maxN, step, total (null: not known), gif (state.gif) }.
 */
export function createGifControls(root, { actions }) {
  const heading = el('h3', { className: 'export-gif-heading', id: 'export-gif-heading' });
  const fields = buildControls();
  const start = button('export-gif', { className: 'primary' });
  const cancel = button('export-gif-cancel');
  const progress = el('progress', { testid: 'export-gif-progress', max: '1', value: '0' });
  const note = el('p', { className: 'note', testid: 'export-gif-note' });
  for (const name of ['from', 'to']) {
    fields[name].control.addEventListener('input', (e) => actions.setField(name, e.target.value));
  }
  fields.size.control.addEventListener('change', (e) => actions.setField('size', e.target.value));
  fields.speed.control.addEventListener('change', (e) => actions.setField('delay', Number(e.target.value)));
  start.addEventListener('click', () => actions.exportGif());
  cancel.addEventListener('click', () => actions.cancel());
  root.append(el('div', { className: 'export-gif', role: 'group', 'aria-labelledby': 'export-gif-heading' },
    heading,
    el('div', { className: 'export-gif-fields' }, fields.from.row, fields.to.row, fields.size.row, fields.speed.row),
    el('div', { className: 'buttons export-gif-buttons' }, start, cancel, progress),
    note));

  function renderWords(g) {
    setText(heading, t('gif.heading'));
    setText(fields.from.label, t('gif.from'));
    setText(fields.to.label, t('gif.to'));
    setText(fields.size.label, t('gif.size'));
    setText(fields.speed.label, t('gif.speed'));
    for (const o of fields.size.control.options) setText(o, t(`gif.size-${o.value}`, { px: o.dataset.px }));
    for (const o of fields.speed.control.options) setText(o, t('gif.delay', { ms: o.value }));
    setText(start, t('gif.export'));
    setText(cancel, t('gif.cancel'));
    progress.setAttribute('aria-label', t('gif.progress-label'));
    setText(note, g.available ? t('gif.note', { max: groupDigits(MAX_FRAMES) })
      : t('gif.unavailable', { max: g.maxN, n: g.n }));
  }

  function render(g) {
    const { gif } = g;
    renderWords(g);
    const fallback = defaultRange(g.step, g.total);
    for (const name of ['from', 'to']) {
      const input = fields[name].control;
      const text = String(gif[name] ?? fallback[name]);
      if (input.value !== text) input.value = text;
      input.disabled = !g.available || gif.running;
      input.setAttribute('aria-invalid', String(gif.invalid === name));
      if (g.total !== null) input.max = String(g.total);
      else input.removeAttribute('max');
    }
    fields.size.control.value = gif.size ?? DEFAULT_SIZE;
    fields.speed.control.value = String(gif.delay ?? DEFAULT_DELAY);
    fields.size.control.disabled = !g.available || gif.running;
    fields.speed.control.disabled = !g.available || gif.running;
    start.disabled = !g.available || gif.running;
    cancel.hidden = !gif.running;
    progress.hidden = !gif.running;
    progress.max = Math.max(1, gif.frames);
    progress.value = gif.done;
  }

  return { render };
}

/** The status line's text for `gif` (state.gif) while it runs or after, else null. */
export function gifStatus(gif) {
  if (gif.running) return t('gif.progress', { done: groupDigits(gif.done), frames: groupDigits(gif.frames) });
  return gif.status ? String(gif.status) : null;
}
