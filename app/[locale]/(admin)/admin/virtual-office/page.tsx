import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MailroomConsole } from '@/components/mailroom/mailroom-console';
import { requireAdmin } from '@/lib/auth/guards';
import { todayIso } from '@/lib/config/clock';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { listAddresses, listOfficeSubscriptions, listStaffLetters } from '@/lib/mailroom/queries';

type PageProps = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Mailroom.admin' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminVirtualOfficePage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const data = await asUser(admin.id, async (tx) => ({
    addresses: await listAddresses(tx),
    subscriptions: await listOfficeSubscriptions(tx),
    open: await listStaffLetters(tx, 'open'),
    recent: await listStaffLetters(tx, 'recent'),
  }));
  return <MailroomConsole locale={locale} today={todayIso()} {...data} />;
}
