import type { Metadata } from 'next';
import { complianceCalendarMetadata } from '@/components/compliance/compliance-calendar-metadata';
import { ComplianceCalendarPage } from '@/components/compliance/compliance-calendar-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return complianceCalendarMetadata(params);
}

/** Prerendered without a company; a URL with one is served by ./result (lib/site/calculators.ts). */
export default async function ComplianceCalendarRoute({ params }: Props) {
  return <ComplianceCalendarPage locale={await pageLocale(params)} />;
}
