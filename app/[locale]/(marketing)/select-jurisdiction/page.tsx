import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { SelectJurisdictionPage } from '@/components/catalogue/select-jurisdiction-page';
import type { Locale } from '@/lib/i18n/locales';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'selectJurisdiction', '/select-jurisdiction');
}

export default async function SelectJurisdictionRoute({ params }: LocaleParams) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <SelectJurisdictionPage locale={locale} />;
}
