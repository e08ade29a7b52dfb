import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { ComparePage } from '@/components/catalogue/compare-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'compare', '/compare');
}

export default async function CompareRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <ComparePage locale={locale} />;
}
