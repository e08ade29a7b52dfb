import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SolutionsIndexPage } from '@/components/solutions/solutions-index-page';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { SOLUTIONS_PATH } from '@/lib/site/solutions';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/solutions'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Solutions' });
  return pageMetadata({
    locale,
    path: SOLUTIONS_PATH,
    title: t('title'),
    description: t('description'),
  });
}

export default async function SolutionsRoute({ params }: PageProps<'/[locale]/solutions'>) {
  const locale = await pageLocale(params);
  return <SolutionsIndexPage locale={locale} />;
}
