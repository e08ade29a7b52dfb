import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/locale';
import { localisedPath } from '@/lib/i18n/paths';

// A safety net: the proxy answers unknown paths with the prerendered 404 page (lib/site/routes.ts)
// and logs them; this catch-all is reached only where it does not, as on the development server.
// Rendered per request so that every unknown path is logged, not only the first.
export const dynamic = 'force-dynamic';

export default async function UnknownPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const locale = await pageLocale(params);
  const { rest } = await params;
  console.warn(`[404] ${localisedPath(`/${rest.map(encodeURIComponent).join('/')}`, locale)}`);
  notFound();
}
