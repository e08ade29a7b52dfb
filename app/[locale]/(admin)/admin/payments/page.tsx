import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentsConsole } from '@/components/admin/payments-console';
import { requireAdmin } from '@/lib/auth/guards';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { listStaffPayments } from '@/lib/payments/staff';

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ show?: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Admin.payments' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminPaymentsPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const filter = (await searchParams).show === 'decided' ? 'decided' : 'pending';
  const payments = await asUser(admin.id, (tx) => listStaffPayments(tx, filter));
  return <PaymentsConsole filter={filter} payments={payments} />;
}
