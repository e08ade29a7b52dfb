import type { Metadata } from 'next';
import { localisedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/config/site';
import { absoluteUrl, languageAlternates } from './urls';

export type PageMetadataInput = {
  locale: Locale;
  /** The page's English path, e.g. `/faq` or `/blog/some-article`. */
  path: string;
  /** The page's own title; the layout's template adds the brand. */
  title: string;
  description: string;
  /** `article` for blog posts; `website` otherwise. */
  type?: 'website' | 'article';
  /** Alt text of the Open Graph image (defaults to the title). */
  imageAlt?: string;
};

const ogLocales: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

/** Where the generated Open Graph image of a locale is served (app/[locale]/opengraph-image.tsx). */
export function ogImagePath(locale: Locale): string {
  return localisedPath('/opengraph-image', locale);
}

/**
 * Metadata every public page carries: title, description, canonical URL, hreflang alternates
 * (en, fr, x-default), Open Graph and Twitter cards with the generated image.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  type = 'website',
  imageAlt,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path, locale);
  const fullTitle = path === '/' ? title : `${title} | ${siteConfig.name}`;
  const image = {
    url: ogImagePath(locale),
    width: 1200,
    height: 630,
    alt: imageAlt ?? fullTitle,
    type: 'image/png',
  };
  return {
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type,
      url,
      siteName: siteConfig.name,
      title: fullTitle,
      description,
      locale: ogLocales[locale],
      alternateLocale: Object.entries(ogLocales)
        .filter(([code]) => code !== locale)
        .map(([, og]) => og),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}
