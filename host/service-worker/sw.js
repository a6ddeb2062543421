// The site's service worker, built into the host's dist as /sw.js (shared/build-config/src/service-worker-plugin.mjs
// puts the build's values in place of BX_SERVICE_WORKER). What a redeploy changes is never served from here:
// pages, manifests, remote entries, site.json and the API go to the network; only files whose name carries a
// content hash (they never change under their name) are kept, so a remote redeployed alone shows on the next
// load. Without a network a page is answered with the site's offline page, which reloads itself.
/* global BX_SERVICE_WORKER */
/// <reference lib="webworker" />

const { build, shell } = BX_SERVICE_WORKER;
const FILES = 'bx-files';
const PAGES = `bx-pages-${build}`;
const OFFLINE_PAGE = '/offline.html';
/** As the server's cache policy: `[name].[contenthash].ext` or `[contenthash].ext`. */
const CONTENT_HASH = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** @type {ServiceWorkerGlobalScope} */
const worker = /** @type {any} */ (self);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(PAGES).then((cache) => cache.add(OFFLINE_PAGE)),
      caches.open(FILES).then((cache) => cache.addAll(shell)),
    ]).then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== FILES && name !== PAGES).map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

/** @param {Request} request */
async function hashedFile(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** @param {Request} request */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: PAGES });
    return offline ?? Response.error();
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (CONTENT_HASH.test(url.pathname.split('/').pop() ?? '')) event.respondWith(hashedFile(request));
});
