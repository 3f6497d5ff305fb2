//! The knight's board (跳马问题): an SVG of n columns × m rows drawn from a plain model,
//! and the small path thumbnails of the gallery.
//!
//! Coordinates are the course notes' (x, y): x = column, counted from the left; y = row,
//! counted from the BOTTOM, as on a maths grid, so the horse starts in the bottom-left
//! corner (1,1) and must reach the top-right corner (n,m). Both axes are numbered.
//! Around the board runs a margin of 2 squares (right, top and bottom: a rightward move
//! goes at most 2 columns right and 2 rows up or down), numbered too, so that a move that
//! leaves the board is drawn to the square it would land on, with a ✕.

import { svgEl } from '../../lib/dom.js';
import { moves } from './puzzle.js';

/** Size of a square in viewBox units. */
const S = 40;
/** Margin around the board, in squares. */
const OFF = 2;
/** Room for the row numbers (left) and column numbers (below), and the outer padding. */
const GUTTER_LEFT = 0.85 * S;
const GUTTER_BOTTOM = 0.75 * S;
const PAD = 0.2 * S;
/** Room above the margin for the y axis's name. */
const TOP = 0.6 * S;

function geometry(n, m) {
  const cx = (x) => GUTTER_LEFT + (x - 0.5) * S;
  const cy = (y) => TOP + (m + OFF - y + 0.5) * S;
  return {
    cx,
    cy,
    left: GUTTER_LEFT,
    top: TOP,
    width: GUTTER_LEFT + (n + OFF) * S + PAD,
    height: TOP + (m + 2 * OFF) * S + GUTTER_BOTTOM,
    boardLeft: GUTTER_LEFT,
    boardTop: TOP + OFF * S,
  };
}

/** One path of the squares of an n × m board with (x + y) odd, whose top-left is (x0, y0). */
function shadedSquares(n, m, x0, y0) {
  const parts = [];
  for (let row = 0; row < m; row += 1) {
    for (let col = 0; col < n; col += 1) {
      if ((row + col) % 2 === 1) parts.push(`M${x0 + col * S} ${y0 + row * S}h${S}v${S}h${-S}z`);
    }
  }
  return parts.join('');
}

function arrowMarker(id, className) {
  const marker = svgEl('marker', {
    id,
    class: className,
    viewBox: '0 0 10 10',
    refX: 8,
    refY: 5,
    markerWidth: 0.32 * S,
    markerHeight: 0.32 * S,
    markerUnits: 'userSpaceOnUse',
    orient: 'auto',
  });
  marker.append(svgEl('path', { d: 'M0 0L10 5L0 10z' }));
  return marker;
}

/**
 * The horse: a Chinese-chess style piece (a disc) with a horse's head facing right, in a
 * 100×100 box, drawn as paths so no font is needed.
 */
const HORSE_HEAD = 'M27 82C26 62 29 45 38 33L47 22L51 9L59 19C70 21 80 29 86 39L90 47C91 53 86 57 80 55L70 51C65 55 62 60 63 66C67 72 72 76 74 82Z';
const HORSE_BASE = 'M21 84H81V93H21Z';

function horse(cx, cy, x, y) {
  const r = 0.44 * S;
  const g = svgEl('g', {
    class: 'horse', 'data-testid': 'knight-horse', 'data-x': x, 'data-y': y,
  });
  const scale = (1.3 * r) / 100;
  const glyph = svgEl('g', { transform: `translate(${cx - 50 * scale} ${cy - 52 * scale}) scale(${scale})` });
  glyph.append(
    svgEl('path', { class: 'horse-glyph', d: `${HORSE_HEAD}${HORSE_BASE}` }),
    svgEl('circle', { class: 'horse-eye', cx: 66, cy: 33, r: 4 }),
  );
  g.append(svgEl('circle', { class: 'horse-disc', cx, cy, r }), glyph);
  return g;
}

/** A line from centre a to centre b, cut short by `from` and `to` units at its ends. */
function segment(a, b, from, to) {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  return {
    x1: a.x + ux * from, y1: a.y + uy * from, x2: b.x - ux * to, y2: b.y - uy * to,
  };
}

function numberBadge(x, y, text, className, r = 0.2 * S) {
  const g = svgEl('g', { class: className });
  const label = svgEl('text', {
    x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': r * 1.3,
  });
  label.textContent = text;
  g.append(svgEl('circle', { cx: x, cy: y, r }), label);
  return g;
}

function buildBoard(svg, n, m) {
  const geo = geometry(n, m);
  const defs = svgEl('defs');
  defs.append(
    arrowMarker('knight-head-path', 'head-path'),
    arrowMarker('knight-head-candidate', 'head-candidate'),
    arrowMarker('knight-head-rejected', 'head-rejected'),
    arrowMarker('knight-head-removed', 'head-removed'),
    arrowMarker('knight-head-legend', 'head-legend'),
    arrowMarker('knight-head-tried', 'head-tried'),
  );

  // The margin: the squares a move may land on off the board, as a dashed grid.
  const outer = { x: geo.left, y: geo.top, w: (n + OFF) * S, h: (m + 2 * OFF) * S };
  const gridParts = [];
  for (let i = 0; i <= n + OFF; i += 1) gridParts.push(`M${outer.x + i * S} ${outer.y}v${outer.h}`);
  for (let j = 0; j <= m + 2 * OFF; j += 1) gridParts.push(`M${outer.x} ${outer.y + j * S}h${outer.w}`);
  const margin = svgEl('g', { class: 'margin' });
  margin.append(
    svgEl('rect', { class: 'margin-fill', x: outer.x, y: outer.y, width: outer.w, height: outer.h }),
    svgEl('path', { class: 'margin-grid', d: gridParts.join('') }),
  );

  const board = svgEl('g', { class: 'squares' });
  board.append(
    svgEl('rect', { class: 'light', x: geo.boardLeft, y: geo.boardTop, width: n * S, height: m * S }),
    svgEl('path', { class: 'dark', d: shadedSquares(n, m, geo.boardLeft, geo.boardTop) }),
    svgEl('rect', { class: 'edge', x: geo.boardLeft, y: geo.boardTop, width: n * S, height: m * S }),
  );

  // Larger boards are drawn smaller: their numbers get a larger share of a square.
  const fontSize = S * Math.min(0.48, Math.max(0.36, (Math.max(n + OFF, m + 2 * OFF)) * 0.02));
  const labels = svgEl('g', { class: 'labels', 'font-size': fontSize, 'aria-hidden': 'true' });
  const labelY = geo.top + outer.h + GUTTER_BOTTOM * 0.55;
  for (let x = 1; x <= n + OFF; x += 1) {
    const text = svgEl('text', {
      x: geo.cx(x), y: labelY, 'text-anchor': 'middle', 'dominant-baseline': 'central',
      class: x > n ? 'off' : '',
    });
    text.textContent = String(x);
    labels.append(text);
  }
  for (let y = 1 - OFF; y <= m + OFF; y += 1) {
    const text = svgEl('text', {
      x: geo.left - 0.18 * S, y: geo.cy(y), 'text-anchor': 'end', 'dominant-baseline': 'central',
      class: y < 1 || y > m ? 'off' : '',
    });
    text.textContent = String(y);
    labels.append(text);
  }
  // The axes' names: x after the column numbers' corner, y above the row numbers.
  const axisX = svgEl('text', {
    class: 'axis', x: geo.left - 0.18 * S, y: labelY, 'text-anchor': 'end', 'dominant-baseline': 'central',
  });
  axisX.textContent = 'x→';
  const axisY = svgEl('text', {
    class: 'axis', x: geo.left - 0.18 * S, y: geo.top - 0.32 * S, 'text-anchor': 'end', 'dominant-baseline': 'central',
  });
  axisY.textContent = 'y↑';
  labels.append(axisX, axisY);

  const goal = svgEl('g', { class: 'goal' });
  goal.append(
    svgEl('rect', {
      class: 'goal-square', x: geo.cx(n) - S / 2, y: geo.cy(m) - S / 2, width: S, height: S,
    }),
    svgEl('circle', { class: 'goal-ring', cx: geo.cx(n), cy: geo.cy(m), r: 0.36 * S }),
  );

  svg.replaceChildren(defs, margin, board, labels, goal, svgEl('g', { class: 'overlay' }));
  svg.setAttribute('viewBox', `0 0 ${geo.width} ${geo.height}`);
  svg.dataset.n = String(n);
  svg.dataset.m = String(m);
}

/** The four moves ①–④ from the horse's square, tried ones grey (see renderKnightBoard). */
function movesLegend(model, at) {
  const { n, m } = model;
  const e = model.event;
  const end = model.squares[model.squares.length - 1];
  const from = at(end);
  const current = e?.kind === 'conflict' || e?.kind === 'remove' ? e.dir : 0;
  const legend = svgEl('g', { class: 'legend', 'data-testid': 'knight-legend' });
  moves().forEach(([dx, dy], i) => {
    const dir = i + 1;
    if (dir === current) return;
    const x = end[0] + dx;
    const y = end[1] + dy;
    const on = x <= n && y >= 1 && y <= m;
    const state = `${dir < current ? ' legend-tried' : ''}${on ? '' : ' legend-off'}`;
    const to = at([x, y]);
    const line = svgEl('line', {
      class: `legend-move${state}`,
      ...segment(from, to, 0.46 * S, 0.24 * S),
      'marker-end': `url(#${dir < current ? 'knight-head-tried' : 'knight-head-legend'})`,
    });
    legend.append(line, numberBadge(to.x, to.y, String(dir), `legend-badge${state}`));
  });
  return legend;
}

/** A rejected move `e` (a conflict event): dashed, red, to the square off the board, crossed out. */
function rejectedMove(e, at) {
  const from = at([e.from_x, e.from_y]);
  const to = at([e.x, e.y]);
  const a = 0.22 * S;
  const g = svgEl('g', {
    class: 'rejected', 'data-testid': 'knight-rejected', 'data-x': e.x, 'data-y': e.y, 'data-dir': e.dir,
  });
  g.append(
    svgEl('line', {
      class: 'rejected-move', ...segment(from, to, 0.46 * S, 0.3 * S), 'marker-end': 'url(#knight-head-rejected)',
    }),
    svgEl('rect', {
      class: 'rejected-square', x: to.x - S / 2 + 2, y: to.y - S / 2 + 2, width: S - 4, height: S - 4,
    }),
    svgEl('path', {
      class: 'rejected-cross', d: `M${to.x - a} ${to.y - a}L${to.x + a} ${to.y + a}M${to.x + a} ${to.y - a}L${to.x - a} ${to.y + a}`,
    }),
    numberBadge((from.x + to.x) / 2, (from.y + to.y) / 2, String(e.dir), 'move-badge rejected-badge', 0.17 * S),
  );
  return g;
}

/**
 * Draws `model` into `svg`.
 *
 * model = {
 *   n, m,          // columns, rows
 *   squares,       // the path so far, [[x, y], …], (1,1) first
 *   dirs,          // its moves, 1..4 each
 *   event,         // null or the knight stepper's event (place, conflict, remove, …)
 *   legend,        // draw the four moves ①–④ from the horse's square
 *   solved,        // the path ends on (n, m)
 *   label,         // accessible description
 * }
 */
export function renderKnightBoard(svg, model) {
  const { n, m } = model;
  if (svg.dataset.n !== String(n) || svg.dataset.m !== String(m)) buildBoard(svg, n, m);
  svg.classList.toggle('solved', model.solved);
  svg.setAttribute('aria-label', model.label);
  const geo = geometry(n, m);
  const at = ([x, y]) => ({ x: geo.cx(x), y: geo.cy(y) });
  const dot = 0.3 * S;
  const items = [];
  const e = model.event;
  const end = model.squares[model.squares.length - 1];

  // The four moves from the horse's square: those already tried from it in grey, those
  // still to try in blue; the move of the current event is drawn by its own overlay.
  if (model.legend) items.push(movesLegend(model, at));

  // The path: one arrow per move, with the move's number ①–④ halfway.
  for (let i = 1; i < model.squares.length; i += 1) {
    const a = at(model.squares[i - 1]);
    const b = at(model.squares[i]);
    const last = i === model.squares.length - 1;
    const fresh = last && e?.kind === 'place';
    items.push(svgEl('line', {
      class: fresh ? 'path-move candidate-move' : 'path-move',
      ...segment(a, b, dot, dot + 2),
      'marker-end': `url(#${fresh ? 'knight-head-candidate' : 'knight-head-path'})`,
    }));
    items.push(numberBadge((a.x + b.x) / 2, (a.y + b.y) / 2, String(model.dirs[i - 1]), 'move-badge', 0.17 * S));
  }

  // A jump being taken back: the square it led to, faded, and the arrow back.
  if (e?.kind === 'remove') {
    const gone = at([e.x, e.y]);
    items.push(
      svgEl('line', {
        class: 'removed-move', ...segment(at(end), gone, dot, dot + 2), 'marker-end': 'url(#knight-head-removed)',
      }),
      svgEl('circle', {
        class: 'removed-square', cx: gone.x, cy: gone.y, r: dot, 'data-testid': 'knight-removed', 'data-x': e.x, 'data-y': e.y,
      }),
      numberBadge((at(end).x + gone.x) / 2, (at(end).y + gone.y) / 2, String(e.dir), 'move-badge removed-badge', 0.17 * S),
    );
  }

  // The squares of the path, numbered by the moves made to reach them (0 = the start).
  model.squares.forEach(([x, y], k) => {
    const c = at([x, y]);
    const g = svgEl('g', {
      class: 'path-step', 'data-testid': 'path-step', 'data-x': x, 'data-y': y, 'data-index': k,
    });
    const label = svgEl('text', {
      x: c.x, y: c.y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 0.34 * S,
    });
    label.textContent = String(k);
    g.append(svgEl('circle', { cx: c.x, cy: c.y, r: dot }), label);
    items.push(g);
  });

  if (e?.kind === 'place') {
    const c = at([e.x, e.y]);
    items.push(svgEl('rect', {
      class: 'candidate-square', x: c.x - S / 2 + 2, y: c.y - S / 2 + 2, width: S - 4, height: S - 4,
      'data-testid': 'knight-candidate', 'data-x': e.x, 'data-y': e.y, 'data-dir': e.dir,
    }));
  }

  // The horse stands on the end of the path (a rejected move leaves it where it was).
  items.push(horse(at(end).x, at(end).y, end[0], end[1]));

  // A rejected move: dashed, red, to the square off the board, crossed out.
  if (e?.kind === 'conflict') items.push(rejectedMove(e, at));

  svg.querySelector('.overlay').replaceChildren(...items);
}

/**
 * A gallery thumbnail of a path on an n × m board: the board, its grid, the path, a dot
 * on each square the horse lands on (class `thumb-landing`, one per jump), the start and
 * the goal.
 */
export function pathThumbnail(n, m, squares) {
  const svg = svgEl('svg', { viewBox: `0 0 ${n} ${m}`, 'aria-hidden': 'true', focusable: 'false' });
  const grid = [];
  for (let i = 1; i < n; i += 1) grid.push(`M${i} 0v${m}`);
  for (let j = 1; j < m; j += 1) grid.push(`M0 ${j}h${n}`);
  const points = squares.map(([x, y]) => `${x - 0.5},${m - y + 0.5}`).join(' ');
  const [gx, gy] = [n - 0.5, 0.5];
  svg.append(
    svgEl('rect', { class: 'thumb-board', width: n, height: m }),
    svgEl('path', { class: 'thumb-grid', d: grid.join('') }),
    svgEl('polyline', { class: 'thumb-path', points }),
    ...squares.slice(1, -1).map(([x, y]) => svgEl('circle', {
      class: 'thumb-landing', cx: x - 0.5, cy: m - y + 0.5, r: 0.2,
    })),
    svgEl('circle', { class: 'thumb-start', cx: 0.5, cy: m - 0.5, r: 0.28 }),
    svgEl('circle', { class: 'thumb-goal', cx: gx, cy: gy, r: 0.28 }),
  );
  return svg;
}
