//! The box a search tree drawn whole sits in (css/tree-lesson.css `drawn-tree-…`): the
//! <svg> in a scrolling box, the key for the caller to place, and the nodes as buttons to
//! their steps (a click, or Enter / Space on the focused node), and each node's marks at a
//! step. views/subset-tree.js and a puzzle's own drawing of its tree are built in it.

import { el, setAttr } from '../lib/dom.js';
import { t } from '../lib/i18n.js';

/**
 * The box of `svg`. `onSeek(step)` when a node matching `nodes` (a selector of the nodes
 * that seek: each carries `data-step`) is clicked or chosen with Enter or Space. Returns
 * `{ root (the box, a lesson figure), scroller, legend (the key, <ul>), drawLegend(entries) }`,
 * `entries` [swatch class, i18n key] drawn again only when the language changes.
 */
export function createDrawnTreeBox(svg, onSeek, nodes = '[data-step]') {
  const scroller = el('div', { className: 'drawn-tree-scroller' }, svg);
  const legend = el('ul', { className: 'tree-legend drawn-tree-legend' });
  const root = el('div', { className: 'drawn-tree-box lesson-figure' }, scroller);
  const seek = (target) => {
    const g = target.closest(nodes);
    if (g) onSeek(Number(g.dataset.step));
  };
  svg.addEventListener('click', (event) => seek(event.target));
  svg.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      seek(event.target);
    }
  });
  return {
    root,
    scroller,
    legend,
    drawLegend(entries) {
      const lang = t(entries[1][1]);
      if (legend.dataset.lang === lang) return;
      legend.dataset.lang = lang;
      legend.replaceChildren(...entries.map(([kind, key]) => el('li', {}, el('span', { className: `swatch swatch-${kind}`, 'aria-hidden': 'true' }), t(key))));
    },
  };
}

/**
 * Marks a drawn node's group `g` at a step: its `data-state` and `data-killed` (from `mark`,
 * `{ state, killed }`), crossed (`nl-conflict`) when the constraint or the bound killed it,
 * `nl-solution` and `nl-current` as `solution` and `current` say. Returns whether a
 * function killed it.
 */
export function markDrawnNode(g, mark, { solution, current }) {
  setAttr(g, 'data-state', mark.state);
  if (mark.killed) setAttr(g, 'data-killed', mark.killed);
  else g.removeAttribute('data-killed');
  const killed = mark.killed === 'constraint' || mark.killed === 'bound';
  g.classList.toggle('nl-conflict', killed);
  g.classList.toggle('nl-solution', solution);
  g.classList.toggle('nl-current', current);
  return killed;
}

/** A drawn node the search has reached (`button`) is a button to its step; the others are pictures. */
export function setDrawnNodeRole(g, button) {
  setAttr(g, 'role', button ? 'button' : 'img');
  if (button) setAttr(g, 'tabindex', '0');
  else g.removeAttribute('tabindex');
}
