//! The knight's view as the page's app sees it: opening its links, showing and pausing
//! it, and drawing it within the one render (its link, title and the Share panel's place).

import { createKnightView, knightState } from '../views/knight.js';

/**
 * The knight's part of the page over `root` (testid `knight-view`). `ctx` gives the
 * store and the wasm exports; `shareSection` is the Share panel, shown in whichever
 * puzzle is on screen.
 */
export function createKnightAdapter(root, ctx, shareSection, actions) {
  const { store, wasm } = ctx;
  store.state.knight = knightState();
  const shareHome = { parent: shareSection.parentElement, next: shareSection.nextSibling };
  const formatLink = (fields) => wasm.format_link(store.state.lang === 'zh' ? { ...fields, lang: 'zh' } : fields);
  const view = createKnightView({
    root,
    api: { KnightStepper: wasm.KnightStepper, knight_path_count: wasm.knight_path_count, format_link: formatLink },
    state: store.state.knight,
    onChange() {
      store.requestRender();
      store.flush();
    },
    onError(text) {
      store.update({ error: text });
    },
    userAction: () => actions.dropFeedback(),
    isShown: () => store.state.puzzle === 'knight',
  });
  return {
    /**
     * Opens a knight link (`puzzle=knight`, also when it is bad: its message shows over
     * the notes' board). False for every other link, which then opens N-Queens.
     */
    applyLink(link, error, hash) {
      const knight = link ? link.puzzle === 'knight' : /(?:^#?|&)puzzle=knight(?:&|$)/.test(hash);
      if (!knight) {
        if (store.state.puzzle === 'knight') view.pause();
        store.update({ puzzle: 'queens' });
        return false;
      }
      actions.pauseSearch();
      store.update({ puzzle: 'knight', error: error ?? '' });
      view.open(error === undefined ? link : null);
      return true;
    },
    show: () => view.show(),
    pause: () => view.pause(),
    showsPath: () => store.state.knight.view === 'path',
    fragment: () => view.fragment(),
    meta: () => view.meta(),
    render(state) {
      const knight = state.puzzle === 'knight';
      root.hidden = !knight;
      const home = knight ? { parent: view.shareSlot, next: null } : shareHome;
      if (shareSection.parentElement !== home.parent) home.parent.insertBefore(shareSection, home.next);
      if (knight) view.render();
    },
  };
}
