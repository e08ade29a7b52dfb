import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffAccessConfirmation } from '@/components/account/staff-access-confirmation';
import { requireUser } from '@/lib/auth/guards';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { paths } from '@/lib/site/paths';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

// A personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Account.staffAccess' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The link of a staff access mail: the signed-in owner of the account confirms it. */
export default async function StaffAccessPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const { token } = await searchParams;
  const value = typeof token === 'string' ? token : null;
  const back = value
    ? `${paths.staffAccess}?${new URLSearchParams({ token: value })}`
    : paths.staffAccess;
  const user = await requireUser(locale, back);
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12">
      <StaffAccessConfirmation token={value} email={user.email} />
    </section>
  );
}
