//! 24 points (算24点) as a view of its own: the picture (the numbers left after each pick as
//! rows of cards, each with the expression it stands for; the pick tried ringed, its
//! operation and result or why it is dead), the result (`puzzle-result`) and the
//! expressions found, the shared stepper views (controls, counters, code panel, tree panel:
//! parameterised by puzzles/24/puzzle.js), the exercise and the editor (four cards, or a
//! preset hand). It reads `state['24']` (puzzles/24/actions.js) and calls its actions; it
//! is built the first time the puzzle is shown.

import { el, setText, setAttr } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import * as points from './puzzle.js';
import { PRESETS, SLICE } from './actions.js';
import { renderLabels } from '../../views/range-row.js';
import { controlsState } from '../../views/stepper-controls.js';
import { createStepperPanel } from '../../views/stepper-panel.js';
import { createCodePanelView } from '../../views/code-panel.js';
import { createTreePanelView } from '../../views/tree-panel.js';

const P = '24-';

function buildBoardColumn(labels) {
  const els = {
    status: el('p', { className: 'board-status', testid: `${P}status`, id: `${P}status` }),
    figure: el('div', {
      className: 'p24-figure lesson-figure', testid: `${P}board`, role: 'img',
    }),
    rows: [],
    expression: el('p', { className: 'p24-expression', testid: `${P}expression` }),
    result: el('p', { className: 'p24-result', testid: 'puzzle-result' }),
    foundTitle: el('p', { className: 'p24-found-title' }),
    found: el('ol', { className: 'p24-found', testid: `${P}found` }),
    key: el('p', { className: 'note p24-key', testid: `${P}key` }),
    duplicates: el('p', { className: 'note', testid: `${P}duplicates` }),
  };
  for (let level = 0; level < points.LEFT.length; level += 1) {
    const cards = Array.from({ length: points.LEFT[level] }, (_, pos) => {
      const value = el('span', { className: 'p24-value' });
      const expr = el('span', { className: 'p24-text' });
      const card = el('span', {
        className: 'p24-card', testid: `${P}card`, 'data-level': level, 'data-pos': pos + 1, 'data-value': '', 'data-pick': '',
      }, value, expr);
      return { card, value, expr };
    });
    const label = el('span', { className: 'p24-row-label' });
    const pick = el('p', {
      className: 'p24-pick', testid: `${P}pick`, 'data-kind': '', 'data-why': '',
    });
    const row = el('div', { className: 'p24-row', testid: `${P}row`, 'data-level': level }, label, el('div', { className: 'p24-cards' }, ...cards.map((c) => c.card)), pick);
    els.figure.append(row);
    els.rows.push({
      row, label, cards, pick,
    });
  }
  labels.push([els.foundTitle, 'p24.found-heading']);
  const section = el(
    'section',
    { className: 'board-column', 'aria-labelledby': `${P}status` },
    els.status,
    els.figure,
    el('div', { className: 'textbook' }, els.expression, els.result, els.foundTitle, els.found, els.key, els.duplicates),
  );
  return { section, els };
}

/** The editor: four cards, the presets, why an edit was refused. */
function buildEditor(labels, limits, actions) {
  const text = (tag, key, attrs) => {
    const node = el(tag, attrs);
    labels.push([node, key]);
    return node;
  };
  const inputs = [0, 1, 2, 3].map((i) => {
    const input = el('input', {
      type: 'number', id: `${P}card-${i + 1}`, testid: `${P}card-input`, 'data-index': i, min: limits.cardMin, max: limits.cardMax, inputmode: 'numeric',
    });
    input.addEventListener('change', () => actions.setCard(i, input.value));
    return input;
  });
  const cardLabels = inputs.map((input) => el('label', { for: input.id }));
  const presets = el('select', { id: `${P}presets`, testid: `${P}presets` }, el('option', { value: '' }), ...PRESETS.map((cards, i) => el('option', { value: String(i) }, cards.join(' '))));
  presets.addEventListener('change', () => {
    if (presets.value !== '') actions.setPreset(Number(presets.value));
    presets.value = '';
  });
  const els = {
    inputs,
    cardLabels,
    presets,
    note: el('p', { className: 'note', testid: `${P}editor-note` }),
    error: el('p', { className: 'p24-editor-error', testid: `${P}editor-error`, role: 'status' }),
  };
  const section = el(
    'section',
    { className: 'panel p24-editor', 'aria-labelledby': `${P}editor-heading`, testid: `${P}editor` },
    text('h2', 'p24.editor-heading', { id: `${P}editor-heading` }),
    el('div', { className: 'p24-inputs' }, ...inputs.map((input, i) => el('span', { className: 'p24-input' }, cardLabels[i], input))),
    els.error,
    el('div', { className: 'p24-preset-row' }, text('label', 'p24.presets', { for: presets.id }), presets),
    els.note,
  );
  return { section, els };
}

/** Builds the view in `root`; returns its parts. */
function build(root, {
  actions, limits, exercise, setTemplate,
}) {
  const labels = [];
  const intro = el('p', { className: 'intro p24-intro' });
  labels.push([intro, 'p24.intro']);
  const board = buildBoardColumn(labels);
  const editor = buildEditor(labels, limits, actions);
  const stepper = createStepperPanel(labels, {
    puzzle: points, prefix: P, actions, reveal: () => root.querySelector(`[data-testid="${P}board"]`),
  });
  const codeSection = el('section', { className: 'panel code-panel' });
  const lesson = el('div', { className: 'lesson-panel' }, stepper.section, codeSection);
  const exerciseSection = el('section', { className: 'panel p24-exercise-panel' });
  const side = el('div', { className: 'side-column' }, exerciseSection, lesson, editor.section);
  const code = createCodePanelView(codeSection, {
    puzzle: points, testidPrefix: P, actions: { setTemplate }, dock: stepper.controls.els.dock,
  });
  const layout = el('div', { className: 'layout' }, board.section, side);
  const tree = createTreePanelView(lesson, { puzzle: points, testidPrefix: P, actions });
  root.replaceChildren(intro, layout);
  return {
    labels, board: board.els, editor: editor.els, stepper, code, tree, exercise: exercise(exerciseSection),
  };
}

// ---- Render ----------------------------------------------------------------------------

/** Where the last event's pick is: `{ level, left, right, made }` (`made`: the new card's position, for a pick taken), or null. */
function pickAt(s) {
  const e = s.event;
  if (!e || !['place', 'conflict', 'remove'].includes(e.kind)) return null;
  return {
    level: e.depth - 1, left: e.left, right: e.right, made: e.kind === 'place' ? Math.min(e.left, e.right) : 0,
  };
}

/** The words under the row a pick is tried on: its expression and result, or why it is dead, or its undoing. */
function pickText(s) {
  const e = s.event;
  if (e.kind === 'remove') return t('p24.pick-undone', { expr: s.tried.text });
  if (e.kind === 'conflict') {
    const why = ['', 'p24.why-zero', 'p24.why-not', 'p24.why-duplicate'][e.why];
    return `${s.tried.text} ✗ ${t(why, { value: points.formatValue(s.tried), of: s.tried.of })}`;
  }
  return points.triedText(s);
}

function renderRow(r, level, s, at) {
  // A row below the picks made is hidden and blank, so a step shows the same however reached.
  const shown = level < s.levels.length;
  r.row.hidden = !shown;
  setText(r.label, level === 0 ? t('p24.row-cards') : t('p24.row-after', { t: level }));
  const solved = s.event?.kind === 'solution' && level === 3;
  r.cards.forEach((c, i) => {
    const item = shown ? s.levels[level][i] : null;
    setText(c.value, item ? points.formatValue(item) : '');
    setText(c.expr, level === 0 || !item ? '' : item.text);
    setAttr(c.card, 'data-value', item ? points.formatValue(item) : '');
    const role = at?.level === level && (at.left === i + 1 ? 'left' : at.right === i + 1 && 'right');
    setAttr(c.card, 'data-pick', role || '');
    c.card.classList.toggle('made', at !== null && at.made === i + 1 && at.level + 1 === level);
    c.card.classList.toggle('solution', solved);
  });
  const here = at?.level === level;
  r.pick.hidden = !here;
  setAttr(r.pick, 'data-kind', here ? s.event.kind : '');
  setAttr(r.pick, 'data-why', here && s.event.kind === 'conflict' ? String(s.event.why) : '');
  setText(r.pick, here ? pickText(s) : '');
}

function renderBoardColumn(els, m, s) {
  const at = pickAt(s);
  els.rows.forEach((r, level) => renderRow(r, level, s, at));
  const event = points.describeEvent(s);
  const now = points.left(s).map((item) => item.text).join(', ');
  setAttr(els.figure, 'aria-label', `${t('p24.board-label', { cards: s.cards.join(', '), left: now })} ${event}`.trim());
  setText(els.status, t(s.finished ? 'p24.status-done' : 'p24.status', { cards: s.cards.join(' '), step: s.step }));
  setText(els.expression, t('p24.expression-line', { left: now }));
  const r = points.result(s);
  setAttr(els.result, 'data-count', String(r.count));
  setAttr(els.result, 'data-best', '');
  setAttr(els.result, 'data-x', r.x);
  setAttr(els.result, 'data-expression', r.expression);
  setAttr(els.result, 'data-done', String(r.done));
  let key = r.done ? 'p24.result-done' : 'p24.result';
  if (r.count === 0) key = r.done ? 'p24.result-none' : 'p24.result-zero';
  else if (r.done && !m.allSolutions) key = 'p24.result-first';
  setText(els.result, t(key, { count: r.count, expr: r.expression }));
  els.foundTitle.hidden = s.found.length === 0;
  while (els.found.children.length > s.found.length) els.found.lastChild.remove();
  s.found.forEach((text, i) => {
    const li = els.found.children[i] ?? els.found.appendChild(el('li'));
    setText(li, `${text} = 24`);
  });
  setText(els.key, t('p24.key'));
  setText(els.duplicates, t('p24.duplicates'));
}

function renderEditor(els, m, limits) {
  els.inputs.forEach((input, i) => {
    // The field being typed in keeps what is typed.
    if (document.activeElement !== input && input.value !== m.draft[i]) input.value = m.draft[i];
    setAttr(input, 'aria-invalid', String(m.editNote !== null && m.editNote[1].card === i + 1));
  });
  els.cardLabels.forEach((label, i) => setText(label, t('p24.card-label', { card: i + 1 })));
  setText(els.presets.options[0], t('p24.preset-pick'));
  setText(els.note, t('p24.editor-note', { min: limits.cardMin, max: limits.cardMax }));
  els.error.hidden = !m.editNote;
  setText(els.error, m.editNote ? t(...m.editNote) : '');
}

/**
 * The view in `root` (the page's section). `actions` are the puzzle's
 * (puzzles/24/actions.js); `limits` = { cardMin, cardMax } (wasm `limits()`);
 * `exercise(section)` builds its exercise panel and `exerciseLink(state)` gives its
 * result link. Returns `{ render(state) }`: draws the slice while `state.puzzle` is '24',
 * else keeps the view hidden. Its DOM is built at the first render that shows it.
 */
export function createPointsView(root, options) {
  let parts = null;
  return {
    render(state) {
      const s = state.steppers[SLICE];
      const shown = state.puzzle === SLICE && s.snapshot !== null;
      root.hidden = !shown;
      if (!shown) return;
      parts ??= build(root, options);
      const m = state[SLICE];
      renderLabels(parts.labels);
      renderBoardColumn(parts.board, m, s.snapshot);
      renderEditor(parts.editor, m, options.limits);
      parts.stepper.controls.render(controlsState(s, {
        speed: m.speed, pauseAtSolution: m.pauseAtSolution, allSolutions: m.allSolutions,
      }));
      parts.stepper.log.render(s.recent);
      parts.stepper.counters.render(s.snapshot, {});
      parts.code.render(s.snapshot, { allSolutions: m.allSolutions, template: state.template });
      if (m.tree) parts.tree.render(m.tree, s.snapshot, state.treeStyle);
      parts.exercise.render(state, options.exerciseLink(state));
    },
  };
}
