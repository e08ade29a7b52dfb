import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSignOut } from '@/components/auth/account-sign-out';
import { requireUser } from '@/lib/auth/guards';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { getPathname } from '@/lib/i18n/navigation';
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
  const t = await getTranslations('Account');
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t('greeting', { name: user.fullName || user.email })}</h1>
      <p className="mt-2 text-muted">{t('signedInAs', { email: user.email })}</p>
      <div className="mt-8 rounded-lg border border-slate-200 p-6">
        <h2 className="text-xl font-semibold text-ink">{t('applicationsHeading')}</h2>
        <p className="mt-2 text-muted">{t('noApplications')}</p>
      </div>
      <div className="mt-8">
        <AccountSignOut home={getPathname({ href: paths.home, locale })} />
      </div>
    </section>
  );
}
