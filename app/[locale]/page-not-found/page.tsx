import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import type { Locale } from '@/lib/i18n/locales';

// The 404 page of paths no route matches: the proxy rewrites them here with status 404
// (lib/site/routes.ts), so the page is prerendered and drawn on the server. Pages that call
// notFound() themselves still show app/[locale]/not-found.tsx.
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <NotFoundView />;
}
