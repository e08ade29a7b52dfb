import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { UsStateFormationPage } from '@/components/catalogue/us-state-formation-page';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'UsaFormation' });
  return pageMetadata({
    locale,
    path: '/wyoming-registration',
    title: t('wyoming.metaTitle'),
    description: t('wyoming.metaDescription'),
  });
}

export default async function WyomingRegistrationRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <UsStateFormationPage state="wyoming" locale={locale} />;
}
