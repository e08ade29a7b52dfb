import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { ServicesOthersPage } from '@/components/catalogue/services-others-page';
import type { Locale } from '@/lib/i18n/locales';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'servicesOthers', '/services/others');
}

export default async function ServicesOthersRoute({ params }: LocaleParams) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ServicesOthersPage locale={locale} />;
}
