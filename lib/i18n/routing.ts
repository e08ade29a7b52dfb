import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The language is chosen by the URL alone: no Accept-Language redirect and no cookie, so
  // every page stays cacheable and the proxy stays cheap.
  localeDetection: false,
  localeCookie: false,
});
