import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { ServicesPage } from '@/components/catalogue/services-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'services', '/services');
}

export default async function ServicesRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <ServicesPage locale={locale} />;
}
