import type { Metadata } from 'next';
import { solutionMetadata } from '@/components/solutions/solution-metadata';
import { SolutionPage } from '@/components/solutions/solution-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/solutions/raise-and-structure'>): Promise<Metadata> {
  return solutionMetadata(params, 'raise-and-structure');
}

export default async function RaiseAndStructureRoute({
  params,
}: PageProps<'/[locale]/solutions/raise-and-structure'>) {
  const locale = await pageLocale(params);
  return <SolutionPage slug="raise-and-structure" locale={locale} />;
}
