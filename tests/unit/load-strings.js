//! Loads both languages' tables (lib/strings-en.js, lib/strings-zh.js) before a test file's
//! tests run: the page loads only the one in use (lib/i18n.js `loadLang`), the tests word
//! in both. Then the exercises' shared words (exercise/strings.js) and every puzzle's own
//! strings modules (the files of www/js/puzzles/<id>/ named `strings*.js` or
//! `*-strings.js`, which add theirs with `addStrings`), found in the folders, so a tree
//! without a puzzle loads what is left. Import it first: `import './load-strings.js';`.
//! Not a test file itself.

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadLang } from '../../www/js/lib/i18n.js';
import '../../www/js/exercise/strings.js';

await Promise.all([loadLang('en'), loadLang('zh')]);

const PUZZLES = fileURLToPath(new URL('../../www/js/puzzles/', import.meta.url));
const own = readdirSync(PUZZLES, { recursive: true })
  .filter((f) => /(?:^|[\\/-])strings(?:-[a-z]+)?\.js$/.test(f) && f.includes(path.sep)).sort();
for (const file of own) await import(pathToFileURL(path.join(PUZZLES, file)).href);
