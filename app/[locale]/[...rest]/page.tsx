import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';

// Rendered per request so that every unknown path is logged, not only the first.
export const dynamic = 'force-dynamic';

export default async function UnknownPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await params;
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  console.warn(`[404] ${prefix}/${rest.map(encodeURIComponent).join('/')}`);
  notFound();
}
