import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isHarnessEnabled, release, waitForRelease } from '@/lib/config/harness';

export const dynamic = 'force-dynamic';

/**
 * A page that loads on demand as slowly as the test wants, so it can see loading.tsx's spinner:
 * `?hold=<token>` renders only once `?release=<token>` has been requested.
 */
export default async function SlowPage({ searchParams }: PageProps<'/[locale]/e2e/slow'>) {
  if (!isHarnessEnabled()) notFound();
  const { hold, release: token } = await searchParams;
  const t = await getTranslations('Harness');
  if (typeof token === 'string' && token) {
    release(token);
    return <h1 className="px-4 py-10 text-2xl font-bold">{t('released')}</h1>;
  }
  if (typeof hold !== 'string' || !hold) notFound();
  await waitForRelease(hold);
  return <h1 className="px-4 py-10 text-2xl font-bold">{t('slowLoaded')}</h1>;
}
