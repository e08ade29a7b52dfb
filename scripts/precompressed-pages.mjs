// The prerendered pages, compressed once per build and served from memory (issue 36).
//
// Next compresses every answer again, even a page prerendered at build time: on the 2-core bench
// machine it served the home page at 230-500 requests/s, where the same bytes compressed once
// went out at 11,000-15,000. Here each prerendered page is asked of Next once, with its headers
// as Next and the proxy (proxy.ts) set them, compressed with brotli (quality 11) and gzip
// (level 9) off the event loop, and kept for the life of the process: a build's prerendered pages
// never change (every route is `revalidate: false`; a new build is a new process).
//
// Only a request whose answer cannot depend on who asks or how is served from here: GET or HEAD,
// a path a prerendered page answers (from the build's prerender manifest), no query string (a
// calculator's figures are rendered per request), no React Server Components request headers (a
// client navigation wants the RSC payload, not HTML), and no auth cookie (the proxy may refresh a
// signed-in visitor's session on any page). Everything else, and every page until it is filled,
// goes to Next as before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Headers of the connection or of one encoding of the body: never kept with a page. */
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
]);

/** Request headers that ask Next for something else than the document (client navigation). */
const RSC_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

/** The header that marks our own fill request, so it is never answered from the cache itself. */
export const FILL_HEADER = 'x-precompress-fill';

/**
 * The public paths of the build's prerendered pages: `/en/x` is served as `/x` (the default
 * locale has no prefix: lib/i18n/routing.ts), `/en` as `/`, `/fr/x` as itself. Routes outside
 * the locales (robots.txt, the sitemap) are files, not pages, and are left to Next.
 */
export function prerenderedPaths(manifest, { defaultLocale = 'en', locales = ['en', 'fr'] } = {}) {
  const paths = new Set();
  for (const [route, entry] of Object.entries(manifest.routes ?? {})) {
    if (entry.initialRevalidateSeconds !== false) continue;
    if (entry.initialStatus !== undefined && entry.initialStatus !== 200) continue;
    const [, locale, ...rest] = route.split('/');
    if (!locales.includes(locale)) continue;
    const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
    paths.add(locale === defaultLocale ? tail || '/' : `/${locale}${tail}`);
  }
  return paths;
}

/** Reads the prerendered paths of the build in `distDir` (none when there is no manifest). */
export function readPrerenderedPaths(distDir) {
  try {
    const file = path.join(distDir, 'prerender-manifest.json');
    return prerenderedPaths(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return new Set();
  }
}

/** Whether the request may be answered from the cache (see the header of this file). */
export function servable(request, paths) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '';
  if (url.includes('?') || !paths.has(url)) return false;
  if (request.headers[FILL_HEADER] !== undefined) return false;
  if (RSC_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const cookie = request.headers.cookie;
  if (cookie && /(?:^|;\s*)sb-/.test(cookie)) return false;
  return true;
}

/** A page's three encodings and the headers they share, from Next's own identity answer. */
export async function compressPage(status, headers, body) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_KEPT.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  const vary = String(kept.vary ?? '');
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return {
    status,
    headers: kept,
    encodings: {
      br: { body: br, etag: `"${hash}-br"` },
      gzip: { body: gz, etag: `"${hash}-gz"` },
      identity: { body, etag: `"${hash}"` },
    },
  };
}

/** The encoding to send: brotli, then gzip, as the client accepts them; identity otherwise. */
export function chooseEncoding(acceptEncoding) {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } });
  return (
    negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] }) ?? 'identity'
  );
}

/** Whether If-None-Match names this ETag (weak or strong, or `*`). */
function notModified(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached page in the encoding the request accepts (304 when its ETag is current). */
export function sendPage(request, response, page) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const chosen = page.encodings[encoding];
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  response.setHeader('ETag', chosen.etag);
  if (notModified(request.headers['if-none-match'], chosen.etag)) {
    response.removeHeader('content-type');
    response.statusCode = 304;
    return response.end();
  }
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', chosen.body.length);
  response.statusCode = page.status;
  response.end(request.method === 'HEAD' ? undefined : chosen.body);
}

/**
 * The cache of one server: `tryServe(request, response)` answers from it and returns true, or
 * returns false (the caller hands the request to Next) after starting the page's fill when it is
 * one of `paths` and not filled yet. `fetchPage(path)` asks Next for the page (with FILL_HEADER
 * and `Accept-Encoding: identity`) and resolves to { status, headers, body } or null.
 */
export function createPrecompressedPages({ paths, fetchPage, log = console }) {
  const pages = new Map();
  const filling = new Set();
  /** Paths whose answer was not a prerendered page (a redirect, an error): asked once only. */
  const refused = new Set();

  async function fill(pagePath) {
    filling.add(pagePath);
    try {
      const answer = await fetchPage(pagePath);
      const headers = answer?.headers ?? {};
      const prerendered =
        answer !== null &&
        answer.status === 200 &&
        String(headers['x-nextjs-prerender'] ?? '').length > 0 &&
        /^text\/html/i.test(String(headers['content-type'] ?? '')) &&
        headers['set-cookie'] === undefined;
      if (!prerendered) refused.add(pagePath);
      else pages.set(pagePath, await compressPage(answer.status, headers, answer.body));
    } catch (error) {
      // Not kept: the next request tries again (Next answers it meanwhile).
      log.warn?.(`[precompressed] ${pagePath}: ${error instanceof Error ? error.message : error}`);
    } finally {
      filling.delete(pagePath);
    }
  }

  return {
    pages,
    tryServe(request, response) {
      if (!servable(request, paths)) return false;
      const pagePath = request.url;
      const page = pages.get(pagePath);
      if (page) {
        sendPage(request, response, page);
        return true;
      }
      if (!filling.has(pagePath) && !refused.has(pagePath)) void fill(pagePath);
      return false;
    },
  };
}
