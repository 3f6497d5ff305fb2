// Offline and installable (issue 24): what scripts/build-dist.mjs adds to dist/ so that,
// after one visit, the page opens and works with the network off, as an installed app too.
// - the web app manifest (`manifest()`: name, icons, start_url, scope, display, colours);
// - the service worker's precache: every file of dist/ the page may fetch (`precacheList`:
//   the HTML, every hashed chunk and the stylesheet, the workers' entry files, the three
//   wasm modules, both language tables, the icons and the manifest; not the .br / .gz
//   copies, which only the server picks), and its version (`precacheVersion`: a hash of the
//   list and of each file's bytes, so any change of any file makes a new worker);
// - dist/sw.js, written from www/sw.js (a classic script) with that list and version in
//   place of its `BUILD` line (`serviceWorkerSource`, `writeServiceWorker`);
// - dist/files.json, the same list, which the page reads to make an LMS package of itself
//   (www/js/lms/download.js).
// The list is never written by hand: a file added to dist/ is in the next build's list.
// The pure functions are unit-tested in tests/unit/offline.test.js.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The service worker's file in dist/ (and www/: its source, which no dev page registers). */
export const SW_FILE = 'sw.js';
/**
 * The build's list of its own files in dist/ (`{ files }`: the precache list, itself in
 * it), which the page reads to make an LMS package of itself (www/js/lms/download.js).
 */
export const FILES_FILE = 'files.json';
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The icons the build makes from www/favicon.svg (scripts/icons.mjs): dist path, size, purpose. */
export const ICONS = [
  { src: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { src: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { src: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The page's light theme (www/css/base.css `--paper`), the installed app's colours. */
export const THEME_COLOUR = '#f7f6f3';

/** The web app manifest (W3C Web Application Manifest) as an object; paths relative to it. */
export function manifest() {
  return {
    name: 'Backtracking explorer',
    short_name: 'Backtracking',
    description: 'Watch the textbook backtracking search try one choice at a time: on the board, in the procedure and in its tree, with exercises.',
    lang: 'en',
    start_url: './',
    scope: './',
    id: './',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: THEME_COLOUR,
    icons: ICONS.map((i) => ({ src: i.src, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
  };
}

/** Files of dist/ the page never fetches itself: the precompressed copies, the worker. */
const NOT_PRECACHED = /(?:\.br|\.gz)$/;

/**
 * The precache list from dist/'s files (paths relative to dist/, `/`-separated): every
 * file but the .br / .gz copies and the service worker itself, as URLs relative to the
 * worker (`index.html`, `js/main-HASH.js`, …), sorted. Throws when index.html is missing.
 */
export function precacheList(files) {
  const list = files.filter((f) => f !== SW_FILE && !NOT_PRECACHED.test(f)).sort();
  if (!list.includes('index.html')) throw new Error('precache: dist/index.html is missing');
  return list;
}

/**
 * The precache's version: the first 16 hex digits of the SHA-256 of the list and of each
 * file's SHA-256, so a new list or a changed byte in any file (index.html, a worker's
 * entry file, the wasm: names without a hash) gives a new version. `bytesOf(file)` returns
 * a file's contents (Buffer or string).
 */
export function precacheVersion(list, bytesOf) {
  const all = createHash('sha256');
  for (const file of list) {
    all.update(`${file}\0${createHash('sha256').update(bytesOf(file)).digest('hex')}\n`);
  }
  return all.digest('hex').slice(0, 16);
}

/** The line of www/sw.js that the build replaces with the list and version. */
const BUILD_LINE = /^const BUILD = .*;$/m;

/**
 * dist/sw.js from www/sw.js's source: its `const BUILD = …;` line replaced by the version
 * and the list. Throws when the source has no such line.
 */
export function serviceWorkerSource(source, list, version) {
  if (!BUILD_LINE.test(source)) throw new Error(`www/${SW_FILE}: no "const BUILD = …;" line to fill in`);
  return source.replace(BUILD_LINE, () => `const BUILD = ${JSON.stringify({ version, files: list })};`);
}

/** Every file under `dir`, relative to it, `/`-separated. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? filesUnder(path.join(dir, e.name), rel) : [rel];
  });
}

/**
 * Writes `dist`/files.json (FILES_FILE: the precache list of `dist`'s files, with
 * files.json) and `dist`/sw.js from `swSource` (www/sw.js) with that precache (run after
 * every other file is written, before the compressed copies). Returns { version, files }.
 */
export function writeServiceWorker(dist, swSource) {
  const files = precacheList([...new Set([...filesUnder(dist), FILES_FILE])]);
  writeFileSync(path.join(dist, FILES_FILE), `${JSON.stringify({ files })}\n`);
  const version = precacheVersion(files, (f) => readFileSync(path.join(dist, f)));
  writeFileSync(path.join(dist, SW_FILE), serviceWorkerSource(swSource, files, version));
  return { version, files };
}
