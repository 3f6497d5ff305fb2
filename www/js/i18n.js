//! The translation table: every user-visible string of the page, in English and in
//! Simplified Chinese (简体中文), with the course notes' terms (皇后 queen, 回溯 backtrack,
//! 冲突 conflict, 解空间树 solution-space tree, 对角线 diagonal).
//!
//! `t(key, params)` looks the key up in the current language, falls back to English, and
//! fills `{name}` placeholders from `params`. Results are plain text: callers put them in
//! the page with textContent, never as HTML.

/** @type {Record<'en' | 'zh', Record<string, string>>} */
export const STRINGS = {
  en: {},
  zh: {},
};

let lang = 'en';

/** The current language, 'en' or 'zh'. */
export function getLang() {
  return lang;
}

/** Switches the language ('en' or 'zh'; anything else is ignored). */
export function setLang(next) {
  if (next === 'en' || next === 'zh') lang = next;
}

/**
 * The string for `key` in the current language with `{name}` placeholders filled from
 * `params`. A missing key returns the key itself, so gaps show up in tests.
 */
export function t(key, params = {}) {
  const template = STRINGS[lang][key] ?? STRINGS.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}
