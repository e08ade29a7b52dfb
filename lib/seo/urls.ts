import { localisedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/config/site';

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
