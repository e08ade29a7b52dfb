import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/content/legal-document';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return pageMetadata({
    locale,
    path: '/privacy',
    title: t('privacy.title'),
    description: t('privacy.description'),
  });
}

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  await pageLocale(params);
  return <LegalDocument id="privacy" />;
}
