// The page offline: a service worker that keeps every file of the site (web/build writes
// their list and a version made from their contents below) and answers from that copy, so
// the game loads and plays with no network, and installs as an app (manifest.webmanifest).
// A new build has a new version: its worker fetches the new files, then drops the old copy.
const VERSION = "shudu-dev";
const FILES = ["./", "index.html"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(VERSION).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The site's own files from the copy (an address's query, ?seed=7 or ?puzzle=..., does not
// change the file); anything else, or a file the copy lacks, from the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(VERSION).then(async (cache) => {
      const kept = await cache.match(request, { ignoreSearch: true });
      return kept ?? fetch(request);
    }),
  );
});
