import type { Metadata } from 'next';
import { solutionMetadata } from '@/components/solutions/solution-metadata';
import { SolutionPage } from '@/components/solutions/solution-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/solutions/business-formation'>): Promise<Metadata> {
  return solutionMetadata(params, 'business-formation');
}

export default async function BusinessFormationRoute({
  params,
}: PageProps<'/[locale]/solutions/business-formation'>) {
  const locale = await pageLocale(params);
  return <SolutionPage slug="business-formation" locale={locale} />;
}
