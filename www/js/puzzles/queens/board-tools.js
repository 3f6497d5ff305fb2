//! The board's tools under the board: play mode, Check, Hint, Clear, the words of Check
//! and Hint, and rotate/reflect behind the panel's More (views/more.js). DOM only: the placement rules are puzzles/queens/placement.js, the hint
//! search puzzles/queens/hint-client.js, and play mode's squares on the board are drawn by queens-board.js.

import { errorMessage } from '../../lib/errors.js';
import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { HINT_TIMEOUT_MS } from './hint-client.js';
import { createMore } from '../../views/more.js';

/** Attacking pairs named one by one in the Check message; the rest are counted. */
const PAIRS_NAMED = 3;
/** The symmetries the board's buttons apply (the core's names; identity left out). */
const TOOL_TRANSFORMS = [
  ['rotate', ['rotate90', 'rotate180', 'rotate270']],
  ['reflect', ['reflect-horizontal', 'reflect-vertical', 'reflect-diagonal', 'reflect-anti-diagonal']],
];

function pairText(p) {
  return t('play.pair', { a: p.row_a, b: p.row_b, line: t(`play.line-${p.line}`) });
}

function conflictText(pairs) {
  if (pairs.length === 1) return t('play.check-conflict-one', { pair: pairText(pairs[0]) });
  const named = pairs.slice(0, PAIRS_NAMED).map(pairText).join(t('play.list-sep'));
  const rest = pairs.length - PAIRS_NAMED;
  return t(rest > 0 ? 'play.check-conflicts-more' : 'play.check-conflicts', {
    count: pairs.length, list: named, rest,
  });
}

function solvedText(result, n) {
  return result.index === null
    ? t('play.check-solved', { line: result.line, n })
    : t('play.check-solved-index', {
      line: result.line, n, index: result.index, total: result.total ?? '?',
    });
}

function incompleteText(rows, n) {
  return rows.length === 1
    ? t('play.check-incomplete-one', { row: rows[0], n })
    : t('play.check-incomplete', { count: rows.length, rows: rows.join(', '), n });
}

/** Words of the hint results that need no more than their key. */
const HINT_KEYS = {
  'hint-working': 'play.hint-working', 'hint-none': 'play.hint-none', 'hint-solved': 'play.hint-solved',
};

/** The words for a Check result (puzzles/queens/placement.js `checkPlacement`) or a hint result. */
export function checkText(result, n) {
  if (!result) return '';
  if (result.kind in HINT_KEYS) return t(HINT_KEYS[result.kind]);
  switch (result.kind) {
    case 'empty': return t('play.check-empty');
    case 'conflict': return conflictText(result.pairs);
    case 'incomplete': return incompleteText(result.rows, n);
    case 'solved': return solvedText(result, n);
    case 'hint-placed': return t('play.hint-placed', { row: result.row, col: result.col });
    case 'hint-conflict': return t('play.hint-conflict', { pair: pairText(result.pair) });
    case 'hint-no-solution': return t('play.hint-no-solution', { n });
    case 'hint-slow': return t('play.hint-slow', { seconds: HINT_TIMEOUT_MS / 1000 });
    case 'hint-error': return t('play.hint-error', { message: String(errorMessage('hint', 'worker-failed')) });
    default: return '';
  }
}

function buildTransforms(actions) {
  const transforms = el('div', { className: 'tool-row transform-row', role: 'group' });
  const groups = [];
  const transformButtons = [];
  for (const [group, names] of TOOL_TRANSFORMS) {
    const label = el('span', { className: 'tool-label' });
    const set = el('span', { className: 'tool-set' }, label);
    for (const name of names) {
      const b = button('transform', { className: 'tool-button', 'data-transform': name });
      set.append(b);
      transformButtons.push(b);
    }
    groups.push({ group, label });
    transforms.append(set);
  }
  transforms.addEventListener('click', (event) => {
    const b = event.target.closest('[data-transform]');
    if (b && !b.disabled) actions.transform(b.dataset.transform);
  });
  return { transforms, groups, transformButtons };
}

/**
 * The board's tools inside `root`. actions = { toggleMode(), check(), hint(), clear(),
 * transform(name) }. `render(s)`, s = { playing, canTransform, result (see checkText), n,
 * busy (a hint is running), loading (play mode's code is on the way: `aria-busy` on
 * `root`), placed (queens on the board), hidden }.
 */
export function createBoardToolsView(root, { actions }) {
  const { transforms, groups, transformButtons } = buildTransforms(actions);
  const mode = button('play-mode', { className: 'play-mode', 'aria-pressed': 'false' });
  const check = button('check');
  const hint = button('hint');
  const clear = button('clear-board');
  const playRow = el('div', { className: 'tool-row play-row' }, mode, check, hint, clear);
  const result = el('p', { className: 'check-result', testid: 'check-result', role: 'status' });
  const note = el('p', { className: 'note play-note' });
  const more = createMore('board-more', 'more.board', transforms);
  root.replaceChildren(playRow, result, note, more.root);
  mode.addEventListener('click', () => actions.toggleMode());
  check.addEventListener('click', () => actions.check());
  hint.addEventListener('click', () => actions.hint());
  clear.addEventListener('click', () => actions.clear());

  function renderTransforms(s) {
    more.render();
    setAttr(transforms, 'aria-label', t('tools.transforms'));
    for (const { group, label } of groups) setText(label, t(`tools.${group}`));
    for (const b of transformButtons) {
      const name = t(`sym.${b.dataset.transform}`);
      setText(b, t(`tools.short-${b.dataset.transform}`));
      setAttr(b, 'title', name);
      setAttr(b, 'aria-label', t('tools.apply', { name }));
      b.disabled = !s.canTransform;
    }
  }

  function render(s) {
    root.hidden = Boolean(s.hidden);
    setAttr(root, 'aria-busy', String(Boolean(s.loading)));
    renderTransforms(s);
    setText(mode, t(s.playing ? 'play.leave' : 'play.enter'));
    setAttr(mode, 'aria-pressed', String(s.playing));
    setText(check, t('play.check'));
    setText(hint, t('play.hint'));
    setText(clear, t('play.clear'));
    for (const b of [check, hint, clear]) b.hidden = !s.playing;
    hint.disabled = s.busy;
    clear.disabled = s.placed === 0;
    const text = s.playing ? checkText(s.result, s.n) : '';
    setText(result, text);
    result.hidden = text === '';
    result.dataset.kind = s.playing && s.result ? s.result.kind : '';
    setText(note, s.playing ? t('play.note', { n: s.n }) : '');
    note.hidden = !s.playing;
  }

  return { render };
}
