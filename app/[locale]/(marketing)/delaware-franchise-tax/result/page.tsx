import type { Metadata } from 'next';
import { calculatorMetadata } from '@/components/tax/calculator-metadata';
import { DelawareFranchiseTaxPage } from '@/components/tax/franchise-tax-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(params, 'delawareFranchiseTax');
}

/** /delaware-franchise-tax?shares=…, rewritten here by the proxy: rendered per request with the URL's figures. */
export default async function DelawareFranchiseTaxResultRoute({ params, searchParams }: Props) {
  return <DelawareFranchiseTaxPage locale={await pageLocale(params)} search={await searchParams} />;
}
