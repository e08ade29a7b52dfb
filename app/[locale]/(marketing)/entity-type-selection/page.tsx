import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { EntityTypePage } from '@/components/catalogue/entity-type-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'entityTypeSelection', '/entity-type-selection');
}

export default async function EntityTypeSelectionRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <EntityTypePage locale={locale} />;
}
