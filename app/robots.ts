import type { MetadataRoute } from 'next';
import { locales, defaultLocale } from '@/lib/i18n/locales';
import { privatePaths } from '@/lib/seo/public-paths';
import { siteOrigin } from '@/lib/config/site';

/** Crawlers may read every public page but not the account, admin and sign-in areas. */
export default function robots(): MetadataRoute.Robots {
  const prefixes = locales.map((locale) => (locale === defaultLocale ? '' : `/${locale}`));
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: prefixes.flatMap((prefix) => privatePaths.map((path) => `${prefix}${path}`)),
      },
    ],
    sitemap: `${siteOrigin()}/sitemap.xml`,
    host: siteOrigin(),
  };
}
