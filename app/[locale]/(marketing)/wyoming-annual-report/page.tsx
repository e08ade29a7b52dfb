import type { Metadata } from 'next';
import { calculatorMetadata } from '@/components/tax/calculator-metadata';
import { WyomingAnnualReportPage } from '@/components/tax/wyoming-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(params, 'wyomingAnnualReport');
}

/** Prerendered without figures; a URL with figures is served by ./result (lib/site/calculators.ts). */
export default async function Route({ params }: Props) {
  return <WyomingAnnualReportPage locale={await pageLocale(params)} />;
}
