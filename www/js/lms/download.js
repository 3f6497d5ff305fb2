//! The Share menu's "For your LMS (SCORM 1.2)" download: the package of an exercise
//! (lms/package.js) built in the browser. The production build lists its own files
//! (`files.json`, scripts/offline.mjs: the same list the service worker caches), so the
//! page fetches each (from the service worker's cache once it has one), adds the manifest
//! and the launch page, and zips them with fflate (101arrowz/fflate, npm, vendored by
//! scripts/vendor.mjs). Fetched only when the download is asked for: the first view loads
//! none of it. The development source (www/, `make dev`) has no list: the download says so.

import { strToU8, zipSync } from '../vendor/fflate.js';
import {
  LAUNCH_FILE, MANIFEST_FILE, launchHtml, manifestXml, packageName,
} from './package.js';
import { download } from '../views/svg-export.js';

/** The production build's list of its files (scripts/offline.mjs `FILES_FILE`). */
const FILES_LIST = 'files.json';

/** An Error with the page's error code `lms/<code>` (lib/errors.js). */
function failure(code, detail) {
  return Object.assign(new Error(detail), { lmsCode: code });
}

/** The bytes of `file` (relative to the page), or a `fetch` failure. */
async function fetchBytes(file, base) {
  const response = await fetch(new URL(file, base)).catch((err) => {
    throw failure('fetch', String(err));
  });
  if (!response.ok) throw failure('fetch', `${file}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The production build's files (paths relative to the page), or `not-built` in the source. */
async function buildFiles(base) {
  const response = await fetch(new URL(FILES_LIST, base)).catch((err) => {
    throw failure('fetch', String(err));
  });
  if (response.status === 404) throw failure('not-built', FILES_LIST);
  if (!response.ok) throw failure('fetch', `${FILES_LIST}: ${response.status}`);
  const { files } = await response.json();
  if (!Array.isArray(files) || !files.includes('index.html')) throw failure('not-built', FILES_LIST);
  return files;
}

/**
 * The package of the exercise's link `fragment` (its language in it), `title` its title,
 * `passMark` in percent, `open` the launch page's words (lms/package.js `launchHtml`), as
 * a zip: `{ name, bytes }`, `name` the file's name. `base` is the page's address. Rejects
 * with an Error whose `lmsCode` is `not-built` (no build list: the source) or `fetch`.
 */
export async function buildPackage({
  fragment, title, passMark, lang, open, base = document.baseURI,
}) {
  const files = (await buildFiles(base)).filter((f) => f !== MANIFEST_FILE && f !== LAUNCH_FILE);
  const bytes = await Promise.all(files.map((f) => fetchBytes(f, base)));
  // Already compressed images are stored as they are; the rest (code, wasm) is deflated.
  const entries = Object.fromEntries(files.map((f, i) => [f, /\.png$/.test(f) ? [bytes[i], { level: 0 }] : bytes[i]]));
  entries[LAUNCH_FILE] = strToU8(launchHtml({
    fragment, passMark, title, lang, open,
  }));
  entries[MANIFEST_FILE] = strToU8(manifestXml({
    fragment, title, passMark, files: Object.keys(entries),
  }));
  const zipped = zipSync(entries, { level: 6, mtime: new Date(2000, 0, 1) });
  return { name: `${packageName(fragment)}.zip`, bytes: zipped };
}

/** Builds the package (`buildPackage`) and offers it as a download; resolves to `{ name, size }`. */
export async function downloadPackage(options) {
  const { name, bytes } = await buildPackage(options);
  download(new Blob([bytes], { type: 'application/zip' }), name);
  return { name, size: bytes.length };
}
