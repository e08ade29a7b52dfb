import type { Metadata } from 'next';
import { calculatorMetadata } from '@/components/tax/calculator-metadata';
import { DelawareIncomeTaxPage } from '@/components/tax/income-tax-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(params, 'delawareIncomeTax');
}

/** Prerendered without figures; a URL with figures is served by ./result (lib/site/calculators.ts). */
export default async function Route({ params }: Props) {
  return <DelawareIncomeTaxPage locale={await pageLocale(params)} />;
}
