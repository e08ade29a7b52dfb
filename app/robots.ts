import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { privatePaths } from '@/lib/seo/public-paths';
import { siteOrigin } from '@/lib/config/site';

/** Crawlers may read every public page but not the account, admin and sign-in areas. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: locales.flatMap((locale) =>
          privatePaths.map((path) => localisedPath(path, locale)),
        ),
      },
    ],
    sitemap: `${siteOrigin()}/sitemap.xml`,
    host: siteOrigin(),
  };
}
