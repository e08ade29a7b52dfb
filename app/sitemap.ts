import type { MetadataRoute } from 'next';
import { blogArticles } from '@/lib/blog/articles';
import { locales } from '@/lib/i18n/locales';
import { publicPaths } from '@/lib/seo/public-paths';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';

/** Every public page in both languages, each entry listing its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...publicPaths, ...blogArticles.map((article) => `/blog/${article.slug}`)];
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(path, locale),
      changeFrequency: path.startsWith('/blog/') ? ('yearly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
