import { WifiOff } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { Button } from '@/components/ui/button';

/** What the service worker shows for a page that cannot be loaded without a network. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/offline'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  await pageLocale(params);
  const t = await getTranslations('Offline');
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="offline-page">
      <WifiOff aria-hidden="true" className="text-brand-700 mx-auto size-14" />
      <h1 className="mt-6 text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted mt-3">{t('body')}</p>
      {/* A GET form without an action reloads the address the visitor asked for, with no script. */}
      <form method="get" className="mt-8">
        <Button type="submit" size="lg">
          {t('retry')}
        </Button>
      </form>
    </section>
  );
}
