import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscriptionsConsole } from '@/components/subscriptions/subscriptions-console';
import { requireAdmin } from '@/lib/auth/guards';
import { todayIso } from '@/lib/config/clock';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '@/lib/subscriptions/periods';
import { listSubscriptions, subscriptionsOverview } from '@/lib/subscriptions/queries';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ state?: string }>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Subscriptions.admin' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminSubscriptionsPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const raw = (await searchParams).state;
  const state = SUBSCRIPTION_STATES.find((s) => s === raw) as SubscriptionState | undefined;
  const today = todayIso();
  const { overview, subscriptions } = await asUser(admin.id, async (tx) => ({
    overview: await subscriptionsOverview(tx, today),
    subscriptions: await listSubscriptions(tx, { state }),
  }));
  return (
    <SubscriptionsConsole
      locale={locale}
      state={state ?? null}
      overview={overview}
      subscriptions={subscriptions}
    />
  );
}
