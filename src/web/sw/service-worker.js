// The dashboard's service worker (docs/decisions/0017). Plain JavaScript: the build (vite.config.ts,
// `serviceWorker` plugin) copies it to dist/web/sw.js with the build's file list and version set in.
//
// - It controls /dashboard pages and door links' pages (/door/, registered once per scope) only: the
//   guest pages are rendered by the server and never pass through it, so a guest never sees a
//   stale page.
// - It keeps this build's files (the app shell and every hashed chunk, so that a page not yet
//   opened still loads offline) in one cache named after the build, and drops older builds' caches.
// - It never answers /api/*: signed-in data is kept by the app in IndexedDB, which signing out
//   clears, never in the Cache API.
// - A new build waits until the page's "Reload" asks it to take over.

/* global self, caches */
const version = "__VERSION__";
/** @type {string[]} */
const files = __FILES__;
const cacheName = `eventhub-shell-${version}`;
const shell = "/index.html";
const precached = new Set(files);

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(files)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith("eventhub-shell-") && n !== cacheName).map((n) => caches.delete(n)),
      );
      // The first install takes the open dashboard at once, so it works offline without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    // Every dashboard address (and a door link's page) is the same SPA shell, of the same build as
    // the cached chunks.
    if (
      url.pathname === "/dashboard" ||
      url.pathname.startsWith("/dashboard/") ||
      url.pathname.startsWith("/door/")
    ) {
      event.respondWith(fromCache(shell, request));
    }
    return;
  }
  if (precached.has(url.pathname)) event.respondWith(fromCache(url.pathname, request));
});

/** This build's copy, or the network when the cache lost it (storage pressure). */
async function fromCache(path, request) {
  const cache = await caches.open(cacheName);
  return (await cache.match(path)) ?? fetch(request);
}
