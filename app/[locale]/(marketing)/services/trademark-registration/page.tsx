import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { TrademarkPage } from '@/components/catalogue/trademark-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'trademark', '/services/trademark-registration');
}

export default async function TrademarkRoute({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <TrademarkPage locale={locale} />;
}
