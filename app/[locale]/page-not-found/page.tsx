import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

// The 404 page of paths no route matches: the proxy rewrites them here with status 404
// (lib/site/routes.ts), so the page is prerendered and drawn on the server. Pages that call
// notFound() themselves still show app/[locale]/not-found.tsx.
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  await pageLocale(params);
  return <NotFoundView />;
}
