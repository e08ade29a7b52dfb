import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/content/legal-document';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return pageMetadata({
    locale,
    path: '/terms',
    title: t('terms.title'),
    description: t('terms.description'),
  });
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  await pageLocale(params);
  return <LegalDocument id="terms" />;
}
