import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { BusinessRegistrationPage } from '@/components/catalogue/business-registration-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'businessRegistration', '/services/business-registration');
}

export default async function BusinessRegistrationRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <BusinessRegistrationPage locale={locale} />;
}
