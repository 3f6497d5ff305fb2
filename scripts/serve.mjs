// The page's static server, as a real static host serves (issue 20): `make serve` runs it on
// dist/ (the production build), `make dev` on www/ (the source, unbundled). It is sirv
// (lukeed/sirv, npm) on node:http: the right MIME types (wasm as application/wasm), ETags,
// the precompressed `.br` / `.gz` files that `make build` writes beside each text and wasm
// file, picked by the request's Accept-Encoding, and a cache policy: files whose names
// carry a content hash (`name-HASH.js`) are cached for a year as immutable; every other
// file (index.html, the workers' entry files, the wasm-bindgen package) is revalidated on
// each visit (`no-cache` with its ETag). With --dev (www/) nothing is cached.
// Usage: node scripts/serve.mjs [--root DIR] [--port N] [--host H] [--dev]
//   (defaults: dist, 8000, 127.0.0.1). Prints the URL, and serves until Ctrl-C.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

/** Content-hashed file names, as scripts/build-dist.mjs writes them (Rollup's base-36 [hash] for the page's chunks, esbuild's for the stylesheet: 8 characters). */
export const HASHED = /-[A-Za-z0-9]{8}\.(?:js|css|wasm)$/;

/**
 * A request handler for `root`: (req, res, next) as sirv's. `dev` turns caching and
 * compression off (the source tree has no .br / .gz files).
 */
export function staticHandler(root, { dev = false } = {}) {
  return sirv(root, {
    dev,
    etag: true,
    gzip: !dev,
    brotli: !dev,
    setHeaders(res, pathname) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (dev) res.setHeader('Cache-Control', 'no-store');
      else if (HASHED.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
}

/** Starts a server on `port` (0: any free one); resolves to { url, close }. */
export function startStatic(root, { port = 0, host = '127.0.0.1', dev = false } = {}) {
  const handle = staticHandler(root, { dev });
  const server = http.createServer((req, res) => {
    handle(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${server.address().port}/`,
        close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(done); }),
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const dev = process.argv.includes('--dev');
  const root = path.resolve(arg('--root', dev ? 'www' : 'dist'));
  const { url } = await startStatic(root, { port: Number(arg('--port', 8000)), host: arg('--host', '127.0.0.1'), dev });
  console.log(`\n  nqueens-wasm (${path.relative(process.cwd(), root) || root}) is served at  ${url}   (Ctrl-C stops it)\n`);
}
