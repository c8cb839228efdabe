/* global self, caches */
// The customer portal's service worker, scope /portal/, written by hand:
// - install: caches the app shell (/portal/, the index.html of every client route) with the scripts it names, the
//   small files it loads (theme boot, manifest, icon), and every page's chunk of the release;
// - navigations: the network first (a new release is seen at once), the cached shell when there is none;
// - /portal/assets/*: the cache first, as their names change with their content;
// - GET /api/customer/v1.0/tickets, /tickets/{id}, /glass-types, /warranty-reasons, /me and /trolleys: the network
//   first, the last answer kept, so the tickets and trolleys last loaded open offline (under the offline banner). No other call and no other method is ever cached;
//   a 401 forgets every kept answer, and the page forgets them on every sign-in and sign-out (src/portal/lib/session.ts);
// - activate: the caches of older versions are deleted.
// Bump VERSION when this file's caching changes: the caches of the old version go at the next activation.
const VERSION = 4;
const PREFIX = 'glassdesk-portal-';
const SHELL_CACHE = `${PREFIX}shell-v${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-v${VERSION}`;
// src/portal/lib/session.ts deletes every cache whose name starts with 'glassdesk-portal-api'.
const API_CACHE = `${PREFIX}api-v${VERSION}`;
const CURRENT = [SHELL_CACHE, ASSET_CACHE, API_CACHE];

const SHELL_URL = '/portal/';
// Vite's build manifest (vite.portal.config.ts, build.manifest): every chunk of this release.
const BUILD_MANIFEST = '/portal/.vite/manifest.json';
const SHELL_FILES = ['/portal/manifest.webmanifest', '/portal/icons/icon-32.png', '/portal/icons/icon-192.png'];
const API = '/api/customer/v1.0';
const KEPT_API = [/^\/tickets$/, /^\/tickets\/\d+$/, /^\/glass-types$/, /^\/warranty-reasons$/, /^\/me$/, /^\/trolleys$/, /^\/handovers$/];
// On a weak signal the kept answer is shown after this long; the network's, when it comes, is kept for next time.
const NETWORK_TIMEOUT_MS = 6000;
const MAX_ASSETS = 150;
const MAX_API = 80;

/** A response the Cache API and a navigation accept as their own (a redirected one is refused by navigations). */
async function storable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Keeps a cache to its newest `max` entries (keys come in the order they were put). */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      const response = await fetch(SHELL_URL, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${SHELL_URL} answered ${response.status}`);
      const html = await response.clone().text();
      await shell.put(SHELL_URL, await storable(response));
      await Promise.all(SHELL_FILES.map((url) => shell.add(url).catch(() => undefined)));
      // The entry script (and any preloads) that index.html names: enough for the portal to start offline. Then,
      // best effort, every page's chunk that the build's manifest lists, so a page never opened before opens offline
      // too (about 250 KB brotli once); without the manifest, each chunk is kept when it is first loaded.
      const assets = new Set([...html.matchAll(/(?:src|href)="(\/portal\/assets\/[^"]+)"/g)].map((match) => match[1]));
      const assetCache = await caches.open(ASSET_CACHE);
      await Promise.all([...assets].map((url) => assetCache.add(url)));
      const chunks = await fetch(BUILD_MANIFEST, { cache: 'no-cache' })
        .then((answer) => (answer.ok ? answer.json() : {}))
        .then((manifest) => Object.values(manifest).map((chunk) => `/portal/${chunk.file}`))
        .catch(() => []);
      await Promise.all(chunks.filter((url) => !assets.has(url) && /\.(js|css)$/.test(url)).map((url) => assetCache.add(url).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !CURRENT.includes(name)).map((name) => caches.delete(name)));
      // The page that installed the worker is served by it from now on, so its next pages' chunks are kept too.
      await self.clients.claim();
    })(),
  );
});

/**
 * The network's answer, kept by `keep` when it is a success; without an answer (offline, or none within the
 * timeout), the kept one from `cacheName` under `key`; with neither, the network's failure.
 */
function networkFirst(request, cacheName, key, keep) {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (value, ok = true) => {
      if (done) return;
      done = true;
      if (ok) resolve(value);
      else reject(value);
    };
    const kept = () => caches.open(cacheName).then((cache) => cache.match(key, { ignoreVary: true }));
    const timer = setTimeout(() => {
      kept().then(
        (cached) => cached && finish(cached),
        () => undefined,
      );
    }, NETWORK_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        finish(response);
        keep(response.clone()).catch(() => undefined);
      },
      (error) => {
        clearTimeout(timer);
        kept().then(
          (cached) => finish(cached ?? error, !!cached),
          () => finish(error, false),
        );
      },
    );
  });
}

async function keepShell(response) {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/html')) return;
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_URL, await storable(response));
}

async function keepApiAnswer(request, response) {
  if (response.status === 401) {
    // The session ended: what it loaded is not for whoever signs in next.
    await caches.delete(API_CACHE);
    return;
  }
  if (response.status !== 200) return;
  const cache = await caches.open(API_CACHE);
  await cache.put(request, response);
  await trim(API_CACHE, MAX_API);
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, await storable(response.clone()));
    await trim(ASSET_CACHE, MAX_ASSETS);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Never a POST, PUT or DELETE: those always go to the server as they are.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const { pathname } = url;

  if (request.mode === 'navigate') {
    // A client route (/portal/tickets/12) gets the shell; a file opened directly (an icon) is left to the network.
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname.startsWith('/portal') && !last.includes('.')) {
      event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_URL, keepShell));
    }
    return;
  }
  if (pathname.startsWith('/portal/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (SHELL_FILES.includes(pathname)) {
    event.respondWith(networkFirst(request, SHELL_CACHE, pathname, async (response) => response.ok && (await caches.open(SHELL_CACHE)).put(pathname, response)));
    return;
  }
  if (pathname.startsWith(`${API}/`) && KEPT_API.some((pattern) => pattern.test(pathname.slice(API.length)))) {
    event.respondWith(networkFirst(request, API_CACHE, request, (response) => keepApiAnswer(request, response)));
  }
});
