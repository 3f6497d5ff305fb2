//! The fill-in's picture: the 3 × 3 grid (an SVG) with each square's number, and between
//! every two adjacent squares the sum of their numbers, marked ✓ when it is a prime and
//! ✗ when it is the sum the search has just refused. The square the last event is about
//! is outlined; a number refused is drawn in its square, crossed; the square that holds a
//! number already, or the neighbour of a failing sum, is ringed. Drawn from a snapshot
//! (puzzles/fillin/puzzle.js `decodeFillin`) with DOM calls; no text from the link.

import { svgEl, setAttr, setText } from '../../lib/dom.js';
import { SIDE, SQUARES, pairs, squareOf } from './puzzle.js';

/** A square's side, the gap between squares (where the sums go) and the margin, px. */
const CELL = 56;
const GAP = 46;
const PAD = 4;
const SIZE = PAD * 2 + SIDE * CELL + (SIDE - 1) * GAP;

/** The parts built in each picture: svg → `{ squares, marks }`. */
const built = new WeakMap();

/** The top-left corner of square `t`. */
function corner(sq) {
  const [r, c] = squareOf(sq);
  return [PAD + (c - 1) * (CELL + GAP), PAD + (r - 1) * (CELL + GAP)];
}

/** Where the sum of the pair (a, b) sits: the middle of the gap between them. */
function gapCentre(a, b) {
  const [xa, ya] = corner(a);
  const [xb, yb] = corner(b);
  return [(xa + xb) / 2 + CELL / 2, (ya + yb) / 2 + CELL / 2];
}

/** Builds the squares and the pairs' marks once in `svg`: `{ squares, pairs }`. */
function build(svg) {
  svg.setAttribute('viewBox', `0 0 ${SIZE} ${SIZE}`);
  const squares = Array.from({ length: SQUARES }, (_, k) => {
    const sq = k + 1;
    const [x, y] = corner(sq);
    const g = svgEl('g', { class: 'fillin-square', 'data-testid': 'fillin-square', 'data-square': sq });
    const box = svgEl('rect', {
      class: 'square-box', x, y, width: CELL, height: CELL, rx: 6,
    });
    const index = svgEl('text', { class: 'square-index', x: x + 5, y: y + 13 });
    index.textContent = String(sq);
    const number = svgEl('text', {
      class: 'square-number', x: x + CELL / 2, y: y + CELL / 2 + 9, 'text-anchor': 'middle',
    });
    const cross = svgEl('path', { class: 'square-cross', d: `M${x + 12} ${y + 12}L${x + CELL - 12} ${y + CELL - 12}` });
    g.append(box, index, number, cross);
    svg.append(g);
    return { g, number };
  });
  const marks = pairs().map(([a, b]) => {
    const [cx, cy] = gapCentre(a, b);
    const across = squareOf(a)[0] === squareOf(b)[0];
    const half = GAP / 2 - 2;
    const g = svgEl('g', { class: 'fillin-pair', 'data-testid': 'fillin-pair', 'data-pair': `${a}-${b}` });
    const link = svgEl('line', across
      ? {
        class: 'pair-link', x1: cx - half, y1: cy, x2: cx + half, y2: cy,
      }
      : {
        class: 'pair-link', x1: cx, y1: cy - half, x2: cx, y2: cy + half,
      });
    const badge = svgEl('rect', {
      class: 'pair-badge', x: cx - 21, y: cy - 10, width: 42, height: 20, rx: 10,
    });
    const text = svgEl('text', {
      class: 'pair-sum', x: cx, y: cy + 5, 'text-anchor': 'middle',
    });
    const title = svgEl('title');
    g.append(link, badge, text, title);
    svg.append(g);
    return {
      g, text, title, a, b,
    };
  });
  return { squares, marks };
}

/**
 * What the last event `e` shows on the grid: the square it is about, a number refused
 * there (`candidate`), the square it rings (`ringed`: the holder of a number used, or the
 * neighbour of a failing sum), and the sums it checks beyond the grid's (`checked`: pair
 * key → { sum, ok }).
 */
function eventMarks(e, cells) {
  if (!e || !['place', 'conflict', 'remove'].includes(e.kind)) return { focus: 0, checked: {} };
  const marks = { focus: e.square, checked: {} };
  if (e.kind === 'remove') return { ...marks, ghost: e.number };
  if (e.kind !== 'conflict') return marks;
  marks.candidate = e.number;
  marks.ringed = e.at;
  if (e.why !== 1) {
    marks.checked[`${e.at}-${e.square}`] = { sum: e.sum, ok: false, why: e.why };
    // Above is checked before left: a sum refused with the left neighbour passed above.
    const above = e.square - SIDE;
    if (e.why === 3 && above >= 1) marks.checked[`${above}-${e.square}`] = { sum: cells[above - 1] + e.number, ok: true };
  }
  return marks;
}

/**
 * Draws snapshot `s` on `svg` (built on first use); `words` gives the texts:
 * `label` (the figure's name), `failing(sum, a, i)` and `passing(sum, a, i)` (a pair's
 * title). Each square carries `data-number` (0 empty) and `data-state` (`empty`, `filled`,
 * `current`: the square the last event is about, `ringed`); each pair `data-sum` (empty
 * when unknown) and `data-state` (`none`, `prime`, `failing`).
 */
export function renderFillinGrid(svg, s, words) {
  if (!built.has(svg)) built.set(svg, build(svg));
  const { squares, marks } = built.get(svg);
  const ev = eventMarks(s.event, s.cells);
  const solved = s.event?.kind === 'solution';
  svg.classList.toggle('solved', solved);
  setAttr(svg, 'aria-label', words.label);
  squares.forEach(({ g, number }, k) => {
    const sq = k + 1;
    const value = s.cells[k];
    let state = value ? 'filled' : 'empty';
    if (sq === ev.ringed) state = 'ringed';
    if (sq === ev.focus) state = 'current';
    setAttr(g, 'data-state', state);
    setAttr(g, 'data-number', String(value));
    const shown = sq === ev.focus && (ev.candidate || ev.ghost);
    setAttr(g, 'data-mark', ev.candidate && sq === ev.focus ? 'refused' : (ev.ghost && sq === ev.focus ? 'removed' : ''));
    setText(number, shown ? String(shown) : (value ? String(value) : ''));
  });
  marks.forEach(({
    g, text, title, a, b,
  }, i) => {
    const key = `${a}-${b}`;
    const checked = ev.checked[key];
    const sum = checked ? checked.sum : s.sums[i];
    let state = 'none';
    if (checked) state = checked.ok ? 'prime' : 'failing';
    else if (sum > 0) state = s.primes[i] === 1 ? 'prime' : 'failing';
    setAttr(g, 'data-state', state);
    setAttr(g, 'data-sum', sum > 0 ? String(sum) : '');
    setText(text, sum > 0 ? `${sum} ${state === 'prime' ? '✓' : '✗'}` : '');
    const x = s.cells[a - 1];
    const y = checked ? s.event.number : s.cells[b - 1];
    setText(title, sum > 0 ? words[state === 'prime' ? 'passing' : 'failing'](x, y, sum) : '');
  });
}
