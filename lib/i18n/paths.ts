import { defaultLocale, locales, type Locale } from './locales';

/** The same page in another locale: `/fr/faq` ↔ `/faq` (the default locale is unprefixed). */
export function localisedPath(pathname: string, target: Locale): string {
  const segments = pathname.split('/');
  const first = segments[1];
  const rest =
    first && (locales as readonly string[]).includes(first) ? '/' + segments.slice(2).join('/') : pathname;
  const bare = rest === '/' || rest === '' ? '' : rest.replace(/\/$/, '');
  if (target === defaultLocale) return bare || '/';
  return `/${target}${bare}`;
}
