// The page's service worker (issue 24): after one visit the page opens and works with the
// network off. A classic script, not a module: Firefox before 147 has no module service
// workers. Only the production build registers it (dist/index.html names it in
// <meta name="service-worker">; app/offline.js), and the build fills in BUILD below
// (scripts/offline.mjs): every file of dist/ and a version, the hash of them all. Here in
// www/ it is the source, with an empty list, and no page of the source registers it.
//
// - install: every file of the list into the cache `nqueens-<version>`, fetched past the
//   HTTP cache; one failed fetch fails the install (tried again at the next visit), so a
//   version is cached whole or not at all;
// - fetch: a file of the list (and a visit of the page itself, whatever its fragment or
//   query) is answered from that cache, as the server sent it (the wasm with its
//   application/wasm type, so compileStreaming works offline); anything else goes to the
//   network untouched;
// - a new version waits: it takes over only when the page asks (the visitor's click on
//   "A new version is available: reload": message `skip-waiting`) or once no page of the
//   old one is open; activate then deletes the older versions' caches and takes control of
//   the open pages (the first visit's too, so its parts fetched later come from the cache).

'use strict';

const BUILD = { version: 'dev', files: [] };

const PREFIX = 'nqueens-';
const CACHE = PREFIX + BUILD.version;
const at = (file) => new URL(file, self.location.href).href;
const PRECACHED = new Set(BUILD.files.map(at));
const INDEX = at('index.html');
const ROOT = at('./');

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(
    BUILD.files.map((file) => new Request(at(file), { cache: 'no-cache' })),
  )));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

/** The cache key a request is answered with, or null to leave it to the network. */
function keyOf(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  url.hash = '';
  if (request.mode === 'navigate') {
    url.search = '';
    return url.href === ROOT || url.href === INDEX ? INDEX : null;
  }
  return PRECACHED.has(url.href) ? url.href : null;
}

self.addEventListener('fetch', (event) => {
  const key = keyOf(event.request);
  if (!key) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(key, { ignoreVary: true }))
    .then((hit) => hit || fetch(event.request)));
});
