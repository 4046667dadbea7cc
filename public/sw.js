/* Importa's service worker: shows web push notifications and opens their URL when clicked, and
 * keeps the last catalogue and product pages the shopper viewed readable offline.
 * Push payload (JSON): { title, body, url?, icon? }; a plain-text payload is used as the body. */

/* Offline reading. Catalogue pages (home, searches, product and seller pages, normal or light), the
 * cart and MIS PEDIDOS go to the network first and their last answer is kept; offline, that copy is
 * shown (a catalogue page says it is a saved copy), else the no-connection screen. Built assets (hashed, never change) come from the cache first. Both caches
 * are bounded; bumping VERSION drops every older cache on activation. */
const VERSION = 'v2'; // v2: ahorro.js adds to the cart; the cart and MIS PEDIDOS are kept
const PAGES = `importa-pages-${VERSION}`;
const ASSETS = `importa-assets-${VERSION}`;
const SHELL = `importa-shell-${VERSION}`; // the no-connection screen, kept apart so no bound evicts it
const OFFLINE_URL = '/ahorro/sin-conexion';
const MAX_PAGES = 40;
const MAX_ASSETS = 80;

const isCataloguePage = (path) => path === '/' || /^\/(products\/detail|distributor)\/[^/]+\/?$/.test(path);
/** The cart and MIS PEDIDOS: shells around what the browser stores, kept so they open offline. */
const isBuyerShell = (path) => path === '/cart' || /^\/orders(\/[^/]+){0,2}\/?$/.test(path);
/** The catalogue pages this worker answered from its cache, by the window they opened in, with when the copy was made (ms). */
const servedFromCache = new Map();
const SEND_QUEUE_TAG = 'importa-send-queue';
const isAsset = (path) => path.startsWith('/_next/static/') || path.startsWith('/icons/') || path === '/icon.svg' || path === '/ahorro/ahorro.js';

async function keepBounded(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function remember(cacheName, max, request, response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(cacheName);
  await cache.delete(request); // re-added last, so the bound drops the least recently viewed first
  await cache.put(request, response);
  await keepBounded(cacheName, max);
}

async function offlineScreen() {
  return (
    (await caches.match(OFFLINE_URL, { cacheName: SHELL })) ||
    new Response('Sin conexión', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  );
}

async function networkFirstPage(event, cacheIt, labelIt) {
  try {
    const response = await fetch(event.request);
    if (cacheIt) event.waitUntil(remember(PAGES, MAX_PAGES, event.request, response.clone()));
    return response;
  } catch {
    const cached = cacheIt && (await caches.match(event.request, { cacheName: PAGES, ignoreVary: true }));
    if (!cached) return offlineScreen();
    // The page asks (message 'importa-saved-at') and shows "Copia guardada el …": the answer's Date is when it was kept.
    if (labelIt && event.resultingClientId) servedFromCache.set(event.resultingClientId, Date.parse(cached.headers.get('date') || '') || 0);
    return cached;
  }
}

async function cacheFirstAsset(event) {
  const cached = await caches.match(event.request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(event.request);
  event.waitUntil(remember(ASSETS, MAX_ASSETS, event.request, response.clone()));
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(OFFLINE_URL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('importa-') && ![PAGES, ASSETS, SHELL].includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const catalogue = isCataloguePage(url.pathname);
    event.respondWith(networkFirstPage(event, catalogue || isBuyerShell(url.pathname), catalogue));
  } else if (isAsset(url.pathname)) event.respondWith(cacheFirstAsset(event));
});

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'importa-saved-at' || !event.source) return;
  const savedAt = servedFromCache.get(event.source.id);
  servedFromCache.delete(event.source.id);
  event.source.postMessage({ type: 'importa-saved-at', savedAt: savedAt === undefined ? null : savedAt });
});

/* Background Sync (Chromium): the line is back; the open pages send what was kept on the device
 * (components/offline/send-queue.ts). Without an open page it waits until the store is next opened
 * (docs/DECISIONS.md, decision 32.1: why the worker does not send it itself). */
self.addEventListener('sync', (event) => {
  if (event.tag !== SEND_QUEUE_TAG) return;
  event.waitUntil(self.clients.matchAll({ type: 'window' }).then((windows) => windows.forEach((w) => w.postMessage({ type: SEND_QUEUE_TAG }))));
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Importa';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: data.icon || '/icon.svg',
      badge: '/icon.svg',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  if (target.origin !== self.location.origin) return; // only open the store's own pages
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target.href);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    }),
  );
});
