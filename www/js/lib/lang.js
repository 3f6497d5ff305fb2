//! The page's language, English or Simplified Chinese (简体中文): which one to start in,
//! the visible switch, and the fixed words of index.html.
//!
//! The language comes from a link's `lang=` parameter, else from the visitor's own choice
//! on the switch (kept in localStorage), else from `navigator.language` (zh* → Chinese).
//! Elements of index.html carry their words as keys of the translation table (i18n.js):
//! `data-i18n` for the text, `data-i18n-aria-label`, `data-i18n-title` and `data-i18n-label`
//! (an `<optgroup>`'s label) for attributes.

import { getLang, loadLang, setLang, t } from './i18n.js';

/** localStorage key of the visitor's choice on the switch. */
const STORAGE_KEY = 'nqueens-lang';
/** `lang` attribute of <html> for each language (BCP 47). */
const HTML_LANG = { en: 'en', zh: 'zh-Hans' };

/** 'zh' for a Chinese browser language tag (zh, zh-CN, zh-Hans-SG, …), else 'en'. */
export function langFromTag(tag) {
  return /^zh\b/i.test(String(tag ?? '')) ? 'zh' : 'en';
}

/** The visitor's earlier choice on the switch, or null. */
export function storedLang() {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'en' || value === 'zh' ? value : null;
  } catch {
    return null; // Storage blocked (private mode, sandboxed frame): no memory, no harm.
  }
}

/** Keeps the choice made on the switch for the next visit. */
export function rememberLang(lang) {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

/**
 * The `lang=` of a location hash, read before the wasm link parser is loaded (and for links
 * the parser rejects, so their message comes in the language they ask for); null if none.
 */
export function langInHash(hash) {
  const match = /(?:^#?|&)lang=(en|zh)(?:&|$)/.exec(String(hash));
  return match ? match[1] : null;
}

/** The language to start in: the link's, the stored choice, or the browser's. */
export function initialLang(hash) {
  return langInHash(hash) ?? storedLang() ?? langFromTag(navigator.language);
}

/** Writes the words of every element of `root` that names its keys in data-i18n attributes. */
export function translateStatic(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-aria-label]')) {
    el.setAttribute('aria-label', t(el.dataset.i18nAriaLabel));
  }
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.label = t(el.dataset.i18nLabel);
}

/** Switches the page to `lang`: the table, <html lang>, the title and the fixed words. */
export function applyLang(lang) {
  setLang(lang);
  const current = getLang();
  document.documentElement.lang = HTML_LANG[current];
  document.title = t('page.title');
  translateStatic();
  return current;
}

let started = null;

/**
 * Applies the starting language (see initialLang) once; later calls give the same promise.
 * The language is chosen at once (so the start-up words are in it), and its table is
 * loaded (lib/i18n.js `loadLang`); resolves to the language once its words are on the
 * page, rejects when its table cannot be loaded.
 */
export function startLang() {
  if (!started) {
    const lang = initialLang(window.location.hash);
    setLang(lang);
    document.documentElement.lang = HTML_LANG[getLang()];
    started = loadLang(getLang()).then(() => applyLang(lang));
  }
  return started;
}

/**
 * The switch (a <select data-testid="lang-switch">): shows the current language and calls
 * `onChange(lang)` when the visitor picks another one.
 */
export function wireLangSwitch(select, onChange) {
  select.value = getLang();
  select.addEventListener('change', () => onChange(select.value === 'zh' ? 'zh' : 'en'));
}
