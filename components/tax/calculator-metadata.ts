import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/i18n/locale';
import { calculatorPages } from '@/lib/site/calculators';
import { pageMetadata } from '@/lib/seo/metadata';

type CalculatorKey = keyof typeof calculatorPages;

const sections = {
  delawareFranchiseTax: 'franchiseTax',
  delawareIncomeTax: 'incomeTax',
  wyomingAnnualReport: 'wyoming',
  texasFranchiseTax: 'texas',
} as const;

/**
 * A calculator page's metadata, the same with figures in the URL (the /result route): its
 * canonical URL is the calculator's, so search engines fold every shared link into the one page
 * (a noindex beside the canonical would send them mixed signals).
 */
export async function calculatorMetadata(
  params: Promise<{ locale: string }>,
  key: CalculatorKey,
): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'TaxCalculators' });
  const section = sections[key];
  return pageMetadata({
    locale,
    path: calculatorPages[key],
    title: t(`${section}.meta.title`),
    description: t(`${section}.meta.description`),
  });
}
