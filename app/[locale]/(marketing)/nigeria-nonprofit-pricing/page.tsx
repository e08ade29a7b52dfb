import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { NigeriaPricingPage } from '@/components/catalogue/nigeria-pricing-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'nigeriaNonprofitPricing', '/nigeria-nonprofit-pricing');
}

export default async function NigeriaNonprofitPricingPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <NigeriaPricingPage service="nonProfit" locale={locale} />;
}
