import { defaultLocale, locales } from '@/lib/i18n/locales';

/** The path without its locale prefix: `/fr/admin/x` → `/admin/x`, `/fr` → `/`. */
export function unlocalisedPath(pathname: string): { locale: string; path: string } {
  const first = pathname.split('/')[1];
  if (first && (locales as readonly string[]).includes(first)) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, path: rest === '' ? '/' : rest };
  }
  return { locale: defaultLocale, path: pathname };
}

/** `/admin` and everything below it, in any locale. */
export function isAdminPath(pathname: string): boolean {
  const { path } = unlocalisedPath(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}

function localised(locale: string, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;
}

/** Where an anonymous visitor of `wanted` is sent: the sign-in page of its locale, keeping the path. */
export function signInRedirect(wanted: string): string {
  const { locale } = unlocalisedPath(wanted.split('?')[0] ?? '/');
  return `${localised(locale, '/signin')}?next=${encodeURIComponent(wanted)}`;
}

/** Where a signed-in non-admin asking for an admin page is sent. */
export function accountPath(wanted: string): string {
  return localised(unlocalisedPath(wanted).locale, '/account');
}

/**
 * Where to go after signing in: the `next` path when it is one of ours (a single leading
 * slash, so never another site), else the admin area (which sends non-admins on to /account).
 */
export function afterSignInPath(next: string | null | undefined, locale: string): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  return localised(locale, '/admin');
}
