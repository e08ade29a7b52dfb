import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ToastButtons } from '@/components/harness/toast-buttons';
import { Link } from '@/components/ui/link';
import { isHarnessEnabled } from '@/lib/config/harness';

export const dynamic = 'force-dynamic';

export default async function ToastHarnessPage({
  searchParams,
}: PageProps<'/[locale]/e2e/toasts'>) {
  if (!isHarnessEnabled()) notFound();
  const { hold } = await searchParams;
  const t = await getTranslations('Harness');
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">{t('toastsTitle')}</h1>
      <ToastButtons
        titles={[1, 2, 3, 4, 5].map((n) => t('toastTitle', { n }))}
        fireOne={t('fireToast')}
        fireFive={t('fireFive')}
      />
      <Link
        href={{ pathname: '/e2e/slow', query: { hold: typeof hold === 'string' ? hold : 'none' } }}
        prefetch={false}
        className="mt-6 inline-block underline"
      >
        {t('openSlow')}
      </Link>
    </section>
  );
}
