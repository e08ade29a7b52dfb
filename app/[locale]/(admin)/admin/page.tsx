import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { requireAdmin } from '@/lib/auth/guards';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

type PageProps = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Admin' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AdminPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  return <AdminDashboard />;
}
