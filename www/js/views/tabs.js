//! The tabs beside the board, as a puzzle's page declares them (for example the lesson,
//! the exercises and the secondary tools: puzzles/contract.js `PuzzlePage.tabs`), one panel
//! shown at a time, so the lesson is never pushed below the fold by the tools. The WAI-ARIA tabs
//! pattern: ←/→, Home and End move between the tabs (and select them); Tab goes into the
//! shown panel.

import { button, setAttr } from '../lib/dom.js';
import { renderLabels } from './range-row.js';
import { listMove } from '../lib/keys-nav.js';

/**
 * Fills `root` (the `role="tablist"` element, marked `.tabs`) with one tab per entry of
 * `tabs` (in order, `[name, i18n key]`; each panel is `#tab-panel-<name>`, marked
 * `.tab-panel`: the shared sheets' tabs and panels, css/layout.css and css/present.css;
 * testids `tab-<name>`); `actions.setTab(name)` selects one, `actions.prefetch(name)` is told when
 * the pointer, a touch or the focus reaches one (what it shows may be fetched ahead). Returns `{ render(state) }`, which
 * shows the panel of `state.tab` and hides the others.
 */
export function createTabsView(root, { tabs: declared, actions }) {
  const labels = [];
  const tabs = declared.map(([name, key]) => {
    const tab = button(`tab-${name}`, {
      id: `tab-${name}`, role: 'tab', className: 'tab', 'aria-controls': `tab-panel-${name}`,
    });
    tab.dataset.tab = name;
    labels.push([tab, key]);
    tab.addEventListener('click', () => actions.setTab(name));
    for (const type of ['pointerenter', 'touchstart', 'focus']) {
      tab.addEventListener(type, () => actions.prefetch?.(name), { passive: true });
    }
    return tab;
  });
  const panels = declared.map(([name]) => document.getElementById(`tab-panel-${name}`));
  panels.forEach((panel, i) => {
    panel.classList.add('tab-panel');
    panel.setAttribute('aria-labelledby', tabs[i].id);
  });
  root.classList.add('tabs');
  root.append(...tabs);
  root.addEventListener('keydown', (event) => {
    const i = tabs.indexOf(event.target);
    if (i < 0) return;
    const next = listMove(event.key, i, tabs.length, { prev: 'ArrowLeft', next: 'ArrowRight', wrap: true });
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    actions.setTab(tabs[next].dataset.tab);
    tabs[next].focus();
  });
  return {
    render(state) {
      renderLabels(labels);
      tabs.forEach((tab, i) => {
        const on = tab.dataset.tab === state.tab;
        setAttr(tab, 'aria-selected', String(on));
        setAttr(tab, 'tabindex', on ? '0' : '-1');
        panels[i].hidden = !on;
      });
    },
  };
}
