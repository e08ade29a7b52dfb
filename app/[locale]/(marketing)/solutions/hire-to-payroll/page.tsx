import type { Metadata } from 'next';
import { solutionMetadata } from '@/components/solutions/solution-metadata';
import { SolutionPage } from '@/components/solutions/solution-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/solutions/hire-to-payroll'>): Promise<Metadata> {
  return solutionMetadata(params, 'hire-to-payroll');
}

export default async function HireToPayrollRoute({
  params,
}: PageProps<'/[locale]/solutions/hire-to-payroll'>) {
  const locale = await pageLocale(params);
  return <SolutionPage slug="hire-to-payroll" locale={locale} />;
}
