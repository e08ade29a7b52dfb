/*
 * Registra's service worker, served at /serviceWorker.js (scope /). Serwist's strategies, routes
 * and expiration do the caching; @serwist/turbopack bundles this file during `next build`
 * (app/serwist/[path]/route.ts). What is ours:
 *  - at install, the offline pages (one per language) and the stylesheets and scripts they load;
 *  - navigations from the network, else the page last seen, else the offline page of the
 *    visitor's language; signed-in areas are never kept;
 *  - static assets (hashed, immutable) and images from the cache first;
 *  - on the message { type: 'CACHE_NEW_IMAGE', url }, that image cached and { type:
 *    'CACHE_UPDATED', url } answered (through the message port if one was sent, else to the client).
 *
 * Type-checked with its own tsconfig (lib/offline/tsconfig.json): a worker's globals are not a page's.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type SerwistPlugin } from 'serwist';
// Relative: esbuild bundles this file on its own (app/serwist/[path]/route.ts).
import { locales } from '../i18n/locales';
import { localeOfPath, localisedPath } from '../i18n/paths';

declare const self: ServiceWorkerGlobalScope;

const VERSION = 'v1';
const STATIC_CACHE = `static-${VERSION}`;
const IMAGE_CACHE = `images-${VERSION}`;
const PAGE_CACHE = `pages-${VERSION}`;
/** The offline page, in each locale at its localised path. */
const OFFLINE_PAGE = '/offline';
const MAX_IMAGES = 120;
const MAX_PAGES = 40;

/** Signed-in areas never go into the cache: a shared computer must not keep someone's account pages. */
const PRIVATE_PATH = /^\/(?:fr\/)?(?:admin|account|signin|api)(?:\/|$)/;

/** Keeps a page only when it is public, whole and not marked private by the server. */
const publicPagesOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    const keep =
      response.ok &&
      response.type === 'basic' &&
      !PRIVATE_PATH.test(new URL(request.url).pathname) &&
      !/no-store|private/i.test(cacheControl);
    return keep ? response : null;
  },
};

/** Keeps only real images, so a 404 page or an HTML error never stands in for one. */
const imagesOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.ok && (response.headers.get('Content-Type') ?? '').startsWith('image/')
      ? response
      : null,
};

const pages = new NetworkFirst({
  cacheName: PAGE_CACHE,
  matchOptions: { ignoreSearch: true },
  plugins: [publicPagesOnly, new ExpirationPlugin({ maxEntries: MAX_PAGES })],
});
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [imagesOnly, new ExpirationPlugin({ maxEntries: MAX_IMAGES })],
});
// Hashed file names: an asset never changes, and a new build brings new names.
const staticAssets = new CacheFirst({ cacheName: STATIC_CACHE });

function isImage(request: Request, url: URL): boolean {
  return (
    request.destination === 'image' ||
    url.pathname.startsWith('/_next/image') ||
    url.pathname.startsWith('/images/')
  );
}

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: pages,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: staticAssets,
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && isImage(request, url),
      handler: images,
    },
  ],
});

// A navigation that neither the network nor the cache can answer gets the offline page.
serwist.setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const offline = await caches.match(localisedPath(OFFLINE_PAGE, localeOfPath(url.pathname)));
  return (
    offline ??
    new Response('Offline', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  );
});

/**
 * The offline pages and the stylesheets and scripts they load, so they render without a network.
 * Both pages share one build's assets: each is fetched once, and only when the cache lacks it.
 * `noModule` scripts are left out: they are polyfills for browsers without modules, which also
 * have no service workers.
 */
async function precacheOfflinePages(): Promise<void> {
  const pageCache = await caches.open(PAGE_CACHE);
  const assetCache = await caches.open(STATIC_CACHE);
  const urls = new Set<string>();
  for (const path of locales.map((locale) => localisedPath(OFFLINE_PAGE, locale))) {
    const response = await fetch(path, { cache: 'reload' });
    if (!response.ok) continue;
    const html = await response.clone().text();
    await pageCache.put(path, response);
    for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
      const asset = /\s(?:href|src)="(\/_next\/static\/[^"]+)"/.exec(tag)?.[1];
      if (asset && !/\snoModule\b/i.test(tag)) urls.add(asset);
    }
  }
  const missing: string[] = [];
  for (const url of urls) if (!(await assetCache.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => assetCache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => event.waitUntil(precacheOfflinePages()));

// Caches of an earlier version of this worker go when this one takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => !key.endsWith(`-${VERSION}`)).map((key) => caches.delete(key)),
        ),
      ),
  );
});

type CacheReply =
  { type: 'CACHE_UPDATED'; url: string } | { type: 'CACHE_FAILED'; url: string; reason: string };

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return;
  const { type, url: asked } = data as { type?: unknown; url?: unknown };
  if (type !== 'CACHE_NEW_IMAGE' || typeof asked !== 'string') return;
  const reply = (message: CacheReply) => {
    if (event.ports[0]) event.ports[0].postMessage(message);
    else event.source?.postMessage(message);
  };
  let url: URL;
  try {
    url = new URL(asked, self.location.origin);
  } catch {
    reply({ type: 'CACHE_FAILED', url: asked, reason: 'invalid-url' });
    return;
  }
  // Only our own images: the worker must not become a proxy that fetches arbitrary URLs.
  if (url.origin !== self.location.origin) {
    reply({ type: 'CACHE_FAILED', url: asked, reason: 'cross-origin' });
    return;
  }
  event.waitUntil(
    (async () => {
      try {
        const request = new Request(url.href);
        // The answer, then the end of the strategy's work: the cache is written by then.
        const [answered, done] = images.handleAll({ event, request });
        const response = await answered;
        await done;
        if (!(await caches.open(IMAGE_CACHE).then((cache) => cache.match(request))))
          throw new Error(
            `not an image (${response.status} ${response.headers.get('Content-Type') ?? ''})`,
          );
        reply({ type: 'CACHE_UPDATED', url: url.href });
      } catch (error) {
        reply({
          type: 'CACHE_FAILED',
          url: url.href,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    })(),
  );
});

serwist.addEventListeners();
