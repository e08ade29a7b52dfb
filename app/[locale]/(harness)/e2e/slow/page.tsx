import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { setTimeout as sleep } from 'node:timers/promises';
import { isHarnessEnabled, maxHarnessDelayMs } from '@/lib/site/harness';

export const dynamic = 'force-dynamic';

/** A page that takes a while on the server, so the tests can see loading.tsx's spinner. */
export default async function SlowPage({ searchParams }: PageProps<'/[locale]/e2e/slow'>) {
  if (!isHarnessEnabled()) notFound();
  const { ms } = await searchParams;
  await sleep(Math.min(Number(ms) || 1500, maxHarnessDelayMs));
  const t = await getTranslations('Harness');
  return <h1 className="px-4 py-10 text-2xl font-bold">{t('slowLoaded')}</h1>;
}
