import { localisedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site/config';

/** The site's origin without a trailing slash, e.g. `https://registra.example`. */
export function siteOrigin(): string {
  return siteConfig.url.replace(/\/+$/, '');
}

/** Absolute URL of an English path in the given locale: ('/faq', 'fr') → `https://…/fr/faq`. */
export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteOrigin()}${localisedPath(path, locale)}`;
}

/** hreflang alternates of one page: en, fr and x-default (the English page). */
export function languageAlternates(path: string): Record<'en' | 'fr' | 'x-default', string> {
  return {
    en: absoluteUrl(path, 'en'),
    fr: absoluteUrl(path, 'fr'),
    'x-default': absoluteUrl(path, 'en'),
  };
}
