import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeOfPath, localisedPath } from '@/lib/i18n/paths';
import { paths } from '@/lib/site/paths';

/** The path without its locale prefix: `/fr/admin/x` → `/admin/x`, `/fr` → `/`. */
export function unlocalisedPath(pathname: string): { locale: Locale; path: string } {
  return { locale: localeOfPath(pathname), path: localisedPath(pathname, defaultLocale) };
}

/** Any origin: only the path, query and fragment of what the WHATWG parser makes of a URL are kept. */
const PLACEHOLDER_ORIGIN = 'http://local.invalid';

/**
 * A request path as the router will see it: percent-escapes decoded (`/%61dmin` is `/admin`),
 * dot segments resolved and repeated slashes collapsed. A malformed escape leaves the path as sent.
 */
export function normalisedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A lone % cannot name another path once decoded; match what was sent.
  }
  return new URL(decoded.replace(/[\\/]+/g, '/'), PLACEHOLDER_ORIGIN).pathname;
}

/** `/admin` and everything below it, in any locale, however the path is escaped. */
export function isAdminPath(pathname: string): boolean {
  const { path } = unlocalisedPath(normalisedPath(pathname));
  return path === paths.admin || path.startsWith(`${paths.admin}/`);
}

/** Where an anonymous visitor of `wanted` is sent: the sign-in page of its locale, keeping the path. */
export function signInRedirect(wanted: string): string {
  const locale = localeOfPath(wanted.split('?')[0] ?? '/');
  return `${localisedPath(paths.signIn, locale)}?next=${encodeURIComponent(wanted)}`;
}

/** Where a signed-in non-admin asking for an admin page is sent. */
export function accountPath(wanted: string): string {
  return localisedPath(paths.account, localeOfPath(wanted));
}

/**
 * Where to go after signing in: the `next` path when it is one of ours, else the admin area (which
 * sends non-admins on to /account). `next` is parsed as a browser would (the WHATWG parser drops
 * tabs and line breaks and reads `\\` as `/`, so `/\t/evil.example` is `//evil.example`, another
 * site): only a path that stays on our origin is followed, and it is returned as parsed.
 */
export function afterSignInPath(next: string | null | undefined, locale: Locale): string {
  if (next && next.startsWith('/')) {
    const url = new URL(next, PLACEHOLDER_ORIGIN);
    if (url.origin === PLACEHOLDER_ORIGIN) return `${url.pathname}${url.search}${url.hash}`;
  }
  return localisedPath(paths.admin, locale);
}
