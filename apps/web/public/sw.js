// The back-office's service worker, scope /, written by hand like the portal's (portal/public/sw.js). It is there for
// the driver's offline Hand-over (CONTRACT): once /dashboard/handover has been opened online, it opens again without
// a network. It registers from the Hand-over screen only (src/features/trolleys/handover/service-worker.ts).
// - install: caches the app shell (/, the index.html of every back-office route) and the scripts it names;
// - message {type: 'keep', urls}: the page sends the /assets/ files it has loaded (the Hand-over screen's own chunks
//   were loaded before this worker was there), which are kept too;
// - navigations outside /portal and /api: the network first (a new release is seen at once), the shell without one;
// - /assets/*: the cache first, as their names change with their content (and are kept as they are loaded);
// - nothing else: no API answer is ever cached here (the Hand-over keeps its own data in IndexedDB), and the portal
//   (/portal/, its own worker) and the API are left alone;
// - activate: the caches of older versions are deleted.
// Bump VERSION when this file's caching changes.
const VERSION = 1;
const PREFIX = 'glassdesk-office-';
const SHELL_CACHE = `${PREFIX}shell-v${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-v${VERSION}`;
const CURRENT = [SHELL_CACHE, ASSET_CACHE];
const SHELL_URL = '/';
const SHELL_FILES = ['/favicon.png'];
const NETWORK_TIMEOUT_MS = 6000;
const MAX_ASSETS = 200;

async function storable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

const isAsset = (pathname) => pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      const response = await fetch(SHELL_URL, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${SHELL_URL} answered ${response.status}`);
      const html = await response.clone().text();
      await shell.put(SHELL_URL, await storable(response));
      await Promise.all(SHELL_FILES.map((url) => shell.add(url).catch(() => undefined)));
      const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
      const assetCache = await caches.open(ASSET_CACHE);
      await Promise.all([...assets].map((url) => assetCache.add(url).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !CURRENT.includes(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      for (const href of data.urls.slice(0, MAX_ASSETS)) {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin || !isAsset(url.pathname)) continue;
        if (!(await cache.match(url.pathname))) await cache.add(url.pathname).catch(() => undefined);
      }
    })(),
  );
});

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
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const { pathname } = url;
  if (pathname.startsWith('/portal') || pathname.startsWith('/api')) return;

  if (request.mode === 'navigate') {
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (!last.includes('.')) event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_URL, keepShell));
    return;
  }
  if (isAsset(pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (SHELL_FILES.includes(pathname)) {
    event.respondWith(networkFirst(request, SHELL_CACHE, pathname, async (response) => response.ok && (await caches.open(SHELL_CACHE)).put(pathname, response)));
  }
});
