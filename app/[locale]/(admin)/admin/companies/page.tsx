import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompaniesConsole } from '@/components/companies/companies-console';
import { requireAdmin } from '@/lib/auth/guards';
import { searchCompanies } from '@/lib/companies/queries';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Companies.admin' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminCompaniesPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const raw = (await searchParams).q;
  const term = typeof raw === 'string' ? raw.slice(0, 100) : '';
  const companies = await asUser(admin.id, (tx) => searchCompanies(tx, term));
  return <CompaniesConsole locale={locale} term={term} companies={companies} />;
}
