//! The one render: draws the whole page from the state. The store calls it at most once
//! per animation frame (app/store.js); nothing else draws. The address bar, the share
//! field, the title and the language of every string are derived here from the state,
//! never written on the side. `ui` holds the views (each `render(state)`-shaped or a render
//! function with its elements) and the few engines whose caches the words need.

import { getLang, t } from '../lib/i18n.js';
import { applyLang } from '../lib/lang.js';
import { groupDigits } from '../lib/format.js';
import { setText } from '../lib/dom.js';
import { absoluteUrl } from './url.js';
import { linkFields, withLang } from './route.js';
import { isHuge, placedCount, shownCols } from './state.js';
import { metaFor, renderMeta } from '../views/share-panel.js';
import { renderQueensBoard } from './render-board.js';
import { renderTeaching } from './render-teaching.js';
import { renderTools } from './render-tools.js';

/** The render function for the store: `render(state)` with the page's `ui`. */
export function createRender(ui) {
  return (state) => render(ui, state);
}

function render(ui, state) {
  renderPage(ui, state);
  if (state.panicked) return;
  ui.knight.render(state);
  if (state.puzzle === 'knight') {
    const fields = ui.knight.fields(state);
    if (fields) {
      renderLink(ui, state, ui.wasm.format_link(withLang(fields, state.lang)));
      renderMeta(ui.knight.meta(state));
    }
    return;
  }
  renderSize(ui, state);
  const model = renderQueensBoard(ui, state);
  renderTeaching(ui, state, model);
  ui.countPanel.render(state);
  ui.gallery.render(state);
  renderTools(ui, state);
  renderLink(ui, state, ui.wasm.format_link(linkFields(state, (cols) => ui.attacking(cols))));
  renderMeta(queensMeta(ui, state));
}

/** What every view has: the language, the puzzle switch, the error box. */
function renderPage(ui, state) {
  if (state.lang !== getLang()) applyLang(state.lang);
  const { els } = ui;
  els.langSwitch.value = state.lang;
  document.body.dataset.puzzle = state.puzzle;
  document.body.dataset.view = state.view;
  document.body.classList.toggle('presenting', state.presenting);
  setText(els.heading, t(state.puzzle === 'knight' ? 'knight.heading' : 'page.heading'));
  setText(els.present, t(state.presenting ? 'present.stop' : 'present.start'));
  els.present.setAttribute('aria-pressed', String(state.presenting));
  ui.tabs.render(state);
  for (const input of els.puzzleSwitch.querySelectorAll('input')) input.checked = input.value === state.puzzle;
  renderError(ui, state);
  setText(els.copyStatus, String(state.copyStatus));
}

/** The error box: the last bad input's message, or after a panic the message and Reset. */
function renderError(ui, state) {
  const box = ui.els.error;
  const text = String(state.error);
  if (state.panicked) {
    if (!box.querySelector('[data-testid="panic-reset"]')) {
      const reset = document.createElement('button');
      reset.type = 'button';
      reset.dataset.testid = 'panic-reset';
      reset.addEventListener('click', () => window.location.reload());
      box.replaceChildren(document.createTextNode(''), ' ', reset);
    }
    box.firstChild.textContent = text;
    setText(box.querySelector('[data-testid="panic-reset"]'), t('error.panic-reset'));
  } else {
    setText(box, text);
  }
  box.hidden = text === '';
}

/**
 * The address bar and the share field: the fragment `fragment` (derived from the state),
 * written at once except while the search moves step by step.
 */
export function renderLink(ui, state, fragment) {
  ui.els.share.value = absoluteUrl(fragment);
  const stepping = state.puzzle === 'queens' ? state.view === 'stepper' : !ui.knight.showsPath();
  ui.hashWriter.write(fragment, { immediate: !stepping });
}

/** The N slider, its readout, the N field and the solution-count line. */
function renderSize(ui, state) {
  const { els } = ui;
  els.slider.max = String(state.limits.sliderMaxN);
  els.slider.value = String(Math.min(state.n, state.limits.sliderMaxN));
  setText(els.nValue, groupDigits(state.n));
  ui.nField.render(state);
  setText(els.solutionCount, ui.countSummary(state));
}

/** The page's title and og: meta for the queens. */
function queensMeta(ui, state) {
  const huge = isHuge(state);
  const line = state.view === 'solution' && !state.solution ? null
    : huge ? '' : ui.wasm.format_line(Uint32Array.from(shownCols(state)));
  return metaFor({
    view: huge ? 'huge' : state.view,
    n: groupDigits(state.n),
    line,
    index: state.solutionIndex === null ? null : groupDigits(state.solutionIndex),
    total: state.total === null ? null : groupDigits(state.total),
    step: state.search.snapshot ? groupDigits(state.search.snapshot.step) : 0,
    placed: placedCount(state),
  });
}
