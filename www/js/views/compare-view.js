//! The Compare view (`compare=<method>,<method>`, app/compare.js): one set of controls over
//! two sides, each a method's walk of the same instance: its name (a choice of the methods
//! the puzzle offers), its counters (nodes generated with the root, the live nodes it holds
//! as a number and a bar, the most held at once, solutions, the node of the first solution)
//! and its tree, nodes numbered in the order generated. On a narrow screen the sides do not
//! fit side by side: two tabs, one a side, keep both sides' main counters in view under the
//! controls and show one side's tree at a time (`state.compare.shown`). Names no puzzle.
//! Fetched with the view's actions the first time it opens (app/compare-lazy.js).
//! Hooks: `compare-view`, `compare-side` (with `data-method`, `data-nodes`, `data-max-live`,
//! `data-solutions`, `data-first-solution`), its tree's nodes `data-order`, `compare-tab`
//! (with `data-side`) and its counters `data-counter` (docs/HOOKS.md).

import { button, el, setAttr, setText, svgEl } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { groupDigits } from '../lib/format.js';
import { createCompareChart } from './compare-chart.js';

/** The methods' words: i18n keys `compare.method-<key>`; stacks for the depth-first ones. */
const DEPTH_FIRST = new Set(['backtrack', 'dfs', 'exhaustive']);

/** The tree's geometry, in SVG units: a leaf's width, a level's height, a node's radius. */
const LEAF = 24;
const LEVEL = 44;
const RADIUS = 10;

/**
 * The nodes' places: `{ x, y }` per node, leaves left to right in the tree's order (a
 * parent's children in the order generated, which is their choices' order), a parent over
 * the middle of its children; `width` and `height` of the whole.
 */
export function treePlaces(nodes) {
  const children = nodes.map(() => []);
  nodes.forEach((n, i) => {
    if (n.parent !== null) children[n.parent].push(i);
  });
  const places = nodes.map(() => ({ x: 0, y: 0 }));
  let leaves = 0;
  let depth = 0;
  // Iterative post-order, so a deep tree cannot overflow the stack.
  const stack = nodes.length ? [[0, 0]] : [];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const [i, next] = top;
    if (next < children[i].length) {
      top[1] += 1;
      stack.push([children[i][next], 0]);
      continue;
    }
    stack.pop();
    const kids = children[i];
    const x = kids.length ? (places[kids[0]].x + places[kids[kids.length - 1]].x) / 2 : (leaves++ + 0.5) * LEAF;
    places[i] = { x, y: nodes[i].depth * LEVEL + RADIUS + 4 };
    depth = Math.max(depth, nodes[i].depth);
  }
  return { places, width: Math.max(1, leaves) * LEAF, height: depth * LEVEL + 2 * RADIUS + 8 };
}

/** One side's tree as an SVG: edges, then the nodes, each a `<g data-order>` with its number. */
function drawTree(nodes, label) {
  const { places, width, height } = treePlaces(nodes);
  const svg = svgEl('svg', {
    class: 'compare-tree-svg', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label,
  });
  for (const [i, n] of nodes.entries()) {
    if (n.parent === null) continue;
    const a = places[n.parent];
    const b = places[i];
    svg.append(svgEl('line', {
      class: 'compare-edge', x1: a.x, y1: a.y, x2: b.x, y2: b.y,
    }));
  }
  for (const [i, n] of nodes.entries()) {
    const { x, y } = places[i];
    const g = svgEl('g', { class: `compare-node compare-${n.state}`, 'data-order': i, 'data-state': n.state });
    g.append(svgEl('circle', { cx: x, cy: y, r: RADIUS }));
    const label = svgEl('text', { x, y: y + 3.5, 'text-anchor': 'middle' });
    label.textContent = String(i);
    g.append(label);
    svg.append(g);
  }
  return svg;
}

/** A counter's row: its label and value elements. */
function counterRow(name) {
  const label = el('dt', {});
  const value = el('dd', { testid: `compare-${name}` });
  return { row: el('div', { className: `compare-counter compare-counter-${name}` }, label, value), label, value };
}

/** One side's elements. */
function createSide(index, actions) {
  const select = el('select', { testid: 'compare-method', 'data-side': index });
  select.addEventListener('change', () => actions.setMethod(index, select.value));
  const name = el('h3', { className: 'compare-method-name sr-only' });
  const rows = Object.fromEntries(['nodes', 'live', 'max-live', 'solutions', 'first-solution'].map((n) => [n, counterRow(n)]));
  const bar = el('span', { className: 'compare-bar-fill' });
  rows.live.value.append(el('span', { className: 'compare-live-number' }), el('span', { className: 'compare-bar', 'aria-hidden': 'true' }, bar));
  const end = el('p', { className: 'note compare-end', testid: 'compare-end-note' });
  const tree = el('div', { className: 'compare-tree', tabindex: '0', role: 'group' });
  const treeNote = el('p', { className: 'note compare-tree-note' });
  const root = el(
    'article',
    { className: 'compare-side', testid: 'compare-side', id: `compare-side-${index}` },
    el('div', { className: 'compare-side-head' }, name, select),
    el('dl', { className: 'compare-counters' }, ...Object.values(rows).map((r) => r.row)),
    end,
    tree,
    treeNote,
  );
  return {
    root, select, name, rows, bar, end, tree, treeNote, drawn: null,
  };
}

/** The counters a tab shows, by their short words' keys. */
const TAB_COUNTERS = ['nodes', 'live', 'solutions', 'first'];

/** Side `index`'s tab: the method's name and its main counters (`data-counter`), a switch to its tree. */
function createTab(index, actions) {
  const name = el('span', { className: 'compare-tab-name' });
  const counters = Object.fromEntries(TAB_COUNTERS.map((n) => [n, {
    label: el('span', { className: 'compare-tab-label' }), value: el('span', { className: 'compare-tab-value', 'data-counter': n }),
  }]));
  const root = button('compare-tab', {
    className: 'compare-tab', role: 'tab', id: `compare-tab-${index}`, 'aria-controls': `compare-side-${index}`, 'data-side': index,
  }, name, el('span', { className: 'compare-tab-counters' }, ...Object.values(counters).map((c) => el('span', { className: 'compare-tab-counter' }, c.label, ' ', c.value))));
  root.addEventListener('click', () => actions.show(index));
  return { root, name, counters };
}

/** Draws tab `tab` of `side` (the slice's); `selected` when its tree is the one shown. */
function renderTab(tab, side, selected) {
  const { counts, key } = side;
  setText(tab.name, t(`compare.method-${key}`));
  // A long name is cut short with an ellipsis on a narrow tab: its title gives it whole.
  setAttr(tab.name, 'title', t(`compare.method-${key}`));
  const values = {
    nodes: groupDigits(counts.nodes), live: groupDigits(counts.live), solutions: groupDigits(counts.solutions), first: counts.firstSolution === null ? '—' : groupDigits(counts.firstSolution),
  };
  for (const [n, c] of Object.entries(tab.counters)) {
    setText(c.label, t(`compare.tab-${n}`));
    setText(c.value, values[n]);
  }
  setAttr(tab.root, 'aria-selected', String(selected));
  setAttr(tab.root, 'tabindex', selected ? '0' : '-1');
}

/** Draws side `s` of `side` (the slice's), `scale` the most live nodes either side held. */
function renderSide(s, side, c, scale, treeMax) {
  const { counts, key, nodes } = side;
  setAttr(s.root, 'data-method', key);
  setAttr(s.root, 'data-nodes', String(counts.nodes));
  setAttr(s.root, 'data-max-live', String(counts.maxLive));
  setAttr(s.root, 'data-solutions', String(counts.solutions));
  setAttr(s.root, 'data-first-solution', counts.firstSolution === null ? '' : String(counts.firstSolution));
  setText(s.name, t(`compare.method-${key}`));
  const options = c.offered.join(' ');
  if (s.select.dataset.options !== `${options}|${document.documentElement.lang}`) {
    s.select.dataset.options = `${options}|${document.documentElement.lang}`;
    s.select.replaceChildren(...c.offered.map((k) => el('option', { value: k, text: t(`compare.method-${k}`) })));
  }
  s.select.value = key;
  setAttr(s.select, 'aria-label', t('compare.method-label'));
  const words = {
    nodes: 'compare.nodes', live: DEPTH_FIRST.has(key) ? 'compare.live-stack' : 'compare.live-queue', 'max-live': 'compare.max-live', solutions: 'compare.solutions', 'first-solution': 'compare.first-solution',
  };
  for (const [n, r] of Object.entries(s.rows)) setText(r.label, t(words[n]));
  setText(s.rows.nodes.value, groupDigits(counts.nodes));
  setText(s.rows.live.value.firstChild, groupDigits(counts.live));
  s.bar.style.width = `${Math.round((100 * counts.live) / Math.max(1, scale))}%`;
  setText(s.rows['max-live'].value, groupDigits(counts.maxLive));
  setText(s.rows.solutions.value, groupDigits(counts.solutions));
  setText(s.rows['first-solution'].value, counts.firstSolution === null ? '—' : t('compare.node', { k: counts.firstSolution }));
  setText(s.end, counts.end === 'running' ? '' : t(`compare.end-${counts.end}`));
  s.end.hidden = counts.end === 'running';
  // The tree is drawn again only when it changed (a step, a back, another method).
  const treeLabel = t('compare.tree-label', { method: t(`compare.method-${key}`) });
  const drawnKey = `${key}|${counts.generated}|${nodes.length}|${treeLabel}`;
  if (s.drawn !== drawnKey) {
    s.drawn = drawnKey;
    s.tree.replaceChildren(drawTree(nodes, treeLabel));
    s.scrolled = false;
  }
  // A tree out of sight (a phone's other tab) has no box to scroll: it is scrolled when shown.
  if (!s.scrolled && s.tree.clientWidth > 0) {
    s.scrolled = true;
    const last = s.tree.querySelector(`[data-order="${nodes.length - 1}"]`);
    if (last && counts.generated < treeMax) scrollInto(s.tree, last);
  }
  setAttr(s.tree, 'aria-label', treeLabel);
  s.treeNote.hidden = counts.nodes <= treeMax;
  setText(s.treeNote, t('compare.tree-cut', { max: treeMax }));
}

/** Scrolls the tree's box (not the page) so that node `g` is in view. */
function scrollInto(box, g) {
  const circle = g.firstChild;
  const x = Number(circle.getAttribute('cx'));
  const y = Number(circle.getAttribute('cy'));
  if (x < box.scrollLeft + 20 || x > box.scrollLeft + box.clientWidth - 20) box.scrollLeft = Math.max(0, x - box.clientWidth / 2);
  if (y < box.scrollTop + 20 || y > box.scrollTop + box.clientHeight - 20) box.scrollTop = Math.max(0, y - box.clientHeight / 2);
}

/**
 * The Compare view in `root` (the shell's `compare-view` section in <main>, shown while
 * `state.compare` is open and its sides are made): `{ render(state) }`. Its way in, the
 * Share menu's link, is views/compare-entry.js.
 */
export function createCompareView(root, { actions, close }) {
  const heading = el('h2', { className: 'compare-heading' });
  const instance = el('p', { className: 'note compare-instance' });
  const closeButton = button('compare-close', { className: 'compare-close' });
  closeButton.addEventListener('click', close);
  const buttons = Object.fromEntries(['back', 'step', 'play', 'reset', 'end'].map((n) => [n, button(`compare-${n}`, {})]));
  buttons.back.addEventListener('click', () => actions.back());
  buttons.step.addEventListener('click', () => actions.step());
  buttons.play.addEventListener('click', () => actions.playPause());
  buttons.reset.addEventListener('click', () => actions.reset());
  buttons.end.addEventListener('click', () => actions.toEnd());
  const timeline = el('input', {
    type: 'range', min: '0', max: '0', value: '0', testid: 'compare-timeline',
  });
  timeline.addEventListener('input', () => actions.seek(Number(timeline.value)));
  const stepCount = el('span', { className: 'compare-step-count', testid: 'compare-step-count', 'aria-live': 'polite' });
  const controls = el(
    'div',
    { className: 'compare-controls', role: 'group' },
    buttons.back,
    buttons.step,
    buttons.play,
    buttons.reset,
    buttons.end,
    el('label', { className: 'compare-timeline' }, el('span', { className: 'sr-only compare-timeline-label' }), timeline),
    stepCount,
  );
  const sides = [0, 1].map((i) => createSide(i, actions));
  const tabs = [0, 1].map((i) => createTab(i, actions));
  const tabList = el('div', { className: 'compare-tabs', role: 'tablist', 'data-own-keys': '' }, ...tabs.map((tab) => tab.root));
  // ← and → move between the two tabs, as a tab list's keys do.
  tabList.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tabs.findIndex((tab) => tab.root === document.activeElement) === 0 ? 1 : 0;
    actions.show(next);
    tabs[next].root.focus();
  });
  const chart = createCompareChart({ actions });
  root.append(
    el('div', { className: 'compare-head' }, heading, closeButton),
    instance,
    el('div', { className: 'compare-sticky' }, controls, tabList),
    el('div', { className: 'compare-sides' }, ...sides.map((s) => s.root)),
    chart.root,
  );
  return {
    render(state) {
      const c = state.compare;
      const shown = Boolean(c) && !c.pending;
      document.body.classList.toggle('comparing', shown);
      root.hidden = !shown;
      if (!shown || c.sides.length !== 2) return;
      setText(heading, t('compare.heading'));
      setText(instance, t('compare.instance'));
      setText(closeButton, t('compare.close'));
      const words = {
        back: 'compare.back', step: 'compare.step', play: c.playing ? 'compare.pause' : 'compare.play', reset: 'compare.reset', end: 'compare.to-end',
      };
      for (const [n, b] of Object.entries(buttons)) setText(b, t(words[n]));
      buttons.play.setAttribute('aria-pressed', String(c.playing));
      buttons.back.disabled = c.step === 0;
      buttons.step.disabled = c.step >= c.total;
      buttons.end.disabled = c.step >= c.total;
      setAttr(timeline, 'max', String(c.total));
      if (Number(timeline.value) !== c.step) timeline.value = String(c.step);
      setAttr(timeline, 'aria-label', t('compare.timeline'));
      setText(stepCount, t('compare.step-count', { k: c.step, total: c.total }));
      const scale = Math.max(...c.sides.map((s) => s.counts.maxLive));
      setAttr(tabList, 'aria-label', t('compare.tabs'));
      const shownSide = c.shown ?? 0;
      c.sides.forEach((side, i) => {
        sides[i].root.classList.toggle('compare-shown', i === shownSide);
        renderTab(tabs[i], side, i === shownSide);
        renderSide(sides[i], side, c, scale, state.limits.methodTreeMaxNodes);
      });
      chart.render(c.chart ?? null);
    },
  };
}
