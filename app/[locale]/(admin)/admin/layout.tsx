import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { requireAdmin } from '@/lib/auth/guards';
import { pageLocale } from '@/lib/i18n/locale';
import { getPathname } from '@/lib/i18n/navigation';
import { paths } from '@/lib/site/paths';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

// Personal pages: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

/**
 * The proxy's gate is optimistic; this one asks the database for the role on every request. Each
 * page and every admin action checks again (a layout does not guard a server action).
 */
export default async function AdminLayout({ children, params }: LayoutProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  return (
    <AdminShell email={admin.email} home={getPathname({ href: paths.home, locale })}>
      {children}
    </AdminShell>
  );
}
