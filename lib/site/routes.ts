/**
 * Which paths the site has a page for, so the proxy can answer an unknown one with the
 * server-rendered 404 page. A page's notFound() is still sent as an empty shell that only the
 * browser's JavaScript fills in (vercel/next.js#62228); the proxy rewrite is drawn on the server.
 *
 * The route patterns are read from app/[locale] at build time (see next.config.ts); this module
 * only matches paths against them, so the proxy needs no file system.
 */

// Relative, not '@/': next.config.ts imports this module too.
import { blogArticles } from '../blog/articles';

/** The catch-all that answers what no route matches (app/[locale]/[...rest]). */
export const fallbackRoute = '/[...rest]';

/** The localized 404 page the proxy rewrites unknown paths to (app/[locale]/page-not-found). */
export const notFoundRoute = '/page-not-found';

/**
 * The localized 503 page the proxy rewrites a signed-in visitor's page to when the session
 * cannot be checked (the database is down): app/[locale]/temporarily-unavailable.
 */
export const unavailableRoute = '/temporarily-unavailable';

/** Values a dynamic segment accepts, by pattern; a pattern not listed accepts any value. */
export type KnownParams = Readonly<Record<string, readonly string[]>>;

/** The site's dynamic segments with a fixed set of pages: the blog has its articles only. */
export const pageParams: KnownParams = {
  '/blog/[slug]': blogArticles.map((article) => article.slug),
};

/** A path's segments, its query and fragment aside (`/request-service?service=x` is /request-service). */
const segmentsOf = (path: string) => (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean);

function matches(pattern: string, path: readonly string[], known: KnownParams): boolean {
  const parts = segmentsOf(pattern);
  for (const [i, part] of parts.entries()) {
    if (part.startsWith('[[...')) return true;
    if (part.startsWith('[...')) return path.length > i;
    const segment = path[i];
    if (segment === undefined) return false;
    if (part.startsWith('[')) {
      const values = known[pattern];
      if (values && !values.includes(segment)) return false;
    } else if (part !== segment) return false;
  }
  return parts.length === path.length;
}

/**
 * True when one of `patterns` (`/faq`, `/blog/[slug]`, `/docs/[...rest]`) matches `path`, a path
 * without its locale prefix. `known` narrows a pattern's dynamic segment to the values it has pages
 * for (the blog's article slugs).
 */
export function isKnownPath(
  path: string,
  patterns: readonly string[],
  known: KnownParams = {},
): boolean {
  let segments: string[];
  try {
    segments = segmentsOf(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return false; // a malformed escape (`/%E0%A4%A`) names no page
  }
  return patterns.some((pattern) => matches(pattern, segments, known));
}
