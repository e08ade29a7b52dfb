import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { AccountOverview } from '@/components/account/account-overview';
import { getAccountOverview, getProfile } from '@/lib/account/queries';
import { requireUser } from '@/lib/auth/guards';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { paths } from '@/lib/site/paths';

type PageProps = { params: Promise<{ locale: string }> };

// A personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Account' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AccountPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, paths.account);
  const { applications, drafts } = await getAccountOverview(user.id);
  // The profile's name: the customer may have changed it since signing up (the token keeps the old one).
  const profile = await getProfile(user.id);
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12">
      <AccountNav locale={locale} current="overview" />
      <AccountOverview
        locale={locale}
        name={profile?.fullName || user.fullName || user.email}
        email={user.email}
        applications={applications}
        drafts={drafts}
      />
    </section>
  );
}
