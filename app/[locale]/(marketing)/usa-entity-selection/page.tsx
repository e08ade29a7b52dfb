import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { UsaEntityPage } from '@/components/catalogue/usa-entity-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'usaEntitySelection', '/usa-entity-selection');
}

export default async function UsaEntitySelectionRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <UsaEntityPage locale={locale} />;
}
