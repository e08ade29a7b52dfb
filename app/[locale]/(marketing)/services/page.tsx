import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { ServicesPage } from '@/components/catalogue/services-page';
import type { Locale } from '@/lib/i18n/locales';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'services', '/services');
}

export default async function ServicesRoute({ params }: LocaleParams) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ServicesPage locale={locale} />;
}
