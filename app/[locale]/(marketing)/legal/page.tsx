import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/content/legal-document';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/legal'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return pageMetadata({
    locale,
    path: '/legal',
    title: t('legal.title'),
    description: t('legal.description'),
  });
}

export default async function LegalNoticePage({ params }: PageProps<'/[locale]/legal'>) {
  await pageLocale(params);
  return <LegalDocument id="legal" />;
}
