import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { requireAdmin } from '@/lib/auth/require-admin';

type PageProps = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'Admin' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AdminPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  const admin = await requireAdmin(locale);
  return <AdminDashboard email={admin.email} home={locale === 'en' ? '/' : `/${locale}`} />;
}
