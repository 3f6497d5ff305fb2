//! The translation table: every user-visible string of the page, in English and in
//! Simplified Chinese (简体中文), with the course notes' terms (回溯 backtrack, 冲突
//! conflict, 解空间树 solution-space tree).
//!
//! The shared strings of each language are in a module of their own (lib/strings-en.js,
//! lib/strings-zh.js), loaded by `loadLang` for the language in use only: the other one is
//! fetched on a switch. Each puzzle's words, in both languages, are in its own folder
//! (puzzles/<id>/strings.js, exercise-strings.js) and come with its modules (`addStrings`);
//! its name in the puzzle switch is in its registry entry (puzzles/registry.js). The few
//! words the page needs before any table can load (the loading line, the start-up
//! failures) are here, in both languages.
//!
//! `t(key, params)` looks the key up in the current language, falls back to English, and
//! fills `{name}` placeholders from `params`. Results are plain text: callers put them in
//! the page with textContent, never as HTML.
//!
//! A word that agrees with a count is a plural form, `{name:one|other}`: the form for
//! `params.name` by the text's language's plural rules (`Intl.PluralRules`, CLDR), so
//! '{n} {n:item|items}' reads "1 item", "0 items", "1,000 items". The forms follow the
//! language's categories in CLDR order (zero, one, two, few, many, other; English: one,
//! other), the last standing for any category left out. Chinese has one form and needs none.
//! A word chosen by a value is `{name:value=word|value=word}` (a form without `=` for any
//! other value; none: the value itself), as ICU's select.

/**
 * The strings loaded so far, by language: the start-up words, then each language's table
 * once `loadLang` has loaded it, and the parts that bring their own (`addStrings`).
 * @type {Record<'en' | 'zh', Record<string, string>>}
 */
export const STRINGS = {
  en: {
    'error.load': 'The page could not load its WebAssembly core, so it cannot run. Try reloading; if you built it yourself, run make build. ({detail})',
    'error.load-code': 'The page could not load its code, so it cannot run. Try reloading; if you built it yourself, run make build. ({detail})',
    'page.loading': 'Loading…',
  },
  zh: {
    'error.load': '页面无法加载 WebAssembly 核心，因此无法运行。请刷新页面；如果是自己构建的，请运行 make build。（{detail}）',
    'error.load-code': '页面无法加载程序代码，因此无法运行。请刷新页面；如果是自己构建的，请运行 make build。（{detail}）',
    'page.loading': '加载中…',
  },
};

/** Each language's table module, imported on first use (a chunk of its own when bundled). */
const TABLES = {
  en: () => import('./strings-en.js'),
  zh: () => import('./strings-zh.js'),
};
/** The languages whose table is loaded or loading: code → Promise. */
const loading = {};
/** The languages whose table is loaded. */
const loaded = new Set();

let lang = 'en';

/**
 * Loads the table of language `code` ('en' | 'zh') once; resolves when its strings are in
 * STRINGS. Rejects (with the import's error) when the module cannot be fetched; a later
 * call tries again.
 */
export function loadLang(code) {
  if (!TABLES[code]) return Promise.reject(new Error(`no language ${code}`));
  loading[code] ??= TABLES[code]().then((m) => {
    STRINGS[code] = { ...m.default, ...STRINGS[code] };
    loaded.add(code);
  }, (err) => {
    delete loading[code];
    throw err;
  });
  return loading[code];
}

/** Whether language `code`'s table is loaded (its strings can be shown). */
export function langLoaded(code) {
  return loaded.has(code);
}

/** Whether `key` is a string of the page (in a loaded table). */
export function known(key) {
  return key in STRINGS[lang] || key in STRINGS.en;
}

/**
 * Adds a table of strings (`{ en: {…}, zh: {…} }`) to STRINGS: a part of the page loaded
 * on its own (a puzzle, puzzles/<id>/strings.js; the exercises, exercise/strings.js)
 * brings its words with it, in both languages.
 */
export function addStrings(table) {
  for (const code of Object.keys(STRINGS)) Object.assign(STRINGS[code], table[code]);
}

/** The current language, 'en' or 'zh'. */
export function getLang() {
  return lang;
}

/** Switches the language ('en' or 'zh'; anything else is ignored). Load its table first (`loadLang`). */
export function setLang(next) {
  if (next === 'en' || next === 'zh') lang = next;
}

/** 14772512n → '14,772,512' (a bigint or an integer number; both languages group in threes with a comma). */
export function groupDigits(value) {
  const digits = String(value);
  const sign = digits.startsWith('-') ? '-' : '';
  const body = sign ? digits.slice(1) : digits;
  return sign + body.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `items` as the language writes a list: `a, b and c` / `a、b 和 c` (`list.sep`, `list.and`). */
function listed(items) {
  if (items.length < 2) return items.join('');
  return items.slice(0, -1).join(t('list.sep')) + t('list.and') + items.at(-1);
}

/**
 * A parameter as a message shows it: a list as the language writes one (`a, b and c` /
 * `a、b 和 c`), whole numbers grouped (2,465,536), the rest as they are.
 */
function shown(value) {
  if (Array.isArray(value)) return listed(value.map(String));
  return typeof value === 'bigint' || Number.isInteger(value) ? groupDigits(value) : String(value);
}

/** CLDR's plural categories in their order: a plural form's words come in this order. */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** The plural rules made so far, by language and digits after the point ('en.0'). */
const pluralRules = {};

/**
 * The form of `forms` ('item|items') that agrees with `count` in language `code`: a number,
 * a bigint or its digits as a message shows them ('1,000', '1.5'; '1.0' is not singular).
 */
function pluralForm(forms, count, code) {
  const digits = String(count).replaceAll(',', '');
  const fraction = Math.min(/\.(\d+)$/.exec(digits)?.[1].length ?? 0, 20);
  const rules = (pluralRules[`${code}.${fraction}`] ??= new Intl.PluralRules(code, { minimumFractionDigits: fraction }));
  const used = CATEGORIES.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const list = forms.split('|');
  const at = used.indexOf(rules.select(Number(digits)));
  return list[Math.min(at < 0 ? Infinity : at, list.length - 1)];
}

/**
 * The word of `forms` ('start=起点|exit=终点') for `value`: the one after `value=`, else the
 * form without `=` (the other values'), else `value` itself.
 */
function selected(forms, value) {
  const list = forms.split('|');
  const hit = list.find((f) => f.startsWith(`${value}=`));
  if (hit) return hit.slice(String(value).length + 1);
  return list.find((f) => !f.includes('=')) ?? shown(value);
}

/**
 * The string for `key` in the current language with `{name}` placeholders filled from
 * `params` (a list, such as a link error's keys, as the language writes one; whole
 * numbers grouped in threes), `{name:one|other}` plural forms chosen for `params.name`,
 * and `{name:a=word|b=word|other}` a word chosen by the value (`a`, `b`) of `params.name`
 * (a link's key named in the language's own word). A missing key returns the key itself, so gaps show up in tests.
 */
export function t(key, params = {}) {
  const code = key in STRINGS[lang] ? lang : 'en';
  return fill(STRINGS[code][key] ?? missing(key), params, code);
}

/** The keys already reported missing (once each). */
const reported = new Set();

/** A table's key: words and digits joined by dots (`ex.name`, `comb.timeline-unknown`). */
const KEY = /^[a-z0-9]+(?:\.[a-z0-9-]+)+$/i;

/**
 * What `t` shows for `key` when no loaded table has it: the key itself (a text given in
 * place of a key is filled as a template). A key missing once a language's table is loaded
 * is a fault of the page (a module that shows a string without importing the strings that
 * hold it), reported in the console, which the tests keep free of errors.
 */
function missing(key) {
  if (loaded.size > 0 && KEY.test(key) && !reported.has(key)) {
    reported.add(key);
    console.error(`i18n: no string "${key}" in the tables loaded`);
  }
  return key;
}

/** `template` with its placeholders filled from `params`, in language `code`. */
function fill(template, params, code) {
  return template.replace(/\{(\w+)(?::([^{}]*))?\}/g, (whole, name, forms) => {
    if (!(name in params)) return whole;
    if (forms === undefined) return shown(params[name]);
    return forms.includes('=') ? selected(forms, params[name]) : pluralForm(forms, params[name], code);
  });
}

/**
 * A message kept as its key and params and translated each time it is turned into text
 * (`String(m)`, `el.textContent = m`), so a message already on the page follows a change
 * of language. `fallback` (e.g. an English error text from the wasm) is shown when
 * `key` is not in the table.
 */
export function message(key, params = {}, fallback = null) {
  return {
    key,
    params,
    toString() {
      return fallback !== null && !known(key) ? fallback : t(key, params);
    },
  };
}
