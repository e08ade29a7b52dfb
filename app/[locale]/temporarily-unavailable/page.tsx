import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnavailableView } from '@/components/layout/unavailable-view';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

// The 503 page: the proxy rewrites a signed-in visitor's page here, with status 503, when their
// session cannot be checked because the database does not answer (proxy.ts). Prerendered, so it
// needs nothing the outage took away; the address bar keeps the page asked for, which "Try
// again" loads once more.
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/temporarily-unavailable'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Unavailable' });
  return { title: t('title'), robots: { index: false } };
}

export default async function TemporarilyUnavailable({
  params,
}: PageProps<'/[locale]/temporarily-unavailable'>) {
  await pageLocale(params);
  return <UnavailableView />;
}
