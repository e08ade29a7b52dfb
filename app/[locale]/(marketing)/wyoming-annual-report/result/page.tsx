import type { Metadata } from 'next';
import { calculatorMetadata } from '@/components/tax/calculator-metadata';
import { WyomingAnnualReportPage } from '@/components/tax/wyoming-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(params, 'wyomingAnnualReport');
}

/** /wyoming-annual-report with figures in its URL, rewritten here by the proxy: rendered per request with them. */
export default async function ResultRoute({ params, searchParams }: Props) {
  return <WyomingAnnualReportPage locale={await pageLocale(params)} search={await searchParams} />;
}
