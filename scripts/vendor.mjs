// The browser libraries the page runs, copied from node_modules (pinned in package.json and
// package-lock.json, installed by `npm ci`) into www/js/vendor/, which the dev server serves
// as it is and the production build bundles (scripts/build-dist.mjs): one copy of the truth,
// the npm package, and nothing vendored by hand in git (www/js/vendor/ is git-ignored, like
// www/pkg). Each library's licence goes with it. Run by `make build` and `make dev`.
// Usage: node scripts/vendor.mjs
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));
export const VENDOR = path.join(REPO, 'www/js/vendor');

/** [npm package, its ES module file, the name in www/js/vendor/, its licence file]. */
export const LIBRARIES = [
  ['gifenc', 'dist/gifenc.esm.js', 'gifenc.js', 'LICENSE.md'],
  ['fflate', 'esm/browser.js', 'fflate.js', 'LICENSE'],
];

/** Copies every library and its licence; returns the files written. */
export function vendor() {
  mkdirSync(VENDOR, { recursive: true });
  const written = [];
  for (const [pkg, file, name, licence] of LIBRARIES) {
    const dir = path.join(REPO, 'node_modules', pkg);
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    copyFileSync(path.join(dir, file), path.join(VENDOR, name));
    copyFileSync(path.join(dir, licence), path.join(VENDOR, `${path.parse(name).name}.LICENSE.md`));
    written.push(`${name} (${pkg} ${version})`);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`vendored into www/js/vendor/: ${vendor().join(', ')}`);
}
