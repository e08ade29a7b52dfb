import type { Metadata } from 'next';
import { calculatorMetadata } from '@/components/tax/calculator-metadata';
import { DelawareFranchiseTaxPage } from '@/components/tax/franchise-tax-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(params, 'delawareFranchiseTax');
}

/** Prerendered without figures; a URL with figures is served by ./result (lib/site/calculators.ts). */
export default async function DelawareFranchiseTaxRoute({ params }: Props) {
  return <DelawareFranchiseTaxPage locale={await pageLocale(params)} />;
}
