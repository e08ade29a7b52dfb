import type { Metadata } from 'next';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { PricingOverview } from '@/components/catalogue/pricing-overview';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'pricing', '/pricing');
}

export default async function PricingPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <PricingOverview locale={locale} />;
}
