//! The export panel: buttons for an SVG file, a PNG, the textbook line `1 5 8 6 3 7 2 4`
//! with the `X`/`-` grid as a text file or on the clipboard, and for N = 8 the chess FEN of
//! the queens (the wasm `fen`), and the animated GIF of the search (puzzles/queens/export-gif.js).
//! DOM only: the files are made by puzzles/queens/export.js and the GIF worker in the actions.

import { button, el, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { createGifControls, gifStatus } from './export-gif.js';

/** The buttons: [data-testid, text key, action name]. */
const BUTTONS = [
  ['export-svg', 'export.svg', 'svg'],
  ['export-png', 'export.png', 'png'],
  ['export-text', 'export.text', 'text'],
  ['export-copy-text', 'export.copy-text', 'copyText'],
];

/**
 * The panel inside `section`. actions = { svg(), png(), text(), copyText(), copyFen(field),
 * gif: { setField, exportGif, cancel } (puzzles/queens/export-gif.js) } (`field` is the FEN input,
 * to select when the clipboard refuses). `render(s)`, s = { available (the board is drawn
 * as SVG), n (grouped digits), fen: string | null, fenPending (N = 8 and its FEN is not worked
 * out yet: no note that it needs N = 8), status, gif (puzzles/queens/export-gif.js's render) }.
 * The status line says the GIF's progress while one is made.
 */
export function createExportPanel(section, { actions }) {
  const heading = el('h2', { id: 'export-heading' });
  const buttons = BUTTONS.map(([testid, key, action]) => {
    const b = button(testid, { 'data-key': key });
    b.addEventListener('click', () => actions[action]());
    return b;
  });
  const fenButton = button('export-fen', { 'data-key': 'export.fen' });
  const fenLabel = el('label', { for: 'fen-text' });
  const fen = el('input', { type: 'text', id: 'fen-text', testid: 'fen-text', readonly: '', spellcheck: 'false' });
  fenButton.addEventListener('click', () => actions.copyFen(fen));
  const note = el('p', { className: 'note', testid: 'export-note' });
  const status = el('p', { className: 'note', testid: 'export-status', role: 'status' });
  section.setAttribute('aria-labelledby', 'export-heading');
  section.replaceChildren(heading, el('div', { className: 'buttons export-buttons' }, ...buttons), fenLabel,
    el('div', { className: 'share-row fen-row' }, fen, fenButton), note);
  const gif = createGifControls(section, { actions: actions.gif });
  section.append(status);

  function render(s) {
    setText(heading, t('export.heading'));
    for (const b of [...buttons, fenButton]) {
      setText(b, t(b.dataset.key));
      b.disabled = !s.available;
    }
    fenButton.disabled = !s.available || s.fen === null;
    setText(fenLabel, t('export.fen-label'));
    if (fen.value !== (s.fen ?? '')) fen.value = s.fen ?? '';
    fen.disabled = s.fen === null;
    let text = '';
    if (!s.available) text = t('export.unavailable', { n: s.n });
    else if (s.fen === null && !s.fenPending) text = t('export.fen-only-8', { n: s.n });
    setText(note, text);
    note.hidden = text === '';
    gif.render(s.gif);
    const gifText = gifStatus(s.gif.gif);
    setText(status, (s.gif.gif.running ? gifText : s.status || gifText) ?? '');
  }

  return { render };
}
