import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UsaTaxFilingPage } from '@/components/usa-filings/tax-filing-page';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'UsaFilings.taxFiling' });
  return pageMetadata({
    locale,
    path: '/usa-tax-filing',
    title: t('meta.title'),
    description: t('meta.description'),
  });
}

export default async function Route({ params }: Props) {
  return <UsaTaxFilingPage locale={await pageLocale(params)} />;
}
