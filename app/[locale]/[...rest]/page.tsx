import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';

// A safety net: the proxy answers unknown paths with the prerendered 404 page (lib/site/routes.ts)
// and logs them; this catch-all is reached only where it does not, as on the development server.
// Rendered per request so that every unknown path is logged, not only the first.
export const dynamic = 'force-dynamic';

export default async function UnknownPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await params;
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  console.warn(`[404] ${prefix}/${rest.map(encodeURIComponent).join('/')}`);
  notFound();
}
