import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { CountryPage } from '@/components/catalogue/country-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'ghana', '/ghana');
}

export default async function GhanaPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <CountryPage country="ghana" locale={locale} />;
}
