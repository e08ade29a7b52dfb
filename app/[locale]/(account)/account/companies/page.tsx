import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { CompaniesList } from '@/components/companies/companies-list';
import { requireUser } from '@/lib/auth/guards';
import { listOwnCompanies } from '@/lib/companies/queries';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { paths } from '@/lib/site/paths';

type PageProps = { params: Promise<{ locale: string }> };

// A personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Companies.list' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AccountCompaniesPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, paths.accountCompanies);
  const companies = await asUser(user.id, (tx) => listOwnCompanies(tx, user.id));
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12">
      <AccountNav locale={locale} current="companies" />
      <CompaniesList locale={locale} companies={companies} />
    </section>
  );
}
