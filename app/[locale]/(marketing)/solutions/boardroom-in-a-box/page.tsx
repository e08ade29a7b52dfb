import type { Metadata } from 'next';
import { solutionMetadata } from '@/components/solutions/solution-metadata';
import { SolutionPage } from '@/components/solutions/solution-page';
import { pageLocale } from '@/lib/i18n/locale';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/solutions/boardroom-in-a-box'>): Promise<Metadata> {
  return solutionMetadata(params, 'boardroom-in-a-box');
}

export default async function BoardroomInABoxRoute({
  params,
}: PageProps<'/[locale]/solutions/boardroom-in-a-box'>) {
  const locale = await pageLocale(params);
  return <SolutionPage slug="boardroom-in-a-box" locale={locale} />;
}
