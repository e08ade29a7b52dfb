import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { CountryPage } from '@/components/catalogue/country-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'uk', '/uk');
}

export default async function UkPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <CountryPage country="uk" locale={locale} />;
}
