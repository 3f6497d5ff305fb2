//! The class view's weak spots (`view=class`, exercise/class-table.js `weakSpots`): where
//! the class went wrong in its exercise, and who. A "do the search yourself" exercise's is
//! its search tree as far as the students went, each node shaded by the share of the class
//! that went wrong there (`class-node`), beside the most missed nodes; a quiz's, each
//! question (or check of the students' answers) with the share of right answers; a Parsons problem's, the lines most
//! misplaced. Each item (`class-spot`, a node too) is a button: it shows who missed it
//! (`class-missed`). The tree is drawn with its colours as attributes, so its SVG
//! downloads as it is shown. Names no puzzle.

import {
  button, el, keepFocus, setAttr, setText, svgEl,
} from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { rightShare, worstSpots } from '../exercise/class-table.js';
import { treePlaces } from './compare-view.js';

/** Most missed places listed beside the tree. */
const WORST_LISTED = 8;

/**
 * The tree's geometry: views/compare-view.js `treePlaces` (a leaf 24 units wide, a level 44
 * deep) scaled, so a node's circle holds its value in a readable size, with a margin.
 */
const SCALE = 1.6;
const RADIUS = 15;
const MARGIN = 6;

/** A node's fill for the share `share` (0 to 1) of the class that went wrong there: white to dark red. */
export function shade(share) {
  const s = Math.max(0, Math.min(1, share));
  const mix = (a, b) => Math.round(a + (b - a) * s);
  return `rgb(${mix(255, 165)},${mix(255, 20)},${mix(255, 30)})`;
}

/** Whether `exercise`'s items are listed in order with the share right (questions, checks), not the most missed first. */
const byShare = (exercise) => exercise.type === 'questions' || exercise.type === 'checks';

/** `share` (0 to 1) as a whole percentage: `75%`. */
const percent = (share) => `${Math.round(share * 100)}%`;

/** The words of item `i` of `exercise` (a tree node's path, a question's, a line's text). */
function itemWords(exercise, i) {
  const item = exercise.items[i];
  if (exercise.type === 'questions') return t('classview.question', { n: i + 1, text: item.text });
  return item.text;
}

/** The tree of `exercise` as an SVG, each node a `<g data-testid="class-node">` shaded by `spots`. */
function drawTree(exercise, spots, students, pick) {
  const nodes = exercise.items.map((item) => ({ parent: item.parent, depth: item.level }));
  const laid = treePlaces(nodes);
  const places = laid.places.map(({ x, y }) => ({ x: x * SCALE + MARGIN, y: y * SCALE + MARGIN }));
  const [width, height] = [laid.width * SCALE + 2 * MARGIN, laid.height * SCALE + 2 * MARGIN];
  const svg = svgEl('svg', {
    viewBox: `0 0 ${width} ${height}`, width, height, role: 'group', class: 'class-tree', 'data-testid': 'class-tree', 'aria-label': t('classview.tree-label'),
  });
  const edges = svgEl('g', { stroke: '#8a8f98', 'stroke-width': 1.5 });
  nodes.forEach((node, i) => {
    if (node.parent === null) return;
    const [a, b] = [places[node.parent], places[i]];
    edges.append(svgEl('line', {
      x1: a.x, y1: a.y, x2: b.x, y2: b.y,
    }));
  });
  svg.append(edges);
  exercise.items.forEach((item, i) => {
    const spot = spots[i];
    const share = students > 0 ? spot.missed / students : 0;
    const g = svgEl('g', {
      'data-testid': 'class-node', 'data-index': i, 'data-missed': spot.missed, 'data-answered': spot.answered, tabindex: 0, role: 'button', class: 'class-node',
    });
    const words = t('classview.node', { path: item.text, missed: spot.missed, answered: spot.answered });
    g.setAttribute('aria-label', words);
    const title = svgEl('title');
    title.textContent = words;
    const { x, y } = places[i];
    const circle = svgEl('circle', {
      cx: x, cy: y, r: RADIUS, fill: shade(share), stroke: spot.answered > 0 ? '#3d4450' : '#b7bcc4', 'stroke-width': spot.missed > 0 ? 2 : 1,
    });
    if (spot.answered === 0) circle.setAttribute('stroke-dasharray', '3 2');
    const label = svgEl('text', {
      x, y: y + 4.5, 'text-anchor': 'middle', 'font-size': 13, 'font-family': 'system-ui, sans-serif', fill: share > 0.5 ? '#ffffff' : '#1b1f24',
    });
    label.textContent = item.parent === null ? '' : String(item.label).split('=').pop();
    g.append(title, circle, label);
    g.addEventListener('click', () => pick(i));
    g.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      pick(i);
    });
    svg.append(g);
  });
  return svg;
}

/** A spot's line of figures: how many went wrong of those asked, or the share right (a question). */
function spotFigures(exercise, spot) {
  if (spot.answered === 0) return t('classview.spot-not-asked');
  if (byShare(exercise)) {
    return t(exercise.type === 'checks' ? 'classview.spot-passed' : 'classview.spot-share', { share: percent(rightShare(spot)), right: spot.answered - spot.missed, answered: spot.answered });
  }
  return t('classview.spot-missed', { missed: spot.missed, answered: spot.answered });
}

/** A spot's button (`class-spot`): its words, its figures, a bar of its share right or wrong. */
function spotButton(exercise, spot, picked, pick) {
  const item = exercise.items[spot.index];
  const share = byShare(exercise) ? (rightShare(spot) ?? 0) : spot.missed / Math.max(1, spot.answered);
  const text = el('span', { className: exercise.type === 'lines' ? 'class-spot-code' : 'class-spot-text' }, itemWords(exercise, spot.index));
  if (exercise.type === 'lines') text.style.paddingInlineStart = `${item.indent * 1.2}em`;
  const parts = [text];
  if (item.distractor) parts.push(el('span', { className: 'class-spot-tag' }, t('classview.distractor')));
  const bar = el('span', { className: byShare(exercise) ? 'class-bar class-bar-right' : 'class-bar', 'aria-hidden': 'true' }, el('span', {}));
  bar.firstChild.style.width = percent(share);
  parts.push(el('span', { className: 'class-spot-figures' }, spotFigures(exercise, spot)), bar);
  const b = button('class-spot', {
    className: 'class-spot', 'data-index': spot.index, 'data-missed': spot.missed, 'data-answered': spot.answered, 'aria-pressed': String(picked === spot.index),
  }, ...parts);
  b.addEventListener('click', () => pick(spot.index));
  return b;
}

/** The spots a list shows: every question in order; the most missed lines or nodes first. */
function listed(exercise, spots) {
  if (byShare(exercise)) return spots;
  const worst = worstSpots(spots);
  return exercise.type === 'tree' ? worst.slice(0, WORST_LISTED) : worst;
}

/**
 * Scrolls the tree's box (`figure`, which scrolls its tree) so that `node` (a picked node's
 * `<g>`, or null) is in view, the page itself left where it is.
 */
function showNode(figure, node) {
  if (!node) return;
  const box = figure.getBoundingClientRect();
  const at = node.getBoundingClientRect();
  const dx = at.left < box.left ? at.left - box.left - 12 : Math.max(0, at.right - box.right + 12);
  const dy = at.top < box.top ? at.top - box.top - 12 : Math.max(0, at.bottom - box.bottom + 12);
  if (dx !== 0 || dy !== 0) figure.scrollBy({ left: dx, top: dy });
}

/**
 * The weak spots' part (`class-spots`): `{ root, render(model), svg() }`. `model` is null
 * (hidden) or `{ exercise, spots, students, picked, names }`: the class's exercise, its
 * spots (exercise/class-table.js `weakSpots`), how many students were graded, the item
 * picked (or null) and `names(rowIndices)`, the students' names in words. `svg()` is the
 * tree drawn (null for a quiz or a Parsons problem). `actions.pick(index)` picks an item.
 */
export function createClassSpots(actions) {
  const heading = el('h2', { className: 'class-spots-heading' });
  const note = el('p', { className: 'note' });
  const figure = el('div', { className: 'class-figure' });
  const listHeading = el('h3', { className: 'class-list-heading' });
  const list = el('ol', { className: 'class-spot-list' });
  const missed = el('p', { className: 'class-missed', testid: 'class-missed', role: 'status' });
  const root = el('section', { className: 'class-spots', testid: 'class-spots', hidden: true }, heading, note, figure, listHeading, list, missed);
  let drawn = null;
  let drawnKey = null;
  let shownPick = null;
  return {
    root,
    svg: () => drawn,
    render(model) {
      root.hidden = model === null;
      if (!model) return;
      const {
        exercise, spots, students, picked, names,
      } = model;
      setText(heading, t('classview.spots'));
      setText(note, t(`classview.spots-${exercise.type}`));
      const key = `${exercise.key}|${students}|${spots.map((s) => `${s.missed}.${s.answered}`).join(',')}|${t('classview.root')}`;
      if (key !== drawnKey) {
        drawnKey = key;
        drawn = exercise.type === 'tree' ? drawTree(exercise, spots, students, actions.pick) : null;
        figure.replaceChildren(...(drawn ? [drawn] : []));
      }
      figure.hidden = drawn === null;
      for (const g of drawn?.querySelectorAll('[data-testid="class-node"]') ?? []) setAttr(g, 'aria-pressed', String(Number(g.dataset.index) === picked));
      if (picked !== shownPick) {
        shownPick = picked;
        showNode(figure, drawn?.querySelector(`[data-testid="class-node"][data-index="${picked}"]`));
      }
      const shown = listed(exercise, spots);
      listHeading.hidden = exercise.type !== 'tree';
      setText(listHeading, t('classview.spots-worst'));
      const items = shown.length ? shown.map((spot) => el('li', {}, spotButton(exercise, spot, picked, actions.pick)))
        : [el('li', { className: 'note' }, t('classview.spots-none'))];
      keepFocus(list, 'data-index', () => list.replaceChildren(...items));
      missed.hidden = picked === null || !spots[picked];
      if (missed.hidden) return;
      const what = itemWords(exercise, picked);
      const who = spots[picked].who;
      setText(missed, who.length ? t(exercise.type === 'checks' ? 'classview.failed-by' : 'classview.missed', { what, names: names(who) }) : t('classview.missed-none', { what }));
    },
  };
}
