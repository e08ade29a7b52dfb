import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { BusinessRegistrationPage } from '@/components/catalogue/business-registration-page';
import type { Locale } from '@/lib/i18n/locales';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'businessRegistration', '/services/business-registration');
}

export default async function BusinessRegistrationRoute({ params }: LocaleParams) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <BusinessRegistrationPage locale={locale} />;
}
