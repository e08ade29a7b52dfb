import { defaultLocale, isLocale, locales, type Locale } from './locales';

/** The same page in another locale: `/fr/faq` ↔ `/faq` (the default locale is unprefixed). */
export function localisedPath(pathname: string, target: Locale): string {
  const segments = pathname.split('/');
  const first = segments[1];
  const rest = isLocale(first) ? '/' + segments.slice(2).join('/') : pathname;
  const bare = rest === '/' || rest === '' ? '' : rest.replace(/\/$/, '');
  if (target === defaultLocale) return bare || '/';
  return `/${target}${bare}`;
}

/** The locale a path is in: its first segment when that is a locale, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : defaultLocale;
}

export type Href =
  string | { pathname: string; query?: Record<string, string | number | undefined> };

/**
 * An internal link's href in the given locale: `/faq` → `/fr/faq`, keeping the query and the
 * fragment (`/#trusted-section` → `/fr#trusted-section`). Other hrefs (external, `mailto:`) pass.
 */
export function localiseHref(href: Href, locale: string | undefined): string {
  let target: string;
  if (typeof href === 'string') {
    target = href;
  } else {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(href.query ?? {})) {
      if (value !== undefined) query.set(key, String(value));
    }
    const search = query.toString();
    target = search ? `${href.pathname}?${search}` : href.pathname;
  }
  if (!target.startsWith('/') || target.startsWith('//')) return target;
  const match = /^([^?#]*)(.*)$/.exec(target);
  const pathname = match?.[1] || '/';
  const suffix = match?.[2] ?? '';
  const known = isLocale(locale) ? locale : defaultLocale;
  const localised = localisedPath(pathname, known);
  return localised === '/' && suffix.startsWith('#') ? `/${suffix}` : `${localised}${suffix}`;
}

/**
 * The `Link` header naming a page's language versions (hreflang, and x-default for the default
 * locale), on `origin`: the configured public site, never the Host a request names, since the
 * header is cached with the page (issue 29, item 7). `path` is without locale.
 */
export function alternateLinksHeader(path: string, origin: string): string {
  const entry = (locale: Locale, hreflang: string) =>
    `<${new URL(localisedPath(path, locale), origin).toString()}>; rel="alternate"; hreflang="${hreflang}"`;
  return [
    ...locales.map((locale) => entry(locale, locale)),
    entry(defaultLocale, 'x-default'),
  ].join(', ');
}
