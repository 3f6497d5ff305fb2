//! The knight's puzzle as the page's app sees it: its slice and actions
//! (app/knight-actions.js), its view (views/knight.js), opening its links, and its link
//! and title within the one render.

import { createKnightActions, knightState } from './knight-actions.js';
import { createKnightView } from '../views/knight.js';
import { bindStepperKeys } from './keys.js';
import { link as knightLink, meta as knightMeta } from '../puzzles/knight.js';

/**
 * The knight over `root` (testid `knight-view`). `ctx` gives the store and the wasm
 * exports; `actions` the page's bound actions (dropFeedback, pauseSearch).
 * Returns { applyLink, show, pause, showsPath, fields, meta, render, actions }.
 */
export function createKnightAdapter(root, ctx, actions) {
  const { store, wasm } = ctx;
  const { limits } = store.state;
  store.state.knight = knightState(limits);
  const knightActions = createKnightActions(store, {
    api: { Stepper: wasm.Stepper, knight_path_count: wasm.knight_path_count },
    limits,
    onError(text) {
      store.update({ error: text });
    },
    userAction: () => actions.dropFeedback(),
  });
  const view = createKnightView(root, { actions: knightActions, limits });
  bindStepperKeys(document, {
    back: knightActions.back,
    forward: knightActions.step,
    playPause: knightActions.playPause,
    reset: knightActions.reset,
  }, () => store.state.puzzle === 'knight');
  return {
    actions: knightActions,
    /**
     * Opens a knight link (`puzzle=knight`, also when it is bad: its message shows over
     * the notes' board). False for every other link, which then opens N-Queens.
     */
    applyLink(link, error, hash) {
      const knight = link ? link.puzzle === 'knight' : /(?:^#?|&)puzzle=knight(?:&|$)/.test(hash);
      if (!knight) {
        if (store.state.puzzle === 'knight') knightActions.pause();
        store.update({ puzzle: 'queens' });
        return false;
      }
      actions.pauseSearch();
      store.update({ puzzle: 'knight', error: error ?? '' });
      knightActions.open(error === undefined ? link : null);
      return true;
    },
    show: () => knightActions.show(),
    pause: () => knightActions.pause(),
    /** A path is shown (its link is written at once), not the search. */
    showsPath: () => store.state.knight.shown !== null,
    /** The fields of the link to what the knight shows, or null before its search starts. */
    fields: (state) => (state.knight.step ? knightLink(state.knight) : null),
    meta: (state) => knightMeta(state.knight),
    render: (state) => view.render(state),
  };
}
