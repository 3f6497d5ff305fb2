//! The solution-space tree (解空间树) of the search, drawn as SVG from the wasm
//! `Stepper.tree`: every square the search tries is a node, in visiting
//! order, with the step at which the search reaches it.
//!
//! Layout: the children of a node are the choices of the next level, so each expanded
//! node is drawn as a strip of `width` cells, one per choice (for a board puzzle, like a
//! row of the board): a choice taken (dark), a pruned branch (a conflict, red cross), a
//! solution (green), a choice not yet tried (blank). Depth (the level) runs left to right,
//! one column of strips per level. A strip leads to its child strips through a connector
//! and a tag with the choice that opened them. Strips take one line each where they are
//! leaves and share the line of their first child otherwise, so lines read top to bottom
//! in the order the search visits them; a large tree scrolls inside the panel.
//!
//! The drawing is the same for any puzzle on the shared backtracking engine: `draw` takes
//! nodes `{ level, choice, step, parent, placed, solution }` and strips of `width` cells.
//! The layout, the path and the node states are computed by tree-layout.js; this module
//! writes the SVG.
//!
//! A switch in the panel draws small trees instead as the course notes' node-link
//! tree, with expanding / live / dead nodes (node-tree.js, fetched when first shown); the
//! panel shows one or the other.

import { el, setAttr, setText, svgEl } from '../lib/dom.js';
import { getLang, t } from '../lib/i18n.js';
import {
  firstChild, nodeKind, tracePath, treeLayout, treeNodes, upperBound,
} from './tree-layout.js';
import { buildStyleSwitch, nodeLegend, NODE_LINK_MAX_NODES } from './node-tree-switch.js';
import { lazyModule } from '../lib/lazy.js';
import { partNotFetched } from '../lib/errors.js';
import { nodePath } from './node-tree-layout.js';
import { treeMove } from '../lib/keys-nav.js';

export { treeNodes } from './tree-layout.js';


/** Width of the tag before each strip, and the gap after it, px. */
const TAG_W = 16;
const GAP_W = 8;
const PAD = 4;
const HEADER_H = 18;

/**
 * A node's accessible name when the puzzle gives none: its level, choice, kind and step,
 * the kind in the words of the puzzle's `legend` ([swatch kind, text key, …] entries), else
 * the shared `tree.key-<kind>`.
 */
function genericNodeLabel(legend, node, kind) {
  const key = legend.find(([k]) => k === kind)?.[1] ?? `tree.key-${kind}`;
  return t('tree.node-generic', {
    level: node.level, choice: node.choice, kind: t(key), step: node.step,
  });
}

// ---- Drawing: the SVG of a whole tree --------------------------------------------------

/** The geometry of a drawing: columns of strips of `n` cells of `cell` px. */
function geometry(nodes, layout, n, cell) {
  const levels = nodes.reduce((deepest, node) => Math.max(deepest, node.level), 0);
  const lineH = cell + 4;
  const colW = TAG_W + n * cell + GAP_W;
  return {
    n, cell, levels, lineH,
    width: PAD * 2 + levels * colW - GAP_W,
    height: HEADER_H + layout.lines * lineH + PAD,
    x0: (level) => PAD + (level - 1) * colW + TAG_W,
    yc: (line) => HEADER_H + line * lineH + lineH / 2,
    r: Math.min(7, lineH / 2 - 0.5),
  };
}

function crossPattern(crossId) {
  const cross = svgEl('pattern', { id: crossId, patternContentUnits: 'objectBoundingBox', width: 1, height: 1 });
  cross.append(
    svgEl('rect', { class: 'cross-bg', width: 1, height: 1 }),
    svgEl('path', { class: 'cross-x', d: 'M.2 .2L.8 .8M.8 .2L.2 .8', 'stroke-width': 0.17 }),
  );
  const defs = svgEl('defs');
  defs.append(cross);
  return defs;
}

function levelHeader(g, levelLabel) {
  const header = svgEl('g', { class: 'tree-header', 'aria-hidden': 'true' });
  const headerEls = [];
  for (let level = 1; level <= g.levels; level += 1) {
    const label = svgEl('text', { x: g.x0(level) + (g.n * g.cell) / 2, y: 12, 'text-anchor': 'middle' });
    label.textContent = levelLabel(level);
    header.append(label);
    headerEls.push(label);
  }
  return { header, headerEls };
}

/** The root's dot, or the connector from the parent strip and the tag with the owner's choice. */
function stripTag(g, nodes, layout, strip) {
  const y = g.yc(strip.line);
  const tagX = g.x0(strip.level) - TAG_W / 2 - 1;
  if (strip.owner < 0) return [svgEl('circle', { class: 'tag root', cx: tagX, cy: y, r: 4, 'data-step': 0 })];
  const owner = nodes[strip.owner];
  const parent = layout.strips.get(owner.parent ?? -1);
  const xs = g.x0(parent.level) + g.n * g.cell;
  const link = svgEl('path', { class: 'link', d: `M${xs} ${g.yc(parent.line)}H${xs + GAP_W / 2}V${y}H${tagX - g.r}` });
  const tag = svgEl('g', { class: 'tag', 'data-seek': owner.step });
  const label = svgEl('text', {
    x: tagX, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': Math.min(10, g.r * 1.45),
  });
  label.textContent = String(owner.choice);
  tag.append(svgEl('circle', { cx: tagX, cy: y, r: g.r }), label);
  return [link, tag];
}

/** A tick, so a solution differs from a placement by shape as well as colour. */
function solutionMark({ x, y, width: w }) {
  return svgEl('path', {
    class: 'solution-mark',
    d: `M${x + w * 0.2} ${y + w * 0.52}L${x + w * 0.42} ${y + w * 0.74}L${x + w * 0.8} ${y + w * 0.28}`,
    'stroke-width': Math.max(1.5, w * 0.16),
  });
}

/** A strip's group: its tag and its cells; fills `drawing.cellEls` and `drawing.cellPos`. */
function stripGroup(g, nodes, layout, strip, drawing, { attrs, crossId }) {
  const x = g.x0(strip.level);
  const y = g.yc(strip.line);
  const group = svgEl('g', { class: strip.owner < 0 ? 'strip reached' : 'strip' });
  group.append(...stripTag(g, nodes, layout, strip));
  for (let col = 1; col <= g.n; col += 1) {
    const i = strip.cells[col];
    const box = { x: x + (col - 1) * g.cell + 0.5, y: y - g.cell / 2 + 0.5, width: g.cell - 1, height: g.cell - 1 };
    if (i < 0) {
      group.append(svgEl('rect', { class: 'untried', ...box }));
      continue;
    }
    const node = nodes[i];
    const kind = nodeKind(node);
    const rect = svgEl('rect', { class: `node ${kind}`, ...box, 'data-step': node.step, ...attrs(node), 'data-kind': kind });
    if (kind === 'conflict') rect.setAttribute('fill', `url(#${crossId})`);
    drawing.cellEls[i] = rect;
    drawing.cellPos[i] = { x: box.x, y: box.y };
    group.append(rect);
    if (kind === 'solution') group.append(solutionMark(box));
  }
  return group;
}

/**
 * Draws the tree of `nodes` into `els.svg` and returns the drawing's handle. spec = { key,
 * width (cells a strip), cell (px), levelLabel(k), attrs(node), nodeLabel(node, kind)? }.
 */
function buildDrawing(els, crossId, nodes, spec, legend) {
  const layout = treeLayout(nodes, spec.width);
  const g = geometry(nodes, layout, spec.width, spec.cell);
  const { header, headerEls } = levelHeader(g, spec.levelLabel);
  const drawing = {
    key: spec.key, nodes, layout, cell: spec.cell, levelLabel: spec.levelLabel,
    nodeLabel: spec.nodeLabel ?? ((node, kind) => genericNodeLabel(legend, node, kind)), headerEls, lang: getLang(), entry: -1,
    steps: Float64Array.from(nodes, (node) => node.step),
    cellEls: new Array(nodes.length), cellPos: new Array(nodes.length), stripEls: new Map(),
    seen: 0, marked: [], current: -1,
  };
  const body = svgEl('g', { class: 'tree-body' });
  for (const strip of layout.strips.values()) {
    const group = stripGroup(g, nodes, layout, strip, drawing, { attrs: spec.attrs, crossId });
    body.append(group);
    if (strip.owner >= 0) drawing.stripEls.set(strip.owner, group);
  }
  els.svg.replaceChildren(crossPattern(crossId), header, body);
  // A group of nodes, one of them a Tab stop (see onTreeKey), not a picture.
  els.svg.setAttribute('role', 'group');
  els.svg.setAttribute('viewBox', `0 0 ${g.width} ${g.height}`);
  els.svg.setAttribute('width', String(g.width));
  els.svg.setAttribute('height', String(g.height));
  els.svg.dataset.key = spec.key;
  els.svg.dataset.nodes = String(nodes.length);
  // The panel is as tall as the drawing, up to the cap in the CSS.
  els.scroller.style.setProperty('--tree-height', `${g.height + 2}px`);
  return drawing;
}

// ---- Marks on a drawing: frontier, path, Tab stop --------------------------------------

/** Scrolls the panel (not the page) so the cell at `pos` is inside it, centring it if it was out. */
function keepInView(scroller, cell, { x, y }) {
  const margin = cell * 3;
  if (x - margin < scroller.scrollLeft || x + margin > scroller.scrollLeft + scroller.clientWidth) {
    scroller.scrollLeft = Math.max(0, x - scroller.clientWidth / 2);
  }
  if (y - margin < scroller.scrollTop || y + margin > scroller.scrollTop + scroller.clientHeight) {
    scroller.scrollTop = Math.max(0, y - scroller.clientHeight / 2);
  }
}

/** Makes node i the tree's Tab stop, with its role and name; `focus` moves the focus there. */
function setEntry(els, tree, i, focus = false) {
  if (!tree || i < 0 || i >= tree.nodes.length) return;
  const old = tree.cellEls[tree.entry];
  if (old && tree.entry !== i) {
    for (const name of ['tabindex', 'role', 'aria-label']) old.removeAttribute(name);
  }
  tree.entry = i;
  const cell = tree.cellEls[i];
  const node = tree.nodes[i];
  setAttr(cell, 'tabindex', '0');
  setAttr(cell, 'role', 'button');
  setAttr(cell, 'aria-label', tree.nodeLabel(node, nodeKind(node)));
  if (focus) {
    cell.focus({ preventScroll: true });
    keepInView(els.scroller, tree.cell, tree.cellPos[i]);
  }
}

/** Marks the nodes reached by step s (those with node.step ≤ s) as seen. */
function moveFrontier(tree, s) {
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

/** Marks the path of `trace` and its current node (see tree-layout.js `tracePath`). */
function highlight(els, tree, trace) {
  for (const marked of tree.marked) marked.classList.remove('on-path', 'current');
  tree.marked = [];
  const { path, current } = tracePath(tree.layout, tree.steps, trace);
  for (const i of path) {
    tree.cellEls[i].classList.add('on-path');
    tree.marked.push(tree.cellEls[i]);
    const group = tree.stripEls.get(i);
    if (group) {
      group.classList.add('on-path');
      tree.marked.push(group);
    }
  }
  if (current >= 0) {
    tree.cellEls[current].classList.add('current');
    tree.marked.push(tree.cellEls[current]);
  }
  const focus = current >= 0 ? current : path[path.length - 1] ?? -1;
  if (focus !== tree.current) {
    tree.current = focus;
    if (focus >= 0) keepInView(els.scroller, tree.cell, tree.cellPos[focus]);
    else els.scroller.scrollTo(0, 0);
  }
}

/**
 * ↑ ↓ the previous / next node in visiting order, ← the parent, → the first child,
 * Home / End the first / last node; Enter or space goes to the node's step.
 */
function onTreeKey(v, event) {
  const { tree } = v;
  if (!tree || event.altKey || event.ctrlKey || event.metaKey) return;
  const i = tree.cellEls.indexOf(event.target);
  if (i < 0) return;
  const child = firstChild(tree.layout, i);
  const next = treeMove(event.key, i, {
    first: 0, last: tree.nodes.length - 1, parent: tree.nodes[i].parent, firstChild: child < 0 ? undefined : child,
  });
  if (next !== undefined) {
    event.preventDefault();
    setEntry(v.els, tree, next, true);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    v.onSeek(tree.nodes[i].step);
  }
}

// ---- The panel -------------------------------------------------------------------------

/**
 * The heading, the Show button and the key to the drawing, in the page's language.
 * `legend`: [swatch kind, text key, swatch text?] entries.
 */
function labelPanel(els, legend) {
  setText(els.heading, t('tree.heading'));
  setText(els.show, t('tree.show'));
  const texts = legend.map(([, key]) => t(key));
  if (els.legend.dataset.text === texts.join('|')) return;
  els.legend.replaceChildren(...legend.map(([kind, , mark], i) => {
    const swatch = el('span', { className: `swatch swatch-${kind}`, 'aria-hidden': 'true', text: mark });
    return el('li', {}, swatch, texts[i]);
  }));
  els.legend.dataset.text = texts.join('|');
}

/** No drawing, only a note; `ask` shows the button that asks for the tree. */
function showMessage(v, noteKey, params, ask) {
  const { els } = v;
  labelPanel(els, v.legend);
  els.show.hidden = !ask;
  if (v.tree) {
    els.svg.replaceChildren();
    els.svg.removeAttribute('viewBox');
    delete els.svg.dataset.n;
    delete els.svg.dataset.key;
    v.tree = null;
  }
  els.scroller.hidden = true;
  v.nodeLink.hide();
  v.styleSwitch.root.hidden = true;
  els.legend.hidden = true;
  setText(els.note, t(noteKey, params));
  els.note.hidden = false;
}

/**
 * Draws (or keeps) the tree and marks the trace on it. spec = { key (a new key builds
 * the drawing again), load: () => nodes, width, cell, levelLabel, attrs, nodeLabel?, trace,
 * status: (seen, nodes) => note text, label: (seen, nodes) => accessible name }.
 */
function drawTree(v, spec) {
  const { els } = v;
  v.lastSpec = spec;
  els.show.hidden = true;
  if (v.loaded?.key !== spec.key) v.loaded = { key: spec.key, nodes: spec.load() };
  const { nodes } = v.loaded;
  const wantsNodes = spec.style === 'nodes';
  v.styleSwitch.root.hidden = false;
  v.styleSwitch.render(wantsNodes ? 'nodes' : 'strips');
  if (wantsNodes && drawNodeLink(v, spec, nodes)) return;
  v.nodeLink.hide();
  labelPanel(els, v.legend);
  // A drawing built again under the keyboard keeps the focus on the same node (by its path).
  let focusPath = null;
  if (v.tree?.key !== spec.key) {
    const focused = v.tree ? v.tree.cellEls.indexOf(document.activeElement) : -1;
    if (focused >= 0) focusPath = nodePath(v.tree.nodes, focused);
    v.tree = buildDrawing(els, v.crossId, nodes, spec, v.legend);
  }
  const { tree } = v;
  els.scroller.hidden = false;
  els.legend.hidden = false;
  moveFrontier(tree, spec.trace.step);
  highlight(els, tree, spec.trace);
  if (tree.lang !== getLang()) {
    tree.lang = getLang();
    tree.headerEls.forEach((label, k) => { label.textContent = tree.levelLabel(k + 1); });
    setEntry(els, tree, tree.entry);
  }
  if (focusPath !== null) {
    const same = nodes.findIndex((node, i) => nodePath(nodes, i) === focusPath);
    setEntry(els, tree, same >= 0 ? same : Math.max(0, tree.current), true);
  }
  // The Tab stop follows the search (the current node) unless the keyboard is in the tree.
  if (!els.svg.contains(document.activeElement)) setEntry(els, tree, tree.current >= 0 ? tree.current : Math.max(0, tree.entry));
  els.note.hidden = false;
  const status = spec.status(tree.seen, tree.nodes.length);
  setText(els.note, wantsNodes ? `${t(v.tooManyKey, { max: NODE_LINK_MAX_NODES })} ${status}` : status);
  setAttr(els.svg, 'aria-label', spec.label(tree.seen, tree.nodes.length));
}

/** The node-link drawing in place of the strips, when the tree is small enough; false if not. */
function drawNodeLink(v, spec, nodes) {
  const { els } = v;
  if (nodes.length > NODE_LINK_MAX_NODES) return false;
  const seen = upperBound(Float64Array.from(nodes, (node) => node.step), spec.trace.step);
  const nodeLabel = spec.nodeLabel ?? ((node, kind) => genericNodeLabel(v.legend, node, kind));
  const drawn = v.nodeLink.draw({
    ...spec,
    nodeLabel: (node) => nodeLabel(node, nodeKind(node)),
    label: spec.label(seen, nodes.length),
  }, nodes);
  if (!drawn) return false;
  labelPanel(els, v.nodeLegend);
  if (drawn === 'pending') {
    // Its module is on the way: the strips give way at once, the drawing follows.
    els.scroller.hidden = true;
    els.legend.hidden = true;
    els.note.hidden = false;
    setText(els.note, v.nodeLink.failed ? String(v.nodeLink.failed) : t('tree.nl-status', { seen, nodes: nodes.length }));
    return true;
  }
  els.scroller.hidden = true;
  els.legend.hidden = false;
  els.note.hidden = false;
  setText(els.note, t('tree.nl-status', { seen, nodes: nodes.length }));
  return true;
}

/**
 * The node-link drawing's parts, created next to the strips' scroller: the switch between
 * the two drawings (before it) and the node-link scroller and <svg> (after it).
 */
function addNodeLink(v, onStyle) {
  const prefix = (v.els.svg.dataset.testid ?? 'tree').replace(/tree$/, '');
  v.styleSwitch = buildStyleSwitch(prefix, onStyle);
  const svg = svgEl('svg', {
    class: 'node-tree', 'data-testid': `${prefix}tree-nodes`, role: 'group',
  });
  const scroller = el('div', { className: 'node-tree-scroller', hidden: true }, svg);
  v.els.scroller.before(v.styleSwitch.root);
  v.els.scroller.after(scroller);
  v.nodeLink = lazyNodeTree(v, scroller, svg, prefix);
}

/**
 * The node-link drawing, its module (node-tree.js) fetched the first time it is drawn
 * (lib/lazy.js): `draw(spec, nodes)` gives what node-tree.js's draw gives, or 'pending'
 * while the module is on the way; once it has arrived, the last spec is drawn again (the
 * panel's own part only). If it cannot be fetched, `failed` is the message the note shows
 * (another draw, after the strips were shown, tries again).
 */
function lazyNodeTree(v, scroller, svg, prefix) {
  let drawing = null;
  const lazy = {
    failed: null,
    draw(spec, nodes) {
      if (drawing) return drawing.draw(spec, nodes);
      mod.get();
      return 'pending';
    },
    hide() {
      drawing?.hide();
      mod.retry();
    },
  };
  const mod = lazyModule(() => import('./node-tree.js'), {
    onReady(m) {
      drawing = m.createNodeTree(scroller, svg, prefix, v.onSeek);
      lazy.failed = null;
      if (v.lastSpec?.style === 'nodes') drawTree(v, v.lastSpec);
    },
    onError(err) {
      console.warn('the node-link tree could not be fetched', err);
      lazy.failed = partNotFetched();
      if (v.lastSpec?.style === 'nodes') drawTree(v, v.lastSpec);
    },
  });
  return lazy;
}

/**
 * The tree panel of any puzzle. `els` = { heading, svg, scroller, note, show, legend };
 * `onSeek(step)` is called when a node is clicked or chosen with the keyboard; `legend` is
 * the puzzle's key under the strips ([swatch kind, text key, swatch text?]), `nodeKeys`
 * its words for the node-link drawing's key (node-tree.js `nodeLegend`); `onStyle('strips'
 * | 'nodes')` is called by the switch between the compact strips and the node-link
 * drawing (node-tree.js); `tooManyKey` the note (i18n key, `{max}` nodes) shown when the
 * node-link drawing is asked for a tree too large for it. The puzzle calls `draw(spec)` (a
 * spec with `style`; see drawTree), `message(noteKey, params, ask)` in place of a tree,
 * and `style(style)` to show the switch's choice.
 */
export function createTreeView(els, onSeek, {
  legend, nodeKeys, onStyle = () => {}, tooManyKey = 'tree.nl-too-many-nodes',
}) {
  const v = {
    els, onSeek, legend, nodeLegend: nodeLegend(nodeKeys), crossId: `${els.svg.id || 'tree'}-cross`, tree: null, tooManyKey,
  };
  addNodeLink(v, onStyle);
  els.svg.addEventListener('click', (event) => {
    const target = event.target.closest('[data-step], [data-seek]');
    if (target) onSeek(Number(target.dataset.step ?? target.dataset.seek));
  });
  els.svg.addEventListener('keydown', (event) => onTreeKey(v, event));
  return {
    draw: (spec) => drawTree(v, spec),
    message: (noteKey, params, ask) => showMessage(v, noteKey, params, ask),
    style: (style) => v.styleSwitch.render(style),
  };
}
