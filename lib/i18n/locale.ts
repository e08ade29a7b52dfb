import { setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The one narrowing of a route's `locale` segment to a Locale. The [locale] layout answers 404
 * for anything else, so below it the value is always one of ours; the default is a formality.
 */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * A page's locale: its `[locale]` segment, narrowed, and set as the request's locale so the page
 * can be prerendered (next-intl reads it in getTranslations). Every page calls it first.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return locale;
}
