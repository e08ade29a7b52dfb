import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { AccountSubscriptions } from '@/components/subscriptions/account-subscriptions';
import { requireUser } from '@/lib/auth/guards';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { paths } from '@/lib/site/paths';
import { listOwnSubscriptions } from '@/lib/subscriptions/queries';

type PageProps = { params: Promise<{ locale: string }> };

// A personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Subscriptions.account' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The customer's yearly services across their companies (issue 34). */
export default async function AccountSubscriptionsPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, paths.accountSubscriptions);
  const subscriptions = await asUser(user.id, (tx) => listOwnSubscriptions(tx, user.id));
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12">
      <AccountNav locale={locale} current="subscriptions" />
      <AccountSubscriptions locale={locale} subscriptions={subscriptions} />
    </section>
  );
}
