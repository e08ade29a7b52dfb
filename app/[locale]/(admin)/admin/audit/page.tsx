import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditConsole } from '@/components/admin/audit-console';
import { findAuditRecords } from '@/lib/audit/audit';
import { requireAdmin } from '@/lib/auth/guards';
import { asUser, isUuid } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { findAdmins } from '@/lib/staff/queries';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ actor?: string; reference?: string; before?: string }>;
};

export const dynamic = 'force-dynamic';

const PAGE_SIZE = 50;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Admin.audit' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminAuditPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const query = await searchParams;
  const actorId = isUuid(query.actor) ? query.actor : undefined;
  const reference = query.reference?.trim().slice(0, 40) || undefined;
  const before = Number.parseInt(query.before ?? '', 10);
  const { records, admins } = await asUser(admin.id, async (tx) => ({
    // One more than a page: whether older records follow.
    records: await findAuditRecords(tx, {
      actorId,
      applicationReference: reference,
      before: before > 0 ? before : undefined,
      limit: PAGE_SIZE + 1,
    }),
    admins: await findAdmins(tx),
  }));
  const page = records.slice(0, PAGE_SIZE);
  return (
    <AuditConsole
      records={page}
      nextBefore={records.length > PAGE_SIZE ? page.at(-1)!.id : null}
      paged={before > 0}
      filter={{ actorId, reference }}
      admins={admins}
    />
  );
}
