import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { NigeriaPricingPage } from '@/components/catalogue/nigeria-pricing-page';
import type { Locale } from '@/lib/i18n/locales';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'nigeriaCompanyPricing', '/nigeria-company-pricing');
}

export default async function NigeriaCompanyPricingPage({ params }: LocaleParams) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <NigeriaPricingPage service="company" locale={locale} startHref="/nigeria-company-registration" />;
}
