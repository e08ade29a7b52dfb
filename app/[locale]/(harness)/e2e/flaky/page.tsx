import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isFirstAttempt, isHarnessEnabled } from '@/lib/config/harness';

export const dynamic = 'force-dynamic';

/** Throws on the first render for a token, renders on the next: lets the tests prove that retry recovers. */
export default async function FlakyPage({ searchParams }: PageProps<'/[locale]/e2e/flaky'>) {
  if (!isHarnessEnabled()) notFound();
  const { token } = await searchParams;
  if (typeof token !== 'string' || !token) notFound();
  if (isFirstAttempt(token))
    throw new Error('Deliberate first-attempt error for the end-to-end tests');
  const t = await getTranslations('Harness');
  return <h1 className="px-4 py-10 text-2xl font-bold">{t('recovered')}</h1>;
}
