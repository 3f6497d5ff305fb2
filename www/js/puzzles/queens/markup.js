//! The N-Queens page's fixed elements, built with DOM calls into its root (the page's
//! `<section data-puzzle="queens">`, puzzles/registry.js): the board column (status line,
//! board, board tools), the side column (the size panel, the tabs host and one panel per
//! tab: the lesson, the exercises, the gallery, the count, the export) and the textbook
//! notes under the board (tuple, solution line, grid, flags). Empty panels are filled by
//! their views (puzzles/queens/views.js); the words come from data-i18n keys. The elements
//! whose place the first view's skeleton keeps (scripts/prerender.mjs) carry
//! `data-first-view`.

import { el, svgEl } from '../../lib/dom.js';
import { translateStatic } from '../../lib/lang.js';

/** A `<section class="panel …">` with `attrs` (see lib/dom.js `el`). */
const panel = (className, attrs = {}, ...children) => el('section', { className: `panel ${className}`, ...attrs }, ...children);

/** A tab's panel, `#tab-panel-<name>` (views/tabs.js finds it by that id). */
const tabPanel = (name, { className = 'tab-panel', hidden = true } = {}, ...children) => el('div', {
  className, role: 'tabpanel', id: `tab-panel-${name}`, testid: `tab-panel-${name}`, hidden,
}, ...children);

/** The board column: its status line, the board (an empty <svg>) and the tools under it. */
function boardColumn() {
  return el(
    'section',
    { className: 'board-column', 'aria-labelledby': 'board-status' },
    el('p', { className: 'board-status', id: 'board-status', testid: 'board-status', 'data-first-view': 'text' }),
    svgEl('svg', {
      class: 'board lesson-figure', id: 'board', 'data-testid': 'board', role: 'img', 'data-i18n-aria-label': 'board.label-empty', 'data-first-view': '',
    }),
    el('div', { className: 'board-tools', id: 'board-tools', testid: 'board-tools' }),
  );
}

/** The size panel: the N slider and its readout, the N field, the solution-count line. */
function sizePanel() {
  return panel(
    'size-panel',
    { 'aria-labelledby': 'size-heading' },
    el('h2', { id: 'size-heading', 'data-i18n': 'size.heading' }),
    el('label', { for: 'n-slider', 'data-i18n': 'size.slider-label' }),
    el(
      'div',
      { className: 'range-row' },
      el('input', {
        type: 'range', id: 'n-slider', testid: 'n-slider', min: 1, max: 20, value: 8, step: 1, 'data-first-view': '',
      }),
      el('output', { id: 'n-value', for: 'n-slider', testid: 'n-value', text: '8' }),
    ),
    el('form', { className: 'n-form', id: 'n-form', novalidate: '' }),
    el('p', { className: 'note', id: 'solution-count', testid: 'solution-count' }),
  );
}

/** The lesson's tab: the stepper, the code and the tree of the search. */
function lessonPanel() {
  return tabPanel(
    'lesson',
    { className: 'tab-panel lesson-panel', hidden: false },
    panel('stepper-panel', { id: 'stepper-panel' }),
    panel('code-panel', { id: 'code-panel' }),
    panel(
      'tree-panel',
      { 'aria-labelledby': 'tree-heading' },
      el('h2', { id: 'tree-heading' }),
      el('p', { className: 'note', id: 'tree-note', testid: 'tree-note' }),
      el('button', {
        type: 'button', id: 'show-tree', testid: 'show-tree', hidden: true,
      }),
      el(
        'div',
        { className: 'tree-scroller', id: 'tree-scroller', hidden: true },
        svgEl('svg', {
          class: 'tree', id: 'tree', 'data-testid': 'tree', role: 'group',
        }),
      ),
      el('ul', { className: 'tree-legend', id: 'tree-legend' }),
      el('p', { className: 'note tree-keys', id: 'tree-keys', 'data-i18n': 'tree.keys' }),
    ),
  );
}

/** The side column: the size panel, the tabs host and the tabs' panels. */
function sideColumn() {
  return el(
    'div',
    { className: 'side-column' },
    sizePanel(),
    el('div', {
      className: 'tabs', role: 'tablist', id: 'tabs', testid: 'tabs', 'data-i18n-aria-label': 'tabs.label', 'data-first-view': '',
    }),
    lessonPanel(),
    tabPanel('exercise', {}, panel('exercise-panel', { id: 'exercise-panel', testid: 'exercise-panel' })),
    tabPanel('gallery', {}, el(
      'section',
      { className: 'gallery-section', 'aria-labelledby': 'gallery-heading' },
      el('h2', { id: 'gallery-heading', 'data-i18n': 'gallery.heading' }),
      el('div', { className: 'gallery-root', id: 'gallery-root' }),
    )),
    tabPanel('count', {}, panel('count-panel', { id: 'count-panel', testid: 'count-panel', 'aria-labelledby': 'count-heading' })),
    tabPanel('export', {}, panel('export-panel', { id: 'export-panel', testid: 'export-panel' })),
  );
}

/** The textbook's notes under the board: the tuple, the solution line, the grid, the flags. */
function boardExtras() {
  return el(
    'div',
    { className: 'board-extras' },
    el(
      'div',
      { className: 'textbook' },
      el('p', { className: 'tuple', id: 'tuple', testid: 'tuple' }),
      el('p', { className: 'solution-line', id: 'solution-line', testid: 'solution-line' }),
      el(
        'details',
        { className: 'grid-details', id: 'grid-details' },
        el('summary', { 'data-i18n': 'board.grid-summary' }),
        el('pre', { className: 'grid-text', id: 'grid-text', testid: 'solution-grid' }),
      ),
      el('div', {
        className: 'flags', id: 'flags', testid: 'flags', 'aria-describedby': 'flags-legend',
      }),
      el('p', { className: 'note flags-legend', id: 'flags-legend' }),
    ),
  );
}

/**
 * Builds the queens' fixed elements into `root` (their ids, testids and classes are the
 * ones puzzles/queens/views.js and the shared CSS read) and writes their fixed words in the
 * page's language. Returns `root`.
 */
export function buildQueensMarkup(root) {
  root.append(el('div', { className: 'layout' }, boardColumn(), sideColumn(), boardExtras()));
  translateStatic(root);
  return root;
}
