import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { requireAdmin } from '@/lib/auth/require-admin';

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

// Personal pages: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

/** The proxy's gate is optimistic; this one asks the database for the role on every request. */
export default async function AdminLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  await requireAdmin(locale);
  return children;
}
