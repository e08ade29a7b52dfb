import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QueueView } from '@/components/admin/queue/queue-view';
import { getQueue, parseQueueFilter } from '@/lib/applications/admin-queries';
import { requireAdmin } from '@/lib/auth/guards';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { getPathname } from '@/lib/i18n/navigation';
import { paths } from '@/lib/site/paths';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Admin.queue' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminQueuePage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const filter = parseQueueFilter(await searchParams);
  const { page, counters } = await getQueue(admin.id, filter);
  return (
    <QueueView
      page={page}
      counters={counters}
      filter={filter}
      action={getPathname({ href: paths.admin, locale })}
      locale={locale}
    />
  );
}
