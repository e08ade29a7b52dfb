import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffConsole } from '@/components/admin/staff-console';
import { requireAdmin } from '@/lib/auth/guards';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { findAdmins, findStaffRequests } from '@/lib/staff/queries';

type PageProps = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Admin.staff' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminStaffPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const { admins, requests } = await asUser(admin.id, async (tx) => ({
    admins: await findAdmins(tx),
    requests: await findStaffRequests(tx),
  }));
  return <StaffConsole admins={admins} requests={requests} currentUserId={admin.id} />;
}
