import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SystemConsole } from '@/components/admin/system-console';
import { requireAdmin } from '@/lib/auth/guards';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { findJobProblems } from '@/lib/jobs/console';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string }>;
};

export const dynamic = 'force-dynamic';

const PAGE_SIZE = 50;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Admin.system' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminSystemPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const requested = Number.parseInt((await searchParams).page ?? '', 10);
  const page = Number.isInteger(requested) && requested > 1 && requested <= 1000 ? requested : 1;
  // One more than a page: whether older jobs follow.
  const jobs = await asUser(admin.id, (tx) =>
    findJobProblems(tx, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }),
  );
  return (
    <SystemConsole jobs={jobs.slice(0, PAGE_SIZE)} page={page} hasMore={jobs.length > PAGE_SIZE} />
  );
}
