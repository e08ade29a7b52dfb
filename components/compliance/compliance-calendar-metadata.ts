import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { COMPLIANCE_CALENDAR_PATH } from '@/lib/site/calculators';

/**
 * The tool's metadata, the same with a company in the URL (the /result route): its canonical URL
 * is the tool's, as for the calculators (components/tax/calculator-metadata.ts).
 */
export async function complianceCalendarMetadata(
  params: Promise<{ locale: string }>,
): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ComplianceCalendar' });
  return pageMetadata({
    locale,
    path: COMPLIANCE_CALENDAR_PATH,
    title: t('meta.title'),
    description: t('meta.description'),
  });
}
