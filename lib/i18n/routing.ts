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
  // next-intl builds its hreflang `Link` header from the request's Host (or X-Forwarded-Host),
  // which a visitor chooses and a cache keeps; proxy.ts writes it from NEXT_PUBLIC_SITE_URL.
  alternateLinks: false,
});
