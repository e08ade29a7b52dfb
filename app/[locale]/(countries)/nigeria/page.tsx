import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { CountryPage } from '@/components/catalogue/country-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'nigeria', '/nigeria');
}

export default async function NigeriaPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <CountryPage country="nigeria" locale={locale} />;
}
