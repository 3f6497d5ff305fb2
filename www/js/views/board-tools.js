//! Play mode and the board's tools: the visitor places queens on the main board (one per
//! row, as in the tuple x[1..N]: a click in a row that has a queen moves it there, a click
//! on the queen takes it away), sees the squares the queens attack and every attacking
//! pair, asks Check and Hint, and rotates or reflects what the board shows.
//!
//! Whether a placement is a solution, which pairs attack each other, the hint and the
//! symmetries all come from the wasm core (`attacks`, `is_solution`, `hint`, `transform`);
//! this module holds the placement, the words and the controls. The hint runs in
//! play-worker.js, stopped after HINT_TIMEOUT_MS, so a hard placement never freezes the page.

import { squareBox } from './board.js';
import { svgEl } from '../lib/dom.js';
import { setAttr, setText } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/** Longest a hint may search before it is stopped, in ms. */
export const HINT_TIMEOUT_MS = 8000;
/** Attacking pairs named one by one in the Check message; the rest are counted. */
const PAIRS_NAMED = 3;
/** The symmetries the board's buttons apply (the core's names; identity left out). */
const TOOL_TRANSFORMS = [
  ['rotate', ['rotate90', 'rotate180', 'rotate270']],
  ['reflect', ['reflect-horizontal', 'reflect-vertical', 'reflect-diagonal', 'reflect-anti-diagonal']],
];

/** An empty board of N: N rows, no queen. */
export function emptyPlacement(n) {
  return new Array(n).fill(0);
}

/** The placement after a click on (row, col): place, move within the row, or remove. */
export function clickPlacement(cols, row, col) {
  const next = cols.slice();
  next[row - 1] = next[row - 1] === col ? 0 : col;
  return next;
}

/** True when no two placed queens share a column, so every symmetry keeps one queen per row. */
export function transformable(cols) {
  const placed = cols.filter((c) => c !== 0);
  return new Set(placed).size === placed.length;
}

/** Lines by their code in the wasm `attacks`. */
const LINES = ['column', 'diagonal', 'anti-diagonal'];

/**
 * The attacking pairs from the wasm `attacks` (a `Uint32Array`, five numbers a pair) as
 * `[{ row_a, col_a, row_b, col_b, line }]`: 1-based squares, row_a < row_b, line
 * `column`, `diagonal` or `anti-diagonal`.
 */
export function attackPairs(packed) {
  const pairs = [];
  for (let i = 0; i + 5 <= packed.length; i += 5) {
    pairs.push({
      row_a: packed[i], col_a: packed[i + 1], row_b: packed[i + 2], col_b: packed[i + 3], line: LINES[packed[i + 4]],
    });
  }
  return pairs;
}

/** The attacking pairs (see attackPairs) as the board's `conflicts` (see board.js). */
export function conflictPairs(pairs) {
  return pairs.map((p) => ({
    rowA: p.row_a, colA: p.col_a, rowB: p.row_b, colB: p.col_b, line: p.line,
    label: t(`stepper.line-${p.line}`),
  }));
}

/**
 * What Check finds, as data (words come in `checkText`, so they follow the language):
 * { kind: 'empty' } | { kind: 'conflict', pairs } | { kind: 'incomplete', rows } |
 * { kind: 'solved', line, index: number | null, total }.
 */
export function checkPlacement(cols, pairs, isSolution, formatLine) {
  if (cols.every((c) => c === 0)) return { kind: 'empty' };
  if (pairs.length > 0) return { kind: 'conflict', pairs };
  const rows = cols.flatMap((c, i) => (c === 0 ? [i + 1] : []));
  if (rows.length > 0) return { kind: 'incomplete', rows };
  const full = Uint32Array.from(cols);
  if (!isSolution(full)) return { kind: 'conflict', pairs };
  return { kind: 'solved', line: formatLine(full), index: null, total: null };
}

function lineWords(line) {
  return t(`play.line-${line}`);
}

function pairText(p) {
  return t('play.pair', { a: p.row_a, b: p.row_b, line: lineWords(p.line) });
}

/** The words for a `checkPlacement` result, or for a hint result (see main.js). */
export function checkText(result, n) {
  if (!result) return '';
  switch (result.kind) {
    case 'empty':
      return t('play.check-empty');
    case 'conflict': {
      const { pairs } = result;
      if (pairs.length === 1) return t('play.check-conflict-one', { pair: pairText(pairs[0]) });
      const named = pairs.slice(0, PAIRS_NAMED).map(pairText).join(t('play.list-sep'));
      const rest = pairs.length - PAIRS_NAMED;
      return t(rest > 0 ? 'play.check-conflicts-more' : 'play.check-conflicts', {
        count: pairs.length, list: named, rest,
      });
    }
    case 'incomplete':
      return result.rows.length === 1
        ? t('play.check-incomplete-one', { row: result.rows[0], n })
        : t('play.check-incomplete', { count: result.rows.length, rows: result.rows.join(', '), n });
    case 'solved':
      return result.index === null
        ? t('play.check-solved', { line: result.line, n })
        : t('play.check-solved-index', {
          line: result.line, n, index: result.index, total: result.total ?? '?',
        });
    case 'hint-working':
      return t('play.hint-working');
    case 'hint-placed':
      return t('play.hint-placed', { row: result.row, col: result.col });
    case 'hint-none':
      return t('play.hint-none');
    case 'hint-conflict':
      return t('play.hint-conflict', { pair: pairText(result.pair) });
    case 'hint-solved':
      return t('play.hint-solved');
    case 'hint-slow':
      return t('play.hint-slow', { seconds: HINT_TIMEOUT_MS / 1000 });
    case 'hint-error':
      return t('play.hint-error', { message: result.message });
    default:
      return '';
  }
}

/**
 * The hint worker's client: `hint(cols)` resolves to { hint: [row, col] | null } or
 * { timeout: true } or { error }. A new request drops the one before; a request that runs
 * past HINT_TIMEOUT_MS stops the worker (a fresh one starts with the next request).
 */
export function createHinter(wasmModule) {
  let worker = null;
  let current = null;
  let nextId = 0;

  function stop() {
    worker?.terminate();
    worker = null;
  }

  function settle(value) {
    if (!current) return;
    clearTimeout(current.timer);
    current.resolve(value);
    current = null;
  }

  function start() {
    worker = new Worker(new URL('../workers/hint-worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', ({ data }) => {
      if (!current || data.id !== current.id) return;
      settle(data.type === 'hint' ? { hint: data.hint } : { error: data.message });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      stop();
      settle({ error: event.message || t('play.hint-worker-failed') });
    });
    worker.postMessage({ type: 'init', module: wasmModule });
  }

  return {
    hint(cols) {
      if (current) {
        // A newer question replaces the one still running: its worker is stopped.
        stop();
        settle({ cancelled: true });
      }
      if (!worker) start();
      nextId += 1;
      const id = nextId;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          stop();
          settle({ timeout: true });
        }, HINT_TIMEOUT_MS);
        current = { id, resolve, timer };
        worker.postMessage({ type: 'hint', id, cols: Array.from(cols) });
      });
    },
    cancel() {
      if (current) {
        stop();
        settle({ cancelled: true });
      }
    },
  };
}

function button(testid, className = '') {
  const b = document.createElement('button');
  b.type = 'button';
  if (className) b.className = className;
  b.dataset.testid = testid;
  return b;
}

/** The board's tools under the board: rotate/reflect, play mode, Check, Hint, Clear. */
export function buildBoardTools(root) {
  const transforms = document.createElement('div');
  transforms.className = 'tool-row transform-row';
  transforms.setAttribute('role', 'group');
  const groups = [];
  const transformButtons = [];
  for (const [group, names] of TOOL_TRANSFORMS) {
    const label = document.createElement('span');
    label.className = 'tool-label';
    const set = document.createElement('span');
    set.className = 'tool-set';
    set.append(label);
    for (const name of names) {
      const b = button('transform', 'tool-button');
      b.dataset.transform = name;
      set.append(b);
      transformButtons.push(b);
    }
    groups.push({ group, label });
    transforms.append(set);
  }

  const playRow = document.createElement('div');
  playRow.className = 'tool-row play-row';
  const mode = button('play-mode', 'play-mode');
  mode.setAttribute('aria-pressed', 'false');
  const check = button('check');
  const hint = button('hint');
  const clear = button('clear-board');
  playRow.append(mode, check, hint, clear);

  const result = document.createElement('p');
  result.className = 'check-result';
  result.dataset.testid = 'check-result';
  result.setAttribute('role', 'status');
  const note = document.createElement('p');
  note.className = 'note play-note';

  root.replaceChildren(playRow, result, note, transforms);
  return {
    root, transforms, groups, transformButtons, mode, check, hint, clear, result, note,
  };
}

/**
 * tools: from buildBoardTools; s = { playing, canTransform, result (see checkText), n,
 * busy (a hint is running), placed (queens on the board) }.
 */
export function renderBoardTools(tools, s) {
  setAttr(tools.transforms, 'aria-label', t('tools.transforms'));
  for (const { group, label } of tools.groups) setText(label, t(`tools.${group}`));
  for (const b of tools.transformButtons) {
    setText(b, t(`tools.short-${b.dataset.transform}`));
    setAttr(b, 'title', t(`sym.${b.dataset.transform}`));
    setAttr(b, 'aria-label', t('tools.apply', { name: t(`sym.${b.dataset.transform}`) }));
    b.disabled = !s.canTransform;
  }
  setText(tools.mode, t(s.playing ? 'play.leave' : 'play.enter'));
  setAttr(tools.mode, 'aria-pressed', String(s.playing));
  setText(tools.check, t('play.check'));
  setText(tools.hint, t('play.hint'));
  setText(tools.clear, t('play.clear'));
  for (const b of [tools.check, tools.hint, tools.clear]) b.hidden = !s.playing;
  tools.hint.disabled = s.busy;
  tools.clear.disabled = s.placed === 0;
  const text = s.playing ? checkText(s.result, s.n) : '';
  setText(tools.result, text);
  tools.result.hidden = text === '';
  tools.result.dataset.kind = s.playing && s.result ? s.result.kind : '';
  setText(tools.note, s.playing ? t('play.note', { n: s.n }) : '');
  tools.note.hidden = !s.playing;
}

/** The square that holds the keyboard focus in play mode (roving tabindex). */
let focusSquare = { row: 1, col: 1 };

/**
 * Keeps play mode's click targets on the board: one transparent square per square of the
 * board (`data-testid="square"` with data-row, data-col), on top of everything, with the
 * board's role switched from a picture to a group of buttons. Removes them outside play mode.
 */
export function syncPlaySquares(svg, n, cols, active) {
  let layer = svg.querySelector(':scope > .play-squares');
  if (!active) {
    layer?.remove();
    setAttr(svg, 'role', 'img');
    return;
  }
  setAttr(svg, 'role', 'group');
  if (!layer || layer.dataset.n !== String(n)) {
    layer?.remove();
    layer = svgEl('g', { class: 'play-squares' });
    layer.dataset.n = String(n);
    if (focusSquare.row > n || focusSquare.col > n) focusSquare = { row: 1, col: 1 };
    for (let row = 1; row <= n; row += 1) {
      for (let col = 1; col <= n; col += 1) {
        const { x, y, size } = squareBox(n, row, col);
        layer.append(svgEl('rect', {
          class: 'play-square', x, y, width: size, height: size, role: 'button',
          'data-testid': 'square', 'data-row': row, 'data-col': col,
          tabindex: row === focusSquare.row && col === focusSquare.col ? 0 : -1,
        }));
      }
    }
  }
  if (svg.lastElementChild !== layer) svg.append(layer);
  for (const rect of layer.children) {
    const row = Number(rect.dataset.row);
    const col = Number(rect.dataset.col);
    const queen = cols[row - 1] === col;
    const label = t(queen ? 'play.square-queen' : 'play.square-empty', { row, col });
    setAttr(rect, 'aria-label', label);
    setAttr(rect, 'aria-pressed', String(queen));
  }
}

/**
 * Wires the board's tools and play mode's squares to main.js's `actions`:
 * toggleMode(), place(row, col), check(), hint(), clear(), transform(name).
 */
export function wireBoardTools(tools, svg, actions) {
  tools.mode.addEventListener('click', actions.toggleMode);
  tools.check.addEventListener('click', actions.check);
  tools.hint.addEventListener('click', actions.hint);
  tools.clear.addEventListener('click', actions.clear);
  tools.transforms.addEventListener('click', (event) => {
    const b = event.target.closest('[data-transform]');
    if (b && !b.disabled) actions.transform(b.dataset.transform);
  });
  svg.addEventListener('click', (event) => {
    const rect = event.target.closest('[data-testid="square"]');
    if (!rect) return;
    focusSquare = { row: Number(rect.dataset.row), col: Number(rect.dataset.col) };
    actions.place(focusSquare.row, focusSquare.col);
  });
  // Arrow keys move between squares; Enter or space places or removes a queen.
  svg.addEventListener('keydown', (event) => {
    const rect = event.target.closest?.('[data-testid="square"]');
    if (!rect || event.ctrlKey || event.altKey || event.metaKey) return;
    const n = Number(svg.dataset.n);
    let { row, col } = { row: Number(rect.dataset.row), col: Number(rect.dataset.col) };
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (event.key in moves) {
      row = Math.min(n, Math.max(1, row + moves[event.key][0]));
      col = Math.min(n, Math.max(1, col + moves[event.key][1]));
    } else if (event.key === 'Enter' || event.key === ' ') {
      actions.place(row, col);
    } else {
      return;
    }
    event.preventDefault();
    focusSquare = { row, col };
    const layer = rect.parentNode;
    for (const r of layer.children) r.setAttribute('tabindex', '-1');
    const target = layer.querySelector(`[data-row="${row}"][data-col="${col}"]`);
    target.setAttribute('tabindex', '0');
    target.focus();
  });
}
