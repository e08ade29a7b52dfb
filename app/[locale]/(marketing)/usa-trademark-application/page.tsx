import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UsaTrademarkPage } from '@/components/usa-filings/trademark-page';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'UsaFilings.trademark' });
  return pageMetadata({
    locale,
    path: '/usa-trademark-application',
    title: t('meta.title'),
    description: t('meta.description'),
  });
}

export default async function Route({ params }: Props) {
  return <UsaTrademarkPage locale={await pageLocale(params)} />;
}
