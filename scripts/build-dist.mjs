// The production build of the page (issue 20), run by `make build` after the wasm build:
// www/ (the hand-written source, which runs unbundled in development: `make dev`) becomes
// dist/, which `make serve` serves (scripts/serve.mjs). With esbuild (evanw/esbuild, npm):
// - the page's modules, from www/js/boot.js, bundled and minified into dist/js/: one entry
//   file and shared chunks, all with content-hashed names (`boot-HASH.js`, shared
//   `chunk-HASH.js`, and each part loaded on first use named after its source,
//   `node-tree-HASH.js`);
//   every dynamic import() stays a separate chunk, loaded on first use (a puzzle other
//   than the default, the languages' texts, …);
// - each module worker (the .js files of every `workers/` folder of www/js: www/js/workers/,
//   www/js/puzzles/<id>/workers/) bundled on its own into the folder of dist/js that mirrors
//   its source folder, under its source name, since the page names it in
//   `new URL('./workers/x.js', import.meta.url)` (the shared ones' dynamic imports in chunks
//   beside them, fetched on first use);
// - the stylesheets of index.html, in their order, with every registered puzzle's own
//   (www/js/puzzles/<id>/<id>.css, and what it @imports) where index.html marks their place,
//   into one minified `css/page-HASH.css`;
// - index.html with that one stylesheet, the hashed entry, a <link rel="modulepreload"> for
//   every chunk the first view imports statically (so the import chain costs one round trip,
//   not one per level) and a preload of each wasm module the first view fetches (seen in
//   the built page, scripts/prerender.mjs);
// - every wasm module of www/pkg (their JS glue is bundled), the favicon;
// - offline and installable (scripts/offline.mjs): the web app manifest, its PNG icons drawn
//   from the favicon (scripts/icons.mjs), and the service worker sw.js with the precache of
//   every file above and its version, written last, beside files.json, the same list (which
//   the page reads to package itself for an LMS); index.html links the manifest and names
//   the worker (<meta name="service-worker">: app/offline.js registers only what it names,
//   so www/ in development never gets a service worker);
// - beside every text and wasm file, its brotli (.br) and gzip (.gz) compressed copies.
// esbuild does not rewrite `new URL('rel', import.meta.url)` (evanw/esbuild#795): a bundled
// module runs from its chunk's place, not its source's, so the plugin below rewrites each
// such path to be relative to the output folder. Prints the files and their sizes.
// Usage: node scripts/build-dist.mjs (needs `make build`'s www/pkg first).
import { build, transform } from 'esbuild';
import { rollup } from 'rollup';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { prerender } from './prerender.mjs';
import { makeIcons } from './icons.mjs';
import { manifest, MANIFEST_FILE, SW_FILE, THEME_COLOUR, writeServiceWorker } from './offline.mjs';
import { VENDOR, vendor } from './vendor.mjs';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const WWW = path.join(REPO, 'www');
const DIST = path.join(REPO, 'dist');
const COMPRESSED = /\.(?:html|js|css|svg|wasm|json|webmanifest|txt)$/;

/**
 * The rewrite that keeps `new URL('rel', import.meta.url)` pointing at the same file
 * once the module is bundled into a file of `outSrcDir`'s output folder: `rel` is resolved
 * from the source file, then made relative to `outSrcDir` (the source folder that the
 * output folder mirrors).
 */
function metaUrlRewrite(outSrcDir) {
  return (file, source) => source.replace(
    /new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g,
    (_, quote, rel) => {
      const target = path.resolve(path.dirname(file), rel);
      let fromOut = path.relative(outSrcDir, target).split(path.sep).join('/');
      if (!fromOut.startsWith('.')) fromOut = `./${fromOut}`;
      return `new URL(${quote}${fromOut}${quote}, import.meta.url)`;
    },
  );
}

/** The rewrite above as an esbuild plugin (the workers' build). */
function metaUrlPlugin(outSrcDir) {
  const rewrite = metaUrlRewrite(outSrcDir);
  return {
    name: 'import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.js$/ }, (args) => ({ contents: rewrite(args.path, readFileSync(args.path, 'utf8')), loader: 'js' }));
    },
  };
}

/** The same rewrite as a Rollup plugin (its `transform` hook: the page's build). */
function metaUrlRollup(outSrcDir) {
  const rewrite = metaUrlRewrite(outSrcDir);
  return {
    name: 'import-meta-url',
    transform(code, id) {
      return id.endsWith('.js') ? { code: rewrite(id, code), map: null } : null;
    },
  };
}

/**
 * esbuild's `build`, failing on a warning as on an error: a warning here is a fault of the
 * source (a key written twice in a strings table silently drops the first).
 */
async function strictBuild(options) {
  const result = await build(options);
  if (result.warnings.length > 0) throw new Error(`esbuild: ${result.warnings.length} warning(s), printed above; the build stops on a warning`);
  return result;
}

const COMMON = {
  bundle: true, format: 'esm', minify: process.env.DIST_MINIFY !== '0', target: 'es2022', legalComments: 'none',
  metafile: true, logLevel: 'warning',
};

/**
 * The esbuild minifier as a Rollup plugin: each chunk Rollup writes is minified by esbuild
 * (`transform`, ES module in, ES module out).
 */
function minifyPlugin() {
  return {
    name: 'esbuild-minify',
    async renderChunk(code) {
      if (!COMMON.minify) return null;
      const out = await transform(code, { minify: true, format: 'esm', target: COMMON.target, legalComments: 'none' });
      return { code: out.code, map: null };
    },
  };
}

/**
 * The name of a chunk's file (before its hash): Rollup's, after the module it stands for,
 * with the id of the puzzle whose folder holds its modules in front (`<id>-gallery`,
 * `<id>-entry`), so each puzzle's chunks are told apart.
 */
function chunkName(chunk) {
  const ids = new Set(chunk.moduleIds.map((m) => path.relative(path.join(WWW, 'js', 'puzzles'), m))
    .filter((rel) => !rel.startsWith('..') && rel.includes(path.sep)).map((rel) => rel.split(path.sep)[0]));
  const [id] = ids;
  return ids.size === 1 && !chunk.name.startsWith(`${id}-`) ? `${id}-${chunk.name}` : chunk.name;
}

/**
 * The page grades no result link itself (the class view's worker does): the registry's
 * `grade()` imports (`puzzles/<id>/grade.js`) stay out of the page's chunks, as they are,
 * so the modules they share with the first view stay in its chunks.
 */
const gradingExternal = {
  name: 'grading-external',
  resolveId(source, importer) {
    return /[\\/]grade\.js$/.test(source) && /[\\/]registry\.js$/.test(importer ?? '') ? { id: source, external: true } : null;
  },
};

/**
 * The page's modules, from js/boot.js, with Rollup (rollup/rollup, npm): resolves to its
 * output chunks (`{ fileName, imports, facadeModuleId, moduleIds, … }`). Rollup rather than
 * esbuild for the page: a part fetched on first use imports modules the page has already
 * loaded, and Rollup keeps those in the chunks already loaded, where esbuild splits a chunk
 * for every set of importers (33 requests before the first board instead of 14).
 */
async function buildPage() {
  const bundle = await rollup({
    input: path.join(WWW, 'js/boot.js'),
    plugins: [gradingExternal, metaUrlRollup(path.join(WWW, 'js'))],
    onwarn(warning, warn) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  try {
    const { output } = await bundle.write({
      dir: path.join(DIST, 'js'), format: 'es', hashCharacters: 'base36',
      entryFileNames: '[name]-[hash].js', chunkFileNames: (chunk) => `${chunkName(chunk)}-[hash].js`,
      plugins: [minifyPlugin()],
    });
    return output.filter((o) => o.type === 'chunk');
  } finally {
    await bundle.close();
  }
}

/**
 * The language tables stay out of the workers: the GIF worker uses lib/i18n.js's `t` with
 * the words the page sends it, and never loads a table, so its `import()` of them is left
 * as it is (esbuild would otherwise inline both tables into the worker).
 */
const tablesExternal = {
  name: 'tables-external',
  setup(b) {
    b.onResolve({ filter: /[\\/]strings-(?:en|zh)\.js$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * A worker builds no puzzle's page: the registry's `page()` imports (`puzzles/<id>/entry.js`)
 * stay out of the workers that import the registry (the class view's grading worker), as
 * they are.
 */
const pagesExternal = {
  name: 'pages-external',
  setup(b) {
    b.onResolve({ filter: /[\\/]entry\.js$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** The folders named `workers` under `dir` (www/js/workers, a puzzle's own), recursively. */
function workerDirs(dir) {
  return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'vendor').flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.name === 'workers' ? [full, ...workerDirs(full)] : workerDirs(full);
  });
}

/**
 * Each worker on its own (a worker cannot share the page's chunks' realm anyway), into the
 * folder of dist/js that mirrors its source folder. A puzzle's own workers are each one
 * file; the shared ones (www/js/workers/, the class view's grading) load each puzzle's
 * parts when a link of it comes: their dynamic imports stay chunks of their own
 * (esbuild's splitting, `chunk-HASH.js` beside them), so no puzzle's code is fetched before
 * it is used.
 */
async function buildWorkers() {
  const shared = path.join(WWW, 'js', 'workers');
  for (const dir of workerDirs(path.join(WWW, 'js'))) {
    const entries = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f));
    if (entries.length === 0) continue;
    await strictBuild({
      ...COMMON,
      entryPoints: entries,
      outdir: path.join(DIST, path.relative(WWW, dir)),
      entryNames: '[name]',
      splitting: dir === shared,
      plugins: [tablesExternal, pagesExternal, metaUrlPlugin(dir)],
    });
  }
}

/** index.html's marker of where the puzzles' style sheets go (lib/style-sheets.js). */
const PUZZLE_STYLES = /<meta name="puzzle-styles" content="linked">/;

/**
 * The style sheets of the page, in cascade order: those index.html links, with each
 * registered puzzle's own (`js/puzzles/<id>/<id>.css`, in the registry's order: `ids`) in
 * place of its puzzle-styles marker. Paths relative to www/.
 */
export function pageSheets(html, ids) {
  if (!PUZZLE_STYLES.test(html)) throw new Error(`index.html: ${PUZZLE_STYLES.source} not found`);
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">|<meta name="puzzle-styles"[^>]*>/g)]
    .flatMap((m) => (m[1] ? [m[1]] : ids.map((id) => `js/puzzles/${id}/${id}.css`)));
}

/** The ids of the registered puzzles (www/js/puzzles/registry.js), the default first. */
async function registeredIds() {
  const { PUZZLES } = await import(pathToFileURL(path.join(WWW, 'js/puzzles/registry.js')).href);
  return PUZZLES.map((p) => p.id);
}

/** The page's style sheets (`pageSheets`) in one file: its dist-relative name. */
async function buildCss(html) {
  const sheets = pageSheets(html, await registeredIds());
  const result = await strictBuild({
    ...COMMON,
    stdin: { contents: sheets.map((s) => `@import "./${s}";`).join('\n'), resolveDir: WWW, loader: 'css' },
    outdir: path.join(DIST, 'css'),
    entryNames: 'page-[hash]',
    write: true,
  });
  const out = Object.keys(result.metafile.outputs).find((f) => f.endsWith('.css'));
  return { sheets, file: path.relative(DIST, path.join(REPO, out)).split(path.sep).join('/') };
}

/**
 * The page's entry file and the chunks the first view needs before its first board, from
 * Rollup's output chunks: the entry's static imports and those of main.js's chunk
 * (boot.js imports it at once), transitively, and the chunks in `started` (what the built
 * page was seen to import at start-up, scripts/prerender.mjs: the default puzzle and its
 * page) with theirs. The language tables are left out: the one in use is fetched by the
 * page. Paths relative to dist/.
 */
function firstViewChunks(chunks, started = []) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith(path.join('js', 'boot.js')));
  const main = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(path.join('www', 'js', 'main.js'))));
  const seen = new Set();
  const visit = (file) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const imp of chunk.imports) visit(imp);
  };
  visit(entry.fileName);
  visit(main.fileName);
  for (const file of started) visit(file);
  seen.delete(entry.fileName);
  const tables = new Set(chunks.filter((c) => c.facadeModuleId && /[\\/]lib[\\/]strings-[a-z]+\.js$/.test(c.facadeModuleId)).map((c) => c.fileName));
  const rel = (f) => `js/${f}`;
  return { entry: rel(entry.fileName), preload: [...seen].filter((f) => !tables.has(f)).map(rel).sort() };
}

/**
 * index.html for dist/: one stylesheet, the hashed entry and language script, the preloads
 * (`wasm`: the dist paths of the wasm modules the first view fetches).
 */
function rewriteHtml(html, css, chunks, langPick, wasm = []) {
  let out = html.replace(/ *<link rel="stylesheet" href="[^"]+">\n/g, '').replace(PUZZLE_STYLES, '<meta name="puzzle-styles" content="bundled">');
  const head = [
    `  <link rel="stylesheet" href="${css.file}">`,
    ...wasm.map((f) => `  <link rel="preload" href="${f}" as="fetch" type="application/wasm" crossorigin>`),
    ...chunks.preload.map((f) => `  <link rel="modulepreload" href="${f}">`),
    `  <script type="module" src="${chunks.entry}"></script>`,
  ].join('\n');
  const script = '  <script type="module" src="js/boot.js"></script>';
  const pick = '<script src="js/lang-pick.js"></script>';
  if (!out.includes(script) || !out.includes(pick)) throw new Error(`index.html: ${script.trim()} or ${pick} not found`);
  out = out.replace(script, head).replace(pick, `<script src="${langPick}"></script>`);
  return out;
}

/**
 * index.html made installable and offline (scripts/offline.mjs): the manifest, the theme
 * colour, the icon iOS uses, and the service worker's name, which app/offline.js registers.
 */
function withOffline(html) {
  const marker = '  <link rel="icon" href="favicon.svg" type="image/svg+xml">\n';
  if (!html.includes(marker)) throw new Error(`index.html: ${marker.trim()} not found`);
  return html.replace(marker, [
    marker.trimEnd(),
    `  <link rel="manifest" href="${MANIFEST_FILE}">`,
    '  <link rel="apple-touch-icon" href="icons/icon-192.png">',
    `  <meta name="theme-color" content="${THEME_COLOUR}">`,
    `  <meta name="service-worker" content="${SW_FILE}">`,
  ].join('\n') + '\n');
}

/** Escapes an attribute value for HTML. */
const attr = (v) => String(v).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * index.html with the first view's skeleton (scripts/prerender.mjs): `<html class="prerendered">`,
 * the drawn body's attributes, and the copy first in <body>.
 */
function withSkeleton(html, skeletons) {
  if (!/<html lang="en">/.test(html) || !/<body>/.test(html)) throw new Error('index.html: <html lang="en"> or <body> not found');
  const bodyAttrs = Object.entries(skeletons.en.attributes).map(([k, v]) => ` ${k}="${attr(v)}"`).join('');
  const copies = Object.entries(skeletons)
    .map(([lang, s]) => `\n  <div class="skeleton" data-lang="${lang}" aria-hidden="true" inert>${s.html}</div>`).join('');
  return html
    .replace('<html lang="en">', '<html lang="en" class="prerendered">')
    .replace('<body>', `<body${bodyAttrs}>${copies}`);
}

/** The classic script run before the first paint, minified under a hashed name: its dist path. */
async function buildLangPick() {
  const result = await strictBuild({
    entryPoints: [path.join(WWW, 'js/lang-pick.js')], outdir: path.join(DIST, 'js'), entryNames: '[name]-[hash]',
    minify: true, target: 'es2017', metafile: true, logLevel: 'warning',
  });
  const out = Object.keys(result.metafile.outputs)[0];
  return path.relative(DIST, path.join(REPO, out)).split(path.sep).join('/');
}

/** Every file under `dir`, recursively. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/** Writes `file.br` and `file.gz` beside each compressible file; returns [file, raw, br, gz] rows. */
function precompress() {
  const rows = [];
  for (const file of filesUnder(DIST).filter((f) => COMPRESSED.test(f))) {
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    rows.push([path.relative(DIST, file), raw.length, br.length, gz.length]);
  }
  return rows;
}

/** The wasm modules of www/pkg (scripts/build-wasm.mjs: every module a puzzle declares). */
function wasmModules() {
  const listed = path.join(WWW, 'pkg', 'modules.json');
  if (!statSync(listed, { throwIfNoEntry: false })) throw new Error('www/pkg/modules.json missing: run make build');
  const files = JSON.parse(readFileSync(listed, 'utf8')).map((m) => `${m.name}_bg.wasm`);
  for (const f of files) {
    if (!statSync(path.join(WWW, 'pkg', f), { throwIfNoEntry: false })) throw new Error(`www/pkg/${f} missing: run make build`);
  }
  return files;
}

async function main() {
  const wasm = wasmModules();
  console.log(`vendored into www/js/vendor/: ${vendor().join(', ')}`);
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(path.join(DIST, 'pkg'), { recursive: true });
  const html = readFileSync(path.join(WWW, 'index.html'), 'utf8');
  const pageChunks = await buildPage();
  await buildWorkers();
  const css = await buildCss(html);
  const langPick = await buildLangPick();
  const draft = rewriteHtml(html, css, firstViewChunks(pageChunks), langPick);
  writeFileSync(path.join(DIST, 'index.html'), draft);
  for (const f of wasm) cpSync(path.join(WWW, 'pkg', f), path.join(DIST, 'pkg', f));
  cpSync(path.join(WWW, 'favicon.svg'), path.join(DIST, 'favicon.svg'));
  // The bundled libraries' licences (their code is in the bundles, comments stripped: gifenc's
  // in the GIF worker, fflate's in the SCORM package's chunk).
  mkdirSync(path.join(DIST, 'js/vendor'), { recursive: true });
  for (const f of readdirSync(VENDOR).filter((name) => name.endsWith('.LICENSE.md'))) cpSync(path.join(VENDOR, f), path.join(DIST, 'js/vendor', f));
  const skeleton = await prerender(DIST);
  // The page's own start-up imports (the default puzzle and its page) are preloaded too.
  const chunks = firstViewChunks(pageChunks, skeleton.en.modules);
  const page = rewriteHtml(html, css, chunks, langPick, skeleton.en.wasm);
  writeFileSync(path.join(DIST, 'index.html'), withOffline(withSkeleton(page, skeleton)));
  writeFileSync(path.join(DIST, MANIFEST_FILE), `${JSON.stringify(manifest(), null, 2)}\n`);
  await makeIcons(DIST, WWW);
  // Last: the precache lists every file written above.
  const offline = writeServiceWorker(DIST, readFileSync(path.join(WWW, SW_FILE), 'utf8'));
  const rows = precompress();
  const total = rows.reduce((a, r) => [a[0] + r[1], a[1] + r[2]], [0, 0]);
  console.log(`built dist/: ${rows.length} files, ${total[0]} bytes, ${total[1]} brotli; first view: ${chunks.entry} + ${chunks.preload.length} preloaded chunks, ${css.file} (${css.sheets.length} sheets); skeletons ${[skeleton.en, skeleton.zh].map((s) => s.html.length).join(" + ")} bytes; ${SW_FILE} ${offline.version} precaches ${offline.files.length} files`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
