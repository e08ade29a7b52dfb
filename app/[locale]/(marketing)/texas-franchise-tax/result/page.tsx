import type { Metadata } from 'next';
import { calculatorMetadata } from '@/components/tax/calculator-metadata';
import { TexasFranchiseTaxPage } from '@/components/tax/texas-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calculatorMetadata(params, 'texasFranchiseTax');
}

/** /texas-franchise-tax?year=…&revenue=…, rewritten here by the proxy: rendered per request with the URL's figures. */
export default async function TexasFranchiseTaxResultRoute({ params, searchParams }: Props) {
  return <TexasFranchiseTaxPage locale={await pageLocale(params)} search={await searchParams} />;
}
