import type { ReactNode } from 'react';
import { requireAdmin } from '@/lib/auth/guards';
import { pageLocale } from '@/lib/i18n/locale';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

// Personal pages: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

/** The proxy's gate is optimistic; this one asks the database for the role on every request. */
export default async function AdminLayout({ children, params }: LayoutProps) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  return children;
}
