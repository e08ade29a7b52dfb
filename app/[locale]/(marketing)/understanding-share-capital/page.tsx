import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { ShareCapitalPage } from '@/components/catalogue/share-capital-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'understandingShareCapital', '/understanding-share-capital');
}

export default async function UnderstandingShareCapitalRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <ShareCapitalPage locale={locale} />;
}
