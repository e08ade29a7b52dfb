import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeOfPath, localisedPath } from '@/lib/i18n/paths';
import { paths } from '@/lib/site/paths';

/** The path without its locale prefix: `/fr/admin/x` → `/admin/x`, `/fr` → `/`. */
export function unlocalisedPath(pathname: string): { locale: Locale; path: string } {
  return { locale: localeOfPath(pathname), path: localisedPath(pathname, defaultLocale) };
}

/** `/admin` and everything below it, in any locale. */
export function isAdminPath(pathname: string): boolean {
  const { path } = unlocalisedPath(pathname);
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
 * Where to go after signing in: the `next` path when it is one of ours (a single leading
 * slash, so never another site), else the admin area (which sends non-admins on to /account).
 */
export function afterSignInPath(next: string | null | undefined, locale: Locale): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  return localisedPath(paths.admin, locale);
}
