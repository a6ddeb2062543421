/**
 * Installs the site's service worker (host/service-worker/sw.js, built to /sw.js) once the first screen has its
 * remote: it keeps the hashed files of what was loaded and answers offline pages with the site's offline page.
 * Development builds have none, so a dev server's files are never served from a cache.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Not installed, the site works as before: only the cache and the offline page are missing.
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}
