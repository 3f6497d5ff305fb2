//! The maze's picture: an SVG of the grid drawn from a plain model. Walls are dark squares,
//! the start and the exit are marked S and E, the current path is a line through the
//! squares' centres with an arrow on each move, each square on it numbered by its depth (0
//! = the start), the dead ends found so far are hatched, and the square the step tries is
//! outlined (blue: entered; red and crossed: the move fails, drawn just outside the grid
//! when it leaves it; grey: being unmarked on a backtrack); the shortest path found so far
//! is a thin dashed line beneath. Rows are numbered down the
//! left, columns across the top, 1-based as the link's squares. The squares take the
//! editor's clicks and drags (view.js); a cursor square shows where the keyboard edits.

import { svgEl } from '../../lib/dom.js';

/** Size of a square in viewBox units. */
const S = 40;
/** Room for the row numbers (left) and column numbers (top), and half a square around the grid for moves off it. */
const GUTTER = 0.7 * S;
const MARGIN = 0.55 * S;

function geometry(rows, cols) {
  const x0 = GUTTER + MARGIN;
  const y0 = GUTTER + MARGIN;
  return {
    x0,
    y0,
    cx: (c) => x0 + (c - 0.5) * S,
    cy: (r) => y0 + (r - 0.5) * S,
    width: x0 + cols * S + MARGIN,
    height: y0 + rows * S + MARGIN,
  };
}

function arrowMarker(id, className) {
  const marker = svgEl('marker', {
    id,
    class: className,
    viewBox: '0 0 10 10',
    refX: 5,
    refY: 5,
    markerWidth: 0.34 * S,
    markerHeight: 0.34 * S,
    markerUnits: 'userSpaceOnUse',
    orient: 'auto',
  });
  marker.append(svgEl('path', { d: 'M0 0L10 5L0 10z' }));
  return marker;
}

function hatchPattern() {
  const p = svgEl('pattern', {
    id: 'maze-hatch', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)',
  });
  p.append(svgEl('rect', { class: 'hatch-bg', width: 8, height: 8 }), svgEl('line', {
    class: 'hatch-line', x1: 0, y1: 0, x2: 0, y2: 8,
  }));
  return p;
}

/** The fixed parts of a rows × cols grid: defs, the squares' layer, labels and the overlay. */
function buildGrid(svg, rows, cols) {
  const geo = geometry(rows, cols);
  const defs = svgEl('defs');
  defs.append(arrowMarker('maze-head-path', 'head-path'), arrowMarker('maze-head-fail', 'head-fail'), hatchPattern());
  const labels = svgEl('g', { class: 'labels', 'aria-hidden': 'true', 'font-size': 0.42 * S });
  for (let c = 1; c <= cols; c += 1) {
    const text = svgEl('text', {
      x: geo.cx(c), y: GUTTER * 0.55, 'text-anchor': 'middle', 'dominant-baseline': 'central',
    });
    text.textContent = String(c);
    labels.append(text);
  }
  for (let r = 1; r <= rows; r += 1) {
    const text = svgEl('text', {
      x: GUTTER * 0.55, y: geo.cy(r), 'text-anchor': 'middle', 'dominant-baseline': 'central',
    });
    text.textContent = String(r);
    labels.append(text);
  }
  const squares = svgEl('g', { class: 'squares' });
  for (let r = 1; r <= rows; r += 1) {
    for (let c = 1; c <= cols; c += 1) {
      squares.append(svgEl('rect', {
        class: 'square', x: geo.x0 + (c - 1) * S, y: geo.y0 + (r - 1) * S, width: S, height: S, 'data-row': r, 'data-col': c, 'data-testid': 'maze-square',
      }));
    }
  }
  const edge = svgEl('rect', {
    class: 'edge', x: geo.x0, y: geo.y0, width: cols * S, height: rows * S,
  });
  svg.replaceChildren(defs, squares, edge, labels, svgEl('g', { class: 'overlay' }));
  svg.setAttribute('viewBox', `0 0 ${geo.width} ${geo.height}`);
  svg.dataset.rows = String(rows);
  svg.dataset.cols = String(cols);
}

/** A line from a to b, cut short by `from` and `to` units at its ends. */
function segment(a, b, from, to) {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  return {
    x1: a.x + ux * from, y1: a.y + uy * from, x2: b.x - ux * to, y2: b.y - uy * to,
  };
}

function label(x, y, text, className, size) {
  const node = svgEl('text', {
    x, y, class: className, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': size,
  });
  node.textContent = text;
  return node;
}

/** The start (S) or exit (E) mark on square [r, c]. */
function endMark(geo, [r, c], which, letter) {
  const g = svgEl('g', {
    class: `end end-${which}`, 'data-testid': `maze-${which}`, 'data-row': r, 'data-col': c,
  });
  g.append(
    svgEl('rect', {
      class: 'end-square', x: geo.cx(c) - S / 2 + 2, y: geo.cy(r) - S / 2 + 2, width: S - 4, height: S - 4, rx: 6,
    }),
    label(geo.cx(c) - S * 0.26, geo.cy(r) - S * 0.27, letter, 'end-letter', 0.3 * S),
  );
  return g;
}

/** The square a step tries: entered (`place`), failed (`conflict`) or unmarked (`remove`). */
function tried(geo, e, fromSquare) {
  const at = { x: geo.cx(e.col), y: geo.cy(e.row) };
  const from = { x: geo.cx(fromSquare[1]), y: geo.cy(fromSquare[0]) };
  const kind = e.kind === 'place' ? 'entered' : e.kind === 'conflict' ? 'failed' : 'unmarked';
  const g = svgEl('g', {
    class: `tried tried-${kind}`, 'data-testid': 'maze-tried', 'data-kind': kind, 'data-row': e.row, 'data-col': e.col, 'data-dir': e.dir,
  });
  // Off the grid, the square is drawn as half a square's margin past the edge.
  const half = e.row < 1 || e.col < 1 || e.row > geo.rows || e.col > geo.cols ? S * 0.22 : S / 2 - 2;
  g.append(svgEl('rect', {
    class: 'tried-square', x: at.x - half, y: at.y - half, width: 2 * half, height: 2 * half, rx: 4,
  }));
  if (kind === 'failed') {
    const a = S * 0.16;
    g.append(
      svgEl('line', { class: 'tried-move', ...segment(from, at, S * 0.3, half + 2), 'marker-end': 'url(#maze-head-fail)' }),
      svgEl('path', { class: 'tried-cross', d: `M${at.x - a} ${at.y - a}L${at.x + a} ${at.y + a}M${at.x + a} ${at.y - a}L${at.x - a} ${at.y + a}` }),
    );
  }
  return g;
}

/**
 * Draws `model` into `svg`:
 * `{ rows, cols, walls (0/1 row by row), start, exit ([r, c]), path ([r, c] squares, the
 * start first), best (the shortest path found so far, [] before any), deadEnds (the squares' indices shaded), event (the stepper's, or null),
 * solved, cursor ([r, c] or null: the keyboard's square), editing (the squares take
 * clicks), label }`.
 */
export function renderMazeBoard(svg, model) {
  const { rows, cols } = model;
  if (svg.dataset.rows !== String(rows) || svg.dataset.cols !== String(cols)) buildGrid(svg, rows, cols);
  const geo = { ...geometry(rows, cols), rows, cols };
  svg.setAttribute('aria-label', model.label);
  svg.classList.toggle('solved', model.solved);
  const dead = new Set(model.deadEnds);
  for (const rect of svg.querySelector('.squares').children) {
    const i = (Number(rect.dataset.row) - 1) * cols + Number(rect.dataset.col) - 1;
    const state = model.walls[i] === 1 ? 'wall' : dead.has(i) ? 'dead-end' : 'open';
    if (rect.dataset.state !== state) rect.dataset.state = state;
  }
  const at = ([r, c]) => ({ x: geo.cx(c), y: geo.cy(r) });
  const items = [endMark(geo, model.start, 'start', 'S'), endMark(geo, model.exit, 'exit', 'E')];
  const points = (squares) => squares.map((sq) => { const p = at(sq); return `${p.x},${p.y}`; }).join(' ');
  // The shortest path found so far, thin and dashed beneath the current one.
  if (model.best.length > 1) {
    items.push(svgEl('polyline', { class: 'best-line', 'data-testid': 'maze-best-line', points: points(model.best) }));
  }
  const e = model.event;
  if (e && (e.kind === 'place' || e.kind === 'conflict' || e.kind === 'remove')) {
    const fromSquare = e.kind === 'place' ? model.path[e.depth - 1] : model.path[model.path.length - 1];
    items.push(tried(geo, e, fromSquare));
  }
  // The path: one line through the centres, an arrow halfway along each move.
  if (model.path.length > 1) {
    items.push(svgEl('polyline', {
      class: 'path-line', 'data-testid': 'maze-path-line', points: points(model.path),
    }));
    for (let i = 1; i < model.path.length; i += 1) {
      const a = at(model.path[i - 1]);
      const b = at(model.path[i]);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      items.push(svgEl('line', {
        class: 'path-arrow', ...segment(a, mid, 0, -S * 0.06), 'marker-end': 'url(#maze-head-path)',
      }));
    }
  }
  model.path.forEach(([r, c], k) => {
    const p = at([r, c]);
    const g = svgEl('g', {
      class: 'path-step', 'data-testid': 'path-step', 'data-row': r, 'data-col': c, 'data-index': k,
    });
    g.append(svgEl('circle', { cx: p.x, cy: p.y, r: S * 0.27 }), label(p.x, p.y, String(k), 'path-number', k > 99 ? 0.26 * S : 0.32 * S));
    items.push(g);
  });
  if (model.cursor) {
    const [r, c] = model.cursor;
    items.push(svgEl('rect', {
      class: 'cursor', 'data-testid': 'maze-cursor', x: geo.cx(c) - S / 2 + 1, y: geo.cy(r) - S / 2 + 1, width: S - 2, height: S - 2,
    }));
  }
  svg.querySelector('.overlay').replaceChildren(...items);
}

/** The square [r, c] of a pointer event on the board, or null. */
export function squareAt(svg, event) {
  // The pointer is captured during a drag: the square under it, not the event's target.
  const rect = document.elementFromPoint(event.clientX, event.clientY)?.closest?.('rect.square');
  if (!rect || !svg.contains(rect)) return null;
  return [Number(rect.dataset.row), Number(rect.dataset.col)];
}
