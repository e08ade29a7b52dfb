import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { SelectJurisdictionPage } from '@/components/catalogue/select-jurisdiction-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'selectJurisdiction', '/select-jurisdiction');
}

export default async function SelectJurisdictionRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <SelectJurisdictionPage locale={locale} />;
}
