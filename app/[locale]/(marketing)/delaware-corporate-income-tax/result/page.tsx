import type { Metadata } from 'next';
import { calculatorMetadata } from '@/components/tax/calculator-metadata';
import { DelawareIncomeTaxPage } from '@/components/tax/income-tax-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(params, 'delawareIncomeTax');
}

/** /delaware-corporate-income-tax with figures in its URL, rewritten here by the proxy: rendered per request with them. */
export default async function ResultRoute({ params, searchParams }: Props) {
  return <DelawareIncomeTaxPage locale={await pageLocale(params)} search={await searchParams} />;
}
