import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountSignOut } from '@/components/auth/account-sign-out';
import { getCurrentUser } from '@/lib/auth/current-user';
import { redirect } from '@/lib/i18n/navigation';

type PageProps = { params: Promise<{ locale: string }> };

// A personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'Account' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AccountPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  const user = await getCurrentUser();
  if (!user) return redirect({ href: { pathname: '/signin', query: { next: locale === 'en' ? '/account' : `/${locale}/account` } }, locale: locale as 'en' });
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
        <AccountSignOut home={locale === 'en' ? '/' : `/${locale}`} />
      </div>
    </section>
  );
}
