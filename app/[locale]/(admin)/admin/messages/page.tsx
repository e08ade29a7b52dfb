import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import {
  InboxConsole,
  type ContactFilters,
  type InboxStatusFilter,
} from '@/components/admin/inbox-console';
import { requireAdmin } from '@/lib/auth/guards';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { contactCountries, contactTopics } from '@/lib/public-forms/contact/options';
import { findInboxItems } from '@/lib/public-forms/inbox/queries';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{
    kind?: string;
    status?: string;
    topic?: string;
    country?: string;
    requests?: string;
  }>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Admin.inbox' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminMessagesPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const query = await searchParams;
  const kind = query.kind === 'career' ? 'career' : 'contact';
  const status: InboxStatusFilter =
    query.status === 'handled' || query.status === 'all' ? query.status : 'new';
  // Only values the lists know narrow the list; anything else is ignored.
  const filters: ContactFilters = {
    topic: (contactTopics as readonly string[]).includes(query.topic ?? '')
      ? query.topic
      : undefined,
    country: (contactCountries as readonly string[]).includes(query.country ?? '')
      ? query.country
      : undefined,
    requestsOnly: query.requests === '1',
  };
  const items = await asUser(admin.id, (tx) =>
    findInboxItems(tx, kind, { ...(status === 'all' ? {} : { status }), ...filters }),
  );
  return <InboxConsole kind={kind} status={status} filters={filters} items={items} />;
}
