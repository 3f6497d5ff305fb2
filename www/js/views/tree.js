//! The solution-space tree (解空间树) of the search, drawn as SVG from the wasm
//! `search_tree(n, all_solutions)`: every square the search tries is a node, in visiting
//! order, with the step at which the search reaches it.
//!
//! Layout: the children of a node are the N squares of the next row, so each expanded
//! node is drawn as a strip of N cells, like a row of the board: a queen placed (dark),
//! a pruned branch (a conflict, red cross), a solution (green), a square not yet tried
//! (blank). Depth (the row) runs left to right, one column of strips per row. A strip
//! leads to its child strips through a connector and a tag with the column of the queen
//! that opened them. Strips take one line each where they are leaves and share the line
//! of their first child otherwise, so lines read top to bottom in the order the search
//! visits them. N = 6 (152 placements, 742 conflicts) fits in about 500 × 700 px;
//! N = 7, 8 scroll inside the panel.
//!
//! The drawing is the same for any puzzle on the shared backtracking engine: `draw` takes
//! nodes `{ level, choice, step, parent, placed, solution }` and strips of `width` cells
//! (the knight's tree, knight.js, has strips of its 4 moves).

import { svgEl } from '../lib/dom.js';
import { setText } from '../lib/dom.js';
import { getLang, t } from '../lib/i18n.js';

/** Largest N whose tree is drawn without asking, and largest N the core gives a tree for. */
export const TREE_AUTO_MAX_N = 6;
export const TREE_MAX_N = 8;

/** Cell size (px) by N, so that N ≤ 6 fit the 500 px under the board; the other measures follow. */
const CELL = [0, 24, 24, 24, 24, 15, 10, 10, 10];
/** Width of the tag before each strip, and the gap after it, px. */
const TAG_W = 16;
const GAP_W = 8;
const PAD = 4;
const HEADER_H = 18;

/** The key under the N-Queens drawing: [swatch kind, text key]. */
const LEGEND = [
  ['placed', 'tree.key-placed'],
  ['conflict', 'tree.key-conflict'],
  ['solution', 'tree.key-solution'],
  ['untried', 'tree.key-untried'],
  ['path', 'tree.key-path'],
];

function upperBound(steps, s) {
  let lo = 0;
  let hi = steps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (steps[mid] <= s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function kindOf(node) {
  if (!node.placed) return 'conflict';
  return node.solution ? 'solution' : 'placed';
}

/** A node's accessible name when the puzzle gives none: its level, choice, kind and step. */
function genericNodeLabel(node, kind) {
  return t('tree.node-generic', {
    level: node.level, choice: node.choice, kind: t(`tree.key-${kind}`), step: node.step,
  });
}

/**
 * Groups the nodes into strips (the children of one node, keyed by the parent's index,
 * -1 for the root) of `width` cells and gives each strip its line.
 */
function layout(nodes, width) {
  const strips = new Map();
  nodes.forEach((node, i) => {
    const key = node.parent ?? -1;
    let strip = strips.get(key);
    if (!strip) {
      strip = { owner: key, level: node.level, cells: new Array(width + 1).fill(-1), kids: [], line: 0 };
      strips.set(key, strip);
    }
    strip.cells[node.choice] = i;
  });
  // Strips were created in the order their owners were placed, which is choice order.
  for (const strip of strips.values()) {
    if (strip.owner >= 0) strips.get(nodes[strip.owner].parent ?? -1).kids.push(strip);
  }
  let next = 0;
  const assign = (strip) => {
    strip.line = next;
    if (strip.kids.length === 0) next += 1;
    for (const kid of strip.kids) assign(kid);
  };
  const root = strips.get(-1);
  if (root) assign(root);
  return { strips, root, lines: next };
}

/**
 * The nodes of a packed solution-space tree (the wasm `search_tree` and
 * `KnightStepper.tree`, five numbers a node) as objects
 * `{ depth, choice, step, parent, placed, solution }` in visiting order: depth and choice
 * 1-based (the row and column, or the knight's move), `parent` the index of the parent
 * node or null under the root.
 */
export function treeNodes(packed) {
  const nodes = [];
  for (let i = 0; i + 5 <= packed.length; i += 5) {
    const kind = packed[i + 4];
    nodes.push({
      depth: packed[i],
      choice: packed[i + 1],
      step: packed[i + 2],
      parent: packed[i + 3] < 0 ? null : packed[i + 3],
      placed: kind > 0,
      solution: kind === 2,
    });
  }
  return nodes;
}

/** The N-Queens search's trace for `highlight`: the columns placed and the last event. */
function queensTrace(view) {
  const choices = [];
  for (const col of view.x) {
    if (col === 0) break;
    choices.push(col);
  }
  const e = view.event;
  return { step: view.step, choices, event: e && { kind: e.kind, choice: e.col } };
}

/**
 * The tree panel. `els` = { heading, svg, scroller, note, show, legend }; `onSeek(step)` is called when a
 * node is clicked; `legend` is the key under the drawing ([swatch kind, text key] pairs).
 * For N-Queens, call `render({ n, allSolutions, wanted, view, loadNodes })` on every page
 * render: it builds the drawing when N or the mode changed (and, for N = 7, 8, once
 * `wanted`), then only moves the visited frontier and the current path. Other puzzles call
 * `draw(spec)` or `message(noteKey, params, ask)` themselves.
 */
export function createTreeView(els, onSeek, { legend = LEGEND } = {}) {
  let tree = null;
  /** The id of the conflict cells' cross pattern, unique to this drawing. */
  const crossId = `${els.svg.id || 'tree'}-cross`;

  els.svg.addEventListener('click', (event) => {
    const target = event.target.closest('[data-step], [data-seek]');
    if (!target) return;
    onSeek(Number(target.dataset.step ?? target.dataset.seek));
  });
  els.svg.addEventListener('keydown', onKey);

  /**
   * Draws the tree: `levels` columns of strips of `width` cells of `cell` px; `levelLabel(k)`
   * heads column k; `attrs(node)` gives each node's data attributes.
   */
  function build(nodes, {
    key, width: n, cell, levelLabel, attrs, nodeLabel = genericNodeLabel,
  }) {
    const levels = nodes.reduce((deepest, node) => Math.max(deepest, node.level), 0);
    const lineH = cell + 4;
    const colW = TAG_W + n * cell + GAP_W;
    const { strips, root, lines } = layout(nodes, n);
    const width = PAD * 2 + levels * colW - GAP_W;
    const height = HEADER_H + lines * lineH + PAD;
    const x0 = (row) => PAD + (row - 1) * colW + TAG_W;
    const yc = (line) => HEADER_H + line * lineH + lineH / 2;

    const defs = svgEl('defs');
    const cross = svgEl('pattern', {
      id: crossId, patternContentUnits: 'objectBoundingBox', width: 1, height: 1,
    });
    cross.append(
      svgEl('rect', { class: 'cross-bg', width: 1, height: 1 }),
      svgEl('path', { class: 'cross-x', d: 'M.2 .2L.8 .8M.8 .2L.2 .8', 'stroke-width': 0.17 }),
    );
    defs.append(cross);

    const header = svgEl('g', { class: 'tree-header', 'aria-hidden': 'true' });
    const headerEls = [];
    for (let level = 1; level <= levels; level += 1) {
      const label = svgEl('text', { x: x0(level) + (n * cell) / 2, y: 12, 'text-anchor': 'middle' });
      label.textContent = levelLabel(level);
      header.append(label);
      headerEls.push(label);
    }

    const cellEls = new Array(nodes.length);
    const cellPos = new Array(nodes.length);
    const stripEls = new Map();
    const body = svgEl('g', { class: 'tree-body' });
    const r = Math.min(7, lineH / 2 - 0.5);
    for (const strip of strips.values()) {
      const x = x0(strip.level);
      const y = yc(strip.line);
      const g = svgEl('g', { class: strip.owner < 0 ? 'strip reached' : 'strip' });
      const tagX = x - TAG_W / 2 - 1;
      if (strip.owner < 0) {
        g.append(svgEl('circle', {
          class: 'tag root', cx: tagX, cy: y, r: 4, 'data-step': 0,
        }));
      } else {
        const owner = nodes[strip.owner];
        const parent = strips.get(owner.parent ?? -1);
        const xs = x0(parent.level) + n * cell;
        const xm = xs + GAP_W / 2;
        g.append(svgEl('path', {
          class: 'link', d: `M${xs} ${yc(parent.line)}H${xm}V${y}H${tagX - r}`,
        }));
        const tag = svgEl('g', { class: 'tag', 'data-seek': owner.step });
        tag.append(svgEl('circle', { cx: tagX, cy: y, r }));
        const label = svgEl('text', {
          x: tagX, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': Math.min(10, r * 1.45),
        });
        label.textContent = String(owner.choice);
        tag.append(label);
        g.append(tag);
      }
      for (let col = 1; col <= n; col += 1) {
        const i = strip.cells[col];
        const box = {
          x: x + (col - 1) * cell + 0.5, y: y - cell / 2 + 0.5, width: cell - 1, height: cell - 1,
        };
        if (i < 0) {
          g.append(svgEl('rect', { class: 'untried', ...box }));
          continue;
        }
        const node = nodes[i];
        const kind = kindOf(node);
        const rect = svgEl('rect', {
          class: `node ${kind}`, ...box, 'data-step': node.step, ...attrs(node), 'data-kind': kind,
        });
        if (kind === 'conflict') rect.setAttribute('fill', `url(#${crossId})`);
        cellEls[i] = rect;
        cellPos[i] = { x: box.x, y: box.y };
        g.append(rect);
        if (kind === 'solution') {
          // A tick, so a solution differs from a placement by shape as well as colour.
          const { x: bx, y: by, width: w } = box;
          g.append(svgEl('path', {
            class: 'solution-mark',
            d: `M${bx + w * 0.2} ${by + w * 0.52}L${bx + w * 0.42} ${by + w * 0.74}L${bx + w * 0.8} ${by + w * 0.28}`,
            'stroke-width': Math.max(1.5, w * 0.16),
          }));
        }
      }
      body.append(g);
      if (strip.owner >= 0) stripEls.set(strip.owner, g);
    }

    els.svg.replaceChildren(defs, header, body);
    // A group of nodes, one of them a Tab stop (see onKey), not a picture.
    els.svg.setAttribute('role', 'group');
    els.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    els.svg.setAttribute('width', String(width));
    els.svg.setAttribute('height', String(height));
    els.svg.dataset.key = key;
    els.svg.dataset.nodes = String(nodes.length);
    // The panel is as tall as the drawing, up to the cap in the CSS.
    els.scroller.style.setProperty('--tree-height', `${height + 2}px`);

    return {
      key,
      nodes,
      cell,
      levelLabel,
      nodeLabel,
      headerEls,
      lang: getLang(),
      entry: -1,
      steps: Float64Array.from(nodes, (node) => node.step),
      strips,
      root,
      cellEls,
      cellPos,
      stripEls,
      seen: 0,
      marked: [],
      current: -1,
    };
  }

  // ---- Keyboard: one node of the tree is a Tab stop; the arrows move it ----

  /** Makes node i the tree's Tab stop, with its role and name; `focus` moves the focus there. */
  function setEntry(i, focus = false) {
    if (!tree || i < 0 || i >= tree.nodes.length) return;
    const old = tree.cellEls[tree.entry];
    if (old && tree.entry !== i) {
      for (const name of ['tabindex', 'role', 'aria-label']) old.removeAttribute(name);
    }
    tree.entry = i;
    const el = tree.cellEls[i];
    const node = tree.nodes[i];
    el.setAttribute('tabindex', '0');
    el.setAttribute('role', 'button');
    el.setAttribute('aria-label', tree.nodeLabel(node, kindOf(node)));
    if (focus) {
      el.focus({ preventScroll: true });
      keepInView(tree.cellPos[i]);
    }
  }

  /** The first child of node i (the first square tried under it), or -1. */
  function firstChild(i) {
    const strip = tree.strips.get(i);
    if (!strip) return -1;
    const kids = strip.cells.filter((k) => k >= 0);
    return kids.length ? Math.min(...kids) : -1;
  }

  /**
   * ↑ ↓ the previous / next node in visiting order, ← the parent, → the first child,
   * Home / End the first / last node; Enter or space goes to the node's step.
   */
  function onKey(event) {
    if (!tree || event.altKey || event.ctrlKey || event.metaKey) return;
    const i = tree.cellEls.indexOf(event.target);
    if (i < 0) return;
    const last = tree.nodes.length - 1;
    const moves = {
      ArrowDown: () => Math.min(last, i + 1),
      ArrowUp: () => Math.max(0, i - 1),
      ArrowLeft: () => tree.nodes[i].parent ?? i,
      ArrowRight: () => (firstChild(i) < 0 ? i : firstChild(i)),
      Home: () => 0,
      End: () => last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setEntry(moves[event.key](), true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSeek(tree.nodes[i].step);
    }
  }

  /** Marks the nodes reached by step s (those with node.step ≤ s) as seen. */
  function moveFrontier(s) {
    const upTo = upperBound(tree.steps, s);
    const from = Math.min(tree.seen, upTo);
    const to = Math.max(tree.seen, upTo);
    const on = upTo > tree.seen;
    for (let i = from; i < to; i += 1) {
      tree.cellEls[i].classList.toggle('seen', on);
      tree.stripEls.get(i)?.classList.toggle('reached', on);
    }
    tree.seen = upTo;
  }

  /**
   * The nodes of the choices taken, root first, and the node of the last event; `trace` =
   * { step, choices: [choice at level 1, …], event: null | { kind, choice } }.
   */
  function pathOf(trace) {
    const path = [];
    let strip = tree.root;
    for (const choice of trace.choices) {
      if (!strip) break;
      const i = strip.cells[choice];
      if (i < 0) break;
      path.push(i);
      strip = tree.strips.get(i) ?? null;
    }
    let current = -1;
    const e = trace.event;
    if (e?.kind === 'place' || e?.kind === 'conflict') {
      const i = upperBound(tree.steps, trace.step) - 1;
      if (i >= 0 && tree.steps[i] === trace.step) current = i;
    } else if (e?.kind === 'remove' && strip) {
      current = strip.cells[e.choice];
    } else if (e?.kind === 'solution') {
      current = path[path.length - 1] ?? -1;
    }
    return { path, current };
  }

  function highlight(trace) {
    for (const el of tree.marked) el.classList.remove('on-path', 'current');
    tree.marked = [];
    const { path, current } = pathOf(trace);
    for (const i of path) {
      tree.cellEls[i].classList.add('on-path');
      tree.marked.push(tree.cellEls[i]);
      const g = tree.stripEls.get(i);
      if (g) {
        g.classList.add('on-path');
        tree.marked.push(g);
      }
    }
    if (current >= 0) {
      tree.cellEls[current].classList.add('current');
      tree.marked.push(tree.cellEls[current]);
    }
    const focus = current >= 0 ? current : path[path.length - 1] ?? -1;
    if (focus !== tree.current) {
      tree.current = focus;
      if (focus >= 0) keepInView(tree.cellPos[focus]);
      else els.scroller.scrollTo(0, 0);
    }
  }

  /** Scrolls the panel (not the page) so the cell at `pos` is inside it, centring it if it was out. */
  function keepInView(pos) {
    const sc = els.scroller;
    const margin = tree.cell * 3;
    const { x, y } = pos;
    if (x - margin < sc.scrollLeft || x + margin > sc.scrollLeft + sc.clientWidth) {
      sc.scrollLeft = Math.max(0, x - sc.clientWidth / 2);
    }
    if (y - margin < sc.scrollTop || y + margin > sc.scrollTop + sc.clientHeight) {
      sc.scrollTop = Math.max(0, y - sc.clientHeight / 2);
    }
  }

  function clear(noteKey, params) {
    if (tree) {
      els.svg.replaceChildren();
      els.svg.removeAttribute('viewBox');
      delete els.svg.dataset.n;
      delete els.svg.dataset.key;
      tree = null;
    }
    els.scroller.hidden = true;
    els.legend.hidden = true;
    setText(els.note, t(noteKey, params));
    els.note.hidden = false;
  }

  /** The heading, the Show button and the key to the drawing, in the page's language. */
  function label() {
    setText(els.heading, t('tree.heading'));
    setText(els.show, t('tree.show'));
    const texts = legend.map(([, key]) => t(key));
    if (els.legend.dataset.text === texts.join('|')) return;
    els.legend.replaceChildren(...legend.map(([kind], i) => {
      const item = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = `swatch swatch-${kind}`;
      swatch.setAttribute('aria-hidden', 'true');
      item.append(swatch, texts[i]);
      return item;
    }));
    els.legend.dataset.text = texts.join('|');
  }

  /**
   * Draws (or keeps) the tree and marks the trace on it. spec = { key (a new key builds
   * the drawing again), load: () => nodes, width, cell, levelLabel, attrs, trace, status:
   * (seen, nodes) => note text, label: (seen, nodes) => accessible name }.
   */
  function draw(spec) {
    label();
    els.show.hidden = true;
    if (tree?.key !== spec.key) tree = build(spec.load(), spec);
    els.scroller.hidden = false;
    els.legend.hidden = false;
    moveFrontier(spec.trace.step);
    highlight(spec.trace);
    if (tree.lang !== getLang()) {
      tree.lang = getLang();
      tree.headerEls.forEach((el, k) => { el.textContent = tree.levelLabel(k + 1); });
      setEntry(tree.entry);
    }
    // The Tab stop follows the search (the current node) unless the keyboard is in the tree.
    if (!els.svg.contains(document.activeElement)) setEntry(tree.current >= 0 ? tree.current : Math.max(0, tree.entry));
    const { seen } = tree;
    els.note.hidden = false;
    setText(els.note, spec.status(seen, tree.nodes.length));
    els.svg.setAttribute('aria-label', spec.label(seen, tree.nodes.length));
  }

  /** No drawing, only a note; `ask` shows the button that asks for the tree. */
  function message(noteKey, params, ask) {
    label();
    els.show.hidden = !ask;
    clear(noteKey, params);
  }

  return {
    draw,
    message,
    render({ n, allSolutions, wanted, view, loadNodes }) {
      if (n > TREE_MAX_N) {
        message('tree.too-big', { max: TREE_MAX_N }, false);
        return;
      }
      if (n > TREE_AUTO_MAX_N && !wanted) {
        message('tree.ask', { n, auto: TREE_AUTO_MAX_N }, true);
        return;
      }
      draw({
        key: `${n}:${allSolutions}`,
        load: () => treeNodes(loadNodes(n, allSolutions)).map((node) => ({
          ...node, level: node.depth, row: node.depth, col: node.choice,
        })),
        width: n,
        cell: CELL[n],
        levelLabel: (row) => t('tree.row', { row }),
        attrs: (node) => ({ 'data-row': node.row, 'data-col': node.col }),
        nodeLabel: (node, kind) => t('tree.node', {
          row: node.row, col: node.col, kind: t(`tree.key-${kind}`), step: node.step,
        }),
        trace: queensTrace(view),
        status: (seen, nodes) => t('tree.status', { nodes, seen }),
        label: (seen, nodes) => t('tree.label', { n, nodes, seen }),
      });
      els.svg.dataset.n = String(n);
    },
  };
}
