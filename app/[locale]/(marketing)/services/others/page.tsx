import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { ServicesOthersPage } from '@/components/catalogue/services-others-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'servicesOthers', '/services/others');
}

export default async function ServicesOthersRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <ServicesOthersPage locale={locale} />;
}
