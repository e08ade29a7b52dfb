import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/i18n/locale';
import { calculatorPages } from '@/lib/site/calculators';
import { pageMetadata } from '@/lib/seo/metadata';

type CalculatorKey = keyof typeof calculatorPages;

const sections = { delawareFranchiseTax: 'franchiseTax', delawareIncomeTax: 'incomeTax', wyomingAnnualReport: 'wyoming' } as const;

/**
 * A calculator page's metadata. The /result route (the same page with the URL's figures) is not
 * indexed on its own: its canonical URL is the calculator's.
 */
export async function calculatorMetadata(params: Promise<{ locale: string }>, key: CalculatorKey, withFigures = false): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'TaxCalculators' });
  const section = sections[key];
  const metadata = pageMetadata({ locale, path: calculatorPages[key], title: t(`${section}.meta.title`), description: t(`${section}.meta.description`) });
  return withFigures ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}
