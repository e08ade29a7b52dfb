import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { solutionKeys, solutionPath, type SolutionSlug } from '@/lib/site/solutions';

/** A solution page's title, description, canonical URL and hreflang alternates. */
export async function solutionMetadata(
  params: Promise<{ locale: string }>,
  slug: SolutionSlug,
): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Solutions' });
  const key = solutionKeys[slug];
  return pageMetadata({
    locale,
    path: solutionPath(slug),
    title: t(`items.${key}.title`),
    description: t(`items.${key}.description`),
  });
}
