//! The page's shared controls (in index.html) reporting to the actions: the puzzle and
//! language switches, the share field, Copy, the Share menu, presentation mode and the
//! new version's notice. They never change the state themselves; the render draws what
//! the actions changed.

import { t } from '../lib/i18n.js';

/**
 * The puzzle switch's options: one per registered puzzle, in an `<optgroup>` per group
 * (`groups`: `[{ group, ids }]`, puzzles/registry.js `switchGroups`, the default first),
 * worded `puzzle.<id>` and `puzzle-group.<group>` (now, and again by lib/lang.js on a
 * switch of language). A native select keeps the groups readable by keyboard, screen
 * readers and phones' own pickers.
 */
export function fillPuzzleSwitch(select, groups) {
  select.replaceChildren(...groups.map(({ group, ids }) => {
    const optgroup = document.createElement('optgroup');
    optgroup.dataset.i18nLabel = `puzzle-group.${group}`;
    optgroup.label = t(optgroup.dataset.i18nLabel);
    optgroup.dataset.group = group;
    optgroup.append(...ids.map((id) => {
      const option = document.createElement('option');
      option.value = id;
      option.dataset.i18n = `puzzle.${id}`;
      option.textContent = t(option.dataset.i18n);
      return option;
    }));
    return optgroup;
  }));
}

/**
 * Wires `els` (the page's shared elements by name, see main.js) to `actions`; `state` is
 * read for presentation mode.
 */
export function wirePageControls(els, actions, state) {
  els.langSwitch.addEventListener('change', () => actions.setLang(els.langSwitch.value === 'zh' ? 'zh' : 'en', true));
  els.puzzleSwitch.addEventListener('change', (event) => actions.setPuzzle(event.target.value));
  // The other puzzles' code is fetched when the visitor reaches for the switch (pointer,
  // touch or focus), so a pick seldom waits for the network; never for the first view.
  // The same for the other language's texts, when the visitor reaches for its switch.
  for (const type of ['pointerenter', 'touchstart', 'focusin']) {
    els.puzzleSwitch.addEventListener(type, () => actions.prefetchPuzzles(), { once: true, passive: true });
    els.langSwitch.addEventListener(type, () => actions.prefetchLangs(), { once: true, passive: true });
  }
  els.share.addEventListener('focus', () => els.share.select());
  els.copy.addEventListener('click', () => actions.copyShareLink(els.share.value, els.share));
  els.copyEmbed.addEventListener('click', () => actions.copyShareLink(els.embedCode.value, els.embedCode));
  els.embedCode.addEventListener('focus', () => els.embedCode.select());
  els.embedWithCode.addEventListener('change', () => actions.setEmbedWithCode(els.embedWithCode.checked));
  els.passMark.addEventListener('input', () => actions.setPassMark(els.passMark.value));
  els.shareScorm.addEventListener('click', () => actions.downloadScorm());
  els.present.addEventListener('click', () => actions.togglePresent());
  els.presentExtras.addEventListener('click', (event) => {
    const part = event.target.closest('button[data-part]')?.dataset.part;
    if (part) actions.togglePresentPart(part);
  });
  els.updateReady.addEventListener('click', () => actions.applyUpdate());
  wireShareMenu(els.shareMenu);
  // The browser leaving full screen (its own Escape) leaves presentation mode too.
  document.addEventListener('fullscreenchange', () => {
    if (!document.fullscreenElement && state.presenting) actions.exitPresent();
  });
}

/**
 * The header's Share menu closes as menus do: on Escape (focus back on its summary) and on
 * the visitor's click outside it (not the page's own click on a download's link, which
 * leaves the menu open on what the download said).
 */
function wireShareMenu(menu) {
  document.addEventListener('click', (event) => {
    if (menu.open && event.isTrusted && !menu.contains(event.target)) menu.open = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    event.stopPropagation();
    menu.open = false;
    menu.querySelector('summary').focus();
  });
}
