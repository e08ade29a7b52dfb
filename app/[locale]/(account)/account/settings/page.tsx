import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { SettingsView } from '@/components/account/settings-view';
import { getProfile } from '@/lib/account/queries';
import { getOwnTokens } from '@/lib/api/tokens';
import { requireUser } from '@/lib/auth/guards';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { paths } from '@/lib/site/paths';

type PageProps = { params: Promise<{ locale: string }> };

// A personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Account.settings' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AccountSettingsPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, paths.accountSettings);
  const [profile, tokens] = await Promise.all([getProfile(user.id), getOwnTokens(user.id)]);
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12">
      <AccountNav locale={locale} current="settings" />
      <SettingsView
        locale={locale}
        profile={profile}
        email={profile?.email || user.email}
        tokens={tokens}
      />
    </section>
  );
}
