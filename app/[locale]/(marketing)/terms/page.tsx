import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalDocument } from '@/components/content/legal-document';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return pageMetadata({ locale, path: '/terms', title: t('terms.title'), description: t('terms.description') });
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  setRequestLocale((await params).locale as Locale);
  return <LegalDocument id="terms" />;
}
