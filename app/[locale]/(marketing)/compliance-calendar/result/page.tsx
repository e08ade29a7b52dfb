import type { Metadata } from 'next';
import { complianceCalendarMetadata } from '@/components/compliance/compliance-calendar-metadata';
import { ComplianceCalendarPage } from '@/components/compliance/compliance-calendar-page';
import { pageLocale } from '@/lib/i18n/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return complianceCalendarMetadata(params);
}

/** /compliance-calendar?jurisdiction=…&entity=…&formed=…, rewritten here by the proxy: rendered per request. */
export default async function ComplianceCalendarResultRoute({ params, searchParams }: Props) {
  return <ComplianceCalendarPage locale={await pageLocale(params)} search={await searchParams} />;
}
