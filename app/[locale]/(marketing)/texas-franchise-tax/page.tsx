import type { Metadata } from 'next';
import { calculatorMetadata } from '@/components/tax/calculator-metadata';
import { TexasFranchiseTaxPage } from '@/components/tax/texas-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(params, 'texasFranchiseTax');
}

/** Prerendered without figures; a URL with figures is served by ./result (lib/site/calculators.ts). */
export default async function TexasFranchiseTaxRoute({ params }: Props) {
  return <TexasFranchiseTaxPage locale={await pageLocale(params)} />;
}
