//! The queens' tabs beside the board (views/tabs.js draws them): the lesson (the stepper,
//! its code and tree), the exercises, and the secondary tools (gallery, count, export).
//! Pure: no DOM.

/** The tabs in order: [name, i18n key]; each panel is `#tab-panel-<name>`. */
export const TABS = [
  ['lesson', 'tab.lesson'],
  ['exercise', 'tab.exercise'],
  ['gallery', 'tab.gallery'],
  ['count', 'tab.count'],
  ['export', 'tab.export'],
];

/** The tabs a link names (`tab=`); the exercises' tab is opened by `ex=`. */
const LINKED_TABS = ['gallery', 'count', 'export'];

/**
 * The tab the link to what the page shows names (`tab=`, app/view-route.js `viewFields`),
 * beside the queens' own link fields `fields`: a tool tab, not the Count tab while
 * `count=1` says so; else null.
 */
export function linkedTab(state, fields) {
  return LINKED_TABS.includes(state.tab) && !(state.tab === 'count' && fields.count) ? state.tab : null;
}
