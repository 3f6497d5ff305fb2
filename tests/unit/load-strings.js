//! Loads both languages' tables (lib/strings-en.js, lib/strings-zh.js) before a test file's
//! tests run: the page loads only the one in use (lib/i18n.js `loadLang`), the tests word
//! in both. Import it first: `import './load-strings.js';`. Not a test file itself.

import { loadLang } from '../../www/js/lib/i18n.js';

await Promise.all([loadLang('en'), loadLang('zh')]);
