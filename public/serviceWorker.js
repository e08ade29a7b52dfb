/* Registra's service worker (scope /). Hand-written rather than Serwist: @serwist/next hooks the
 * webpack build, which Next 16's default Turbopack build does not run (serwist/serwist#54), and a
 * worker this small does not justify a second build step. It does four things:
 *  - keep the static assets (/_next/static, hashed and immutable) and images in caches;
 *  - answer navigations from the network, falling back to the page last seen, then to the
 *    offline page of the visitor's language when there is no network;
 *  - on the message { type: 'CACHE_NEW_IMAGE', url } cache that image and answer
 *    { type: 'CACHE_UPDATED', url } (through the message port if one was sent, else to the client).
 */
const VERSION = 'v1';
const STATIC_CACHE = `static-${VERSION}`;
const IMAGE_CACHE = `images-${VERSION}`;
const PAGE_CACHE = `pages-${VERSION}`;
const OFFLINE_PAGES = { en: '/offline', fr: '/fr/offline' };
const MAX_IMAGES = 120;
const MAX_PAGES = 40;

self.addEventListener('install', (event) => {
  event.waitUntil(precacheOfflinePages().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !key.endsWith(`-${VERSION}`)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/**
 * The offline pages and the stylesheets and scripts they load, so they render without a network.
 * Both pages share one build's assets: each is fetched once, and only when the cache lacks it.
 * `noModule` scripts are left out: they are polyfills for browsers without modules, which also
 * have no service workers.
 */
async function precacheOfflinePages() {
  const pages = await caches.open(PAGE_CACHE);
  const assets = await caches.open(STATIC_CACHE);
  const urls = new Set();
  for (const path of Object.values(OFFLINE_PAGES)) {
    const response = await fetch(path, { cache: 'reload' });
    if (!response.ok) continue;
    const html = await response.clone().text();
    await pages.put(path, response);
    for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
      const asset = /\s(?:href|src)="(\/_next\/static\/[^"]+)"/.exec(tag);
      if (asset && !/\snoModule\b/i.test(tag)) urls.add(asset[1]);
    }
  }
  const missing = [];
  for (const url of urls) if (!(await assets.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => assets.add(url).catch(() => undefined)));
}

function isImageRequest(request, url) {
  return request.destination === 'image' || url.pathname.startsWith('/_next/image') || url.pathname.startsWith('/images/');
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function cacheFirst(request, cacheName, max) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (max) trim(cacheName, max);
  }
  return response;
}

/** Signed-in areas never go into the cache: a shared computer must not keep someone's account pages. */
const PRIVATE_PATH = /^\/(?:fr\/)?(?:admin|account|signin|api)(?:\/|$)/;

function mayCachePage(url, response) {
  const cacheControl = response.headers.get('Cache-Control') || '';
  return (
    response.ok &&
    response.type === 'basic' &&
    !PRIVATE_PATH.test(url.pathname) &&
    !/no-store|private/i.test(cacheControl)
  );
}

async function navigate(request, url) {
  try {
    const response = await fetch(request);
    if (mayCachePage(url, response)) {
      const cache = await caches.open(PAGE_CACHE);
      await cache.put(request, response.clone());
      trim(PAGE_CACHE, MAX_PAGES);
    }
    return response;
  } catch {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    const french = url.pathname === '/fr' || url.pathname.startsWith('/fr/');
    const offline = await caches.match(french ? OFFLINE_PAGES.fr : OFFLINE_PAGES.en);
    return offline || new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request, url));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request, STATIC_CACHE));
  } else if (isImageRequest(request, url)) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE, MAX_IMAGES));
  }
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'CACHE_NEW_IMAGE' || typeof data.url !== 'string') return;
  const reply = (message) => {
    if (event.ports && event.ports[0]) event.ports[0].postMessage(message);
    else if (event.source) event.source.postMessage(message);
  };
  let url;
  try {
    url = new URL(data.url, self.location.origin);
  } catch {
    reply({ type: 'CACHE_FAILED', url: data.url, reason: 'invalid-url' });
    return;
  }
  // Only our own images: the worker must not become a proxy that fetches arbitrary URLs.
  if (url.origin !== self.location.origin) {
    reply({ type: 'CACHE_FAILED', url: data.url, reason: 'cross-origin' });
    return;
  }
  event.waitUntil(
    caches
      .open(IMAGE_CACHE)
      .then(async (cache) => {
        const response = await fetch(url.href);
        const type = response.headers.get('Content-Type') || '';
        if (!response.ok || !type.startsWith('image/')) throw new Error(`not an image (${response.status} ${type})`);
        await cache.put(url.href, response);
        trim(IMAGE_CACHE, MAX_IMAGES);
        reply({ type: 'CACHE_UPDATED', url: url.href });
      })
      .catch((error) => reply({ type: 'CACHE_FAILED', url: url.href, reason: String(error && error.message) })),
  );
});
